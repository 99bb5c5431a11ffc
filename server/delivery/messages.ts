/**
 * The text of every e-mail and SMS the server sends, in both portal languages. The outbox
 * (server/api/outbox.ts `sendLocalizedMessage`) picks the customer's language: the one they last used
 * the portal in, Lithuanian when unknown. SMS stay short and plain; e-mails greet, say what happened and
 * what to do if it was not the customer.
 */
import type { ContactKind } from '../../src/api/contract/users';
import type { MessageLanguage, MessageText } from '../api/outbox';

export type LocalizedMessage = Readonly<Record<MessageLanguage, MessageText>>;
type Channel = 'email' | 'sms';

const NOT_YOU_LT = 'Jei to nedarėte, nedelsdami susisiekite su klientų aptarnavimu.';
const NOT_YOU_EN = 'If this was not you, contact customer service at once.';

const email = (subject: string, lines: readonly string[]): MessageText => ({
  subject,
  body: lines.join('\n'),
});
const sms = (body: string): MessageText => ({ subject: null, body });

/** A password reminder: the one-time reset link and how long it works. */
export function passwordReminderMessage(
  channel: Channel,
  firstName: string,
  link: string,
  hours: number,
): LocalizedMessage {
  if (channel === 'sms') {
    return {
      lt: sms(`Pensijų savitarna: naują slaptažodį nustatykite per ${hours} val. ${link}`),
      en: sms(`Pension self-service: set a new password within ${hours} h: ${link}`),
    };
  }
  return {
    lt: email('Slaptažodžio priminimas', [
      firstName ? `Sveiki, ${firstName},` : 'Sveiki,',
      '',
      'gavome prašymą pakeisti jūsų pensijų savitarnos slaptažodį. Naują slaptažodį nustatykite šia nuoroda',
      `(ji galioja ${hours} val. ir tinka vieną kartą):`,
      link,
      '',
      'Jei slaptažodžio keisti neprašėte, šį laišką ignoruokite.',
    ]),
    en: email('Password reminder', [
      firstName ? `Hello ${firstName},` : 'Hello,',
      '',
      'we received a request to change your pension self-service password. Set a new one with this link',
      `(valid for ${hours} hours, once):`,
      link,
      '',
      'If you did not ask for it, ignore this message.',
    ]),
  };
}

/** Password login locked after too many wrong passwords: for how long, and the ways in meanwhile. */
export function loginLockedMessage(channel: Channel, minutes: number, failures: number): LocalizedMessage {
  const lt = [
    `Prisijungimas prie pensijų savitarnos slaptažodžiu užblokuotas ${minutes} min., nes ${failures} kartus įvestas neteisingas slaptažodis.`,
    'Prisijunkite Smart-ID ar Mobile-ID, nustatykite naują slaptažodį arba skambinkite klientų aptarnavimo centrui.',
  ];
  const en = [
    `Password login to the pension self-service is blocked for ${minutes} minutes after ${failures} wrong passwords.`,
    'Log in with Smart-ID or Mobile-ID, set a new password, or call customer service.',
  ];
  if (channel === 'sms') return { lt: sms(lt.join(' ')), en: sms(en.join(' ')) };
  return {
    lt: email('Prisijungimas užblokuotas', ['Sveiki,', '', ...lt]),
    en: email('Login blocked', ['Hello,', '', ...en]),
  };
}

/** The code that confirms a new e-mail address (by e-mail) or phone number (by SMS). */
export function contactCodeMessage(kind: ContactKind, code: string, minutes: number): LocalizedMessage {
  if (kind !== 'email') {
    return {
      lt: sms(`Pensijų savitarna: telefono patvirtinimo kodas ${code} (galioja ${minutes} min.)`),
      en: sms(`Pension self-service: phone confirmation code ${code} (valid for ${minutes} min)`),
    };
  }
  return {
    lt: email('Kontaktų patvirtinimo kodas', [
      'Sveiki,',
      '',
      `jūsų pensijų savitarnos el. pašto adreso patvirtinimo kodas: ${code}`,
      `Kodas galioja ${minutes} min. Jei adreso nekeitėte, šį laišką ignoruokite.`,
    ]),
    en: email('Confirmation code', [
      'Hello,',
      '',
      `your pension self-service e-mail confirmation code: ${code}`,
      `It is valid for ${minutes} minutes. If you did not change your address, ignore this message.`,
    ]),
  };
}

/** Sent to the old address or number once a new one is confirmed (the new one shown masked). */
export function contactChangedMessage(channel: Channel, kind: ContactKind, masked: string): LocalizedMessage {
  const what = kind === 'email' ? 'el. pašto adresas' : 'telefono numeris';
  const whatEn = kind === 'email' ? 'e-mail address' : 'phone number';
  const lt = `jūsų pensijų savitarnos ${what} pakeistas į ${masked}.`;
  const en = `your pension self-service ${whatEn} was changed to ${masked}.`;
  if (channel === 'sms') {
    return {
      lt: sms(`Pensijų savitarna: ${lt} ${NOT_YOU_LT}`),
      en: sms(`Pension self-service: ${en} ${NOT_YOU_EN}`),
    };
  }
  return {
    lt: email('Kontaktai pakeisti', ['Sveiki,', '', lt, NOT_YOU_LT]),
    en: email('Contact details changed', ['Hello,', '', en, NOT_YOU_EN]),
  };
}

/** A password created or changed (also by a reset): the customer hears of it by e-mail. */
export function passwordChangedMessage(created: boolean): LocalizedMessage {
  return {
    lt: email(created ? 'Slaptažodis sukurtas' : 'Slaptažodis pakeistas', [
      'Sveiki,',
      '',
      created
        ? 'jūsų pensijų savitarnoje sukurtas slaptažodis prisijungimui.'
        : 'jūsų pensijų savitarnos slaptažodis pakeistas.',
      NOT_YOU_LT,
    ]),
    en: email(created ? 'Password created' : 'Password changed', [
      'Hello,',
      '',
      created
        ? 'a password was created for your pension self-service.'
        : 'your pension self-service password was changed.',
      NOT_YOU_EN,
    ]),
  };
}

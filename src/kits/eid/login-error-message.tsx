import { useLingui } from '@lingui/react/macro';
import type { LoginErrorCode } from '../../../machines/auth/auth-types';
import { config } from '../../app/config';
import { formatDateTime } from '../../domain/format';

/** §8 login errors in the customer's language. Unrecognised codes were already mapped to `unknown`. */
export function useLoginErrorMessage(): (code: LoginErrorCode) => string {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case 'user_cancelled':
        return t`Prisijungimas atšauktas`;
      case 'session_expired':
        return t`Sesijos laikas baigėsi`;
      case 'user_locked':
        return t`Prieiga užblokuota. Skambinkite klientų aptarnavimo telefonu ${config.supportPhone}.`;
      case 'smart_id_does_not_exist':
        return t`Šiam asmens kodui Smart-ID paskyra nerasta. Patikrinkite asmens kodą arba pasirinkite kitą prisijungimo būdą.`;
      case 'smart_id_basic':
        return t`Jūsų Smart-ID paskyra yra bazinė (Smart-ID Basic), todėl ja prisijungti negalima. Naudokite kvalifikuotą Smart-ID paskyrą arba Mobile-ID.`;
      case 'mobile_id_does_not_exist':
        return t`Mobile-ID šiam telefono numeriui ir asmens kodui nerastas. Patikrinkite duomenis.`;
      case 'user_not_found':
        return t`Naudotojas nerastas.`;
      case 'user_not_onboarded':
        return t`Pensijų kaupimo sutarties neturite.`;
      case 'invalid_request':
        return t`Užklausa neteisinga. Patikrinkite duomenis ir bandykite dar kartą.`;
      case 'invalid_grant':
        return t`Neteisingi prisijungimo duomenys.`;
      case 'server_error':
        return t`Įvyko vidinė serverio klaida. Bandykite dar kartą.`;
      case 'wrong_vc':
        return t`Telefone pasirinktas neteisingas kontrolinis kodas. Prisijungimas nutrauktas – bandykite dar kartą ir pasirinkite ekrane rodomą kodą.`;
      case 'phone_absent':
        return t`Telefonas nepasiekiamas. Įsitikinkite, kad jis įjungtas ir veikia ryšys, tada bandykite dar kartą.`;
      case 'minor_not_allowed':
        return t`Savitarnoje registruotis gali tik pilnamečiai. Nepilnamečiai aptarnaujami klientų aptarnavimo centre.`;
      case 'already_registered':
        return t`Jūs jau esate mūsų klientas – prisijunkite prie savitarnos.`;
      case 'eid_not_configured':
        return t`Prisijungti ar registruotis Smart-ID ir Mobile-ID šiuo metu negalima. Prisijunkite slaptažodžiu arba bandykite vėliau.`;
      case 'rate_limited':
      case 'ip_banned':
        return t`Per daug nesėkmingų bandymų. Prisijungti laikinai negalima – bandykite vėliau.`;
      default:
        return t`Nežinoma klaida. Bandykite dar kartą.`;
    }
  };
}

/**
 * §8 "IP ban (too many bad requests, IP blocked until a date)": the message with the date and time (Vilnius)
 * until which the address is blocked.
 */
export function useBannedUntilMessage(): (blockedUntil: string) => string {
  const { t } = useLingui();
  return (blockedUntil) => {
    const until = formatDateTime(blockedUntil);
    return until
      ? t`Per daug nesėkmingų bandymų. Jūsų IP adresas užblokuotas iki ${until}. Tada galėsite bandyti vėl.`
      : t`Per daug nesėkmingų bandymų. Prisijungti laikinai negalima – bandykite vėliau.`;
  };
}

/**
 * What to do next after a §8 login error (every message says what happened and what to do);
 * null where the message itself already says it.
 */
export function useLoginNextStep(): (code: LoginErrorCode) => string | null {
  const { t } = useLingui();
  return (code) => {
    switch (code) {
      case 'user_cancelled':
        return t`Prisijungimą atšaukėte telefone. Bandykite dar kartą arba pasirinkite kitą prisijungimo būdą.`;
      case 'session_expired':
        return t`Prisijungimas nepatvirtintas per 2 minutes. Pradėkite iš naujo – spauskite „Prisijungti“ ir patvirtinkite telefone.`;
      case 'user_not_found':
        return t`Patikrinkite įvestus duomenis. Jei dar nesate klientas – registruokitės.`;
      case 'invalid_grant':
        return t`Patikrinkite naudotojo vardą ir slaptažodį arba pasinaudokite slaptažodžio priminimu.`;
      case 'mobile_id_does_not_exist':
        return t`Jei duomenys teisingi, prisijunkite su Smart-ID arba slaptažodžiu.`;
      default:
        return null;
    }
  };
}

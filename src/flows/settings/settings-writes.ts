import type { FormValues } from '../../../machines/forms/form.machine';
import { cacheKey } from '../../api/cache-key';
import type { PortalPorts } from '../../app/flow-ports';
import { reloadAfterWrite } from '../../app/routes/load';
import { browserLocalStorage } from '../../browser/storage';
import { channelOf } from '../../domain/notification-channels';

/** §2 local storage key: the customer's answer to the electronic notices agreement, in this browser. */
export const HAS_ACCEPTED_EPN_KEY = 'hasAcceptedEpn';

type NotificationTypeKey =
  'paymentReminder' | 'processedPayment' | 'quarterReport' | 'contractWithoutPayments';

/** §3 notification channels from the form's switches (`<type>.email|sms|post` = 'true'/'false'). */
export async function saveNotificationSettings(ports: PortalPorts, values: FormValues, signal: AbortSignal) {
  const channel = (type: NotificationTypeKey) => {
    const found = channelOf({
      email: values[`${type}.email`] === 'true',
      sms: values[`${type}.sms`] === 'true',
      post: values[`${type}.post`] === 'true',
    });
    if (found === null) throw new Error('unreachable: the form validated the channels');
    return found;
  };
  await ports.api.call('Notifications.ModifySettings', {
    body: {
      paymentReminder: channel('paymentReminder'),
      processedPayment: channel('processedPayment'),
      quarterReport: channel('quarterReport'),
      contractWithoutPayments: channel('contractWithoutPayments'),
      reportsByEmail: values.reportsByEmail === 'true',
    },
    signal,
  });
  await reloadAfterWrite(ports, cacheKey('Notifications.GetSettings'));
}

/** §3 GDPR agreement types by the form's field names. */
const GDPR_FIELDS = [
  ['marketingAgreement', 1],
  ['sbMarketingAgreement', 4],
  ['sbProfilingAgreement', 5],
  ['sbPartnersAgreement', 6],
] as const;

/**
 * §4 consents: each answer the customer changed ('accepted' / 'declined') is sent with ModifyGdprAgreement;
 * an unanswered one stays not selected.
 */
export async function saveGdprConsents(
  ports: PortalPorts,
  values: FormValues,
  initial: Readonly<Record<string, string>>,
  signal: AbortSignal,
) {
  for (const [field, gdprType] of GDPR_FIELDS) {
    const answer = values[field];
    if ((answer !== 'accepted' && answer !== 'declined') || answer === initial[field]) continue;
    await ports.api.call('Users.ModifyGdprAgreement', {
      query: { gdprAgreement: answer === 'accepted' ? 'true' : 'false', gdprType: String(gdprType) },
      signal,
    });
  }
  await reloadAfterWrite(ports, cacheKey('Users.GetContactInformation'));
}

/** The electronic notices agreement (UpdateEpnAgreement), remembered in `hasAcceptedEpn` (§2). */
export async function saveEpnAgreement(ports: PortalPorts, accepted: boolean, signal: AbortSignal) {
  await ports.api.call('Authentication.UpdateEpnAgreement', {
    query: { epnAgreement: accepted ? 'true' : 'false' },
    signal,
  });
  try {
    browserLocalStorage()?.setItem(HAS_ACCEPTED_EPN_KEY, accepted ? 'true' : 'false');
  } catch {
    // storage unavailable: the server keeps the answer
  }
  await reloadAfterWrite(ports, cacheKey('Users.GetContactInformation'));
}

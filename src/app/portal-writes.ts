import type {
  DeliverDocumentInput,
  DeliverDocumentOutput,
} from '../../machines/records/document-file.machine';
import type { FormValues } from '../../machines/forms/form.machine';
import { cacheKey } from '../api/cache-key';
import type { DataCache } from './data-cache';
import { base64ToBlob, downloadBlob, showBlobIn } from '../browser/file-blob';
import { markNotificationRead } from '../flows/records/notification-read';
import { browserLocalStorage } from '../browser/storage';
import { channelOf } from '../domain/notification-channels';
import { normalizePhoneField } from '../domain/phone';
import type { PortalApi } from './portal-api';

/**
 * The authorized screens' I/O, loaded with the first portal screen (not part of the login page's
 * JavaScript). Writes leave 5xx unsuppressed, so a failure carries its §8 redirect, which
 * src/app/navigation.ts follows; reads (the document content) keep their own failure message.
 */
export interface PortalPorts {
  api: PortalApi;
  data: DataCache;
  /** Re-runs the current screen's loaders (after a write changed what they show). */
  reload: () => Promise<void>;
}

async function reloadKeys(ports: PortalPorts, ...keys: string[]): Promise<void> {
  for (const key of keys) ports.data.invalidate(key);
  await ports.reload();
}

/** §6 asset score consent (approved) or its withdrawal; the score is loaded again. */
export async function updateAssetScoreAgreement(ports: PortalPorts, approved: boolean, signal: AbortSignal) {
  await ports.api.call('Dashboard.UpdateAssetScoreAgreement', {
    query: { approved: approved ? 'true' : 'false' },
    signal,
  });
  await reloadKeys(ports, cacheKey('Dashboard.GetAssetScore'));
}

export function createAssetScoreConsultation(ports: PortalPorts, values: FormValues, signal: AbortSignal) {
  const phone = values.phone ?? '';
  const comment = (values.comment ?? '').trim();
  return ports.api.call('Dashboard.CreateAssetScoreConsultation', {
    body: { phoneNumber: normalizePhoneField(phone), ...(comment ? { comment } : {}) },
    signal,
  });
}

/** The dashboard's banner alert: "do not show again". */
export async function dismissBannerAlert(ports: PortalPorts, signal: AbortSignal) {
  await ports.api.call('Dashboard.ModifyBannerAlert', { query: { showBannerAlert: 'false' }, signal });
  await reloadKeys(ports, cacheKey('Dashboard.GetDashboard'));
}

export function readNotification(ports: PortalPorts, notificationNr: number, signal: AbortSignal) {
  return markNotificationRead(ports, notificationNr, signal);
}

/**
 * Opens (a new tab with the browser's PDF viewer) or downloads a document's file. GetDocumentContent
 * answers base64 in JSON; the content goes through the data cache (one load machine per document) and
 * becomes a Blob and an object URL here.
 */
export async function deliverDocument(
  ports: PortalPorts,
  { document, action }: DeliverDocumentInput,
  signal: AbortSignal,
  /** For 'open': the tab opened in the tap (file-blob.ts openPendingTab), null when it was blocked. */
  tab: Window | null = null,
): Promise<DeliverDocumentOutput> {
  try {
    return await loadAndDeliver(ports, { document, action }, signal, tab);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

async function loadAndDeliver(
  ports: PortalPorts,
  { document, action }: DeliverDocumentInput,
  signal: AbortSignal,
  tab: Window | null,
): Promise<DeliverDocumentOutput> {
  const result = await ports.data.ensure(
    cacheKey('Documents.GetDocumentContent', { id: document.id }),
    (loadSignal) =>
      ports.api.call('Documents.GetDocumentContent', {
        query: { id: document.id },
        signal: loadSignal,
        suppress5xx: true,
      }),
  );
  if (result.state !== 'Loaded') throw new Error('The document has no content');
  if (signal.aborted) {
    tab?.close();
    return { blockedUrl: null };
  }
  const blob = base64ToBlob(result.data.contentBase64, result.data.mimeType || document.mimeType);
  if (action === 'download') {
    downloadBlob(blob, result.data.fileName || document.fileName);
    return { blockedUrl: null };
  }
  const { opened, url } = showBlobIn(tab, blob);
  return { blockedUrl: opened ? null : url };
}

// ── notification and consent settings ───────────────────────────────────────────────────

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
  await reloadKeys(ports, cacheKey('Notifications.GetSettings'));
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
  await reloadKeys(ports, cacheKey('Users.GetContactInformation'));
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
  await reloadKeys(ports, cacheKey('Users.GetContactInformation'));
}

import type {
  DeliverDocumentInput,
  DeliverDocumentOutput,
} from '../../machines/records/document-file.machine';
import type { FormValues } from '../../machines/forms/form.machine';
import { cacheKey } from '../api/cache-key';
import type { DataCache } from './data-cache';
import { base64ToBlob, downloadBlob, openBlob } from '../browser/file-blob';
import { markNotificationRead } from './notification-read';
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
    body: { phoneNumber: phone.replace(/\s+/g, ''), ...(comment ? { comment } : {}) },
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
  if (signal.aborted) return { blockedUrl: null };
  const blob = base64ToBlob(result.data.contentBase64, result.data.mimeType || document.mimeType);
  if (action === 'download') {
    downloadBlob(blob, result.data.fileName || document.fileName);
    return { blockedUrl: null };
  }
  const { opened, url } = openBlob(blob);
  return { blockedUrl: opened ? null : url };
}

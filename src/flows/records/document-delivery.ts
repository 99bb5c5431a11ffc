import type {
  DeliverDocumentInput,
  DeliverDocumentOutput,
} from '../../../machines/records/document-file.machine';
import { load } from '../../app/routes/load';
import type { PortalPorts } from '../../app/flow-ports';
import { base64ToBlob, downloadBlob, showBlobIn } from '../../browser/file-blob';

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
  // Read as a screen reads (one load machine per document in the data cache, 5xx suppressed).
  const result = await load(ports, 'Documents.GetDocumentContent', { id: document.id });
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

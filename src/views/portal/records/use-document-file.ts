import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { cacheKey } from '../../../api/cache-key';
import { base64ToBlob, downloadBlob, openBlob } from './file-blob';

export type DocumentFileAction = 'open' | 'download';

export interface DocumentRef {
  id: number;
  fileName: string;
  mimeType: string;
}

export interface DocumentFileState {
  /** The document and action under way (the button shows a loader). */
  pending: { id: number; action: DocumentFileAction } | null;
  /** The last failed document and action (the row shows an error with a retry). */
  failed: { id: number; action: DocumentFileAction } | null;
  /** A pop-up blocker refused the new tab: the row offers this link instead. */
  blocked: { id: number; url: string } | null;
}

/**
 * Opens (a new tab with the browser's PDF viewer) or downloads a document's file. GetDocumentContent
 * answers base64 in JSON; the content goes through the data cache (one load machine per document:
 * Pending, Loaded, Failed with a retry on the next click) and becomes a Blob and an object URL here.
 */
export function useDocumentFile() {
  const router = useRouter();
  const [state, setState] = useState<DocumentFileState>({ pending: null, failed: null, blocked: null });

  const load = useCallback(
    async (doc: DocumentRef): Promise<{ blob: Blob; fileName: string }> => {
      const { api, data } = router.options.context;
      const result = await data.ensure(cacheKey('Documents.GetDocumentContent', { id: doc.id }), (signal) =>
        api.call('Documents.GetDocumentContent', { query: { id: doc.id }, signal, suppress5xx: true }),
      );
      if (result.state !== 'Loaded') throw new Error('The document has no content');
      return {
        blob: base64ToBlob(result.data.contentBase64, result.data.mimeType || doc.mimeType),
        fileName: result.data.fileName || doc.fileName,
      };
    },
    [router],
  );

  const run = useCallback(
    async (doc: DocumentRef, action: DocumentFileAction): Promise<boolean> => {
      setState({ pending: { id: doc.id, action }, failed: null, blocked: null });
      try {
        const { blob, fileName } = await load(doc);
        let blocked: DocumentFileState['blocked'] = null;
        if (action === 'download') downloadBlob(blob, fileName);
        if (action === 'open') {
          const { opened, url } = openBlob(blob);
          if (!opened) blocked = { id: doc.id, url };
        }
        setState({ pending: null, failed: null, blocked });
        return true;
      } catch {
        setState({ pending: null, failed: { id: doc.id, action }, blocked: null });
        return false;
      }
    },
    [load],
  );

  return { ...state, run };
}

import { fromCallback } from 'xstate';
import {
  documentUploadMachine,
  type DocumentUploadEvent,
  type TransferInput,
} from '../../../machines/upload/document-upload.machine';
import { cacheKey } from '../../api/cache-key';
import { DOCUMENT_TYPE_CFG_NR } from '../../api/contract/document-types';
import type { UploadFileKind } from '../../domain/upload';
import type { PortalPorts } from '../../app/flow-ports';
import { blobToBase64 } from '../../browser/file-blob';

const MIME_TYPES: Record<UploadFileKind, 'image/jpeg' | 'image/png' | 'application/pdf'> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * The document upload with its `transfer` provided: one file per Documents.UploadDocument
 * request, sent through the API's upload transport for real progress. The transfer never throws: the
 * answer or the failure comes back as an event; stopping it (cancel) aborts the request. After a file
 * is stored, the documents list is read again next time.
 */
export function provideDocumentUpload(ports: PortalPorts) {
  return documentUploadMachine.provide({
    actors: {
      transfer: fromCallback<DocumentUploadEvent, TransferInput>(({ input, sendBack }) => {
        const controller = new AbortController();
        const { fileId } = input;
        void (async () => {
          try {
            const { upload } = ports.api;
            if (!upload) throw new Error('The API has no upload transport');
            if (!input.file.content) throw new Error('No file content');
            const contentBase64 = await blobToBase64(input.file.content);
            const answer = await upload('Documents.UploadDocument', {
              body: {
                documentName: input.documentName,
                documentType: input.documentType,
                files: [{ fileName: input.file.name, mimeType: MIME_TYPES[input.file.kind], contentBase64 }],
              },
              signal: controller.signal,
              // The file shows its own failure with a retry; a 5xx does not leave the screen.
              suppress5xx: true,
              onProgress: (loaded, total) => sendBack({ type: 'transfer.progress', fileId, loaded, total }),
            });
            for (const key of [
              cacheKey('Documents.GetAllDocuments'),
              cacheKey('Documents.GetAllDocuments', { documentTypeCfgNr: DOCUMENT_TYPE_CFG_NR.IdDocument }),
              cacheKey('Documents.GetAllDocuments', { documentTypeCfgNr: DOCUMENT_TYPE_CFG_NR.Other }),
            ])
              ports.data.invalidate(key);
            sendBack({ type: 'transfer.done', fileId, documentId: answer.documentIds[0] ?? 0 });
          } catch (error) {
            if (!controller.signal.aborted) sendBack({ type: 'transfer.failed', fileId, error });
          }
        })();
        return () => controller.abort();
      }),
    },
  });
}

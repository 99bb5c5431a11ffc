/**
 * Documents.UploadDocument (§2 document-upload, §3 "Upload: document name and type (id-document,
 * other)", §5 "up to 5 files at once, each up to 10 Mb. JPG, PNG or PDF only (no Doc/Docx)").
 *
 * Every file of the request is checked from its CONTENT (file-content.ts) before anything is written;
 * then all of them are stored in one transaction as the customer's documents (bytea), one document per
 * file, titled with the document name, so GetAllDocuments lists them and GetDocumentContent opens them
 * (both read only the caller's rows). A refused file refuses the whole request and stores nothing.
 *
 * Limits, each with its own clear 4xx (never a 500):
 * - more than 5 files in one request: 400 `validation` on `body.files` (the contract's zod schema);
 * - a file over 10 MB: 413 `file_too_large` on `body.files.<n>` (the body limit of the route admits five
 *   files of 10 MB as base64, so a file just over 10 MB still arrives and gets this precise answer);
 * - a body over the route's limit (UPLOAD_BODY_LIMIT in register-endpoints.ts): 413 `payload_too_large`
 *   before the body is read;
 * - not a sound JPG/PNG/PDF, or a name that disagrees with the content: 400 `invalid_file_format`;
 * - content that is not base64: 400 `validation`;
 * - active content, a pixel bomb, web markup: 400 `invalid_file_format` (file-content.ts; bytes after a
 *   file's end are dropped, the name is reduced to a safe form);
 * - over the customer's quota of 24 hours: 429 `upload_quota_exceeded` (upload-quota.ts).
 * The SPA uploads one file per request (its own progress, cancel and retry); a request may carry up to 5.
 */
import { DOCUMENT_TYPE_CFG_NR } from '../../src/api/contract/document-types';
import type { UploadDocumentKind } from '../../src/api/contract/common';
import type { DocumentType } from '../../src/api/contract/common';
import { validation } from '../http/api-error';
import { requireCustomer, type Handler } from '../http/handler-types';
import { checkUploadedFile, decodeBase64, uploadError, type UploadCheck } from './file-content';
import { useUploadQuota } from './upload-quota';

/** §3 upload kinds → the document type the list files them under. */
const UPLOAD_DOCUMENT_TYPE = {
  'id-document': 'IdDocument',
  other: 'Other',
} as const satisfies Record<UploadDocumentKind, DocumentType>;

export const uploadDocument: Handler<'Documents.UploadDocument'> = async (context) => {
  const customerId = requireCustomer(context);
  const { documentName, documentType, files } = context.body;
  const title = documentName.trim();
  if (title.length === 0) throw validation('body.documentName', 'body.documentName: empty');
  const checked: Extract<UploadCheck, { ok: true }>[] = [];
  for (const [index, file] of files.entries()) {
    const field = `body.files.${index}`;
    const bytes = decodeBase64(file.contentBase64);
    if (!bytes) throw validation(`${field}.contentBase64`, `${field}.contentBase64: not base64`);
    const check = await checkUploadedFile({ fileName: file.fileName, bytes });
    if (!check.ok) throw uploadError(check, field);
    checked.push(check);
    // Other customers' requests are answered between the files of a large upload.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  const type = UPLOAD_DOCUMENT_TYPE[documentType];
  return context.db.transaction(async (tx) => {
    await useUploadQuota(tx, customerId, {
      files: checked.length,
      bytes: checked.reduce((sum, file) => sum + file.sizeBytes, 0),
      now: Date.now(),
    });
    const documentIds: number[] = [];
    for (const file of checked) {
      const rows = await tx.query<{ id: number }>(
        `INSERT INTO documents (customer_id, document_type, document_type_cfg_nr, title, title_en, file_name, mime_type, content)
         VALUES ($1, $2, $3, $4, NULL, $5, $6, $7) RETURNING id`,
        [customerId, type, DOCUMENT_TYPE_CFG_NR[type], title, file.fileName, file.mimeType, file.bytes],
      );
      const row = rows[0];
      if (!row) throw new Error('INSERT INTO documents returned no row');
      documentIds.push(row.id);
    }
    await context.audit(tx, 'documents.upload', {
      documentIds,
      documentType: type,
      files: checked.map((file) => ({ mimeType: file.mimeType, sizeBytes: file.sizeBytes })),
    });
    return { documentIds };
  });
};

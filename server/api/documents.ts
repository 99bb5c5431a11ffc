import type { DocumentType } from '../../src/api/contract/common';
import { notFound } from '../http/api-error';
import { requireCustomer, type Handlers } from '../http/handler-types';
import { uploadDocument } from '../uploads/document-upload';

interface DocumentRow {
  id: number;
  document_type: DocumentType;
  document_type_cfg_nr: number;
  title: string;
  title_en: string | null;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  contract_number: string | null;
  created_at: string;
}

export const documentHandlers: Handlers = {
  'Documents.GetAllDocuments': async (context) => {
    const customerId = requireCustomer(context);
    const cfg = context.query.documentTypeCfgNr;
    const rows = await context.db.query<DocumentRow>(
      `SELECT d.id, d.document_type, d.document_type_cfg_nr, d.title, d.title_en, d.file_name, d.mime_type,
              octet_length(d.content) AS size_bytes, c.contract_number, iso_ts(d.created_at) AS created_at
       FROM documents d LEFT JOIN contracts c ON c.id = d.contract_id
       WHERE d.customer_id = $1 AND ($2::int IS NULL OR d.document_type_cfg_nr = $2)
       ORDER BY d.created_at DESC, d.id DESC`,
      [customerId, cfg ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      documentType: row.document_type,
      documentTypeCfgNr: row.document_type_cfg_nr,
      title: row.title,
      titleEn: row.title_en ?? row.title,
      fileName: row.file_name,
      mimeType: row.mime_type,
      sizeBytes: row.size_bytes,
      contractNumber: row.contract_number,
      createdAt: row.created_at,
    }));
  },

  'Documents.GetDocumentContent': async (context) => {
    const customerId = requireCustomer(context);
    const rows = await context.db.query<{
      id: number;
      file_name: string;
      mime_type: string;
      content: Uint8Array;
    }>('SELECT id, file_name, mime_type, content FROM documents WHERE id = $1 AND customer_id = $2', [
      context.query.id,
      customerId,
    ]);
    const row = rows[0];
    if (!row) throw notFound('Document');
    return {
      id: row.id,
      fileName: row.file_name,
      mimeType: row.mime_type,
      contentBase64: Buffer.from(row.content).toString('base64'),
    };
  },
  /** Upload: server/uploads/document-upload.ts. */
  'Documents.UploadDocument': uploadDocument,
};

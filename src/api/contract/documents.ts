import { z } from 'zod';
import { UPLOAD_ACCEPTED_MIME_TYPES, UPLOAD_MAX_FILES } from '../../domain/constants';
import { ApplicationRequest } from './applications';
import { DocumentType, IsoDateTime, QueryId, UploadDocumentKind, UploadFileBase64 } from './common';
import { signingFields } from './contracts';

export const PortalDocument = z.object({
  id: z.number().int(),
  documentType: DocumentType,
  documentTypeCfgNr: z.number().int(),
  /** Lithuanian title. */
  title: z.string(),
  /** English title (the Lithuanian one when there is no translation). */
  titleEn: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  contractNumber: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type PortalDocument = z.infer<typeof PortalDocument>;

export const GetAllDocumentsQuery = z.object({
  documentTypeCfgNr: QueryId.optional(),
});
export const GetAllDocumentsResponse = z.array(PortalDocument);

export const GetDocumentContentQuery = z.object({ id: QueryId });
export const DocumentContent = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  contentBase64: z.string(),
});

/**
 * §7 Documents.GetDocumentPreview: the PDF of the application the customer is about to sign (the same
 * `application` SignDocument then signs), with the customer's data.
 */
export const GetDocumentPreviewRequest = z.object({ application: ApplicationRequest });
export type GetDocumentPreviewRequest = z.infer<typeof GetDocumentPreviewRequest>;

/**
 * §7 Documents.SignDocument: starts signing the application with Smart-ID / Mobile-ID (the signing method,
 * and the step-up confirmation 'signing' for a password or bank-handover login). PingSignDocument then
 * answers 204 while waiting, and on success `documentId` (the signed PDF in the documents) and
 * `applicationId` (the new application, status registered).
 */
export const SignDocumentRequest = z.object({ application: ApplicationRequest, ...signingFields });
export type SignDocumentRequest = z.infer<typeof SignDocumentRequest>;

export const UploadMimeType = z.enum(UPLOAD_ACCEPTED_MIME_TYPES);

export const UploadDocumentRequest = z.object({
  documentName: z.string().min(1).max(200),
  documentType: UploadDocumentKind,
  files: z
    .array(
      z.object({
        fileName: z.string().min(1).max(255),
        mimeType: UploadMimeType,
        contentBase64: UploadFileBase64,
      }),
    )
    .min(1)
    .max(UPLOAD_MAX_FILES),
});
export const UploadDocumentResponse = z.object({ documentIds: z.array(z.number().int()) });

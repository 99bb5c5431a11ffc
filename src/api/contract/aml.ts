import { z } from 'zod';
import {
  AmlValidityStatus,
  Id,
  IdentityDocumentType,
  IsoDate,
  IsoDateTime,
  UploadFileBase64,
} from './common';

/**
 * The AML endpoints' requests and answers (spec §7 "AML"). The questionnaire's own shape (what
 * `declarationJson` holds) is `AmlDeclarationDraft` / `AmlDeclaration` in ./aml-declaration.ts.
 */

export const AmlDraft = z.object({
  id: z.number().int(),
  /** The questionnaire answers as JSON text of an `AmlDeclarationDraft` (validated by the server on fill). */
  declarationJson: z.string(),
  /** Whether a photo or scan of the identity document was uploaded (UploadIdentityDocument, or the last fill). */
  documentUploadedToPSI: z.boolean(),
  createdAt: IsoDateTime,
  /** The last save (create or fill). */
  updatedAt: IsoDateTime,
  /** Incomplete drafts are kept 15 days (§9) after the last save; then the server drops them. */
  expiresAt: IsoDateTime,
});
export type AmlDraft = z.infer<typeof AmlDraft>;

export const AmlValidity = z.object({
  /** Valid / Pending (a manual review is under way) / Invalid (never filled, expired, or refused). */
  status: AmlValidityStatus,
  /** The last day a Valid declaration is valid; null otherwise. */
  validUntil: IsoDate.nullable(),
  declarationFile: z.object({ documentId: z.number().int(), fileName: z.string() }).nullable(),
  /** The open (unpublished, not expired) draft to resume, or null. */
  draft: AmlDraft.pick({
    id: true,
    declarationJson: true,
    documentUploadedToPSI: true,
    updatedAt: true,
    expiresAt: true,
  }).nullable(),
  /** While the identity-document check is locked (§2 identity-check lockout): until when; otherwise null. */
  identityCheckLockedUntil: IsoDateTime.nullable(),
});
export type AmlValidity = z.infer<typeof AmlValidity>;

export const FillAmlDraftRequest = z.object({
  draftUserDeclarationId: Id,
  /** JSON text of an `AmlDeclarationDraft`; anything else is a 400 `validation` naming the field. */
  /** The answers as JSON text; within the 64 KiB body limit even when every character takes 3 bytes. */
  declarationJson: z.string().max(20_000),
  documentUploadedToPSI: z.boolean(),
});
export const AmlDraftIdRequest = z.object({
  draftUserDeclarationId: Id,
  /**
   * The language of the PDF (preview, and the declaration file written at publish): the customer's
   * portal language. Default Lithuanian.
   */
  language: z.enum(['lt', 'en']).optional(),
});

export const AmlDeclarationError = z.object({
  /** Dotted path inside the declaration, e.g. 'pep.details'. */
  field: z.string(),
  message: z.string(),
});

/**
 * Publish: a complete declaration gives Valid (with validUntil) or Pending (manual review: PEP or
 * related to a PEP, a final beneficiary other than the customer, or the top income range) and an empty
 * `errors`; an incomplete one gives status Invalid with the `errors` (the draft stays open).
 */
export const PublishAmlDraftResponse = z.object({
  status: AmlValidityStatus,
  validUntil: IsoDate.nullable(),
  errors: z.array(AmlDeclarationError),
});

export const IdentityDocumentCheckRequest = z.object({
  documentType: IdentityDocumentType,
  documentNumber: z.string().min(1).max(50),
  issuerCountry: z.string().length(2),
  expiryDate: IsoDate.optional(),
});

/**
 * The identity-document check. `valid` false with `expired` true: the document has expired (§5 message);
 * `valid` false otherwise: the register does not know it as valid (the 'Negaliojantis dokumentas' modal),
 * and it counts towards the lockout. `locked` true: too many invalid documents, the check is refused
 * (nothing was checked) until `lockedUntil`. `attemptsLeft`: invalid documents still allowed before the
 * lock (0 while locked).
 */
export const IdentityDocumentCheckResponse = z.object({
  valid: z.boolean(),
  expired: z.boolean(),
  locked: z.boolean(),
  lockedUntil: IsoDateTime.nullable(),
  attemptsLeft: z.number().int().min(0),
});
export type IdentityDocumentCheckResponse = z.infer<typeof IdentityDocumentCheckResponse>;

/**
 * A photo or scan of the identity document (§5: JPG, PNG or PDF, at most 10 MB). The server decides
 * the type from the content, not from `fileName` or `mimeType`: 400 `invalid_file_format` for anything
 * else (a renamed .docx, an executable) or when the name's extension disagrees with the content;
 * 413 `file_too_large` over 10 MB (413 `payload_too_large` when the body is far bigger).
 */
export const AmlDocumentUploadRequest = z.object({
  draftUserDeclarationId: Id,
  file: z.object({
    fileName: z.string().min(1).max(255),
    /** What the browser said; informational only. */
    mimeType: z.string().max(100),
    contentBase64: UploadFileBase64,
  }),
});
/** The file is kept with the draft (documentUploadedToPSI becomes true) and filed in the documents at publish. */
export const AmlDocumentUploadResponse = z.object({
  fileName: z.string(),
  /** The type found in the content. */
  mimeType: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
  sizeBytes: z.number().int(),
});

/** Demo only (404 otherwise): decides the caller's Pending declaration at once. */
export const AmlDemoReviewRequest = z.object({ decision: z.enum(['Valid', 'Invalid']) });
export const AmlDemoReviewResponse = z.object({
  status: AmlValidityStatus,
  validUntil: IsoDate.nullable(),
});

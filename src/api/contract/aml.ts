import { z } from 'zod';
import { AmlValidityStatus, IdentityDocumentType, IsoDate, IsoDateTime } from './common';

export const AmlDraft = z.object({
  id: z.number().int(),
  /** The questionnaire answers as JSON text (the SPA owns its shape). */
  declarationJson: z.string(),
  createdAt: IsoDateTime,
  /** Incomplete drafts are kept 15 days (§9). */
  expiresAt: IsoDateTime,
});

export const AmlValidity = z.object({
  status: AmlValidityStatus,
  validUntil: IsoDate.nullable(),
  declarationFile: z.object({ documentId: z.number().int(), fileName: z.string() }).nullable(),
  draft: AmlDraft.pick({ id: true, declarationJson: true }).nullable(),
});
export type AmlValidity = z.infer<typeof AmlValidity>;

export const FillAmlDraftRequest = z.object({
  draftUserDeclarationId: z.number().int().positive(),
  declarationJson: z.string().max(200_000),
  documentUploadedToPSI: z.boolean(),
});
export const AmlDraftIdRequest = z.object({ draftUserDeclarationId: z.number().int().positive() });
export const PublishAmlDraftResponse = z.object({
  status: AmlValidityStatus,
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

export const IdentityDocumentCheckRequest = z.object({
  documentType: IdentityDocumentType,
  documentNumber: z.string().min(1).max(50),
  issuerCountry: z.string().length(2),
  expiryDate: IsoDate.optional(),
});
export const IdentityDocumentCheckResponse = z.object({ valid: z.boolean(), expired: z.boolean() });

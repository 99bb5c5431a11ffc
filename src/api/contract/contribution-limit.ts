import { z } from 'zod';
import { EuroAmount, IdentityDocumentType, IsoDate, IsoDateTime } from './common';

/**
 * The yearly limit of pillar III contributions (§5 "Limit increase", §9 threshold 1000 EUR per year).
 * Up to 1000 EUR a year the questionnaire (the identity document) is optional; above it the
 * document's number and expiry are mandatory and checked by the identity register (as in the AML
 * questionnaire, with its lockout).
 */
export const ContributionLimit = z.object({
  contractNumber: z.string(),
  fundName: z.string(),
  /** The yearly limit in force (EUR), or null while none was raised. */
  yearlyLimitEur: z.number().nullable(),
  updatedAt: IsoDateTime.nullable(),
});
export const GetContributionLimitsResponse = z.array(ContributionLimit);

export const LimitIdentityDocument = z.object({
  documentType: IdentityDocumentType,
  documentNumber: z.string().min(1).max(50),
  issuerCountry: z.string().length(2),
  expiryDate: IsoDate,
});

export const IncreaseContributionLimitRequest = z.object({
  contractNumber: z.string().min(1).max(50),
  /** EUR a year, cents allowed. */
  yearlyAmountEur: EuroAmount(10_000_000),
  /** Mandatory above 1000 EUR a year (400 identity_document_required), optional up to it. */
  identityDocument: LimitIdentityDocument.nullable(),
});
export type IncreaseContributionLimitRequest = z.infer<typeof IncreaseContributionLimitRequest>;

export const IncreaseContributionLimitResponse = z.object({
  contractNumber: z.string(),
  yearlyLimitEur: z.number(),
});

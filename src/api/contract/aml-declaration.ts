import { z } from 'zod';
import { IdentityDocumentType, IsoDate, OptionalLithuanianPhone } from './common';

/**
 * The AML questionnaire's answers (spec §2 "AML questionnaire", §5 income ranges), a typed
 * document shared by the SPA (the `aml` machine fills it step by step) and the server (validated
 * on FillUserAmlDeclarationDraft and PublishUserAmlDeclarationDraft).
 *
 * A draft is partial: each step's section is optional until the customer reaches it. Publishing
 * requires `AmlDeclaration` (every section the answers call for).
 */

/** The §5 income ranges (EUR a year): up to 1,000; 1,000-15,000; 15,000-30,000; 30,000-300,000; over 300,000. */
export const AML_INCOME_RANGES = [
  'upTo1000',
  'from1000To15000',
  'from15000To30000',
  'from30000To300000',
  'over300000',
] as const;
export const AmlIncomeRange = z.enum(AML_INCOME_RANGES);
export type AmlIncomeRange = z.infer<typeof AmlIncomeRange>;

const CountryCode = z.string().regex(/^[A-Z]{2}$/);

export const AmlContacts = z.object({
  email: z.string().max(254),
  phone: OptionalLithuanianPhone,
  address: z.string().min(1).max(300),
  countryOfResidence: CountryCode,
});

export const AmlIdentityDocument = z.object({
  documentType: IdentityDocumentType,
  documentNumber: z.string().min(1).max(50),
  issuerCountry: CountryCode,
  expiryDate: IsoDate,
  /** A photo or scan was uploaded with the document (FillUserAmlDeclarationDraft.documentUploadedToPSI). */
  documentUploaded: z.boolean(),
});

export const AmlRelationWithLithuania = z.object({
  citizenships: z.array(CountryCode).min(1).max(5),
  taxResidenceCountries: z.array(CountryCode).min(1).max(5),
  /** Asked only of customers who do not live in Lithuania or are not its citizens. */
  relationReason: z.enum(['work', 'family', 'studies', 'property', 'business', 'other']).optional(),
  relationDetails: z.string().max(500).optional(),
});

export const AML_ACTIVITIES = [
  'employed',
  'selfEmployed',
  'business',
  'student',
  'retired',
  'unemployed',
  'other',
] as const;
export const AML_INCOME_SOURCES = [
  'salary',
  'business',
  'pension',
  'savings',
  'investments',
  'inheritance',
  'gift',
  'property',
  'other',
] as const;

export const AmlSourcesOfIncome = z.object({
  activity: z.enum(AML_ACTIVITIES),
  /** Field of work or business, when employed, self-employed or in business. */
  activityField: z.string().max(200).optional(),
  sources: z.array(z.enum(AML_INCOME_SOURCES)).min(1),
  otherSource: z.string().max(200).optional(),
  incomeRange: AmlIncomeRange,
});

export const AmlPep = z.object({
  /** The customer holds (or held within 12 months) a prominent public function. */
  isPep: z.boolean(),
  /** A family member or close associate of such a person. */
  isRelatedToPep: z.boolean(),
  /** Position, institution and country; asked only when one of the two is true. */
  details: z.string().max(500).optional(),
});

export const AmlOtherQuestions = z.object({
  purpose: z.enum(['pension', 'savings', 'investment', 'other']),
  /** Expected contributions a year, in the same §5 ranges. */
  expectedYearlyContributions: AmlIncomeRange,
  actsOnOwnBehalf: z.boolean(),
});

export const AmlBeneficiary = z.object({
  firstName: z.string().min(1).max(100),
  lastName: z.string().min(1).max(100),
  personalCodeOrBirthDate: z.string().min(1).max(20),
  contacts: AmlContacts.optional(),
  identityDocument: AmlIdentityDocument.omit({ documentUploaded: true }).optional(),
  pep: AmlPep.optional(),
});

export const AmlFinalBeneficiary = z.object({
  /** The customer is the final beneficiary of the funds; otherwise `beneficiary` is required. */
  customerIsBeneficiary: z.boolean(),
  beneficiary: AmlBeneficiary.optional(),
});

/**
 * One section per questionnaire step. Sources of income are answered on three screens (activities,
 * sources, my income) and the final beneficiary on up to four (question, contacts, id-document,
 * beneficiary-pep), so a draft holds those sections partly filled; the complete declaration requires them.
 */
export const AmlDeclarationDraft = z.object({
  contacts: AmlContacts.optional(),
  identityDocument: AmlIdentityDocument.optional(),
  relationWithLithuania: AmlRelationWithLithuania.optional(),
  sourcesOfIncome: AmlSourcesOfIncome.partial().optional(),
  pep: AmlPep.optional(),
  otherQuestions: AmlOtherQuestions.optional(),
  finalBeneficiary: AmlFinalBeneficiary.optional(),
});
export type AmlDeclarationDraft = z.infer<typeof AmlDeclarationDraft>;

/** A complete declaration, as PublishUserAmlDeclarationDraft requires it. */
export const AmlDeclaration = z
  .object({
    contacts: AmlContacts,
    identityDocument: AmlIdentityDocument,
    relationWithLithuania: AmlRelationWithLithuania,
    sourcesOfIncome: AmlSourcesOfIncome,
    pep: AmlPep,
    otherQuestions: AmlOtherQuestions,
    finalBeneficiary: AmlFinalBeneficiary,
  })
  .superRefine((d, ctx) => {
    if ((d.pep.isPep || d.pep.isRelatedToPep) && !d.pep.details) {
      ctx.addIssue({ code: 'custom', path: ['pep', 'details'], message: 'required' });
    }
    const beneficiary = d.finalBeneficiary.beneficiary;
    if (!d.finalBeneficiary.customerIsBeneficiary) {
      if (!beneficiary) {
        ctx.addIssue({ code: 'custom', path: ['finalBeneficiary', 'beneficiary'], message: 'required' });
      } else {
        // The beneficiary's sub-steps: their contacts, identity document and PEP answers.
        for (const key of ['contacts', 'identityDocument', 'pep'] as const) {
          if (!beneficiary[key]) {
            ctx.addIssue({
              code: 'custom',
              path: ['finalBeneficiary', 'beneficiary', key],
              message: 'required',
            });
          }
        }
        const pep = beneficiary.pep;
        if (pep && (pep.isPep || pep.isRelatedToPep) && !pep.details) {
          ctx.addIssue({
            code: 'custom',
            path: ['finalBeneficiary', 'beneficiary', 'pep', 'details'],
            message: 'required',
          });
        }
      }
    }
  });
export type AmlDeclaration = z.infer<typeof AmlDeclaration>;

/**
 * Shared building blocks of the API contract: the specification's enums (§3, kept exactly as written),
 * scalar formats, the one error body shape and the exact texts of the §8 special error messages.
 *
 * Imported by the reference server (validation, serialisation, OpenAPI) and by the SPA (typing and
 * checking responses), so it must stay free of Node- and browser-only code.
 */
import { z } from 'zod';
import { APPLICATION_ACTION_TYPES, APPLICATION_KINDS, APPLICATION_STATUSES } from '../../domain/applications';
import { isValidEmail } from '../../domain/email';
import { AML_VALIDITY_STATUSES } from '../../domain/offerings';
import { isValidPersonalCode } from '../../domain/personal-code';
import { isValidPhone, normalizePhoneField, validatePhone } from '../../domain/phone';
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from '../../domain/constants';
import { OPERATION_TYPES } from '../../domain/transactions';

// ---------------------------------------------------------------------------------------------
// Enums of §3, exactly as written in the specification.
// ---------------------------------------------------------------------------------------------

export const ContractType = z.enum(['SecondLevelPensionFundContract', 'ThirdLevelPensionFundContract']);
export type ContractType = z.infer<typeof ContractType>;

export const ContractStatus = z.enum([
  'New',
  'Imported',
  'Undefined',
  'Validating',
  'Cancelled',
  'Approved',
  'Active',
  'Exported',
  'Finished',
  'Terminated',
  'BeingPaid',
  'Closed',
  'Postponed',
  'BeingCancelled',
  'BeingExported',
  'BeingFinished',
  'Rejected',
]);
export type ContractStatus = z.infer<typeof ContractStatus>;

export const BusinessAccountStatus = z.enum([
  'Undefined',
  'Existing',
  'Disabled',
  'Retired',
  'Dead',
  'Potential',
  'Former',
]);
export type BusinessAccountStatus = z.infer<typeof BusinessAccountStatus>;

export const AccumulationState = z.enum(['Accumulating', 'Stopped', 'Paused']);
export type AccumulationState = z.infer<typeof AccumulationState>;

export const RenewalMode = z.enum(['Max', 'AccumulationRenew', 'DontRenew', 'RenewMax']);
export type RenewalMode = z.infer<typeof RenewalMode>;

export const ApplicationActionType = z.enum(APPLICATION_ACTION_TYPES);
export type ApplicationActionType = z.infer<typeof ApplicationActionType>;

export const ApplicationKind = z.enum(APPLICATION_KINDS);
export type ApplicationKind = z.infer<typeof ApplicationKind>;

export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** Document types named in §3 ("and others": the last few are this implementation's additions). */
export const DocumentType = z.enum([
  'Report',
  'Document',
  'PaymentAttachment',
  'IdDocument',
  'AmlDocument',
  'Gdpr',
  'PhotoId',
  'MAX',
  'ATN',
  'STA',
  'DAL',
  'PLS',
  'PAS',
  'PAG',
  'Contract',
  'Other',
]);
export type DocumentType = z.infer<typeof DocumentType>;

/** Upload document kinds (§3: id-document, other). */
export const UploadDocumentKind = z.enum(['id-document', 'other']);
export type UploadDocumentKind = z.infer<typeof UploadDocumentKind>;

export const NotificationType = z.enum([
  'QuarterReport',
  'PaymentReminder',
  'ProcessedPayment',
  'ContractWithoutPayments',
  // This implementation's addition: the decision on an application (§4 Applications: approved / rejected).
  'Application',
  // This implementation's addition: an order carried out on its date (a fund change, a termination's
  // payout, money arriving from another provider).
  'ContractChange',
]);
export type NotificationType = z.infer<typeof NotificationType>;

export const NotificationChannel = z.enum([
  'None',
  'EMail',
  'SMS',
  'EMailAndSMS',
  'Post',
  'PostAndEMail',
  'EMailAndSMSAndPost',
]);
export type NotificationChannel = z.infer<typeof NotificationChannel>;

/** Transaction operation types (§3): ip deposit, im transfer in, op payout, om transfer out, ic solidarity
 * tax discount, il transfer from another plan, ol transfer to another plan, oc cancelled payment, rv return. */
export const OperationType = z.enum(OPERATION_TYPES);
export type OperationType = z.infer<typeof OperationType>;

export const GdprAgreementType = z.union([z.literal(1), z.literal(4), z.literal(5), z.literal(6)]);
export type GdprAgreementType = z.infer<typeof GdprAgreementType>;
export const GdprAgreementTypeName = z.enum(['Marketing', 'SbMarketing', 'SbProfiling', 'SbPartners']);
export type GdprAgreementTypeName = z.infer<typeof GdprAgreementTypeName>;

export const AsyncLoadingState = z.enum(['Init', 'Pending', 'Loaded', 'Failed', 'Timeout', 'NoContent']);
export type AsyncLoadingState = z.infer<typeof AsyncLoadingState>;

export const AmlValidityStatus = z.enum(AML_VALIDITY_STATUSES);
export type AmlValidityStatus = z.infer<typeof AmlValidityStatus>;

/** Identity document types (§3). */
export const IdentityDocumentType = z.enum([
  'LithuanianPassport',
  'IdCard',
  'ResidencePermit',
  'ForeignPassport',
  'ForeignIdCard',
]);
export type IdentityDocumentType = z.infer<typeof IdentityDocumentType>;

/** E-invoice consent periods (§3: monthly, quarterly, half-yearly, yearly). */
export const InvoicePeriod = z.enum(['monthly', 'quarterly', 'half-yearly', 'yearly']);
export type InvoicePeriod = z.infer<typeof InvoicePeriod>;

/** Dashboard account types (§3). */
export const AccountType = z.enum([
  'SocialInsuranceContributions',
  'EmployerContributions',
  'PersonalContributions',
]);
export type AccountType = z.infer<typeof AccountType>;

export const ThirdPillarFundCode = z.enum(['extremo', 'bold', 'medio', 'prudent', 'stable', 'sustainable']);
export type ThirdPillarFundCode = z.infer<typeof ThirdPillarFundCode>;

export const Pillar = z.union([z.literal(2), z.literal(3)]);
export type Pillar = z.infer<typeof Pillar>;

// ---------------------------------------------------------------------------------------------
// Scalars.
// ---------------------------------------------------------------------------------------------

/** Calendar date 'yyyy-MM-dd' (§9 date format). */
export const IsoDate = z.iso.date();
/** Instant in ISO 8601 UTC, e.g. '2025-01-31T10:15:00.000Z'. */
export const IsoDateTime = z.iso.datetime();
/** Money in euro, two decimals. */
export const Money = z.number();
/**
 * An amount the customer enters, in euro, up to `max`: at least one cent, so nothing that rounds to zero
 * (the server keeps it to the cent).
 */
export const EuroAmount = (max: number) => z.number().min(0.01).max(max);

/** Lithuanian personal code: 11 digits with a valid check digit (§5). */
export const PersonalCode = z
  .string()
  .regex(/^\d{11}$/, 'Personal code must be 11 digits')
  .refine((value) => isValidPersonalCode(value), 'Neteisingas asmens kodas');

const PHONE_MESSAGE = 'Phone must be +370, 370 or 8 followed by 8 digits';

/**
 * A Lithuanian phone number in any form the one phone rule reads (§5, src/domain/phone.ts: '+370', '370' or
 * '8' and eight digits, or the eight alone; spaces ignored), passed on in its '+370XXXXXXXX' form, so the
 * server stores what the portal sends whichever form was typed. Responses may carry other countries'
 * numbers, so this is input-only.
 */
export const LithuanianPhone = z
  .string()
  .max(30)
  .refine((value) => isValidPhone(value), PHONE_MESSAGE)
  .transform((value) => normalizePhoneField(value));

/** A phone a form may leave blank ('' or only '+370', passed on as ''); otherwise as `LithuanianPhone`. */
export const OptionalLithuanianPhone = z
  .string()
  .max(30)
  .refine((value) => validatePhone(value, { required: false }) === null, PHONE_MESSAGE)
  .transform((value) => normalizePhoneField(value));

/** Email without the '*' character (§5), checked by the shared domain rule. */
export const Email = z
  .string()
  .max(254)
  .refine((value) => isValidEmail(value), 'Invalid email');

/*
 * Query parameters arrive as text; their `openapi` metadata is how the OpenAPI document states them (a
 * boolean, an integer), in place of the union of text and number the schema parses.
 */
/** Ids are PostgreSQL integers: positive, at most 2^31 − 1. */
const MAX_ID = 2147483647;
/** An integer id in a JSON body. */
export const Id = z.number().int().positive().max(MAX_ID);
/** Query-string boolean: exactly 'true' or 'false' (a boolean query parameter in the OpenAPI document). */
export const QueryBoolean = z
  .stringbool({ truthy: ['true'], falsy: ['false'], case: 'sensitive' })
  .meta({ openapi: { type: 'boolean' } });
/**
 * Query-string integer id: decimal digits, no sign, no leading zero, at most 2^31 − 1. (The browser passes a
 * number, which the query string carries as those digits.)
 */
export const QueryId = z
  .union([
    Id,
    z
      .string()
      .regex(/^[1-9][0-9]{0,9}$/)
      .transform(Number)
      .pipe(z.number().max(MAX_ID)),
  ])
  .meta({ openapi: { type: 'integer', minimum: 1, maximum: MAX_ID } });
/** A query-string choice of a few integers ('2' or '3'), documented as an integer enum. */
function queryChoice<const T extends number>(values: readonly [T, ...T[]]) {
  const texts = values.map(String) as [string, ...string[]];
  const numbers = values.map((value) => z.literal(value)) as unknown as [
    z.ZodLiteral<T>,
    ...z.ZodLiteral<T>[],
  ];
  return z
    .union([...numbers, z.enum(texts).transform((text) => Number(text) as T)])
    .meta({ openapi: { type: 'integer', enum: [...values] } });
}
export const QueryPillar = queryChoice([2, 3]);
/**
 * Base64 of one uploaded file, documented up to its §5 size (10 Mb). A bigger file still arrives (up to what
 * one request may carry, 5 files) so the server can answer 413 file_too_large rather than a schema error.
 */
export const UploadFileBase64 = z
  .string()
  .max(Math.ceil((UPLOAD_MAX_FILES * UPLOAD_MAX_FILE_BYTES) / 3) * 4)
  .meta({ maxLength: Math.ceil(UPLOAD_MAX_FILE_BYTES / 3) * 4 });
export const QueryGdprAgreementType = queryChoice([1, 4, 5, 6]);

// ---------------------------------------------------------------------------------------------
// Errors.
// ---------------------------------------------------------------------------------------------

/**
 * Machine-readable error codes of the API. The HTTP status is repeated in the body so that a logged body
 * is self-describing.
 */
export const ApiErrorCode = z.enum([
  'validation',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'rate_limited',
  'ip_banned',
  'conflict',
  'internal',
  // §8 400 specials
  'unable_to_fetch_certificate',
  'contract_already_exists',
  'session_missing',
  'invalid_old_password',
  'passwords_should_differ',
  'email_already_exists',
  'phone_duplicated',
  'personal_code_mismatch',
  'invalid_token_expired',
  'bank_account_exists',
  // §8 500 specials
  'invalid_iban',
  'unidentified_iban',
  // AML
  'aml_errors',
  'invalid_file_format',
  'file_too_large',
  // Uploads: the customer's quota of files and bytes in 24 hours is used up.
  'upload_quota_exceeded',
  // Sensitive changes (docs/security.md): a fresh eID confirmation is missing, expired, used or foreign;
  // the shared password lockout; the code sent to a new e-mail or phone is wrong, or no longer valid.
  'confirmation_required',
  'user_locked',
  'verification_code_invalid',
  'verification_expired',
  // Limit increase (§5): the questionnaire's identity document is missing, expired or invalid.
  'identity_document_required',
  'document_expired',
  'identity_document_invalid',
  // A fund change of the contract is registered and not yet carried out: no second one until it is.
  'fund_change_pending',
  // Applications (src/api/contract/applications.ts): an open application of the kind, not allowed now,
  // and the §5 contribution-holiday rules.
  'application_already_open',
  'application_not_available',
  'vacation_too_late',
  'vacation_period_too_short',
  'vacation_too_long',
  'vacation_periods_overlap',
  // §5 E-invoice: no new consent may be submitted; the bank of the account does not accept e-invoices.
  'e_invoice_not_allowed',
  'unsupported_bank',
  // §5 Limit increase: the new yearly limit is not above the contract's current one.
  'limit_not_higher',
]);
export type ApiErrorCode = z.infer<typeof ApiErrorCode>;

/** The one error body of every /api response that is not 2xx. */
export const ApiError = z.object({
  status: z.number().int(),
  code: ApiErrorCode,
  message: z.string(),
  /** For validation errors: the dotted path of the first offending field, e.g. 'body.newPassword'. */
  field: z.string().optional(),
  /** For ip_banned / rate_limited: when the block ends. */
  blockedUntil: IsoDateTime.optional(),
  /** For aml_errors: the questionnaire errors. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** For verification_code_invalid: how many more codes may be tried before the change is cancelled. */
  attemptsLeft: z.number().int().min(0).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/**
 * Exact messages of the §8 special errors. The server sends them and the SPA's error catalogue
 * recognises them (case-insensitively, by substring) - keep both sides on these constants.
 */
export const ERROR_MESSAGES = {
  unableToFetchCertificate: 'Unable to fetch certificate',
  contractAlreadyExists: 'Already exists contract in specified fund.',
  sessionMissing: 'Session is missing or timed out',
  invalidOldPassword: 'Wrong old password',
  passwordsShouldDiffer: 'New password must differ from the old password',
  emailAlreadyExists: 'Email already exists',
  phoneDuplicated: 'More than one user with the same email or phone',
  personalCodeMismatch: 'Personal code does not match last 4 symbols',
  invalidTokenExpired: 'Invalid token expired',
  bankAccountExists: 'Bank account already exists',
  invalidIban: 'Neteisinga banko sąskaita',
  unidentifiedIban: 'Cannot find bank account',
  eInvoiceNotAllowed: 'No new e-invoice consents can be submitted',
  unsupportedBank: 'The bank does not accept e-invoices',
} as const;

/** An empty successful write answer. */
export const Ok = z.object({ ok: z.literal(true) });
export type Ok = z.infer<typeof Ok>;

import { z } from 'zod';
import {
  AccumulationState,
  ApplicationActionType,
  ApplicationKind,
  BusinessAccountStatus,
  ContractStatus,
  ContractType,
  EuroAmount,
  IsoDate,
  Money,
  PersonalCode,
  Pillar,
  RenewalMode,
} from './common';

export const PayerType = z.enum([
  'myself',
  'employer',
  'other-person',
  'myself-and-employer',
  'myself-and-other-person',
  'employer-and-other-person',
  'all',
]);
export type PayerType = z.infer<typeof PayerType>;

export const PaymentType = z.enum(['e-invoice', 'bank-transfer']);
export type PaymentType = z.infer<typeof PaymentType>;

export const Contract = z.object({
  contractNumber: z.string(),
  contractType: ContractType,
  pillar: Pillar,
  status: ContractStatus,
  businessAccountStatus: BusinessAccountStatus,
  accumulationState: AccumulationState,
  renewalMode: RenewalMode.nullable(),
  signDate: IsoDate,
  paidSum: Money,
  contractValue: Money,
  unitValue: z.number(),
  unitCount: z.number(),
  valueDate: IsoDate,
  fund: z.object({ fundId: z.number().int(), fundNr: z.string(), code: z.string(), name: z.string() }),
  /** Payment code for contributions (įmokos kodas); null for pillar II (paid through Sodra). */
  payerCode: z.string().nullable(),
  payerType: PayerType.nullable(),
  /** Pillar II: contribution 3% + 1.5% from the state; null for pillar III. */
  contributionRatePercent: z.number().nullable(),
  /** The last day the contract can still be cancelled (§4), or null when it cannot. */
  cancellableUntil: IsoDate.nullable(),
  /** A signed fund change still waiting for its effective date (a Lithuanian working day), if any. */
  pendingFundChange: z
    .object({ fundNr: z.string(), fundName: z.string(), effectiveDate: IsoDate })
    .nullable()
    .optional(),
  /** An approved termination waiting for its §1 working day, when the units are paid out. */
  pendingTermination: z.object({ executeOn: IsoDate }).nullable().optional(),
  /** Money on its way from another provider (§1 transfer dates; registerOn: pillar II only). */
  pendingTransfer: z
    .object({ providerName: z.string(), registerOn: IsoDate.nullable(), transferOn: IsoDate })
    .nullable()
    .optional(),
});
export type Contract = z.infer<typeof Contract>;

export const GetContractsResponse = z.array(Contract);

/** contractNumbers: comma-separated list, e.g. '2P-000123,3P-000456'. */
export const GetContractActionsQuery = z.object({
  contractNumbers: z
    .string()
    .min(1)
    .max(1000)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    ),
});
export const ContractActions = z.object({
  contractNumber: z.string(),
  availableActions: z.array(
    z.object({ actionType: ApplicationActionType, kind: ApplicationKind.nullable() }),
  ),
  /** Action types of applications still registered or processing. */
  pendingActionTypes: z.array(ApplicationActionType),
});
export const GetContractActionsResponse = z.array(ContractActions);

export const ExistsInvestmentFundContractsResponse = z.object({ exists: z.boolean() });

export const ExternalFundProvider = z.object({
  providerId: z.number().int(),
  name: z.string(),
  pillar: Pillar,
  funds: z.array(z.object({ name: z.string(), isin: z.string() })),
});
export const GetExternalFundProvidersResponse = z.array(ExternalFundProvider);

/**
 * How the customer signs (§4 Signing): Smart-ID for the logged-in customer, or Mobile-ID with the phone
 * (Lithuanian, without plus or spaces, as at login §7). Sent with every call that starts a signing.
 */
export const SigningMethod = z.object({
  provider: z.enum(['pension_smart_id', 'pension_mobile_id']),
  phoneNumber: z
    .string()
    .regex(/^370[0-9]{8}$/)
    .optional(),
});
export type SigningMethod = z.infer<typeof SigningMethod>;

/**
 * What every call that starts a signing may carry besides its own fields: the signing method (default
 * Smart-ID) and, for a customer who logged in by password or the bank handover, the step-up confirmation
 * (action 'signing') of a fresh Smart-ID / Mobile-ID identification (§4 Qualify before signing).
 */
export const signingFields = {
  signing: SigningMethod.optional(),
  confirmation: z.string().max(200).optional(),
};

/** Smart-ID / Mobile-ID signing session started by a write call (§4 signing). */
export const SigningStarted = z.object({ token: z.string(), controlCode: z.string() });
export type SigningStarted = z.infer<typeof SigningStarted>;

export const PingRequest = z.object({ token: z.string().min(1).max(500) });
/** Ping answers 204 while still waiting, else this body. */
export const SigningResult = z.object({
  status: z.enum(['signed', 'failed', 'cancelled']),
  documentId: z.number().int().nullable(),
  /**
   * Why a signing failed, as a code: user_cancelled, session_expired (the 10-minute window is over),
   * device_selection, certificate_not_fetched, wrong_vc, contract_already_exists; null when signed.
   */
  message: z.string().nullable(),
  /** What the signing created: the new contract's number, or the contract whose fund changes. */
  contractNumber: z.string().nullable().optional(),
  /**
   * Fund change: the working day the change takes effect; a new contract with money from another provider:
   * the day the assets arrive (yyyy-MM-dd).
   */
  effectiveDate: IsoDate.nullable().optional(),
  /** Documents.PingSignDocument: the application the signing created (status registered). */
  applicationId: z.number().int().nullable().optional(),
});
export type SigningResult = z.infer<typeof SigningResult>;

export const ChangeFundRequest = z.object({
  personalCode: PersonalCode,
  fundChangeDto: z.object({
    contractNr: z.string().min(1).max(50),
    movingToFundNr: z.string().min(1).max(50),
    gdpr: z.boolean(),
  }),
  ...signingFields,
});
export type ChangeFundRequest = z.infer<typeof ChangeFundRequest>;

export const PdfPreview = z.object({
  fileName: z.string(),
  mimeType: z.literal('application/pdf'),
  contentBase64: z.string(),
});
export type PdfPreview = z.infer<typeof PdfPreview>;

export const ChangeFundPreviewRequest = z.object({
  contractNr: z.string().min(1).max(50),
  movingToFundNr: z.string().min(1).max(50),
});

/**
 * The customer's money is with another provider (an id of GetExternalFundProviders of the same pillar):
 * signing schedules its transfer (§1: pillar II registered within 3 working days, then 3 days; pillar III
 * within 7 working days), shown in the preview before signing and as the ping's `effectiveDate`.
 */
const transferFromProviderId = z.number().int().positive().max(2_147_483_647).nullable().optional();

export const SecondPillarNewContractRequest = z.object({
  fundNr: z.string().min(1).max(50),
  gdpr: z.boolean(),
  brokerCode: z.string().max(100).nullable().optional(),
  transferFromProviderId,
  ...signingFields,
});
export type SecondPillarNewContractRequest = z.infer<typeof SecondPillarNewContractRequest>;

export const ThirdPillarNewContractRequest = z.object({
  fundNr: z.string().min(1).max(50),
  payerType: PayerType,
  paymentType: PaymentType,
  monthlyAmount: EuroAmount(1_000_000),
  paymentDay: z.number().int().min(1).max(28),
  bankAccountNumber: z.string().min(15).max(34).nullable().optional(),
  gdpr: z.boolean(),
  brokerCode: z.string().max(100).nullable().optional(),
  transferFromProviderId,
  ...signingFields,
});
export type ThirdPillarNewContractRequest = z.infer<typeof ThirdPillarNewContractRequest>;

export const ContractLogRequest = z.object({
  pillar: Pillar,
  step: z.string().min(1).max(100),
});

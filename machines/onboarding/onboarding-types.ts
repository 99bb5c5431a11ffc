/**
 * What the onboarding wizards (pillar II and III) read about the customer before the first step, and
 * the small shared pieces of both machines. Loaded by one provided actor (`loadOnboarding`) at the
 * composition root from the dashboard (§6 offering flags), the funds and the contacts.
 */

export interface FundOption {
  fundNr: string;
  code: string;
  name: string;
  ageGroup: string;
  /** The age group in English, when the server has it (texts in the reader's language). */
  ageGroupEn?: string | null | undefined;
  riskLevel: number;
  managementFeePercent: number;
  depositaryFeePercent: number;
  otherCostsPercent: number;
  /** True for the fund of the customer's age group (pillar II life-cycle funds by birth year). */
  recommended: boolean;
}

export interface OnboardingContacts {
  email: string | null;
  phone: string | null;
  address: string | null;
}

/** Another pension company of the same pillar the customer's savings can come from (§1 transfer). */
export interface TransferProvider {
  providerId: number;
  name: string;
}

export interface OnboardingFacts {
  /** §1, §6: only adults (18+) sign by self-service. */
  adult: boolean;
  /** The customer already has a living contract in this pillar. */
  hasContract: boolean;
  /** Pillar II: an earlier contract whose contributions were stopped. */
  paymentsStopped: boolean;
  /** §6 phone-required flag: a phone must be added before a contract. */
  phoneRequired: boolean;
  /** §6: a USA / foreign resident whose AML questionnaire is not Valid fills it first. */
  amlRequired: boolean;
  /** AML status Valid: the short AML steps are skipped (pillar III, fund change). */
  amlValid: boolean;
  funds: FundOption[];
  contacts: OnboardingContacts;
  /**
   * The other companies of this pillar (Contracts.GetExternalFundProviders). Empty when the list could not
   * be read: the wizard then does not ask about savings elsewhere, and joining goes on without a transfer.
   */
  transferProviders: TransferProvider[];
}

/** The transfer of savings from another company, when one was chosen (sent only when not null). */
export function transferFieldOf(transferFromProviderId: number | null): { transferFromProviderId?: number } {
  return transferFromProviderId === null ? {} : { transferFromProviderId };
}

/** Whether a provider id may be chosen: "none" (null) or one of the listed companies of this pillar. */
export function isOfferedProvider(facts: OnboardingFacts | null, providerId: number | null): boolean {
  return (
    providerId === null ||
    (facts?.transferProviders.some((provider) => provider.providerId === providerId) ?? false)
  );
}

export interface LogStepInput {
  pillar: 2 | 3;
  step: string;
}

/** A contract preview as the API answers it (§7 Get…NewContractPreview): a PDF in base64. */
export interface PdfDocument {
  fileName: string;
  contentBase64: string;
}

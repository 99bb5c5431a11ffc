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
  /** The age group in English, when the server has it (issue 10: texts in the reader's language). */
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

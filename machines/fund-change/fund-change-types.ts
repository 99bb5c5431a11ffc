/**
 * What the fund-change wizard reads about the customer before its first step (one provided actor,
 * `loadFundChange`, at src/flows/fund-change/fund-change-actors.ts), and the route segments of its steps (§2).
 */
import type { IsoDate } from '../../src/domain/calendar-date';
import type { FundOption, OnboardingContacts } from '../onboarding/onboarding-types';
import { AML_SHORT_STEPS } from '../aml/aml-answers';

/** §2 Fund change steps, as route segments below /portal/fund-change/. */
export const FUND_CHANGE_STEPS = [
  'start',
  ...AML_SHORT_STEPS,
  'client-data',
  'preview',
  'create-invoice',
  'success',
] as const;
export type FundChangeStep = (typeof FUND_CHANGE_STEPS)[number];

/** The short AML steps (§2): shown by the invoked AML child (machines/aml, mode 'short'). */
export const FUND_CHANGE_AML_STEPS = AML_SHORT_STEPS satisfies readonly FundChangeStep[];
export type FundChangeAmlStep = (typeof FUND_CHANGE_AML_STEPS)[number];

export interface FundChangeContract {
  contractNumber: string;
  pillar: 2 | 3;
  /** §3 contract status. */
  status: string;
  fundNr: string;
  fundName: string;
  /** The value moved (EUR). */
  contractValue: number;
  signDate: IsoDate;
  /** §9: the latest payout or transfer out (op, om, ol), or null. */
  lastWithdrawal: IsoDate | null;
  /** A signed change still waiting for its effective date. */
  pendingChange: { fundNr: string; fundName: string; effectiveDate: IsoDate } | null;
  /** Pillar III: the active e-invoice agreement of this contract (create-invoice step), if any. */
  invoiceAgreement: { sum: number; period: string; bankName: string } | null;
}

export interface FundChangeFacts {
  /** §1, §6: minors do not change funds by self-service. */
  adult: boolean;
  /** §6: a USA / foreign resident whose AML is not Valid fills the questionnaire first. */
  amlRequired: boolean;
  /** AML status Valid: the short AML steps are skipped. */
  amlValid: boolean;
  /** §7 ChangeFund carries the customer's personal code. */
  personalCode: string;
  /** The customer's living contracts (those that may change are chosen from these). */
  contracts: FundChangeContract[];
  /** The funds offered by age group, per pillar (§9 fees shown with each). */
  funds: { 2: FundOption[]; 3: FundOption[] };
  contacts: OnboardingContacts;
}

/** What ChangeFund sends (§7): the personal code and the change; the signing adds the method. */
export interface FundChangeRequest {
  personalCode: string;
  fundChangeDto: { contractNr: string; movingToFundNr: string; gdpr: boolean };
  confirmation?: string;
}

/** GetChangeFundPreview's body (§7). */
export interface FundChangePreviewRequest {
  contractNr: string;
  movingToFundNr: string;
}

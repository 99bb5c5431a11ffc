/**
 * Paying into a new pillar III contract (§2 onboarding step payments-into-fund, §5, §9): the monthly
 * amount with the typical 50-90 EUR suggestion, e-invoice or bank transfer, the investment threshold of
 * 1,000 EUR a year (83 a month) above which the limit-increase questionnaire is mandatory, and the first
 * e-invoice within 5 days of the contract. Pure rules used by the wizard's machine, its screen and the
 * server alike.
 */
import { addDays, type IsoDate } from './calendar-date';
import {
  FIRST_E_INVOICE_DAYS,
  INVESTMENT_THRESHOLD_EUR_PER_MONTH,
  LIMIT_INCREASE_THRESHOLD_EUR_PER_YEAR,
  TYPICAL_PAYMENT_MAX_EUR,
  TYPICAL_PAYMENT_MIN_EUR,
} from './constants';
import { isLimitQuestionnaireMandatory } from './contract-rules';

export type ThirdPillarPaymentType = 'e-invoice' | 'bank-transfer';

/** What the customer chooses on payments-into-fund. */
export interface ThirdPillarPaymentPlan {
  /** EUR a month; null while not typed (or not a number). */
  monthlyAmount: number | null;
  paymentType: ThirdPillarPaymentType;
  /** Day of the month the contribution is paid (1-28, as the API accepts). */
  paymentDay: number;
  /** E-invoice: the customer's account whose bank receives the e-invoice; null for a bank transfer. */
  bankAccountNumber: string | null;
  /** Above the threshold: the customer has read that the limit-increase questionnaire is mandatory. */
  limitAcknowledged: boolean;
}

/** The largest monthly amount the API accepts. */
export const MAX_MONTHLY_AMOUNT_EUR = 1_000_000;

/** §9 "Typical payment suggestion 50-90 EUR". */
export const PAYMENT_SUGGESTION = {
  minEur: TYPICAL_PAYMENT_MIN_EUR,
  maxEur: TYPICAL_PAYMENT_MAX_EUR,
} as const;

/** §5 "up to 1,000 EUR per year (83 per month) or more". */
export const INVESTMENT_THRESHOLD = {
  perYearEur: LIMIT_INCREASE_THRESHOLD_EUR_PER_YEAR,
  perMonthEur: INVESTMENT_THRESHOLD_EUR_PER_MONTH,
} as const;

/** What a monthly amount makes in a year. */
export function yearlyAmountOf(monthlyAmountEur: number): number {
  return Math.round(monthlyAmountEur * 12 * 100) / 100;
}

/**
 * §5: above 1,000 EUR a year (more than 83 EUR a month) the limit-increase questionnaire (with the
 * identity document's number and expiry) is mandatory; up to it, it is optional.
 */
export function isAboveInvestmentThreshold(monthlyAmountEur: number | null): boolean {
  return monthlyAmountEur !== null && isLimitQuestionnaireMandatory(yearlyAmountOf(monthlyAmountEur));
}

/** §9: the first e-invoice is sent to the bank within 5 days of the contract: the last day it may arrive. */
export function firstEInvoiceBy(contractDate: IsoDate): IsoDate {
  return addDays(contractDate, FIRST_E_INVOICE_DAYS);
}

export type PaymentPlanProblem =
  'amount-required' | 'amount-invalid' | 'bank-account-required' | 'limit-not-acknowledged';

/** What keeps the plan from going on to signing (empty: it can go on). */
export function paymentPlanProblems(plan: ThirdPillarPaymentPlan): PaymentPlanProblem[] {
  const problems: PaymentPlanProblem[] = [];
  const amount = plan.monthlyAmount;
  if (amount === null) problems.push('amount-required');
  else if (!Number.isFinite(amount) || amount <= 0 || amount > MAX_MONTHLY_AMOUNT_EUR)
    problems.push('amount-invalid');
  if (plan.paymentType === 'e-invoice' && !plan.bankAccountNumber) problems.push('bank-account-required');
  if (isAboveInvestmentThreshold(amount) && !plan.limitAcknowledged) problems.push('limit-not-acknowledged');
  return problems;
}

/** A typed amount ('60', '60,50', ' 70 ') as EUR, or null when it is not a number. */
export function parseMonthlyAmount(text: string): number | null {
  const clean = text.replace(/\s|€/g, '').replace(',', '.');
  if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(clean)) return null;
  return Number(clean);
}

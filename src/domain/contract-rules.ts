import { addMonths, daysBetween, type IsoDate } from './calendar-date';
import type { Pillar } from './working-days';

/** A pillar II contract can be cancelled within 30 days of signing. */
export const PILLAR2_CANCELLATION_DAYS = 30;
/** A pillar III contract can be cancelled within 6 months of signing if no first payment was made. */
export const PILLAR3_CANCELLATION_MONTHS = 6;
/** Yearly amount up to which the limit-increase questionnaire is optional (EUR). */
export const LIMIT_INCREASE_THRESHOLD_EUR = 1000;

export interface CancellationInput {
  pillar: Pillar;
  signDate: IsoDate;
  today: IsoDate;
  /** Pillar III only: whether the first payment has been made. */
  hasFirstPayment?: boolean;
}

/** Whether the contract may still be cancelled on `today` (the last allowed day included). */
export function canCancelContract(input: CancellationInput): boolean {
  const { pillar, signDate, today, hasFirstPayment = false } = input;
  if (daysBetween(signDate, today) < 0) return false;
  if (pillar === 2) return daysBetween(signDate, today) <= PILLAR2_CANCELLATION_DAYS;
  return !hasFirstPayment && today <= addMonths(signDate, PILLAR3_CANCELLATION_MONTHS);
}

/** Above 1000 EUR per year the questionnaire (with a document number and expiry) is mandatory. */
export function isLimitQuestionnaireMandatory(yearlyAmountEur: number): boolean {
  return yearlyAmountEur > LIMIT_INCREASE_THRESHOLD_EUR;
}

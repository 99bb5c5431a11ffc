import { addDays, addMonths, daysBetween, type IsoDate } from './calendar-date';
import {
  LIMIT_INCREASE_THRESHOLD_EUR_PER_YEAR,
  PILLAR_2_CANCELLATION_DAYS,
  PILLAR_3_CANCELLATION_MONTHS,
} from './constants';
import type { Pillar } from './working-days';

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
  if (pillar === 2) return daysBetween(signDate, today) <= PILLAR_2_CANCELLATION_DAYS;
  return !hasFirstPayment && today <= addMonths(signDate, PILLAR_3_CANCELLATION_MONTHS);
}

export type Cancellation = { cancellable: true; until: IsoDate } | { cancellable: false };

/**
 * Whether a contract can still be cancelled on `today`, and its last day to do so (§4 Cancellation, §9:
 * pillar II within 30 days of signing; pillar III within 6 months, provided no first payment was made).
 */
export function contractCancellation(input: CancellationInput): Cancellation {
  if (!canCancelContract(input)) return { cancellable: false };
  const until =
    input.pillar === 2
      ? addDays(input.signDate, PILLAR_2_CANCELLATION_DAYS)
      : addMonths(input.signDate, PILLAR_3_CANCELLATION_MONTHS);
  return { cancellable: true, until };
}

/**
 * `contractCancellation` for a contract as the API lists it: the first payment is read from the paid
 * sum (a contract with money paid in has had its first payment).
 */
export function cancellationOf(
  contract: { pillar: Pillar; signDate: IsoDate; paidSum: number },
  today: IsoDate,
): Cancellation {
  const { pillar, signDate, paidSum } = contract;
  return contractCancellation({ pillar, signDate, today, hasFirstPayment: paidSum > 0 });
}

/** Above 1000 EUR per year the questionnaire (with a document number and expiry) is mandatory. */
export function isLimitQuestionnaireMandatory(yearlyAmountEur: number): boolean {
  return yearlyAmountEur > LIMIT_INCREASE_THRESHOLD_EUR_PER_YEAR;
}

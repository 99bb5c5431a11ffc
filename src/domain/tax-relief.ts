import { makeIsoDate, type IsoDate } from './calendar-date';
import {
  TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR,
  TAX_RELIEF_DEADLINE,
  TAX_RELIEF_MAX_EUR,
} from './constants';

/** The relief is a fixed share of the contributions: 300 EUR on 1500 EUR = 20 %. */
const TAX_RELIEF_RATE = TAX_RELIEF_MAX_EUR / TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR;

export interface TaxRelief {
  /** The part of the contributions the relief is computed on (at most 1500 EUR). */
  eligibleContributions: number;
  /** The income tax returned (at most 300 EUR), rounded to cents. */
  relief: number;
  /** How much more could still be contributed this year with relief. */
  remainingEligible: number;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

/**
 * Income-tax relief on pillar III contributions of one year (§9: up to 300 EUR on contributions up to
 * 1500 EUR a year). Negative or non-finite amounts count as zero.
 */
export function taxRelief(yearlyContributionsEur: number): TaxRelief {
  const amount = Number.isFinite(yearlyContributionsEur) ? Math.max(0, yearlyContributionsEur) : 0;
  const eligible = Math.min(amount, TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR);
  return {
    eligibleContributions: cents(eligible),
    relief: Math.min(TAX_RELIEF_MAX_EUR, cents(eligible * TAX_RELIEF_RATE)),
    remainingEligible: cents(TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR - eligible),
  };
}

/** The next relief deadline (28 December) on or after `today`. */
export function taxReliefDeadline(today: IsoDate): IsoDate {
  const year = Number(today.slice(0, 4));
  const thisYear = makeIsoDate(year, TAX_RELIEF_DEADLINE.month, TAX_RELIEF_DEADLINE.day);
  return today <= thisYear
    ? thisYear
    : makeIsoDate(year + 1, TAX_RELIEF_DEADLINE.month, TAX_RELIEF_DEADLINE.day);
}

/**
 * What terminating a pension contract costs the customer (§2 "fund termination with a pause-and-think
 * modal", §9, §1 execution times), said before anything is signed. Pure rules, used by the termination
 * machine's screen and the server's application PDF alike.
 *
 * - Pillar II: the state incentive (1.5 % from the state, about 197 EUR a year, §9) is no longer paid,
 *   and the customer's own 3 % stops too.
 * - Pillar III: the withdrawal fee of §9 applies (10 % when the money is taken out within 2 years of the
 *   last withdrawal, otherwise 0 %), and contributions no longer earn the income tax relief (up to 300 EUR
 *   a year on up to 1500 EUR of contributions).
 * - §1: termination is carried out in 1-2 working days (pillar II) or 1 working day (pillar III).
 */
import type { IsoDate } from './calendar-date';
import {
  STATE_INCENTIVE_EUR_PER_YEAR,
  TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR,
  TAX_RELIEF_MAX_EUR,
  TERMINATION_WORKING_DAYS,
} from './constants';
import { withdrawalFeeRate } from './fund-fees';

export interface TerminationFacts {
  pillar: 2 | 3;
  /** The contract's value today (EUR). */
  contractValueEur: number;
  /** The last payout from the contract (§3 operation `op`), or null when there was none. */
  lastWithdrawal: IsoDate | null;
  today: IsoDate;
}

export interface TerminationLoss {
  pillar: 2 | 3;
  /** Pillar II: the state incentive no longer paid (EUR a year); null for pillar III. */
  stateIncentiveEurPerYear: number | null;
  /** Pillar III: the withdrawal fee rate (0.1 or 0) and what it takes from today's value; null for pillar II. */
  withdrawalFeeRate: number | null;
  withdrawalFeeEur: number | null;
  /** Pillar III: the yearly tax relief no longer earned (up to, EUR) and on how much (EUR); null for II. */
  taxReliefEurPerYear: number | null;
  taxReliefContributionsEurPerYear: number | null;
  /** §1: working days the termination takes. */
  workingDays: { min: number; max: number };
}

const roundCents = (value: number): number => Math.round(value * 100) / 100;

export function terminationLoss(facts: TerminationFacts): TerminationLoss {
  if (facts.pillar === 2)
    return {
      pillar: 2,
      stateIncentiveEurPerYear: STATE_INCENTIVE_EUR_PER_YEAR,
      withdrawalFeeRate: null,
      withdrawalFeeEur: null,
      taxReliefEurPerYear: null,
      taxReliefContributionsEurPerYear: null,
      workingDays: { ...TERMINATION_WORKING_DAYS.pillar2 },
    };
  const rate = withdrawalFeeRate(facts.lastWithdrawal, facts.today);
  return {
    pillar: 3,
    stateIncentiveEurPerYear: null,
    withdrawalFeeRate: rate,
    withdrawalFeeEur: roundCents(Math.max(0, facts.contractValueEur) * rate),
    taxReliefEurPerYear: TAX_RELIEF_MAX_EUR,
    taxReliefContributionsEurPerYear: TAX_RELIEF_CONTRIBUTIONS_MAX_EUR_PER_YEAR,
    workingDays: { ...TERMINATION_WORKING_DAYS.pillar3 },
  };
}

/**
 * The pause to think before a termination is signed (§2 "fund termination with a pause-and-think
 * modal"). The specification names the pause but not its length; the team chose 10 seconds: long enough
 * to read what is lost once more, short enough not to feel broken (docs/decisions.md ("Where the specification is
 * silent"). The termination machine holds it as a timed state the customer cannot skip.
 */
export const TERMINATION_PAUSE_SECONDS = 10;

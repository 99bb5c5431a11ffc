/**
 * What changing a pillar III fund costs (§9 Third-pillar fees), as pure rules used by the fund-change
 * wizard's screens, its guards and the server's preview PDF alike:
 *
 * - Withdrawal fee: 10 % if the money is taken out within 2 years of the last withdrawal, otherwise 0 %.
 * - Start fee over the first 12 months: capped at 200 EUR (minimum 100), or 300 EUR (minimum 200) for
 *   the sustainable fund.
 * - A transfer of over 2000 EUR from a contract older than 12 months waives the start fee; otherwise
 *   (assets below 2000 EUR, or the current contract under 12 months old) it applies.
 */
import { addMonths, type IsoDate } from './calendar-date';
import {
  START_FEE,
  START_FEE_PERIOD_MONTHS,
  START_FEE_SUSTAINABLE,
  START_FEE_WAIVER_ASSETS_EUR,
  START_FEE_WAIVER_CONTRACT_MONTHS,
  WITHDRAWAL_FEE_RATE,
  WITHDRAWAL_FEE_YEARS,
} from './constants';

/** §9: 10 % within 2 years of the last withdrawal (the anniversary itself is outside), else 0. */
export function withdrawalFeeRate(lastWithdrawal: IsoDate | null, today: IsoDate): number {
  if (lastWithdrawal === null) return 0;
  return today < addMonths(lastWithdrawal, WITHDRAWAL_FEE_YEARS * 12) ? WITHDRAWAL_FEE_RATE : 0;
}

export interface StartFee {
  /** False when the transfer waives it. */
  applies: boolean;
  minEur: number;
  capEur: number;
  /** How long the fee is charged: the first 12 months in the new fund. */
  months: number;
}

/** §9: over 2000 EUR moved from a contract older than 12 months waives the start fee. */
export function isStartFeeWaived(transferEur: number, contractSignDate: IsoDate, today: IsoDate): boolean {
  return (
    transferEur > START_FEE_WAIVER_ASSETS_EUR &&
    today >= addMonths(contractSignDate, START_FEE_WAIVER_CONTRACT_MONTHS)
  );
}

export function startFee(
  toFundCode: string,
  transferEur: number,
  contractSignDate: IsoDate,
  today: IsoDate,
): StartFee {
  const limits = toFundCode === 'sustainable' ? START_FEE_SUSTAINABLE : START_FEE;
  return {
    applies: !isStartFeeWaived(transferEur, contractSignDate, today),
    minEur: limits.minEur,
    capEur: limits.capEur,
    months: START_FEE_PERIOD_MONTHS,
  };
}

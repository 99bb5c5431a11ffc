/**
 * Changing a contract's fund (§1, §2 Fund change, §9 Third-pillar fees), as pure rules shared by the
 * fund-change wizard (its guards and screens) and the server (the preview PDF, ChangeFund):
 *
 * - §1 "Fund change needs an active contract"; "Switching from pillar II to pillar III is not possible"
 *   (the new fund is one of the contract's own pillar, other than its current fund); one change at a time.
 * - §1 the change takes effect 9 working days (pillar II) or 8 (pillar III) after it is signed, on the
 *   Lithuanian working-day calendar (src/domain/working-days.ts).
 * - §9 costs, pillar III only (the section is "Third-pillar fees"): the withdrawal fee (10 % within 2
 *   years of the last withdrawal) and the start fee with its waiver (src/domain/fund-fees.ts).
 *   A withdrawal is money taken out of the fund: a payout (op), a transfer to another fund (om) or to
 *   another plan (ol); a fund change is itself one, so a second change within 2 years costs 10 %.
 */
import type { IsoDate } from './calendar-date';
import { isContractInForce } from './contract-status';
import { startFee, withdrawalFeeRate, type StartFee } from './fund-fees';
import { fundChangeExecutionDate, type Pillar } from './working-days';

/** §3 operation types that take money out of the fund (payout, transfer to another fund / plan). */
export const WITHDRAWAL_OPERATIONS = ['op', 'om', 'ol'] as const;

/** The latest withdrawal among a contract's transactions, or null when there was none. */
export function lastWithdrawalDate(
  transactions: readonly { operationType: string; tradeDate: IsoDate }[],
): IsoDate | null {
  let last: IsoDate | null = null;
  for (const tx of transactions) {
    if (!(WITHDRAWAL_OPERATIONS as readonly string[]).includes(tx.operationType)) continue;
    if (last === null || tx.tradeDate > last) last = tx.tradeDate;
  }
  return last;
}

export type FundChangeRefusal = 'inactive' | 'pending-change' | null;

/** Why a contract's fund cannot be changed now (null: it can). */
export function fundChangeRefusal(contract: {
  status: string;
  hasPendingChange: boolean;
}): FundChangeRefusal {
  if (!isContractInForce(contract.status)) return 'inactive';
  if (contract.hasPendingChange) return 'pending-change';
  return null;
}

export interface FundChangeCostInput {
  pillar: Pillar;
  /** What is moved: the contract's current value (EUR). */
  contractValue: number;
  contractSignDate: IsoDate;
  lastWithdrawal: IsoDate | null;
  /** The new fund's code (the sustainable fund has its own start-fee limits). */
  toFundCode: string;
  today: IsoDate;
}

export interface FundChangeCosts {
  /** §1: the Lithuanian working day the change takes effect. */
  effectiveDate: IsoDate;
  /** §9 withdrawal fee: the rate (0.1 or 0) and what it comes to on the value moved; null for pillar II. */
  withdrawalFee: { rate: number; amountEur: number; lastWithdrawal: IsoDate | null } | null;
  /** §9 start fee in the new fund (waived or not); null for pillar II. */
  startFee: StartFee | null;
}

/** What a fund change costs and when it takes effect (§1, §9). */
export function fundChangeCosts(input: FundChangeCostInput): FundChangeCosts {
  const effectiveDate = fundChangeExecutionDate(input.pillar, input.today);
  if (input.pillar === 2) return { effectiveDate, withdrawalFee: null, startFee: null };
  const rate = withdrawalFeeRate(input.lastWithdrawal, input.today);
  return {
    effectiveDate,
    withdrawalFee: {
      rate,
      amountEur: Math.round(input.contractValue * rate * 100) / 100,
      lastWithdrawal: input.lastWithdrawal,
    },
    startFee: startFee(input.toFundCode, input.contractValue, input.contractSignDate, input.today),
  };
}

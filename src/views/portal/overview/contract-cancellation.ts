import { addDays, addMonths, type IsoDate } from '../../../domain/calendar-date';
import {
  canCancelContract,
  PILLAR2_CANCELLATION_DAYS,
  PILLAR3_CANCELLATION_MONTHS,
} from '../../../domain/contract-rules';

export type Cancellation = { cancellable: true; until: IsoDate } | { cancellable: false };

/**
 * Whether a contract can still be cancelled on `today`, and until which day (§4 Cancellation: pillar II
 * within 30 days of signing; pillar III within 6 months, provided no first payment has been made). The
 * first payment is read from the paid sum: a contract with money paid in has had its first payment.
 */
export function cancellationOf(
  contract: { pillar: 2 | 3; signDate: IsoDate; paidSum: number },
  today: IsoDate,
): Cancellation {
  const hasFirstPayment = contract.paidSum > 0;
  if (!canCancelContract({ pillar: contract.pillar, signDate: contract.signDate, today, hasFirstPayment })) {
    return { cancellable: false };
  }
  const until =
    contract.pillar === 2
      ? addDays(contract.signDate, PILLAR2_CANCELLATION_DAYS)
      : addMonths(contract.signDate, PILLAR3_CANCELLATION_MONTHS);
  return { cancellable: true, until };
}

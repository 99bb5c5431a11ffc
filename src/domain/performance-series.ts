import type { IsoDate } from './calendar-date';
import { netInvestedChange, type OperationType } from './transactions';

/**
 * "Contract value against paid sum over time". The contract calls give only today's value, so the
 * series is rebuilt from the contract's transactions (GetTransfers): each carries its units and the
 * fund's unit value on its trade date, so on every trade date the value is the units held so far times
 * that day's unit value, and the paid-in sum is what went in so far: contributions plus transfers in
 * minus payouts and transfers out (netInvestedChange). The last point is the contract's current value
 * from GetContracts with the paid-in sum of all its transactions. Between trade dates the fund's daily unit values are not
 * available from the API, so the line joins the trade dates.
 */
export interface SeriesPoint {
  date: IsoDate;
  /** Contract value on that date, EUR. */
  value: number;
  /** Paid in up to that date, EUR: contributions + transfers in − payouts and transfers out. */
  paid: number;
}

export interface SeriesTransfer {
  contractNumber: string;
  operationType: OperationType;
  tradeDate: IsoDate;
  amount: number;
  units: number;
  unitValue: number;
}

export interface SeriesContract {
  contractNumber: string;
  valueDate: IsoDate;
  contractValue: number;
  /** The contract's paid sum (contributions only); not used: the series counts transfers too. */
  paidSum?: number;
}

const cents = (value: number): number => Math.round(value * 100) / 100;

export function performanceSeries(
  contract: SeriesContract,
  transfers: readonly SeriesTransfer[],
): SeriesPoint[] {
  const own = transfers
    .filter((transfer) => transfer.contractNumber === contract.contractNumber)
    .sort((a, b) => (a.tradeDate < b.tradeDate ? -1 : a.tradeDate > b.tradeDate ? 1 : 0));
  const points: SeriesPoint[] = [];
  let units = 0;
  let paid = 0;
  for (let index = 0; index < own.length; index += 1) {
    const transfer = own[index];
    if (!transfer) continue;
    units += transfer.units;
    paid += netInvestedChange(transfer);
    const next = own[index + 1];
    // One point per trade date, after all of that day's operations.
    if (next && next.tradeDate === transfer.tradeDate) continue;
    points.push({ date: transfer.tradeDate, value: cents(units * transfer.unitValue), paid: cents(paid) });
  }
  const current: SeriesPoint = {
    date: contract.valueDate,
    value: cents(contract.contractValue),
    paid: cents(paid),
  };
  const last = points.at(-1);
  if (last && last.date >= current.date) points[points.length - 1] = { ...current, date: last.date };
  else points.push(current);
  return points;
}

export interface SeriesSummary {
  from: IsoDate;
  to: IsoDate;
  value: number;
  paid: number;
  /** The gain: value − paid in (contributions + transfers in − payouts), EUR. */
  difference: number;
  /** The gain in percent of the paid-in sum (2 decimals), null when nothing is paid in. */
  differencePercent: number | null;
  highestValue: number;
}

export function seriesSummary(points: readonly SeriesPoint[]): SeriesSummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  return {
    from: first.date,
    to: last.date,
    value: last.value,
    paid: last.paid,
    difference: cents(last.value - last.paid),
    differencePercent: last.paid > 0 ? cents(((last.value - last.paid) / last.paid) * 100) : null,
    highestValue: Math.max(...points.map((point) => point.value)),
  };
}

import type { OperationType } from '../../../api/contract/common';
import type { IsoDate } from '../../../domain/calendar-date';

/**
 * "Contract value against paid sum over time". The contract calls give only today's value, so the
 * series is rebuilt from the contract's transactions (GetTransfers): each carries its units and the
 * fund's unit value on its trade date, so on every trade date the value is the units held so far times
 * that day's unit value, and the paid sum is the contributions so far. The last point is the contract's
 * current value and paid sum from GetContracts. Between trade dates the fund's daily unit values are not
 * available from the API, so the line joins the trade dates.
 */
export interface SeriesPoint {
  date: IsoDate;
  /** Contract value on that date, EUR. */
  value: number;
  /** Contributions paid in up to that date, EUR. */
  paid: number;
}

/** Operations that count as paid in (the same as the contract's paid sum: deposits, solidarity discount, cancelled payments). */
export const PAID_OPERATIONS: readonly OperationType[] = ['ip', 'ic', 'oc'];

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
  paidSum: number;
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
    if (PAID_OPERATIONS.includes(transfer.operationType)) paid += transfer.amount;
    const next = own[index + 1];
    // One point per trade date, after all of that day's operations.
    if (next && next.tradeDate === transfer.tradeDate) continue;
    points.push({ date: transfer.tradeDate, value: cents(units * transfer.unitValue), paid: cents(paid) });
  }
  const current: SeriesPoint = {
    date: contract.valueDate,
    value: cents(contract.contractValue),
    paid: cents(contract.paidSum),
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
  /** value - paid */
  difference: number;
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
    highestValue: Math.max(...points.map((point) => point.value)),
  };
}

// ---- Geometry of the SVG chart ----------------------------------------------------------------

export interface ChartBox {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

export interface ChartGeometry {
  /** x and y of every point for the value and the paid line, in viewBox units. */
  value: { x: number; y: number }[];
  paid: { x: number; y: number }[];
  yTicks: { value: number; y: number }[];
  xTicks: { date: IsoDate; x: number }[];
  /** SVG path data. */
  valuePath: string;
  paidPath: string;
}

function daysSinceEpoch(date: IsoDate): number {
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000
  );
}

/** A "nice" step (1, 2 or 5 times a power of ten) giving about `count` ticks up to `max`. */
export function niceStep(max: number, count = 4): number {
  if (max <= 0) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const scaled = raw / power;
  const factor = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 5 ? 5 : 10;
  return factor * power;
}

const path = (points: { x: number; y: number }[]): string =>
  points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${point.y.toFixed(1)}`)
    .join(' ');

/** Places the series in the box: time on x (by calendar day), euro on y from 0 to a rounded maximum. */
export function chartGeometry(points: readonly SeriesPoint[], box: ChartBox): ChartGeometry {
  const { width, height, padding } = box;
  const innerWidth = width - padding.left - padding.right;
  const innerHeight = height - padding.top - padding.bottom;
  const first = points[0];
  const last = points.at(-1);
  const start = first ? daysSinceEpoch(first.date) : 0;
  const span = first && last ? Math.max(1, daysSinceEpoch(last.date) - start) : 1;
  const maxValue = Math.max(0, ...points.map((point) => Math.max(point.value, point.paid)));
  const step = niceStep(maxValue);
  const top = Math.max(step, Math.ceil(maxValue / step) * step);
  const x = (date: IsoDate): number =>
    points.length === 1
      ? padding.left + innerWidth / 2
      : padding.left + ((daysSinceEpoch(date) - start) / span) * innerWidth;
  const y = (amount: number): number => padding.top + innerHeight - (Math.max(0, amount) / top) * innerHeight;
  const value = points.map((point) => ({ x: x(point.date), y: y(point.value) }));
  const paid = points.map((point) => ({ x: x(point.date), y: y(point.paid) }));
  const yTicks: { value: number; y: number }[] = [];
  for (let tick = 0; tick <= top + step / 2; tick += step) yTicks.push({ value: tick, y: y(tick) });
  const xTicks: { date: IsoDate; x: number }[] = [];
  if (first && last) {
    const middle = points[Math.floor((points.length - 1) / 2)];
    for (const point of [first, middle, last]) {
      if (point && !xTicks.some((tick) => tick.date === point.date))
        xTicks.push({ date: point.date, x: x(point.date) });
    }
  }
  return { value, paid, yTicks, xTicks, valuePath: path(value), paidPath: path(paid) };
}

/** The index of the point nearest to `pointerX` (viewBox units). */
export function nearestIndex(xs: readonly number[], pointerX: number): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  xs.forEach((x, index) => {
    const distance = Math.abs(x - pointerX);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

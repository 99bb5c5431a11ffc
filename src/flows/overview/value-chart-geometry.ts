import type { IsoDate } from '../../domain/calendar-date';
import type { SeriesPoint } from '../../domain/performance-series';

/** Geometry of the value chart's SVG: where the points, lines and ticks of a performance series go. */
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

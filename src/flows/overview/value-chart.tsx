import { Trans, useLingui } from '@lingui/react/macro';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { seriesSummary, type SeriesPoint } from '../../domain/performance-series';
import { chartGeometry, nearestIndex, type ChartBox } from './value-chart-geometry';
import { ScrollRegion } from '../../ui/scroll-region';
import { useFigures } from './use-overview';
import { TableHead } from '../../ui/table-head';

/** Below this plot width (px) the x axis shows only the first and the last date. */
const NARROW_PLOT = 420;

/**
 * The SVG's viewBox follows the plot's rendered width, so one viewBox unit is one CSS pixel and the
 * 12 px axis labels stay 12 px on a phone instead of shrinking with the drawing.
 */
function chartBox(width: number): ChartBox {
  return {
    width: Math.max(240, Math.round(width)),
    height: width < NARROW_PLOT ? 220 : 260,
    padding: { top: 16, right: 16, bottom: 32, left: 76 },
  };
}

/** The rendered width of an element, kept up to date as it resizes (640 until it is measured). */
function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * Contract value against paid sum over time, in plain SVG. Keyboard and screen reader: the plot is one
 * focusable slider whose value is the selected point (arrow keys, Home/End, PageUp/PageDown), announced
 * as text; a text summary describes the whole series; the data table is the full alternative. The two
 * lines differ by pattern (solid / dashed) and by marker, not by colour alone.
 */
export function ValueChart({ points, label }: { points: readonly SeriesPoint[]; label: string }) {
  const { t } = useLingui();
  const figures = useFigures();
  const captionId = useId();
  const summaryId = useId();
  const [plotRef, plotWidth] = useWidth<HTMLDivElement>();
  const box = useMemo(() => chartBox(plotWidth), [plotWidth]);
  const geometry = useMemo(() => {
    const full = chartGeometry(points, box);
    // A phone has room for two dates: the middle one would overlap them.
    if (box.width >= NARROW_PLOT || full.xTicks.length < 3) return full;
    return { ...full, xTicks: [full.xTicks[0], full.xTicks.at(-1)].filter((tick) => tick !== undefined) };
  }, [points, box]);
  const [active, setActive] = useState(Math.max(0, points.length - 1));
  const summary = seriesSummary(points);
  const current = points[Math.min(active, points.length - 1)];
  if (!summary || !current) return null;
  const describe = (point: SeriesPoint) =>
    t`${figures.date(point.date)}: vertė ${figures.money(point.value)}, įmokėta ${figures.money(point.paid)}`;
  const last = points.length - 1;
  const move = (index: number) => setActive(Math.max(0, Math.min(last, index)));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: active - 1,
      ArrowDown: active - 1,
      ArrowRight: active + 1,
      ArrowUp: active + 1,
      PageDown: active - 6,
      PageUp: active + 6,
      Home: 0,
      End: last,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };
  const onMouseMove = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0) return;
    const x = ((event.clientX - rect.left) / rect.width) * box.width;
    move(
      nearestIndex(
        geometry.value.map((point) => point.x),
        x,
      ),
    );
  };
  const activeValue = geometry.value[active];
  const activePaid = geometry.paid[active];
  const gainPercent =
    summary.differencePercent === null ? '' : ` (${figures.percent(summary.differencePercent)})`;
  const summaryText = t`Nuo ${figures.date(summary.from)} iki ${figures.date(summary.to)} įmokėta (įmokos ir pervedimai į sutartį, atėmus išmokas) ${figures.money(summary.paid)}, sutarties vertė ${figures.money(summary.value)}, investavimo rezultatas ${figures.money(summary.difference)}${gainPercent}. Didžiausia vertė ${figures.money(summary.highestValue)}.`;
  return (
    <figure className="value-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="value-chart__caption">
        {label}
      </figcaption>
      <p id={summaryId}>{summaryText}</p>
      <dl className="figures">
        <div>
          <dt>
            <Trans>Įmokėta: įmokos + pervedimai į sutartį − išmokos</Trans>
          </dt>
          <dd>{figures.money(summary.paid)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Sutarties vertė</Trans>
          </dt>
          <dd>{figures.money(summary.value)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Investavimo rezultatas: vertė − įmokėta</Trans>
          </dt>
          <dd>
            {figures.money(summary.difference)}
            {gainPercent}
          </dd>
        </div>
      </dl>
      <ul className="value-chart__legend">
        <li>
          <svg width="32" height="12" aria-hidden="true" focusable="false">
            <line x1="0" y1="6" x2="32" y2="6" className="value-chart__value" />
          </svg>
          <Trans>Sutarties vertė (ištisinė linija)</Trans>
        </li>
        <li>
          <svg width="32" height="12" aria-hidden="true" focusable="false">
            <line x1="0" y1="6" x2="32" y2="6" className="value-chart__paid" />
          </svg>
          <Trans>Įmokėta suma (punktyrinė linija)</Trans>
        </li>
      </ul>
      <div
        ref={plotRef}
        className="value-chart__plot"
        role="slider"
        tabIndex={0}
        aria-label={t`Grafiko taškas`}
        aria-describedby={summaryId}
        aria-valuemin={1}
        aria-valuemax={points.length}
        aria-valuenow={active + 1}
        aria-valuetext={describe(current)}
        onKeyDown={onKeyDown}
        onMouseMove={onMouseMove}
      >
        <svg viewBox={`0 0 ${box.width} ${box.height}`} aria-hidden="true" focusable="false">
          {geometry.yTicks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={box.padding.left}
                x2={box.width - box.padding.right}
                y1={tick.y}
                y2={tick.y}
                className="value-chart__grid"
              />
              <text x={box.padding.left - 8} y={tick.y + 4} textAnchor="end" className="value-chart__tick">
                {figures.wholeMoney(tick.value)}
              </text>
            </g>
          ))}
          {geometry.xTicks.map((tick, index) => (
            <text
              key={tick.date}
              x={tick.x}
              y={box.height - 8}
              textAnchor={index === 0 ? 'start' : index === geometry.xTicks.length - 1 ? 'end' : 'middle'}
              className="value-chart__tick"
            >
              {figures.date(tick.date)}
            </text>
          ))}
          <path d={geometry.paidPath} className="value-chart__paid" />
          <path d={geometry.valuePath} className="value-chart__value" />
          {geometry.value.map((point, index) => (
            <circle key={`v${index}`} cx={point.x} cy={point.y} r={2.5} className="value-chart__dot" />
          ))}
          {geometry.paid.map((point, index) => (
            <rect
              key={`p${index}`}
              x={point.x - 2}
              y={point.y - 2}
              width={4}
              height={4}
              className="value-chart__square"
            />
          ))}
          {activeValue && activePaid ? (
            <g className="value-chart__active">
              <line
                x1={activeValue.x}
                x2={activeValue.x}
                y1={box.padding.top}
                y2={box.height - box.padding.bottom}
              />
              <circle cx={activeValue.x} cy={activeValue.y} r={5} />
              <rect x={activePaid.x - 4} y={activePaid.y - 4} width={8} height={8} />
            </g>
          ) : null}
        </svg>
      </div>
      <p className="value-chart__readout" aria-hidden="true">
        {describe(current)}
      </p>
      <p className="muted">
        <Trans>Pasirinkite tašką rodyklių klavišais arba pele.</Trans>
      </p>
      <details className="value-chart__table">
        <summary>
          <Trans>Rodyti duomenis lentele</Trans>
        </summary>
        <ScrollRegion labelledBy={captionId}>
          <table className="data-table">
            <caption>{label}</caption>
            <TableHead
              columns={[
                { label: <Trans>Data</Trans> },
                { label: <Trans>Sutarties vertė</Trans>, num: true },
                { label: <Trans>Įmokėta suma</Trans>, num: true },
              ]}
            />
            <tbody>
              {points.map((point) => (
                <tr key={point.date}>
                  <th scope="row" className="nowrap">
                    {figures.date(point.date)}
                  </th>
                  <td className="num">{figures.money(point.value)}</td>
                  <td className="num">{figures.money(point.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}

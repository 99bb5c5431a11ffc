import { addDays, addMonths, daysBetween, isValidIsoDate, type IsoDate } from './calendar-date';
import { HOLIDAY_MAX_MONTHS, HOLIDAY_MIN_PERIOD_MONTHS, HOLIDAY_REQUEST_LEAD_DAYS } from './constants';
import type { ValidationCode } from './validation-codes';

export interface VacationPeriod {
  /** First day, 'yyyy-MM-dd'. */
  start: IsoDate;
  /** Whole months. */
  months: number;
}

export interface VacationRequest {
  periods: readonly VacationPeriod[];
  /** Months of holiday already used (or already requested) before this request. */
  usedMonths?: number;
  today: IsoDate;
}

/** Last day of a period (inclusive): 2025-03-01 for 2 months ends 2025-04-30. */
export function vacationPeriodEnd(period: VacationPeriod): IsoDate {
  return addDays(addMonths(period.start, period.months), -1);
}

/** The earliest start date allowed for a request made on `today`. */
export function earliestVacationStart(today: IsoDate): IsoDate {
  return addDays(today, HOLIDAY_REQUEST_LEAD_DAYS);
}

/** Months still available after the used months and the given periods (never negative). */
export function remainingVacationMonths(usedMonths: number, periods: readonly VacationPeriod[] = []): number {
  const requested = periods.reduce((sum, p) => sum + (Number.isFinite(p.months) ? p.months : 0), 0);
  return Math.max(0, HOLIDAY_MAX_MONTHS - usedMonths - requested);
}

/** Codes violated by one period on its own: invalid-date, wrong-number-format, vacation-period-too-short, vacation-too-late. */
export function validateVacationPeriod(period: VacationPeriod, today: IsoDate): ValidationCode[] {
  const codes: ValidationCode[] = [];
  const validStart = isValidIsoDate(period.start);
  if (!validStart) codes.push('invalid-date');
  if (!Number.isInteger(period.months)) codes.push('wrong-number-format');
  else if (period.months < HOLIDAY_MIN_PERIOD_MONTHS) codes.push('vacation-period-too-short');
  if (validStart && daysBetween(today, period.start) < HOLIDAY_REQUEST_LEAD_DAYS)
    codes.push('vacation-too-late');
  return codes;
}

function isWellFormed(period: VacationPeriod): boolean {
  return (
    isValidIsoDate(period.start) &&
    Number.isInteger(period.months) &&
    period.months >= HOLIDAY_MIN_PERIOD_MONTHS
  );
}

function overlaps(periods: readonly VacationPeriod[]): boolean {
  const ranges = periods
    .filter(isWellFormed)
    .map((p) => ({ start: p.start, end: vacationPeriodEnd(p) }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return ranges.some((range, i) => i > 0 && range.start <= (ranges[i - 1]?.end ?? ''));
}

/** The order a holiday request's broken rules are reported in. */
export const HOLIDAY_CODE_ORDER: readonly ValidationCode[] = [
  'required',
  'invalid-date',
  'wrong-number-format',
  'vacation-period-too-short',
  'vacation-too-late',
  'vacation-periods-overlap',
  'vacation-too-long',
];

/**
 * Every rule a holiday-from-contributions request violates, each code once, in a stable order
 * (empty when the request is fine): no periods -> 'required'; per period the codes of
 * `validateVacationPeriod`; overlapping periods; more than 12 months with the used months included.
 */
export function validateVacationRequest(request: VacationRequest): ValidationCode[] {
  const { periods, usedMonths = 0, today } = request;
  const found = new Set<ValidationCode>();
  if (periods.length === 0) found.add('required');
  for (const period of periods) for (const code of validateVacationPeriod(period, today)) found.add(code);
  if (overlaps(periods)) found.add('vacation-periods-overlap');
  const requested = periods.reduce(
    (sum, p) => sum + (Number.isInteger(p.months) ? Math.max(0, p.months) : 0),
    0,
  );
  if (usedMonths + requested > HOLIDAY_MAX_MONTHS) found.add('vacation-too-long');
  return HOLIDAY_CODE_ORDER.filter((code) => found.has(code));
}

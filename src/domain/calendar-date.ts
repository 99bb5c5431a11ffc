/**
 * Plain calendar dates, free of time zones.
 *
 * A calendar date is an ISO string 'yyyy-MM-dd'. Arithmetic goes through UTC-midnight `Date` objects,
 * so the host's time zone and daylight-saving changes never shift a day. Helpers that take an
 * `IsoDate` throw a `RangeError` for a malformed one (a programming error); validators that face user
 * input use `isValidIsoDate` first.
 */
export type IsoDate = string;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The time zone the portal's customers live in; "today" and timestamps are read in it. */
export const PORTAL_TIME_ZONE = 'Europe/Vilnius';

/** Parses 'yyyy-MM-dd' into a UTC-midnight Date; null when malformed or not a real date (e.g. 2025-02-29). */
export function parseIsoDate(value: string): Date | null {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999; set the full year explicitly.
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date;
}

export function isValidIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The UTC calendar date of a Date object as 'yyyy-MM-dd'. */
export function toIsoDate(date: Date): IsoDate {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Builds a date from its parts (month 1-12); throws when the parts do not form a real date. */
export function makeIsoDate(year: number, month: number, day: number): IsoDate {
  const value = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  requireDate(value);
  return value;
}

function requireDate(value: IsoDate): Date {
  const date = parseIsoDate(value);
  if (!date) throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${value}`);
  return date;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return toIsoDate(new Date(requireDate(date).getTime() + days * DAY_MS));
}

/**
 * Adds calendar months; the day is clamped to the target month's length
 * (2024-01-31 + 1 month = 2024-02-29, 2025-01-31 + 1 month = 2025-02-28).
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const start = requireDate(date);
  const monthIndex = start.getUTCFullYear() * 12 + start.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return makeIsoDate(year, month + 1, Math.min(start.getUTCDate(), lastDay));
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((requireDate(to).getTime() - requireDate(from).getTime()) / DAY_MS);
}

/** -1, 0 or 1; ISO dates compare correctly as strings once validated. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  requireDate(a);
  requireDate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Day of the week, 0 = Sunday ... 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return requireDate(date).getUTCDay();
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date of an instant in a time zone (default Europe/Vilnius). */
export function calendarDateAt(instant: Date, timeZone: string = PORTAL_TIME_ZONE): IsoDate {
  const parts = dateFormatIn(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today's date in Lithuania. Pass `now` to make it deterministic. */
export function todayInLithuania(now: Date = new Date()): IsoDate {
  return calendarDateAt(now, PORTAL_TIME_ZONE);
}

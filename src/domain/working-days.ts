import { addDays, dayOfWeek, makeIsoDate, parseIsoDate, type IsoDate } from './calendar-date';

/**
 * The Lithuanian working-day calendar and the execution times of spec §1.
 * Dates are plain 'yyyy-MM-dd' calendar dates. Public holidays that fall on a weekend are not moved
 * (Lithuania has no substitute days off).
 */

export type Pillar = 2 | 3;

export interface PublicHoliday {
  date: IsoDate;
  name: string;
}

/** Easter Sunday of the Gregorian calendar (anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return makeIsoDate(year, month, day);
}

/** The first Sunday of a month. */
function firstSunday(year: number, month: number): IsoDate {
  const first = makeIsoDate(year, month, 1);
  return addDays(first, (7 - dayOfWeek(first)) % 7);
}

/** Every Lithuanian public holiday of a year, in date order. */
export function lithuanianPublicHolidays(year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  const holidays: PublicHoliday[] = [
    { date: makeIsoDate(year, 1, 1), name: "New Year's Day" },
    { date: makeIsoDate(year, 2, 16), name: 'Day of Restoration of the State of Lithuania' },
    { date: makeIsoDate(year, 3, 11), name: 'Day of Restoration of Independence of Lithuania' },
    { date: easter, name: 'Easter Sunday' },
    { date: addDays(easter, 1), name: 'Easter Monday' },
    { date: makeIsoDate(year, 5, 1), name: 'International Labour Day' },
    { date: firstSunday(year, 5), name: "Mother's Day" },
    { date: firstSunday(year, 6), name: "Father's Day" },
    { date: makeIsoDate(year, 6, 24), name: 'St. John’s Day (Midsummer)' },
    { date: makeIsoDate(year, 7, 6), name: 'Statehood Day' },
    { date: makeIsoDate(year, 8, 15), name: 'Assumption Day' },
    { date: makeIsoDate(year, 11, 1), name: "All Saints' Day" },
    { date: makeIsoDate(year, 11, 2), name: "All Souls' Day" },
    { date: makeIsoDate(year, 12, 24), name: 'Christmas Eve' },
    { date: makeIsoDate(year, 12, 25), name: 'Christmas Day' },
    { date: makeIsoDate(year, 12, 26), name: 'Second Day of Christmas' },
  ];
  return holidays.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

function holidaySet(year: number): ReadonlySet<IsoDate> {
  // Recomputed on each call (16 dates): cheap, and no module-level mutable state.
  return new Set(lithuanianPublicHolidays(year).map((h) => h.date));
}

function requireDate(date: IsoDate): void {
  if (!parseIsoDate(date)) throw new RangeError(`Not a calendar date (yyyy-MM-dd): ${date}`);
}

export function isPublicHoliday(date: IsoDate): boolean {
  requireDate(date);
  return holidaySet(Number(date.slice(0, 4))).has(date);
}

export function isWeekend(date: IsoDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(date: IsoDate): boolean {
  return !isWeekend(date) && !isPublicHoliday(date);
}

/**
 * The date `n` working days after `date` (`date` itself is not counted, so from a Friday + 1 is the
 * next Monday). Negative `n` counts backwards; 0 returns `date` unchanged.
 */
export function addWorkingDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError('The number of working days must be an integer');
  const step = n < 0 ? -1 : 1;
  let remaining = Math.abs(n);
  let current = date;
  requireDate(current);
  while (remaining > 0) {
    current = addDays(current, step);
    if (isWorkingDay(current)) remaining -= 1;
  }
  return current;
}

/** `date` when it is a working day, otherwise the next working day. */
export function nextWorkingDayOnOrAfter(date: IsoDate): IsoDate {
  return isWorkingDay(date) ? date : addWorkingDays(date, 1);
}

/** Working days between two dates: those after `from` up to and including `to`. */
export function workingDaysBetween(from: IsoDate, to: IsoDate): number {
  requireDate(from);
  requireDate(to);
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day)) count += 1;
  return count;
}

/** Execution times of spec §1, in working days (the pillar II transfer's second leg in calendar days). */
export const EXECUTION_TIMES = {
  fundChangeWorkingDays: { 2: 9, 3: 8 },
  terminationWorkingDays: { 2: { min: 1, max: 2 }, 3: { min: 1, max: 1 } },
  pillar2TransferRegistrationWorkingDays: 3,
  pillar2TransferCalendarDays: 3,
  pillar3AssetTransferWorkingDays: 7,
} as const;

/** When a fund change submitted on `submittedOn` is carried out: 9 working days (pillar II), 8 (pillar III). */
export function fundChangeExecutionDate(pillar: Pillar, submittedOn: IsoDate): IsoDate {
  return addWorkingDays(submittedOn, EXECUTION_TIMES.fundChangeWorkingDays[pillar]);
}

export interface DateWindow {
  earliest: IsoDate;
  latest: IsoDate;
}

/** Fund termination: 1-2 working days for pillar II, 1 working day for pillar III. */
export function terminationExecutionWindow(pillar: Pillar, submittedOn: IsoDate): DateWindow {
  const { min, max } = EXECUTION_TIMES.terminationWorkingDays[pillar];
  return { earliest: addWorkingDays(submittedOn, min), latest: addWorkingDays(submittedOn, max) };
}

export interface Pillar2TransferDates {
  /** Registration with the state social insurer, within 3 working days. */
  registeredBy: IsoDate;
  /** The transfer itself, 3 days after registration. */
  transferredBy: IsoDate;
}

/**
 * Pillar II transfer: registration within 3 working days, then a transfer of 3 days. The
 * specification says "3 days" (not "working days") for the second leg, so it is counted in calendar days.
 */
export function pillar2TransferDates(submittedOn: IsoDate): Pillar2TransferDates {
  const registeredBy = addWorkingDays(submittedOn, EXECUTION_TIMES.pillar2TransferRegistrationWorkingDays);
  return { registeredBy, transferredBy: addDays(registeredBy, EXECUTION_TIMES.pillar2TransferCalendarDays) };
}

/** Pillar III asset transfer: within 7 working days. */
export function pillar3AssetTransferDate(submittedOn: IsoDate): IsoDate {
  return addWorkingDays(submittedOn, EXECUTION_TIMES.pillar3AssetTransferWorkingDays);
}

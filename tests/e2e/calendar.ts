/**
 * Dates the journeys expect, written from the specification's rules (§1: working days skip weekends and
 * Lithuanian public holidays) with the holidays listed by hand, never computed by the portal's own
 * `src/domain/working-days.ts`.
 */

/** Lithuanian public holidays of the years the journeys may run in, written out. */
const HOLIDAYS = new Set([
  ...['2026-01-01', '2026-02-16', '2026-03-11', '2026-04-05', '2026-04-06', '2026-05-01', '2026-05-03'],
  ...['2026-06-07', '2026-06-24', '2026-07-06', '2026-08-15', '2026-11-01', '2026-11-02', '2026-12-24'],
  ...['2026-12-25', '2026-12-26', '2027-01-01', '2027-02-16', '2027-03-11', '2027-03-28', '2027-03-29'],
  ...['2027-05-01', '2027-05-02', '2027-06-06', '2027-06-24', '2027-07-06', '2027-08-15', '2027-11-01'],
  ...['2027-11-02', '2027-12-24', '2027-12-25', '2027-12-26'],
]);

const iso = (day: Date) => day.toISOString().slice(0, 10);

function isWorkingDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(iso(day));
}

/** Today in Vilnius, at noon UTC (so adding days never crosses a time-zone edge). */
function todayInVilnius(): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date());
  return new Date(`${today}T12:00:00Z`);
}

/** Today in Vilnius plus `n` working days. */
export function workingDaysFromToday(n: number): string {
  const day = todayInVilnius();
  let left = n;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return iso(day);
}

/** `days` calendar days after `date`, moved on to the next working day when it falls on a day off. */
export function calendarDaysThenWorkingDay(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  while (!isWorkingDay(day)) day.setUTCDate(day.getUTCDate() + 1);
  return iso(day);
}

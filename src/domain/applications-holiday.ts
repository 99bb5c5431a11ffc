/**
 * The contribution holiday as an application (§5 Vacation from contributions, §9 Holiday maximum): periods
 * of whole months, at least 1 month per period, at most 12 months in total INCLUDING the periods already
 * registered on the contract, asked at least 30 days before the start, and no overlap with a registered
 * period. Built on src/domain/vacation.ts (the per-period rules); used by the vacation screen's machine,
 * its messages and the reference server alike.
 */
import { addDays, addMonths, isValidIsoDate, type IsoDate } from './calendar-date';
import { HOLIDAY_MAX_MONTHS } from './constants';
import {
  earliestVacationStart,
  HOLIDAY_CODE_ORDER,
  validateVacationRequest,
  vacationPeriodEnd,
  type VacationPeriod,
} from './vacation';
import type { ApplicationFacts } from './applications';
import type { ValidationCode } from './validation-codes';

export type { VacationPeriod } from './vacation';

/** A holiday already on the contract (registered, processing or approved): its first and last day. */
export interface RegisteredHoliday {
  start: IsoDate;
  end: IsoDate;
}

/**
 * Whole months of a registered holiday from its first to its last day (inclusive): 2026-03-01 … 2026-05-31
 * is 3 months. A period whose end is not a whole number of months after its start counts its started
 * months (the stricter reading: never more than 12 months in total).
 */
export function holidayMonths(holiday: RegisteredHoliday): number {
  let months = 0;
  while (months < 1200 && addDays(addMonths(holiday.start, months), -1) < holiday.end) months += 1;
  return months;
}

/**
 * The holidays that count towards the 12 months on a contract: every holiday application on it that is
 * not rejected (registered, processing or approved) and has its dates.
 */
export function registeredHolidays(
  applications: readonly ApplicationFacts[],
  contractNumber: string,
): RegisteredHoliday[] {
  return applications
    .filter(
      (application) =>
        application.contractNumber === contractNumber &&
        application.kind === 'HolidaysSuspensionContributions' &&
        application.status !== 'rejected' &&
        typeof application.startDate === 'string' &&
        typeof application.endDate === 'string' &&
        isValidIsoDate(application.startDate) &&
        isValidIsoDate(application.endDate),
    )
    .map((application) => ({ start: application.startDate as IsoDate, end: application.endDate as IsoDate }));
}

/** Months already registered (used or asked for) on the contract. */
export function registeredHolidayMonths(holidays: readonly RegisteredHoliday[]): number {
  return holidays.reduce((sum, holiday) => sum + holidayMonths(holiday), 0);
}

/** What the holiday form shows before anything is typed: months still available and the earliest start. */
export interface HolidayAllowance {
  usedMonths: number;
  monthsLeft: number;
  earliestStart: IsoDate;
}

export function holidayAllowance(holidays: readonly RegisteredHoliday[], today: IsoDate): HolidayAllowance {
  const usedMonths = registeredHolidayMonths(holidays);
  return {
    usedMonths,
    monthsLeft: Math.max(0, HOLIDAY_MAX_MONTHS - usedMonths),
    earliestStart: earliestVacationStart(today),
  };
}

function overlapsRegistered(period: VacationPeriod, holidays: readonly RegisteredHoliday[]): boolean {
  if (!isValidIsoDate(period.start) || !Number.isInteger(period.months) || period.months < 1) return false;
  const end = vacationPeriodEnd(period);
  return holidays.some((holiday) => period.start <= holiday.end && holiday.start <= end);
}

export interface HolidayApplication {
  periods: readonly VacationPeriod[];
  /** The holidays already on the contract (registeredHolidays). */
  registered: readonly RegisteredHoliday[];
  today: IsoDate;
}

/**
 * Every rule the holiday application breaks, each code once, in a stable order (empty when it may be
 * submitted): 'required', 'invalid-date', 'wrong-number-format', 'vacation-period-too-short' (under 1
 * month), 'vacation-too-late' (under 30 days ahead), 'vacation-periods-overlap' (with each other or with a
 * registered holiday), 'vacation-too-long' (over 12 months with the registered months).
 */
export function validateHolidayApplication(application: HolidayApplication): ValidationCode[] {
  const codes = validateVacationRequest({
    periods: application.periods,
    usedMonths: registeredHolidayMonths(application.registered),
    today: application.today,
  });
  if (
    !codes.includes('vacation-periods-overlap') &&
    application.periods.some((period) => overlapsRegistered(period, application.registered))
  ) {
    return HOLIDAY_CODE_ORDER.filter((code) => code === 'vacation-periods-overlap' || codes.includes(code));
  }
  return codes;
}

/** The first and last day of one period (what the application row stores as start and end date). */
export function holidaySpan(period: VacationPeriod): RegisteredHoliday {
  return { start: period.start, end: vacationPeriodEnd(period) };
}

/**
 * The Lithuanian public holidays of src/domain/working-days.ts agree with the `date-holidays` package for
 * every year checked: its public holidays, plus Mother's and Father's Day, which it lists as observances
 * (they are holidays in the Labour Code, always on a Sunday). From 2020, when All Souls' Day (2 November)
 * became a public holiday; the calendar is not meant for earlier years.
 */
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { lithuanianPublicHolidays } from '../../../src/domain/working-days';

const YEARS = Array.from({ length: 2040 - 2020 + 1 }, (_, index) => 2020 + index);

describe('Lithuanian public holidays', () => {
  it.each(YEARS)('%i: the same dates as date-holidays', (year) => {
    const reference = new Holidays('LT')
      .getHolidays(year)
      .filter(
        (holiday) => holiday.type === 'public' || ['Motinos diena', 'Tėvo diena'].includes(holiday.name),
      )
      .map((holiday) => holiday.date.slice(0, 10));
    // A date is listed once even when two holidays share it (Mother's Day on 1 May).
    const ours = [...new Set(lithuanianPublicHolidays(year).map((holiday) => holiday.date))];
    expect(ours).toEqual([...new Set(reference)].sort());
  });
});

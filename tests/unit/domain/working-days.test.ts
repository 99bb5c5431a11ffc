import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  easterSunday,
  fundChangeExecutionDate,
  isPublicHoliday,
  isWeekend,
  isWorkingDay,
  lithuanianPublicHolidays,
  nextWorkingDayOnOrAfter,
  pillar2TransferDates,
  pillar3AssetTransferDate,
  terminationExecutionWindow,
  workingDaysBetween,
} from '../../../src/domain/working-days';

describe('Easter (Gregorian computus)', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2000, '2000-04-23'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter %i is on %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('Lithuanian public holidays', () => {
  it('lists the 16 holidays of 2025 in order, with Easter Monday and the Mother/Father Sundays', () => {
    expect(lithuanianPublicHolidays(2025).map((h) => h.date)).toEqual([
      '2025-01-01',
      '2025-02-16',
      '2025-03-11',
      '2025-04-20',
      '2025-04-21',
      '2025-05-01',
      '2025-05-04',
      '2025-06-01',
      '2025-06-24',
      '2025-07-06',
      '2025-08-15',
      '2025-11-01',
      '2025-11-02',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
    ]);
  });

  it('computes 2026: Easter Apr 5/6, Mother’s Day May 3, Father’s Day Jun 7', () => {
    const dates = lithuanianPublicHolidays(2026).map((h) => h.date);
    expect(dates).toContain('2026-04-05');
    expect(dates).toContain('2026-04-06');
    expect(dates).toContain('2026-05-03');
    expect(dates).toContain('2026-06-07');
    expect(dates).not.toContain('2026-04-03');
  });

  it('knows Easter Monday is a day off but Good Friday is not', () => {
    expect(isPublicHoliday('2025-04-21')).toBe(true);
    expect(isWorkingDay('2025-04-21')).toBe(false);
    expect(isWorkingDay('2025-04-18')).toBe(true);
    expect(isWorkingDay('2026-04-06')).toBe(false);
    expect(isWorkingDay('2026-04-03')).toBe(true);
  });

  it('does not move a holiday that falls on a weekend', () => {
    // 2022-01-01 is a Saturday: the following Monday is a normal working day.
    expect(isPublicHoliday('2022-01-01')).toBe(true);
    expect(isWorkingDay('2022-01-03')).toBe(true);
    // Christmas 2021 on Saturday/Sunday; Monday 27th is a working day.
    expect(isWorkingDay('2021-12-27')).toBe(true);
  });

  it('treats each fixed holiday on a weekday as a day off', () => {
    for (const date of ['2026-01-01', '2026-02-16', '2026-03-11', '2026-05-01', '2026-06-24', '2026-07-06']) {
      expect(isWorkingDay(date), date).toBe(false);
    }
    for (const date of ['2025-08-15', '2026-11-02', '2025-12-24', '2025-12-25', '2025-12-26']) {
      expect(isWorkingDay(date), date).toBe(false);
    }
  });

  it('knows weekends and ordinary weekdays', () => {
    expect(isWeekend('2025-06-21')).toBe(true);
    expect(isWeekend('2025-06-22')).toBe(true);
    expect(isWeekend('2025-06-23')).toBe(false);
    expect(isWorkingDay('2025-06-23')).toBe(true);
    expect(isWorkingDay('2024-02-29')).toBe(true);
  });

  it('throws on a malformed date', () => {
    expect(() => isWorkingDay('2025-02-30')).toThrow(RangeError);
    expect(() => isPublicHoliday('25-01-01')).toThrow(RangeError);
  });
});

describe('addWorkingDays', () => {
  it('skips weekends', () => {
    expect(addWorkingDays('2025-06-20', 1)).toBe('2025-06-23');
    expect(addWorkingDays('2025-06-21', 1)).toBe('2025-06-23');
  });

  it('skips the Christmas and New Year holidays', () => {
    expect(addWorkingDays('2025-12-22', 1)).toBe('2025-12-23');
    expect(addWorkingDays('2025-12-22', 2)).toBe('2025-12-29');
    expect(addWorkingDays('2025-12-31', 1)).toBe('2026-01-02');
  });

  it('skips Easter Monday', () => {
    expect(addWorkingDays('2026-04-02', 2)).toBe('2026-04-07');
  });

  it('returns the date itself for 0 and counts backwards for negative values', () => {
    expect(addWorkingDays('2025-06-21', 0)).toBe('2025-06-21');
    expect(addWorkingDays('2026-01-05', -1)).toBe('2026-01-02');
    expect(addWorkingDays('2025-12-29', -1)).toBe('2025-12-23');
  });

  it('rejects a fractional count', () => {
    expect(() => addWorkingDays('2025-06-20', 1.5)).toThrow(RangeError);
  });

  it('moves a non-working date to the next working day', () => {
    expect(nextWorkingDayOnOrAfter('2025-06-24')).toBe('2025-06-25');
    expect(nextWorkingDayOnOrAfter('2025-06-25')).toBe('2025-06-25');
  });

  it('counts working days between dates', () => {
    expect(workingDaysBetween('2025-12-22', '2026-01-08')).toBe(9);
    expect(workingDaysBetween('2025-06-20', '2025-06-20')).toBe(0);
  });
});

describe('execution times (spec §1)', () => {
  it('fund change: 9 working days for pillar II, 8 for pillar III', () => {
    expect(fundChangeExecutionDate(2, '2025-12-22')).toBe('2026-01-08');
    expect(fundChangeExecutionDate(3, '2025-12-22')).toBe('2026-01-07');
    expect(fundChangeExecutionDate(2, '2025-06-02')).toBe('2025-06-13');
  });

  it('termination: 1-2 working days for pillar II, 1 for pillar III', () => {
    expect(terminationExecutionWindow(2, '2025-04-18')).toEqual({
      earliest: '2025-04-22',
      latest: '2025-04-23',
    });
    expect(terminationExecutionWindow(3, '2025-04-18')).toEqual({
      earliest: '2025-04-22',
      latest: '2025-04-22',
    });
  });

  it('pillar II transfer: registration within 3 working days, then 3 days', () => {
    expect(pillar2TransferDates('2025-06-20')).toEqual({
      registeredBy: '2025-06-26',
      transferredBy: '2025-06-29',
    });
  });

  it('pillar III asset transfer: within 7 working days', () => {
    expect(pillar3AssetTransferDate('2025-10-30')).toBe('2025-11-10');
  });
});

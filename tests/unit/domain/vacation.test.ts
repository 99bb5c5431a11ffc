import { describe, expect, it } from 'vitest';
import {
  earliestVacationStart,
  remainingVacationMonths,
  vacationPeriodEnd,
  validateVacationPeriod,
  validateVacationRequest,
} from '../../../src/domain/vacation';

const today = '2025-06-01';

describe('vacation from contributions', () => {
  it('accepts a single period starting 30 days ahead', () => {
    expect(earliestVacationStart(today)).toBe('2025-07-01');
    expect(validateVacationRequest({ periods: [{ start: '2025-07-01', months: 3 }], today })).toEqual([]);
  });

  it('rejects a start less than 30 days ahead', () => {
    expect(validateVacationRequest({ periods: [{ start: '2025-06-30', months: 3 }], today })).toEqual([
      'vacation-too-late',
    ]);
    expect(validateVacationRequest({ periods: [{ start: '2025-05-01', months: 3 }], today })).toEqual([
      'vacation-too-late',
    ]);
  });

  it('counts the 30 days across a leap day', () => {
    expect(validateVacationPeriod({ start: '2024-03-01', months: 1 }, '2024-01-31')).toEqual([]);
    expect(validateVacationPeriod({ start: '2024-03-01', months: 1 }, '2024-02-01')).toEqual([
      'vacation-too-late',
    ]);
    expect(earliestVacationStart('2024-02-01')).toBe('2024-03-02');
  });

  it('requires at least 1 whole month per period', () => {
    expect(validateVacationRequest({ periods: [{ start: '2025-08-01', months: 0 }], today })).toEqual([
      'vacation-period-too-short',
    ]);
    expect(validateVacationRequest({ periods: [{ start: '2025-08-01', months: 1.5 }], today })).toEqual([
      'wrong-number-format',
    ]);
  });

  it('allows up to 12 months in total, counting months already used', () => {
    const periods = [
      { start: '2025-08-01', months: 6 },
      { start: '2026-03-01', months: 6 },
    ];
    expect(validateVacationRequest({ periods, today })).toEqual([]);
    expect(validateVacationRequest({ periods, usedMonths: 1, today })).toEqual(['vacation-too-long']);
    expect(validateVacationRequest({ periods: [{ start: '2025-08-01', months: 13 }], today })).toEqual([
      'vacation-too-long',
    ]);
    expect(
      validateVacationRequest({ periods: [{ start: '2025-08-01', months: 2 }], usedMonths: 10, today }),
    ).toEqual([]);
  });

  it('rejects overlapping periods', () => {
    const periods = [
      { start: '2025-08-01', months: 2 },
      { start: '2025-09-30', months: 1 },
    ];
    expect(validateVacationRequest({ periods, today })).toEqual(['vacation-periods-overlap']);
    const adjacent = [
      { start: '2025-08-01', months: 2 },
      { start: '2025-10-01', months: 1 },
    ];
    expect(validateVacationRequest({ periods: adjacent, today })).toEqual([]);
  });

  it('reports every violated rule once, in a stable order', () => {
    expect(
      validateVacationRequest({
        periods: [
          { start: '2025-06-10', months: 0 },
          { start: '2025-06-15', months: 12 },
          { start: '2025-13-01', months: 1 },
        ],
        usedMonths: 2,
        today,
      }),
    ).toEqual(['invalid-date', 'vacation-period-too-short', 'vacation-too-late', 'vacation-too-long']);
  });

  it('requires at least one period', () => {
    expect(validateVacationRequest({ periods: [], today })).toEqual(['required']);
  });

  it('computes period ends and remaining months', () => {
    expect(vacationPeriodEnd({ start: '2025-03-01', months: 2 })).toBe('2025-04-30');
    expect(vacationPeriodEnd({ start: '2024-01-31', months: 1 })).toBe('2024-02-28');
    expect(vacationPeriodEnd({ start: '2023-12-15', months: 12 })).toBe('2024-12-14');
    expect(remainingVacationMonths(3)).toBe(9);
    expect(remainingVacationMonths(3, [{ start: '2025-08-01', months: 4 }])).toBe(5);
    expect(remainingVacationMonths(10, [{ start: '2025-08-01', months: 4 }])).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateDmy,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatUnits,
  formatUnitValue,
  parseDmyDate,
} from '../../../src/domain/format';

const NBSP = '\u00a0';

describe('money', () => {
  it('formats Lithuanian money with no-break spaces', () => {
    expect(formatMoney(1234.56)).toBe(`1${NBSP}234,56${NBSP}€`);
    expect(formatMoney(1234.56, 'lt')).toBe('1\u00a0234,56\u00a0€');
    expect(formatMoney(0)).toBe(`0,00${NBSP}€`);
    expect(formatMoney(999.999)).toBe(`1${NBSP}000,00${NBSP}€`);
    expect(formatMoney(1234567.891)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}€`);
    expect(formatMoney(-5)).toBe(`\u22125,00${NBSP}€`);
  });

  it('formats English money', () => {
    expect(formatMoney(1234.56, 'en')).toBe('€1,234.56');
    expect(formatMoney(-1234.5, 'en')).toBe('-€1,234.50');
    expect(formatMoney(12, 'en', 'USD')).toBe(`USD${NBSP}12.00`);
  });

  it('rounds half away from zero on the decimal value and never prints -0', () => {
    expect(formatMoney(1.005, 'en')).toBe('€1.01');
    expect(formatMoney(2.345, 'lt')).toBe(`2,35${NBSP}€`);
    expect(formatMoney(-0.001, 'lt')).toBe(`0,00${NBSP}€`);
  });

  it('matches Intl for "lt" and "en" on this runtime (documents the chosen characters)', () => {
    for (const value of [0, 1, 12.5, 999.99, 1234.56, 1234567.891, -42.1]) {
      expect(formatMoney(value, 'lt')).toBe(
        new Intl.NumberFormat('lt', { style: 'currency', currency: 'EUR' }).format(value),
      );
      expect(formatMoney(value, 'en')).toBe(
        new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(value),
      );
    }
  });
});

describe('numbers, percentages and units', () => {
  it('formats plain numbers', () => {
    expect(formatNumber(1234)).toBe(`1${NBSP}234`);
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(123)).toBe('123');
  });

  it('formats percentages given in percent units', () => {
    expect(formatPercent(1.25)).toBe(`1,25${NBSP}%`);
    expect(formatPercent(0.8)).toBe(`0,8${NBSP}%`);
    expect(formatPercent(1.25, 'en')).toBe('1.25%');
    expect(formatPercent(4, 'en')).toBe('4%');
    expect(formatPercent(1.5, 'lt', { minimumFractionDigits: 2 })).toBe(`1,50${NBSP}%`);
  });

  it('formats units with 4 decimals', () => {
    expect(formatUnits(1234.56789)).toBe(`1${NBSP}234,5679`);
    expect(formatUnits(1, 'en')).toBe('1.0000');
    // Unit values keep every decimal they carry, 4 to 6 (the API's 1,160824).
    expect(formatUnitValue(1.160824)).toBe('1,160824');
    expect(formatUnitValue(1.1608)).toBe('1,1608');
    expect(formatUnitValue(12.33915, 'en')).toBe('12.33915');
    expect(formatUnits(0.00004, 'en')).toBe('0.0000');
  });
});

describe('dates (spec §9 formats)', () => {
  it('keeps a calendar date as is', () => {
    expect(formatDate('2025-02-28')).toBe('2025-02-28');
    expect(formatDateDmy('2025-02-28')).toBe('28/02/2025');
    expect(formatDateTime('2025-02-28')).toBe('2025-02-28 00:00');
  });

  it('reads timestamps in Lithuanian time (winter UTC+2, summer UTC+3)', () => {
    expect(formatDateTime('2025-01-15T10:20:30Z')).toBe('2025-01-15 12:20');
    expect(formatDateTime('2025-07-15T22:30:00Z')).toBe('2025-07-16 01:30');
    expect(formatDate(new Date('2025-07-15T22:30:00Z'))).toBe('2025-07-16');
    expect(formatDateDmy('2025-12-31T22:00:00Z')).toBe('01/01/2026');
    expect(formatDateTime('2025-01-15T00:00:05Z', { timeZone: 'UTC' })).toBe('2025-01-15 00:00');
  });

  it('prints midnight as 00, not 24', () => {
    expect(formatDateTime('2025-01-14T22:00:00Z')).toBe('2025-01-15 00:00');
  });

  it('gives an empty string for invalid values', () => {
    expect(formatDate('2025-02-30')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateDmy('15/01/2025')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });

  it('parses dd/MM/yyyy', () => {
    expect(parseDmyDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDmyDate('29/02/2025')).toBeNull();
    expect(parseDmyDate('2024-02-29')).toBeNull();
  });
});

describe('in the oldest browsers the build targets (docs/browsers.md)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('formats without Intl options they refuse: signDisplay "negative" came only in Firefox 116', async () => {
    const Native = Intl.NumberFormat;
    // Firefox 114 and 115 (ESR) throw "RangeError: invalid value "negative" for option signDisplay".
    class Firefox115NumberFormat extends Native {
      constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
        if ((options?.signDisplay as string | undefined) === 'negative')
          throw new RangeError('invalid value "negative" for option signDisplay');
        super(locales, options);
      }
    }
    vi.stubGlobal('Intl', { ...Intl, NumberFormat: Firefox115NumberFormat });
    vi.resetModules();
    const format = await import('../../../src/domain/format');
    expect(format.formatMoney(-5)).toBe(`\u22125,00${NBSP}€`);
    expect(format.formatMoney(-1234.5, 'en')).toBe('-€1,234.50');
    expect(format.formatMoney(-0.001, 'lt')).toBe(`0,00${NBSP}€`);
    expect(format.formatMoney(-0)).toBe(`0,00${NBSP}€`);
    expect(format.formatNumber(-0.004, 'en')).toBe('0');
    expect(format.formatPercent(-1.25)).toBe(`\u22121,25${NBSP}%`);
  });
});

import { describe, expect, it } from 'vitest';
import { isStartFeeWaived, startFee, withdrawalFeeRate } from '../../../src/domain/fund-fees';

describe('§9 third-pillar fees', () => {
  it('withdrawal fee: 10% within 2 years of the last withdrawal, otherwise 0%', () => {
    expect(withdrawalFeeRate(null, '2026-11-23')).toBe(0);
    expect(withdrawalFeeRate('2025-01-10', '2026-11-23')).toBe(0.1);
    expect(withdrawalFeeRate('2024-11-24', '2026-11-23')).toBe(0.1);
    expect(withdrawalFeeRate('2024-11-23', '2026-11-23')).toBe(0);
    expect(withdrawalFeeRate('2020-05-01', '2026-11-23')).toBe(0);
  });

  it('start fee: capped at 200 (minimum 100), 300 (minimum 200) for sustainable, over the first 12 months', () => {
    expect(startFee('medio', 500, '2026-01-01', '2026-11-23')).toEqual({
      applies: true,
      minEur: 100,
      capEur: 200,
      months: 12,
    });
    expect(startFee('sustainable', 500, '2026-01-01', '2026-11-23')).toEqual({
      applies: true,
      minEur: 200,
      capEur: 300,
      months: 12,
    });
  });

  it('a transfer over 2000 EUR from a contract of at least 12 months waives the start fee', () => {
    expect(isStartFeeWaived(2000.01, '2025-11-23', '2026-11-23')).toBe(true);
    expect(isStartFeeWaived(2000, '2020-01-01', '2026-11-23')).toBe(false);
    expect(isStartFeeWaived(15000, '2025-11-24', '2026-11-23')).toBe(false);
    expect(startFee('bold', 5000, '2021-03-01', '2026-11-23').applies).toBe(false);
    expect(startFee('bold', 1500, '2021-03-01', '2026-11-23').applies).toBe(true);
  });
});

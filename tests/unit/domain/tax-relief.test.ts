import { describe, expect, it } from 'vitest';
import { taxRelief, taxReliefDeadline } from '../../../src/domain/tax-relief';

describe('income-tax relief', () => {
  it('is 20 % of contributions, up to 300 EUR on 1500 EUR', () => {
    expect(taxRelief(1000)).toEqual({ eligibleContributions: 1000, relief: 200, remainingEligible: 500 });
    expect(taxRelief(1500)).toEqual({ eligibleContributions: 1500, relief: 300, remainingEligible: 0 });
    expect(taxRelief(4000)).toEqual({ eligibleContributions: 1500, relief: 300, remainingEligible: 0 });
    expect(taxRelief(123.45).relief).toBe(24.69);
  });
  it('treats nothing, negatives and non-numbers as zero', () => {
    expect(taxRelief(0).relief).toBe(0);
    expect(taxRelief(-50)).toEqual({ eligibleContributions: 0, relief: 0, remainingEligible: 1500 });
    expect(taxRelief(Number.NaN).relief).toBe(0);
  });
  it('the deadline is 28 December, next year once it has passed', () => {
    expect(taxReliefDeadline('2026-11-22')).toBe('2026-12-28');
    expect(taxReliefDeadline('2026-12-28')).toBe('2026-12-28');
    expect(taxReliefDeadline('2026-12-29')).toBe('2027-12-28');
  });
});

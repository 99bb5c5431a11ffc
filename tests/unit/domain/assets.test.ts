import { describe, expect, it } from 'vitest';
import { holdingValue, totalAssets } from '../../../src/domain/assets';

describe('holding value: units × unit value to the cent', () => {
  it('the shown units times the shown unit value is the value', () => {
    // 8 809,0870 × 1,1608 = 10 225,588... → 10 225,59 €
    expect(holdingValue(8809.087, 1.1608)).toBe(10225.59);
    // 812,4471 × 12,3391 = 10 024,87... → 10 024,87 €
    expect(holdingValue(812.4471, 12.3391)).toBe(10024.87);
  });

  it('a unit value with 6 decimals (the issue: 8 809,0870 units at 1,160824) gives the value to the cent', () => {
    // 8 809,0870 × 1,160824 = 10 225,80... → 10 225,80 €; with the unit value cut to 1,1608 it would be 10 225,59
    expect(holdingValue(8809.087, 1.160824)).toBe(10225.8);
    // A large holding stays exact: 1 000 000,0000 × 123,456789 = 123 456 789,00 €
    expect(holdingValue(1_000_000, 123.456789)).toBe(123456789);
    expect(holdingValue(-2.5, 1.000002)).toBe(-2.5);
  });

  it('rounds an exact half cent up, without floating-point drift', () => {
    // 0,0005 × 10 = 0,005 → 0,01 €; 1,0005 × 1 = 1,0005 → 1,00 €
    expect(holdingValue(0.0005, 10)).toBe(0.01);
    expect(holdingValue(1.0005, 1)).toBe(1);
    expect(holdingValue(0, 1.5)).toBe(0);
  });
});

describe('total assets: pension contracts and investment funds apart', () => {
  it('sums each in cents and gives both and their total', () => {
    expect(totalAssets([4217.68, 10219.39], [10024.87, 6643.71])).toEqual({
      pensionContracts: 14437.07,
      investmentFunds: 16668.58,
      total: 31105.65,
    });
    expect(totalAssets([0.1, 0.2], [])).toEqual({ pensionContracts: 0.3, investmentFunds: 0, total: 0.3 });
  });
});

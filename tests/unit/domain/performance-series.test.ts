import { describe, expect, it } from 'vitest';
import {
  performanceSeries,
  seriesSummary,
  type SeriesTransfer,
} from '../../../src/domain/performance-series';

const tx = (
  tradeDate: string,
  operationType: SeriesTransfer['operationType'],
  amount: number,
  unitValue: number,
  contractNumber = '3P-1',
): SeriesTransfer => ({
  contractNumber,
  operationType,
  tradeDate,
  amount,
  unitValue,
  units: amount / unitValue,
});

describe('value over time from transactions', () => {
  const transfers = [
    tx('2025-03-05', 'ip', 100, 1.25),
    tx('2025-01-05', 'ip', 100, 1),
    tx('2025-01-05', 'im', 1000, 1), // transfer in: paid in too (it is the customer's money)
    tx('2025-02-05', 'ip', 100, 1.1),
    tx('2025-02-05', 'ip', 999, 1, '2P-other'), // another contract
  ];
  const contract = { contractNumber: '3P-1', valueDate: '2025-04-01', contractValue: 1500, paidSum: 300 };

  it('one point per trade date (units so far × that day unit value), plus today', () => {
    const points = performanceSeries(contract, transfers);
    expect(points).toEqual([
      { date: '2025-01-05', value: 1100, paid: 1100 },
      // 1100 units + 90.909 units = 1190.909 × 1.1
      { date: '2025-02-05', value: 1310, paid: 1200 },
      // + 80 units = 1270.909 × 1.25
      { date: '2025-03-05', value: 1588.64, paid: 1300 },
      { date: '2025-04-01', value: 1500, paid: 1300 },
    ]);
  });

  it('cancelled payments (oc) reduce the paid sum and payouts reduce the value', () => {
    const points = performanceSeries({ ...contract, valueDate: '2025-03-01' }, [
      tx('2025-01-05', 'ip', 100, 1),
      tx('2025-01-20', 'oc', -100, 1),
      tx('2025-02-01', 'op', -0, 1),
    ]);
    expect(points[1]).toEqual({ date: '2025-01-20', value: 0, paid: 0 });
  });

  it('the current figures replace a last trade on the value date', () => {
    const points = performanceSeries({ ...contract, valueDate: '2025-03-05' }, transfers);
    expect(points.at(-1)).toEqual({ date: '2025-03-05', value: 1500, paid: 1300 });
    expect(points).toHaveLength(3);
  });

  it('a contract without transactions is just today', () => {
    expect(performanceSeries(contract, [])).toEqual([{ date: '2025-04-01', value: 1500, paid: 0 }]);
  });

  it('summary: range, last figures, difference and highest value', () => {
    expect(seriesSummary(performanceSeries(contract, transfers))).toEqual({
      from: '2025-01-05',
      to: '2025-04-01',
      value: 1500,
      paid: 1300,
      difference: 200,
      // 200 / 1300 = 15.38 %
      differencePercent: 15.38,
      highestValue: 1588.64,
    });
    expect(seriesSummary([])).toBeNull();
  });

  it('a worked example: the 8 546,32 € transfer in is paid in, not gain', () => {
    // 8 546,32 € moved in from another fund, 23 contributions of 100 €, a payout of 420 €, a 61,20 €
    // investment return and a 152,40 € transfer out: paid in = 8 546,32 + 2 300 − 420 − 152,40.
    const own = [
      tx('2024-01-02', 'im', 8546.32, 1),
      ...Array.from({ length: 23 }, (_, index) =>
        tx(`2024-${String((index % 12) + 1).padStart(2, '0')}-15`, 'ip', 100, 1),
      ),
      tx('2025-06-02', 'op', -420, 1),
      tx('2025-07-01', 'rv', 61.2, 1),
      tx('2025-08-01', 'om', -152.4, 1),
    ].map((transfer) => ({ ...transfer, contractNumber: '2P-1' }));
    const points = performanceSeries(
      { contractNumber: '2P-1', valueDate: '2025-11-20', contractValue: 11000 },
      own,
    );
    expect(points.at(-1)).toEqual({ date: '2025-11-20', value: 11000, paid: 10273.92 });
    const summary = seriesSummary(points);
    // gain = 11 000 − 10 273,92 = 726,08 €, 7,07 % of what was paid in
    expect(summary?.difference).toBe(726.08);
    expect(summary?.differencePercent).toBe(7.07);
  });

  it('nothing paid in: the gain has no percentage', () => {
    expect(seriesSummary([{ date: '2025-01-01', value: 0, paid: 0 }])?.differencePercent).toBeNull();
  });
});

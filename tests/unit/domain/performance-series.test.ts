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
    tx('2025-01-05', 'im', 1000, 1), // transfer in: units, not paid
    tx('2025-02-05', 'ip', 100, 1.1),
    tx('2025-02-05', 'ip', 999, 1, '2P-other'), // another contract
  ];
  const contract = { contractNumber: '3P-1', valueDate: '2025-04-01', contractValue: 1500, paidSum: 300 };

  it('one point per trade date (units so far × that day unit value), plus today', () => {
    const points = performanceSeries(contract, transfers);
    expect(points).toEqual([
      { date: '2025-01-05', value: 1100, paid: 100 },
      // 1100 units + 90.909 units = 1190.909 × 1.1
      { date: '2025-02-05', value: 1310, paid: 200 },
      // + 80 units = 1270.909 × 1.25
      { date: '2025-03-05', value: 1588.64, paid: 300 },
      { date: '2025-04-01', value: 1500, paid: 300 },
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
    expect(points.at(-1)).toEqual({ date: '2025-03-05', value: 1500, paid: 300 });
    expect(points).toHaveLength(3);
  });

  it('a contract without transactions is just today', () => {
    expect(performanceSeries(contract, [])).toEqual([{ date: '2025-04-01', value: 1500, paid: 300 }]);
  });

  it('summary: range, last figures, difference and highest value', () => {
    expect(seriesSummary(performanceSeries(contract, transfers))).toEqual({
      from: '2025-01-05',
      to: '2025-04-01',
      value: 1500,
      paid: 300,
      difference: 1200,
      highestValue: 1588.64,
    });
    expect(seriesSummary([])).toBeNull();
  });
});

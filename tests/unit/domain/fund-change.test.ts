import { describe, expect, it } from 'vitest';
import { fundChangeCosts, fundChangeRefusal, lastWithdrawalDate } from '../../../src/domain/fund-change';

describe('§1 fund change: when it takes effect', () => {
  it('8 working days for pillar III, 9 for pillar II, counted on the Lithuanian calendar', () => {
    // Monday 2026-11-23: an ordinary week.
    const base = {
      contractValue: 1000,
      contractSignDate: '2020-01-01',
      lastWithdrawal: null,
      toFundCode: 'bold',
    };
    expect(fundChangeCosts({ ...base, pillar: 3, today: '2026-11-23' }).effectiveDate).toBe('2026-12-03');
    expect(fundChangeCosts({ ...base, pillar: 2, today: '2026-11-23' }).effectiveDate).toBe('2026-12-04');
    // Christmas Eve, Christmas, the second day of Christmas and New Year's Day are not working days.
    expect(fundChangeCosts({ ...base, pillar: 3, today: '2026-12-18' }).effectiveDate).toBe('2027-01-04');
    // Easter Monday 2027-03-29 is a public holiday in Lithuania.
    expect(fundChangeCosts({ ...base, pillar: 3, today: '2027-03-19' }).effectiveDate).toBe('2027-04-01');
    // Signed on a Saturday: counted from the next working days.
    expect(fundChangeCosts({ ...base, pillar: 3, today: '2026-11-28' }).effectiveDate).toBe('2026-12-09');
  });
});

describe('§9 what a pillar III fund change costs', () => {
  const base = {
    pillar: 3 as const,
    contractSignDate: '2021-03-01',
    toFundCode: 'bold',
    today: '2026-11-23',
  };

  it('10 % of the value moved within 2 years of the last withdrawal, 0 % after', () => {
    const within = fundChangeCosts({ ...base, contractValue: 4512.4, lastWithdrawal: '2026-01-20' });
    expect(within.withdrawalFee).toEqual({ rate: 0.1, amountEur: 451.24, lastWithdrawal: '2026-01-20' });
    const after = fundChangeCosts({ ...base, contractValue: 4512.4, lastWithdrawal: '2024-11-23' });
    expect(after.withdrawalFee).toEqual({ rate: 0, amountEur: 0, lastWithdrawal: '2024-11-23' });
    const never = fundChangeCosts({ ...base, contractValue: 4512.4, lastWithdrawal: null });
    expect(never.withdrawalFee?.rate).toBe(0);
  });

  it('the start fee is waived by a transfer over 2,000 EUR from a contract of 12 months or more', () => {
    expect(fundChangeCosts({ ...base, contractValue: 2500, lastWithdrawal: null }).startFee?.applies).toBe(
      false,
    );
    expect(fundChangeCosts({ ...base, contractValue: 2000, lastWithdrawal: null }).startFee).toEqual({
      applies: true,
      minEur: 100,
      capEur: 200,
      months: 12,
    });
    const young = { ...base, contractSignDate: '2026-01-10', contractValue: 9000, lastWithdrawal: null };
    expect(fundChangeCosts(young).startFee?.applies).toBe(true);
    // The sustainable fund: 300 EUR at most, 200 at least.
    expect(fundChangeCosts({ ...young, toFundCode: 'sustainable' }).startFee).toEqual({
      applies: true,
      minEur: 200,
      capEur: 300,
      months: 12,
    });
  });

  it('pillar II has no §9 third-pillar fees', () => {
    const costs = fundChangeCosts({ ...base, pillar: 2, contractValue: 100, lastWithdrawal: '2026-10-01' });
    expect(costs.withdrawalFee).toBeNull();
    expect(costs.startFee).toBeNull();
  });
});

describe('which contracts can change their fund', () => {
  it('an active contract without a pending change (§1 needs an active contract)', () => {
    expect(fundChangeRefusal({ status: 'Active', hasPendingChange: false })).toBeNull();
    expect(fundChangeRefusal({ status: 'Approved', hasPendingChange: false })).toBeNull();
    expect(fundChangeRefusal({ status: 'Validating', hasPendingChange: false })).toBe('inactive');
    expect(fundChangeRefusal({ status: 'Terminated', hasPendingChange: false })).toBe('inactive');
    expect(fundChangeRefusal({ status: 'Active', hasPendingChange: true })).toBe('pending-change');
  });

  it('the last withdrawal is the latest payout or transfer out (op, om, ol)', () => {
    expect(lastWithdrawalDate([])).toBeNull();
    expect(
      lastWithdrawalDate([
        { operationType: 'ip', tradeDate: '2026-10-05' },
        { operationType: 'ol', tradeDate: '2026-01-20' },
        { operationType: 'op', tradeDate: '2025-06-01' },
        { operationType: 'om', tradeDate: '2025-12-31' },
        { operationType: 'rv', tradeDate: '2026-11-01' },
      ]),
    ).toBe('2026-01-20');
    expect(lastWithdrawalDate([{ operationType: 'oc', tradeDate: '2026-10-05' }])).toBeNull();
  });
});

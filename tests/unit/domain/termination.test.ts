import { describe, expect, it } from 'vitest';
import { TERMINATION_PAUSE_SECONDS, terminationLoss } from '../../../src/domain/termination';

describe('what a termination loses (§9, §1)', () => {
  it('pillar II: the state incentive of about 197 EUR a year; 1-2 working days', () => {
    expect(
      terminationLoss({ pillar: 2, contractValueEur: 18250.4, lastWithdrawal: null, today: '2026-11-23' }),
    ).toEqual({
      pillar: 2,
      stateIncentiveEurPerYear: 197,
      withdrawalFeeRate: null,
      withdrawalFeeEur: null,
      taxReliefEurPerYear: null,
      taxReliefContributionsEurPerYear: null,
      workingDays: { min: 1, max: 2 },
    });
  });

  it('pillar III: 10 % withdrawal fee within 2 years of the last withdrawal; the tax relief; 1 working day', () => {
    expect(
      terminationLoss({
        pillar: 3,
        contractValueEur: 6120.75,
        lastWithdrawal: '2025-09-10',
        today: '2026-11-23',
      }),
    ).toEqual({
      pillar: 3,
      stateIncentiveEurPerYear: null,
      withdrawalFeeRate: 0.1,
      withdrawalFeeEur: 612.08,
      taxReliefEurPerYear: 300,
      taxReliefContributionsEurPerYear: 1500,
      workingDays: { min: 1, max: 1 },
    });
  });

  it('pillar III: no fee on the 2nd anniversary of the last withdrawal, nor without one', () => {
    const base = { pillar: 3 as const, contractValueEur: 1000, today: '2026-11-23' };
    expect(terminationLoss({ ...base, lastWithdrawal: '2024-11-24' }).withdrawalFeeEur).toBe(100);
    expect(terminationLoss({ ...base, lastWithdrawal: '2024-11-23' }).withdrawalFeeEur).toBe(0);
    expect(terminationLoss({ ...base, lastWithdrawal: null }).withdrawalFeeRate).toBe(0);
  });

  it('the pause to think is 10 seconds (README decision)', () => {
    expect(TERMINATION_PAUSE_SECONDS).toBe(10);
  });
});

import { describe, expect, it } from 'vitest';
import { cancellationOf, contractCancellation } from '../../../src/domain/contract-rules';

describe('contract cancellation (§4)', () => {
  it('pillar II: until 30 days after signing, inclusive', () => {
    const contract = { pillar: 2 as const, signDate: '2026-01-10', paidSum: 500 };
    expect(cancellationOf(contract, '2026-01-10')).toEqual({ cancellable: true, until: '2026-02-09' });
    expect(cancellationOf(contract, '2026-02-09')).toEqual({ cancellable: true, until: '2026-02-09' });
    expect(cancellationOf(contract, '2026-02-10')).toEqual({ cancellable: false });
  });
  it('pillar III: within 6 months and only without a first payment', () => {
    const contract = { pillar: 3 as const, signDate: '2026-03-31', paidSum: 0 };
    expect(cancellationOf(contract, '2026-09-30')).toEqual({ cancellable: true, until: '2026-09-30' });
    expect(cancellationOf(contract, '2026-10-01')).toEqual({ cancellable: false });
    expect(cancellationOf({ ...contract, paidSum: 50 }, '2026-04-02')).toEqual({ cancellable: false });
  });
  it('a long-signed contract cannot be cancelled', () => {
    expect(cancellationOf({ pillar: 2, signDate: '2016-05-12', paidSum: 0 }, '2026-11-22')).toEqual({
      cancellable: false,
    });
  });
});

describe('contract cancellation from the first-payment flag (the server lists it this way)', () => {
  it('§9: pillar II within 30 days, whatever was paid in', () => {
    expect(
      contractCancellation({ pillar: 2, signDate: '2025-06-01', today: '2025-06-15', hasFirstPayment: true }),
    ).toEqual({ cancellable: true, until: '2025-07-01' });
    expect(contractCancellation({ pillar: 2, signDate: '2025-06-01', today: '2025-07-02' })).toEqual({
      cancellable: false,
    });
  });
  it('§9: pillar III within 6 months only without a first payment; end of month is clamped', () => {
    expect(contractCancellation({ pillar: 3, signDate: '2025-08-31', today: '2025-12-01' })).toEqual({
      cancellable: true,
      until: '2026-02-28',
    });
    expect(
      contractCancellation({ pillar: 3, signDate: '2025-08-31', today: '2025-09-01', hasFirstPayment: true }),
    ).toEqual({ cancellable: false });
  });
  it('not before the contract is signed', () => {
    expect(contractCancellation({ pillar: 2, signDate: '2025-06-01', today: '2025-05-31' })).toEqual({
      cancellable: false,
    });
  });
});

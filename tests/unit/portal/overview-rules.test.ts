import { describe, expect, it } from 'vitest';
import { ContractStatus, ApplicationActionType, AccountType } from '../../../src/api/contract/common';
import { isValidIBAN } from 'ibantools';
import { cancellationOf } from '../../../src/views/portal/overview/contract-cancellation';
import {
  ACCOUNT_TYPE_LABELS,
  ACTION_TYPE_LABELS,
  CONTRACT_STATUS_LABELS,
  actionLabel,
  actionLink,
} from '../../../src/views/portal/overview/labels';
import {
  dashboardOfferings,
  dashboardPrompts,
  isUsaLockedOut,
  type OfferingFlags,
} from '../../../src/views/portal/overview/offerings';
import { PAYEE, groupIban, paymentDetails } from '../../../src/views/portal/overview/payment-details';
import { activePromotions, DEPOSIT_OFFER, PROMOTIONS } from '../../../src/views/portal/overview/promotions';
import { taxRelief, taxReliefDeadline, TAX_RELIEF_RATE } from '../../../src/views/portal/overview/tax-relief';

describe('promotional banners', () => {
  const deposit = PROMOTIONS.find((promotion) => promotion.id === 'deposit-offer');
  it('the deposit offer is 4 % for 6 months on 100-25 000 EUR', () => {
    expect(DEPOSIT_OFFER).toEqual({ ratePercent: 4, months: 6, minEur: 100, maxEur: 25000 });
  });
  it('shows a banner from its first instant up to (not including) its end', () => {
    expect(deposit).toBeDefined();
    if (!deposit) return;
    const ids = (now: Date) => activePromotions(now).map((promotion) => promotion.id);
    expect(ids(new Date(deposit.from.getTime() - 1))).not.toContain('deposit-offer');
    expect(ids(deposit.from)).toContain('deposit-offer');
    expect(ids(new Date(deposit.to.getTime() - 1))).toContain('deposit-offer');
    expect(ids(deposit.to)).not.toContain('deposit-offer');
  });
  it('reads only the given table and keeps its order', () => {
    const table = [
      {
        id: 'tax-relief-reminder' as const,
        from: new Date('2030-01-01T00:00:00Z'),
        to: new Date('2030-02-01T00:00:00Z'),
      },
      {
        id: 'deposit-offer' as const,
        from: new Date('2030-01-15T00:00:00Z'),
        to: new Date('2030-03-01T00:00:00Z'),
      },
    ];
    expect(activePromotions(new Date('2030-01-20T00:00:00Z'), table).map((p) => p.id)).toEqual([
      'tax-relief-reminder',
      'deposit-offer',
    ]);
    expect(activePromotions(new Date('2030-02-10T00:00:00Z'), table).map((p) => p.id)).toEqual([
      'deposit-offer',
    ]);
    expect(activePromotions(new Date('2029-12-31T23:59:59Z'), table)).toEqual([]);
  });
  it('every configured window is a real, non-empty interval', () => {
    for (const promotion of PROMOTIONS) {
      expect(Number.isNaN(promotion.from.getTime())).toBe(false);
      expect(promotion.to.getTime()).toBeGreaterThan(promotion.from.getTime());
    }
  });
});

const base: OfferingFlags = {
  isAdult: true,
  isUsaCitizen: false,
  phoneRequired: false,
  amlStatus: 'Valid',
  secondPillarActive: true,
  thirdPillarActive: true,
  hasInvestmentFundContracts: true,
};

describe('dashboard offerings (§6)', () => {
  it('both pillars active: fund changes and the holdings', () => {
    expect(dashboardOfferings(base)).toEqual([
      { id: 'second-pillar-change-fund', status: 'available' },
      { id: 'third-pillar-change-fund', status: 'available' },
      { id: 'investment-funds-holdings', status: 'available' },
    ]);
  });
  it('pillar II only: joining pillar III and the investment-fund offer', () => {
    const offerings = dashboardOfferings({
      ...base,
      thirdPillarActive: false,
      hasInvestmentFundContracts: false,
    });
    expect(offerings.map((o) => [o.id, o.status])).toEqual([
      ['second-pillar-change-fund', 'available'],
      ['third-pillar-join', 'available'],
      ['investment-funds-offer', 'available'],
    ]);
  });
  it('a minor cannot join (customer centre)', () => {
    const offerings = dashboardOfferings({
      ...base,
      isAdult: false,
      secondPillarActive: false,
      thirdPillarActive: false,
    });
    expect(
      offerings.filter((o) => o.status === 'locked').map((o) => ('reason' in o ? o.reason : null)),
    ).toEqual(['minor', 'minor']);
  });
  it('a missing phone locks joining but not fund change', () => {
    const offerings = dashboardOfferings({ ...base, phoneRequired: true, secondPillarActive: false });
    expect(offerings[0]).toEqual({ id: 'second-pillar-join', status: 'locked', reason: 'phone-required' });
    expect(offerings[1]).toEqual({ id: 'third-pillar-change-fund', status: 'available' });
  });
  it('a USA citizen is locked out until the questionnaire is valid', () => {
    const usa = {
      ...base,
      isUsaCitizen: true,
      amlStatus: 'Pending' as const,
      secondPillarActive: false,
      hasInvestmentFundContracts: false,
    };
    expect(isUsaLockedOut(usa)).toBe(true);
    expect(dashboardOfferings(usa).map((o) => (o.status === 'locked' ? o.reason : o.status))).toEqual([
      'usa-questionnaire',
      'usa-questionnaire',
      'usa-questionnaire',
    ]);
    expect(isUsaLockedOut({ ...usa, amlStatus: 'Valid' })).toBe(false);
    expect(dashboardOfferings({ ...usa, amlStatus: 'Valid' }).every((o) => o.status === 'available')).toBe(
      true,
    );
  });
  it('prompts: profile, AML, USA lockout kind, phone, minor', () => {
    expect(dashboardPrompts({ ...base, profileUpdateRequired: false })).toEqual({
      profileUpdate: false,
      amlQuestionnaire: false,
      usaLockout: null,
      phoneRequired: false,
      minor: false,
    });
    const ona = dashboardPrompts({ ...base, amlStatus: 'Invalid', profileUpdateRequired: true });
    expect(ona.profileUpdate).toBe(true);
    expect(ona.amlQuestionnaire).toBe(true);
    const tomas = dashboardPrompts({
      ...base,
      isUsaCitizen: true,
      amlStatus: 'Pending',
      profileUpdateRequired: false,
    });
    expect(tomas.usaLockout).toBe('pending');
    expect(tomas.amlQuestionnaire).toBe(false);
    expect(
      dashboardPrompts({ ...base, isUsaCitizen: true, amlStatus: 'Invalid', profileUpdateRequired: false })
        .usaLockout,
    ).toBe('to-fill');
    expect(
      dashboardPrompts({ ...base, amlStatus: null, profileUpdateRequired: false }).amlQuestionnaire,
    ).toBe(true);
    expect(
      dashboardPrompts({ ...base, isAdult: false, amlStatus: null, profileUpdateRequired: false }),
    ).toMatchObject({
      minor: true,
      amlQuestionnaire: false,
    });
  });
});

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

describe('income-tax relief', () => {
  it('is 20 % of contributions, up to 300 EUR on 1500 EUR', () => {
    expect(TAX_RELIEF_RATE).toBeCloseTo(0.2);
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

describe('payment details', () => {
  it('pillar III: payee, a valid IBAN, the purpose with the contract number and the payer code', () => {
    const details = paymentDetails({ pillar: 3, contractNumber: '3P-2008813', payerCode: '9020088130' });
    expect(details).toMatchObject({ payee: PAYEE.name, iban: PAYEE.iban, payerCode: '9020088130' });
    expect(details?.purpose).toContain('3P-2008813');
    expect(isValidIBAN(PAYEE.iban)).toBe(true);
    expect(groupIban(PAYEE.iban)).toBe('LT59 7044 0000 0030 1000');
  });
  it('pillar II is paid by Sodra: nothing to transfer', () => {
    expect(paymentDetails({ pillar: 2, contractNumber: '2P-1', payerCode: null })).toBeNull();
    expect(paymentDetails({ pillar: 3, contractNumber: '3P-1', payerCode: null })).toBeNull();
  });
});

describe('labels', () => {
  it('every one of the 17 contract statuses has its own Lithuanian label', () => {
    expect(ContractStatus.options).toHaveLength(17);
    expect(Object.keys(CONTRACT_STATUS_LABELS).sort()).toEqual([...ContractStatus.options].sort());
    const texts = Object.values(CONTRACT_STATUS_LABELS).map((label) => label.message ?? label.id);
    expect(new Set(texts).size).toBe(17);
  });
  it('every action type and account type is labelled', () => {
    expect(Object.keys(ACTION_TYPE_LABELS).sort()).toEqual([...ApplicationActionType.options].sort());
    expect(Object.keys(ACCOUNT_TYPE_LABELS).sort()).toEqual([...AccountType.options].sort());
  });
  it('actions open their applications screen', () => {
    expect(actionLink({ actionType: 'SodraVacation', kind: 'HolidaysSuspensionContributions' }, 2)).toBe(
      '/portal/applications/vacation',
    );
    expect(actionLink({ actionType: 'EndContract', kind: 'EndContract' }, 3)).toBe(
      '/portal/applications/termination',
    );
    expect(actionLink({ actionType: 'ChangeTarif', kind: 'AccumulateMaximum' }, 2)).toBe(
      '/portal/applications/max-accumulations',
    );
    expect(actionLink({ actionType: 'StopAccumulations', kind: 'StopAccumulation' }, 3)).toBe(
      '/portal/applications/third-pillar',
    );
    expect(actionLink({ actionType: 'NoAction', kind: null }, 2)).toBeNull();
    expect(actionLabel({ actionType: 'ChangeTarif', kind: 'AccumulateMaximum' })).not.toBe(
      ACTION_TYPE_LABELS.ChangeTarif,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ContractStatus, ApplicationActionType, AccountType } from '../../../src/api/contract/common';
import { isValidIBAN } from 'ibantools';
import {
  ACCOUNT_TYPE_LABELS,
  ACTION_TYPE_LABELS,
  CONTRACT_STATUS_LABELS,
  actionLabel,
  actionLink,
} from '../../../src/kits/labels/contract-labels';
import { PAYEE, groupIban, paymentDetails } from '../../../src/flows/overview/payment-details';
import { activePromotions, DEPOSIT_OFFER, PROMOTIONS } from '../../../src/flows/overview/promotions';

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

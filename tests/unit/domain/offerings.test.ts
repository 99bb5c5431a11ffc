import { describe, expect, it } from 'vitest';
import { AmlValidityStatus } from '../../../src/api/contract/common';
import {
  AML_VALIDITY_STATUSES,
  dashboardOfferings,
  dashboardPrompts,
  isUsaLockedOut,
  type OfferingFlags,
} from '../../../src/domain/offerings';

describe('AML validity statuses (§3)', () => {
  it('are Valid, Invalid and Pending, and the API contract accepts exactly these', () => {
    expect([...AML_VALIDITY_STATUSES]).toEqual(['Valid', 'Invalid', 'Pending']);
    expect(AmlValidityStatus.options).toEqual(['Valid', 'Invalid', 'Pending']);
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
  it('a contract signed and not yet in force (pillar II waiting for Sodra): that pillar is not offered to join again', () => {
    const ids = dashboardOfferings({
      ...base,
      secondPillarActive: false,
      thirdPillarActive: false,
      secondPillarAwaiting: true,
    }).map((offering) => offering.id);
    expect(ids).not.toContain('second-pillar-join');
    expect(ids).not.toContain('second-pillar-change-fund');
    expect(ids).toContain('third-pillar-join');
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
      amlQuestionnaire: null,
      usaLockout: null,
      phoneRequired: false,
      minor: false,
    });
    const ona = dashboardPrompts({ ...base, amlStatus: 'Invalid', profileUpdateRequired: true });
    expect(ona.profileUpdate).toBe(true);
    expect(ona.amlQuestionnaire).toBe('expired');
    const tomas = dashboardPrompts({
      ...base,
      isUsaCitizen: true,
      amlStatus: 'Pending',
      profileUpdateRequired: false,
    });
    expect(tomas.usaLockout).toBe('pending');
    expect(tomas.amlQuestionnaire).toBe(null);
    expect(
      dashboardPrompts({ ...base, isUsaCitizen: true, amlStatus: 'Invalid', profileUpdateRequired: false })
        .usaLockout,
    ).toBe('to-fill');
    expect(
      dashboardPrompts({ ...base, amlStatus: null, profileUpdateRequired: false }).amlQuestionnaire,
    ).toBe('missing');
    expect(
      dashboardPrompts({ ...base, isAdult: false, amlStatus: null, profileUpdateRequired: false }),
    ).toMatchObject({
      minor: true,
      amlQuestionnaire: null,
    });
  });
});

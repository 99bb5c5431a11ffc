/**
 * §6 "USA and foreign residents: locked out of some offerings until the questionnaire is filled". The
 * specification does not say who they are; the docs/decisions.md decides: a USA person (USA citizen, living in the
 * USA or tax resident there) or a foreign resident (living outside Lithuania or tax resident elsewhere).
 * Citizenship of another country alone does not count.
 */
import { describe, expect, it } from 'vitest';
import {
  isForeignResident,
  isUsaPerson,
  livesAbroad,
  type ResidenceFacts,
} from '../../../src/domain/foreign-resident';
import {
  dashboardOfferings,
  dashboardPrompts,
  isUsaLockedOut,
  type OfferingFlags,
} from '../../../src/domain/offerings';

const lithuanian: ResidenceFacts = { isUsaCitizen: false, citizenship: 'LT', residenceCountry: 'LT' };

describe('who is a USA or foreign resident', () => {
  it('a Lithuanian citizen living in Lithuania is not', () => {
    expect(isForeignResident(lithuanian)).toBe(false);
    expect(isForeignResident({ ...lithuanian, taxResidenceCountries: ['LT'], citizenships: ['LT'] })).toBe(
      false,
    );
  });

  it('a USA citizen is, wherever they live (the profile flag or the citizenship US)', () => {
    expect(isUsaPerson({ ...lithuanian, isUsaCitizen: true })).toBe(true);
    expect(isForeignResident({ ...lithuanian, isUsaCitizen: true })).toBe(true);
    expect(isForeignResident({ ...lithuanian, citizenship: 'US' })).toBe(true);
    expect(isForeignResident({ ...lithuanian, citizenships: ['LT', 'us'] })).toBe(true);
  });

  it('living in the USA or being tax resident there makes a USA person', () => {
    expect(isUsaPerson({ ...lithuanian, residenceCountry: 'US' })).toBe(true);
    expect(isUsaPerson({ ...lithuanian, taxResidenceCountries: ['LT', 'US'] })).toBe(true);
  });

  it('living outside Lithuania, or tax residence elsewhere, makes a foreign resident', () => {
    expect(livesAbroad({ ...lithuanian, residenceCountry: 'DE' })).toBe(true);
    expect(isForeignResident({ ...lithuanian, residenceCountry: 'no' })).toBe(true);
    expect(isForeignResident({ ...lithuanian, taxResidenceCountries: ['LT', 'GB'] })).toBe(true);
    expect(isUsaPerson({ ...lithuanian, residenceCountry: 'DE' })).toBe(false);
  });

  it('another citizenship alone does not, and unknown facts count as Lithuanian', () => {
    expect(isForeignResident({ ...lithuanian, citizenship: 'LV' })).toBe(false);
    expect(isForeignResident({ isUsaCitizen: false, citizenship: null, residenceCountry: null })).toBe(false);
    expect(isForeignResident({ ...lithuanian, residenceCountry: ' ' })).toBe(false);
  });
});

describe('the lockout of offerings (§6)', () => {
  const flags: OfferingFlags = {
    isAdult: true,
    isUsaCitizen: false,
    isForeignResident: true,
    phoneRequired: false,
    amlStatus: 'Pending',
    secondPillarActive: false,
    thirdPillarActive: true,
    hasInvestmentFundContracts: false,
  };

  it('locks a foreign resident out of new contracts and fund changes until the questionnaire is Valid', () => {
    expect(isUsaLockedOut(flags)).toBe(true);
    expect(dashboardOfferings(flags)).toEqual([
      { id: 'second-pillar-join', status: 'locked', reason: 'usa-questionnaire' },
      { id: 'third-pillar-change-fund', status: 'locked', reason: 'usa-questionnaire' },
      { id: 'investment-funds-offer', status: 'locked', reason: 'usa-questionnaire' },
    ]);
    expect(dashboardPrompts({ ...flags, profileUpdateRequired: false }).usaLockout).toBe('pending');
    expect(
      dashboardPrompts({ ...flags, amlStatus: 'Invalid', profileUpdateRequired: false }).usaLockout,
    ).toBe('to-fill');
  });

  it('gives the offerings back once the questionnaire is Valid', () => {
    const valid = { ...flags, amlStatus: 'Valid' as const };
    expect(isUsaLockedOut(valid)).toBe(false);
    expect(dashboardOfferings(valid).map((offering) => offering.status)).toEqual([
      'available',
      'available',
      'available',
    ]);
  });

  it('a Lithuanian resident is never locked out by it, whatever the AML status', () => {
    for (const amlStatus of ['Pending', 'Invalid', null] as const) {
      expect(isUsaLockedOut({ ...flags, isForeignResident: false, amlStatus })).toBe(false);
    }
  });
});

/** The states of a customer's AML questionnaire (§3); the API contract's enum is built from this list. */
export const AML_VALIDITY_STATUSES = ['Valid', 'Invalid', 'Pending'] as const;
export type AmlValidityStatus = (typeof AML_VALIDITY_STATUSES)[number];

/**
 * What the dashboard offers, from the customer's flags (§6 "Offerings changed by: adult status, a
 * phone-required flag, AML validity, second/third pillar active flags, and whether investment fund
 * contracts exist"; "USA and foreign residents: locked out of some offerings until the questionnaire is
 * filled").
 */
export interface OfferingFlags {
  isAdult: boolean;
  isUsaCitizen: boolean;
  /**
   * A USA or foreign resident (src/domain/foreign-resident.ts: `isForeignResident`, which includes the USA
   * citizens). Absent: only `isUsaCitizen` counts.
   */
  isForeignResident?: boolean;
  phoneRequired: boolean;
  amlStatus: AmlValidityStatus | null;
  secondPillarActive: boolean;
  thirdPillarActive: boolean;
  /** A contract of the pillar is signed and not yet in force (src/domain/contract-status.ts): nothing to join. */
  secondPillarAwaiting?: boolean;
  thirdPillarAwaiting?: boolean;
  hasInvestmentFundContracts: boolean;
}

export type OfferingId =
  | 'second-pillar-join'
  | 'second-pillar-change-fund'
  | 'third-pillar-join'
  | 'third-pillar-change-fund'
  | 'investment-funds-holdings'
  | 'investment-funds-offer';

/** Why an offering cannot be used now. */
export type LockReason = 'minor' | 'usa-questionnaire' | 'phone-required';

export type Offering =
  { id: OfferingId; status: 'available' } | { id: OfferingId; status: 'locked'; reason: LockReason };

/**
 * §6 "USA and foreign residents": a USA citizen or foreign resident whose questionnaire is not valid
 * (pending or invalid or missing) is locked out of new contracts, fund changes and investment-fund
 * offers until the questionnaire is approved.
 */
export function isUsaLockedOut(
  flags: Pick<OfferingFlags, 'isUsaCitizen' | 'isForeignResident' | 'amlStatus'>,
): boolean {
  return (flags.isUsaCitizen || flags.isForeignResident === true) && flags.amlStatus !== 'Valid';
}

function joining(flags: OfferingFlags, id: OfferingId): Offering {
  if (!flags.isAdult) return { id, status: 'locked', reason: 'minor' };
  if (isUsaLockedOut(flags)) return { id, status: 'locked', reason: 'usa-questionnaire' };
  if (flags.phoneRequired) return { id, status: 'locked', reason: 'phone-required' };
  return { id, status: 'available' };
}

function changing(flags: OfferingFlags, id: OfferingId): Offering {
  if (isUsaLockedOut(flags)) return { id, status: 'locked', reason: 'usa-questionnaire' };
  return { id, status: 'available' };
}

export function dashboardOfferings(flags: OfferingFlags): Offering[] {
  const offerings: Offering[] = [];
  if (flags.secondPillarActive) offerings.push(changing(flags, 'second-pillar-change-fund'));
  else if (!flags.secondPillarAwaiting) offerings.push(joining(flags, 'second-pillar-join'));
  if (flags.thirdPillarActive) offerings.push(changing(flags, 'third-pillar-change-fund'));
  else if (!flags.thirdPillarAwaiting) offerings.push(joining(flags, 'third-pillar-join'));
  if (flags.hasInvestmentFundContracts) {
    offerings.push({ id: 'investment-funds-holdings', status: 'available' });
  } else {
    offerings.push(joining(flags, 'investment-funds-offer'));
  }
  return offerings;
}

export interface DashboardPrompts {
  /** The contact details must be updated (profileUpdateRequired). */
  profileUpdate: boolean;
  /** The AML questionnaire must be filled in: again (no longer valid), or for the first time (never filled). */
  amlQuestionnaire: null | 'expired' | 'missing';
  /** The USA lockout message, and whether the questionnaire is being checked or still to be filled. */
  usaLockout: null | 'pending' | 'to-fill';
  /** A phone number is missing (needed to sign contracts). */
  phoneRequired: boolean;
  /** A minor: contracts only at a customer centre. */
  minor: boolean;
}

export function dashboardPrompts(
  flags: OfferingFlags & { profileUpdateRequired: boolean },
): DashboardPrompts {
  return {
    profileUpdate: flags.profileUpdateRequired,
    amlQuestionnaire:
      flags.amlStatus === 'Invalid'
        ? 'expired'
        : flags.amlStatus === null && flags.isAdult
          ? 'missing'
          : null,
    usaLockout: isUsaLockedOut(flags) ? (flags.amlStatus === 'Pending' ? 'pending' : 'to-fill') : null,
    phoneRequired: flags.phoneRequired,
    minor: !flags.isAdult,
  };
}

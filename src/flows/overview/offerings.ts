import type { OfferingId } from '../../domain/offerings';

/**
 * Where each offering leads when it is available, inside the portal. The investment-fund offer leads to
 * the banking group's investment funds (config.investmentFundsUrl), not to the portal's screen, whose
 * list is of pillar III pension funds.
 */
export const OFFERING_LINKS: Record<Exclude<OfferingId, 'investment-funds-offer'>, string> = {
  'second-pillar-join': '/portal/onboarding/choose-second-pillar-fund',
  'second-pillar-change-fund': '/portal/fund-change/start',
  'third-pillar-join': '/portal/onboarding/choose-third-pillar-fund',
  'third-pillar-change-fund': '/portal/fund-change/start',
  'investment-funds-holdings': '/portal/investment-funds',
};

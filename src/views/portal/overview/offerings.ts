import type { OfferingId } from '../../../domain/offerings';

/** Where each offering leads when it is available. */
export const OFFERING_LINKS: Record<OfferingId, string> = {
  'second-pillar-join': '/portal/onboarding/choose-second-pillar-fund',
  'second-pillar-change-fund': '/portal/fund-change/start',
  'third-pillar-join': '/portal/onboarding/choose-third-pillar-fund',
  'third-pillar-change-fund': '/portal/fund-change/start',
  'investment-funds-holdings': '/portal/investment-funds',
  'investment-funds-offer': '/portal/investment-funds',
};

import { DEPOSIT_PROMOTION } from '../../domain/constants';
import { isWithin } from '../../domain/time-window';

/**
 * Promotional banners of the dashboard (§2 "promotional banners with fixed dates and a deposit offer").
 * Each banner is shown only inside its configured window [from, to); the dates are configuration, not
 * logic, so a campaign is moved by editing this table.
 */
export type PromotionId = 'deposit-offer' | 'tax-relief-reminder';

export interface Promotion {
  id: PromotionId;
  /** First instant the banner is shown. */
  from: Date;
  /** First instant the banner is no longer shown. */
  to: Date;
}

export const PROMOTIONS: readonly Promotion[] = [
  {
    // The deposit offer: 4 % for 6 months on 100-25 000 EUR (§9 DEPOSIT_PROMOTION).
    id: 'deposit-offer',
    from: new Date('2026-09-01T00:00:00+03:00'),
    to: new Date('2027-03-01T00:00:00+02:00'),
  },
  {
    // Reminder to use the income-tax relief before the 28 December deadline.
    id: 'tax-relief-reminder',
    from: new Date('2026-11-01T00:00:00+02:00'),
    to: new Date('2026-12-29T00:00:00+02:00'),
  },
];

/** The banners to show at `now`, in table order. */
export function activePromotions(now: Date, promotions: readonly Promotion[] = PROMOTIONS): Promotion[] {
  return promotions.filter((promotion) => isWithin(now, promotion.from, promotion.to));
}

/** The deposit offer's terms as the banner prints them. */
export const DEPOSIT_OFFER = {
  ratePercent: DEPOSIT_PROMOTION.rate * 100,
  months: DEPOSIT_PROMOTION.months,
  minEur: DEPOSIT_PROMOTION.minEur,
  maxEur: DEPOSIT_PROMOTION.maxEur,
} as const;

/**
 * The AML questionnaire's rules (spec §2 "AML questionnaire", §5, §9), one home for the SPA's machine and
 * views and for the server: which questions apply, and how long an unfinished draft is kept.
 */
import { AML_DRAFT_KEPT_DAYS } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The country whose residents and citizens are not asked about their relation with it. */
export const AML_HOME_COUNTRY = 'LT';

/**
 * Countries offered in the questionnaire's country fields (ISO 3166-1 alpha-2). The names come from the
 * browser (Intl.DisplayNames) in the page's language.
 */
export const AML_COUNTRIES = [
  'LT',
  'LV',
  'EE',
  'PL',
  'DE',
  'FI',
  'SE',
  'NO',
  'DK',
  'GB',
  'IE',
  'NL',
  'BE',
  'FR',
  'ES',
  'IT',
  'UA',
  'US',
  'CA',
] as const;

export function isAmlCountry(value: string): boolean {
  return (AML_COUNTRIES as readonly string[]).includes(value);
}

/**
 * Relation with Lithuania: a customer who lives abroad or is not a Lithuanian citizen says why they
 * have a relation with Lithuania (the reason and its details); residents who are citizens are not asked.
 */
export function needsRelationReason(countryOfResidence: string, citizenships: readonly string[]): boolean {
  return countryOfResidence !== AML_HOME_COUNTRY || !citizenships.includes(AML_HOME_COUNTRY);
}

/** PEP: the details (position, institution, country) are asked only of a PEP or someone related to one. */
export function needsPepDetails(answer: { isPep: boolean; isRelatedToPep: boolean }): boolean {
  return answer.isPep || answer.isRelatedToPep;
}

/** The activity's field (line of work, business) is asked of the employed, self-employed and business owners. */
export function needsActivityField(activity: string): boolean {
  return activity === 'employed' || activity === 'selfEmployed' || activity === 'business';
}

/**
 * §9: an incomplete draft is kept 15 days from its last save (the server's rule too, which drops expired
 * drafts). A draft last saved at `savedAt` (ISO date-time) is continued at `now` while less than 15 days
 * have passed; after that the customer starts fresh.
 */
export function draftIsKept(savedAt: string, now: string): boolean {
  const created = Date.parse(savedAt);
  const at = Date.parse(now);
  if (Number.isNaN(created) || Number.isNaN(at)) return false;
  return at - created < AML_DRAFT_KEPT_DAYS * DAY_MS;
}

/** The last moment a draft last saved at `savedAt` is kept (§9), as an ISO date-time. */
export function draftKeptUntil(savedAt: string): string {
  return new Date(Date.parse(savedAt) + AML_DRAFT_KEPT_DAYS * DAY_MS).toISOString();
}

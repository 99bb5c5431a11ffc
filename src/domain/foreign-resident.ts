/**
 * Who counts as a "USA or foreign resident" (§6: "locked out of some offerings until the questionnaire is
 * filled"). The specification does not say, so the rule is decided here, once, for the server (dashboard
 * flags, the AML publish decision) and the SPA (offerings) alike:
 *
 * - a **USA person**: a USA citizen (the profile's `isUsaCitizen` or citizenship US), or living in the USA,
 *   or a tax resident of the USA (FATCA indicia);
 * - a **foreign resident**: living outside Lithuania (the residence address's country), or a tax resident
 *   of another country (when the AML answers say so).
 *
 * Citizenship of another country alone does not make a Lithuanian resident a foreign resident (the
 * questionnaire's relation-with-Lithuania step covers that). Unknown facts (no residence address) count
 * as Lithuanian.
 */

/** ISO 3166-1 alpha-2 of Lithuania. */
export const HOME_COUNTRY = 'LT';
/** ISO 3166-1 alpha-2 of the United States. */
export const USA_COUNTRY = 'US';

export interface ResidenceFacts {
  /** The profile's USA-citizen flag. */
  isUsaCitizen: boolean;
  /** Citizenship (alpha-2) from the profile, or null when unknown. */
  citizenship: string | null;
  /** The residence address's country (alpha-2), or null when unknown. */
  residenceCountry: string | null;
  /** Further citizenships, from the AML answers (relation with Lithuania). */
  citizenships?: readonly string[];
  /** Tax residence countries, from the AML answers (relation with Lithuania). */
  taxResidenceCountries?: readonly string[];
}

const upper = (code: string | null | undefined): string | null =>
  code === null || code === undefined || code.trim() === '' ? null : code.trim().toUpperCase();

/** USA citizen, living in the USA or tax resident there. */
export function isUsaPerson(facts: ResidenceFacts): boolean {
  if (facts.isUsaCitizen) return true;
  const countries = [
    upper(facts.citizenship),
    upper(facts.residenceCountry),
    ...(facts.citizenships ?? []).map(upper),
    ...(facts.taxResidenceCountries ?? []).map(upper),
  ];
  return countries.includes(USA_COUNTRY);
}

/** Living outside Lithuania or tax resident elsewhere. */
export function livesAbroad(facts: ResidenceFacts): boolean {
  const residence = upper(facts.residenceCountry);
  if (residence !== null && residence !== HOME_COUNTRY) return true;
  return (facts.taxResidenceCountries ?? []).some((country) => {
    const code = upper(country);
    return code !== null && code !== HOME_COUNTRY;
  });
}

/** §6 "USA and foreign residents": a USA person or a foreign resident. */
export function isForeignResident(facts: ResidenceFacts): boolean {
  return isUsaPerson(facts) || livesAbroad(facts);
}

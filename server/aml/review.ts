/**
 * What the server decides at PublishUserAmlDeclarationDraft: a complete declaration is Valid at
 * once unless an answer calls for a person to look at it; then it is Pending for a manual review. The
 * reasons (docs/decisions.md):
 *
 * - the customer is a PEP, or a family member or close associate of one;
 * - someone else is the final beneficiary, or the customer does not act on their own behalf;
 * - the top §5 income range (over 300 000 EUR a year);
 * - a USA person or a foreign resident (src/domain/foreign-resident.ts), from the profile or the answers.
 *
 * Validity: 3 years when approved at once, 1 year when approved after a review (the higher-risk answers).
 */
import type { AmlDeclaration } from '../../src/api/contract/aml-declaration';
import { addMonths, type IsoDate } from '../../src/domain/calendar-date';
import { AML_VALID_YEARS, AML_VALID_YEARS_AFTER_REVIEW } from '../../src/domain/aml-rules';
import { isUsaPerson, livesAbroad, type ResidenceFacts } from '../../src/domain/foreign-resident';

export type AmlReviewReason =
  | 'pep'
  | 'related-to-pep'
  | 'final-beneficiary-other'
  | 'acts-for-another'
  | 'top-income'
  | 'usa-person'
  | 'foreign-resident';

/** The customer's facts as the answers give them (the residence country of the contacts step). */
function declaredFacts(declaration: AmlDeclaration, profile: ResidenceFacts): ResidenceFacts {
  return {
    isUsaCitizen: profile.isUsaCitizen,
    citizenship: profile.citizenship,
    residenceCountry: declaration.contacts.countryOfResidence,
    citizenships: declaration.relationWithLithuania.citizenships,
    taxResidenceCountries: declaration.relationWithLithuania.taxResidenceCountries,
  };
}

/** Why the declaration needs a manual review; empty when the server can approve it at once. */
export function reviewReasons(declaration: AmlDeclaration, profile: ResidenceFacts): AmlReviewReason[] {
  const reasons: AmlReviewReason[] = [];
  if (declaration.pep.isPep) reasons.push('pep');
  if (declaration.pep.isRelatedToPep) reasons.push('related-to-pep');
  if (!declaration.finalBeneficiary.customerIsBeneficiary) reasons.push('final-beneficiary-other');
  if (!declaration.otherQuestions.actsOnOwnBehalf) reasons.push('acts-for-another');
  if (declaration.sourcesOfIncome.incomeRange === 'over300000') reasons.push('top-income');
  const declared = declaredFacts(declaration, profile);
  if (isUsaPerson(profile) || isUsaPerson(declared)) reasons.push('usa-person');
  else if (livesAbroad(profile) || livesAbroad(declared)) reasons.push('foreign-resident');
  return reasons;
}

/** The last day a declaration approved on `approvedOn` is valid. */
export function validUntil(approvedOn: IsoDate, afterReview: boolean): IsoDate {
  const years = afterReview ? AML_VALID_YEARS_AFTER_REVIEW : AML_VALID_YEARS;
  return addMonths(approvedOn, years * 12);
}

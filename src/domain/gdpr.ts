/** §3 GDPR agreement types: Marketing=1, SbMarketing=4, SbProfiling=5, SbPartners=6. */
export const GDPR_AGREEMENT_TYPE_NUMBERS = [1, 4, 5, 6] as const;
export type GdprAgreementTypeNumber = (typeof GDPR_AGREEMENT_TYPE_NUMBERS)[number];

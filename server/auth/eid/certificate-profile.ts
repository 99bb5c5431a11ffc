/**
 * What SK's Smart-ID and Mobile-ID certificates carry (SK's certificate profiles and the rp-api "Response
 * verification" page), named once for the checks (./certificate-checks.ts) and the fake that issues
 * look-alikes (server/fakes/sk/test-pki.ts).
 */

/** Smart-ID certificate policies, by purpose and level: all of a set must be present. */
export const SMART_ID_POLICIES = {
  authentication: {
    QUALIFIED: ['1.3.6.1.4.1.10015.17.2', '0.4.0.2042.1.2'],
    ADVANCED: ['1.3.6.1.4.1.10015.17.1', '0.4.0.2042.1.1'],
  },
  signing: {
    QUALIFIED: ['1.3.6.1.4.1.10015.17.2', '0.4.0.194112.1.2'],
    ADVANCED: ['1.3.6.1.4.1.10015.17.1', '0.4.0.2042.1.1'],
  },
} as const;

/** SK's policy of Mobile-ID certificates. */
export const MOBILE_ID_POLICIES = ['1.3.6.1.4.1.10015.1.3'];

/** Smart-ID authentication extended key usage (certificates from April 2025). */
export const SMART_ID_AUTH_EKU = '1.3.6.1.4.1.62306.5.7.0';
/** id-kp-clientAuth: the authentication key usage of older Smart-ID and of Mobile-ID certificates. */
export const CLIENT_AUTH_EKU = '1.3.6.1.5.5.7.3.2';
/** id-pkix-ocsp-nonce (RFC 8954). */
export const OCSP_NONCE = '1.3.6.1.5.5.7.48.1.2';
/** id-ad-ocsp: the OCSP access method of the Authority Information Access extension. */
export const AIA_OCSP = '1.3.6.1.5.5.7.48.1';

export type CertificateLevel = 'ADVANCED' | 'QUALIFIED';
export const LEVEL_RANK: Readonly<Record<CertificateLevel, number>> = { ADVANCED: 1, QUALIFIED: 2 };

/**
 * The eID services the auth server and signing depend on, as small interfaces: Smart-ID (SK's RP API v3,
 * ./smart-id-client.ts) and Mobile-ID (SK's MID REST API, ./mobile-id-client.ts), or, when neither is
 * configured, ./not-configured.ts. Demo, tests and production run the same clients; the demo and the
 * tests point them at the protocol-faithful fake (server/fakes/sk/).
 *
 * A session's state (ids, challenges, the session secret) is returned to the caller, which keeps it in the
 * database, so that any server process can answer any poll; it never leaves the server.
 */

/** Smart-ID `result.endResult` values other than OK (RP API v3). */
export const SMART_ID_END_RESULTS = [
  'USER_REFUSED',
  'TIMEOUT',
  'DOCUMENT_UNUSABLE',
  'WRONG_VC',
  'REQUIRED_INTERACTION_NOT_SUPPORTED_BY_APP',
  'USER_REFUSED_CERT_CHOICE',
  'USER_REFUSED_INTERACTION',
  'PROTOCOL_FAILURE',
  'EXPECTED_LINKED_SESSION',
  'SERVER_ERROR',
  'ACCOUNT_UNUSABLE',
] as const;
export type SmartIdEndResult = (typeof SMART_ID_END_RESULTS)[number];

/** Mobile-ID `result` values other than OK (MID REST §3.3.8). */
export const MOBILE_ID_END_RESULTS = [
  'TIMEOUT',
  'NOT_MID_CLIENT',
  'USER_CANCELLED',
  'SIGNATURE_HASH_MISMATCH',
  'PHONE_ABSENT',
  'DELIVERY_ERROR',
  'SIM_ERROR',
] as const;
export type MobileIdEndResult = (typeof MOBILE_ID_END_RESULTS)[number];

export type EidEndResult = SmartIdEndResult | MobileIdEndResult;

/** Who a checked certificate names. */
export interface EidPerson {
  personalCode: string;
  givenName: string;
  surname: string;
}

export type EidAuthStatus =
  | { state: 'RUNNING' }
  /** Web2App: the app has answered, but the browser has not come back through the callback yet. */
  | { state: 'AWAITING_CALLBACK' }
  | { state: 'FAILED'; endResult: EidEndResult }
  | { state: 'OK'; person: EidPerson; certificate: Buffer; flowType: string };

export type EidSignStatus =
  | { state: 'RUNNING' }
  | { state: 'FAILED'; endResult: EidEndResult }
  | { state: 'OK'; person: EidPerson; certificate: Buffer; signature: Buffer; signatureAlgorithm: string };

/** Errors a service answers when a session cannot even start. */
export type EidStartErrorCode =
  | 'smart_id_does_not_exist'
  | 'smart_id_basic'
  | 'mobile_id_does_not_exist'
  /** No eID service is configured: see ./not-configured.ts. */
  | 'eid_not_configured';

export class EidStartError extends Error {
  readonly code: EidStartErrorCode;

  constructor(code: EidStartErrorCode) {
    super(code);
    this.name = 'EidStartError';
    this.code = code;
  }
}

/**
 * The service did not answer usefully: unreachable, 5xx, 580 (maintenance), 480 (our client is too old),
 * 401/403 (our relying-party settings). Never the person's doing; the session stays as it was.
 */
export class EidServiceError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'EidServiceError';
    this.status = status;
  }
}

/** Which check an answer failed (docs/eid.md, docs/eid.md). */
export type EidCheck =
  | 'response'
  | 'certificate'
  | 'chain'
  | 'expired'
  | 'ocsp'
  | 'revoked'
  | 'policy'
  | 'key_usage'
  | 'level'
  | 'person'
  | 'signature'
  | 'callback';

/** An answer that failed one of SK's verification steps: refused, logged, never trusted. */
export class EidAnswerRejected extends Error {
  readonly check: EidCheck;

  constructor(check: EidCheck, message: string) {
    super(message);
    this.name = 'EidAnswerRejected';
    this.check = check;
  }
}

/** A Smart-ID authentication in progress (kept by the caller, e.g. as JSON in the database). */
export interface SmartIdAuthSession {
  service: 'smart-id';
  kind: 'authentication';
  flow: 'notification' | 'device-link';
  sessionId: string;
  rpChallenge: string;
  interactions: string;
  /** Device link only. */
  sessionToken?: string;
  sessionSecret?: string;
  deviceLinkBase?: string;
  /** When the session-creation answer arrived (ms): elapsedSeconds counts from here. */
  receivedAt?: number;
  initialCallbackUrl?: string;
}

export interface SmartIdSignSession {
  service: 'smart-id';
  kind: 'signature';
  sessionId: string;
  /** Base64 SHA-512 digest of the data to be signed, as sent. */
  digest: string;
  interactions: string;
}

export interface MobileIdAuthSession {
  service: 'mobile-id';
  kind: 'authentication';
  sessionId: string;
  /** Base64 of the random bytes whose SHA-256 the phone signed. */
  challenge: string;
}

export interface MobileIdSignSession {
  service: 'mobile-id';
  kind: 'signature';
  sessionId: string;
  /** The signing certificate fetched before the signature was asked for (DER, Base64). */
  certificate: string;
}

export interface DeviceLinkCallback {
  sessionSecretDigest: string;
  userChallengeVerifier: string;
}

export interface SmartIdClient {
  /** Notification login by personal code (etsi/PNOLT-…, vcType numeric4). */
  startNotificationAuthentication(request: {
    personalCode: string;
    displayText: string;
  }): Promise<{ session: SmartIdAuthSession; verificationCode: string }>;
  /** Anonymous device-link login (QR and Web2App). */
  startDeviceLinkAuthentication(request: {
    initialCallbackUrl: string;
    displayText: string;
  }): Promise<{ session: SmartIdAuthSession }>;
  /** The link to show now: a QR link (elapsedSeconds from `now`) or the Web2App link. */
  deviceLink(
    session: SmartIdAuthSession,
    link: { type: 'QR' | 'Web2App'; lang: string; now: number },
  ): string;
  /** One long poll; an OK answer has passed every check, else it throws `EidAnswerRejected`. */
  authenticationStatus(
    session: SmartIdAuthSession,
    check: { expectedPersonalCode?: string; callback?: DeviceLinkCallback },
  ): Promise<EidAuthStatus>;
  startNotificationSignature(request: {
    personalCode: string;
    data: Buffer;
    displayText: string;
  }): Promise<{ session: SmartIdSignSession; verificationCode: string }>;
  signatureStatus(
    session: SmartIdSignSession,
    check: { expectedPersonalCode: string; data: Buffer },
  ): Promise<EidSignStatus>;
}

export interface MobileIdClient {
  startAuthentication(request: {
    personalCode: string;
    /** '370…' (no plus). */
    phoneNumber: string;
    displayText: string;
  }): Promise<{ session: MobileIdAuthSession; verificationCode: string }>;
  authenticationStatus(
    session: MobileIdAuthSession,
    check: { expectedPersonalCode: string },
  ): Promise<EidAuthStatus>;
  startSignature(request: {
    personalCode: string;
    phoneNumber: string;
    data: Buffer;
    displayText: string;
  }): Promise<{ session: MobileIdSignSession; verificationCode: string }>;
  signatureStatus(
    session: MobileIdSignSession,
    check: { expectedPersonalCode: string; data: Buffer },
  ): Promise<EidSignStatus>;
}

export interface EidClients {
  smartId: SmartIdClient;
  mobileId: MobileIdClient;
}

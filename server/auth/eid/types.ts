/**
 * The eID services the auth server depends on, as small interfaces: Smart-ID and Mobile-ID (SK ID
 * Solutions). The simulator (./simulator.ts) is the default implementation; a real client implements the
 * same interfaces over the services' REST APIs (RP API v2 / MID REST API) later.
 *
 * The auth server (relying party) creates the hash to be signed and computes the control code itself
 * (./control-code.ts); the service returns a session id and, when polled, the session's state.
 */

/** Result codes as the real services name them (Smart-ID `result.endResult`, Mobile-ID `result`). */
export type EidEndResult =
  | 'OK'
  /** Smart-ID USER_REFUSED / Mobile-ID USER_CANCELLED. */
  | 'USER_REFUSED'
  | 'TIMEOUT'
  /** Smart-ID: the person chose a wrong verification code in the app. */
  | 'WRONG_VC'
  /** Mobile-ID: the personal code and phone number are not a Mobile-ID pair. */
  | 'NOT_MID_CLIENT'
  /** Mobile-ID: the phone is off or out of reach. */
  | 'PHONE_ABSENT'
  | 'DELIVERY_ERROR'
  | 'SIM_ERROR';

export type EidSessionStatus =
  | { state: 'RUNNING' }
  | { state: 'COMPLETE'; endResult: 'OK'; personalCode: string }
  | { state: 'COMPLETE'; endResult: Exclude<EidEndResult, 'OK'> };

/** Errors a service answers when a session cannot even start. */
export type EidStartErrorCode =
  | 'smart_id_does_not_exist'
  | 'smart_id_basic'
  | 'mobile_id_does_not_exist'
  /** No eID service is configured (simulator off, no real client): see ./not-configured.ts. */
  | 'eid_not_configured';

export class EidStartError extends Error {
  readonly code: EidStartErrorCode;

  constructor(code: EidStartErrorCode) {
    super(code);
    this.name = 'EidStartError';
    this.code = code;
  }
}

export interface SmartIdStartRequest {
  personalCode: string;
  /** The hash to sign (SHA-512 of random bytes), from which the control code was computed. */
  hash: Buffer;
}

export interface MobileIdStartRequest {
  personalCode: string;
  /** '370…' (no plus). */
  phoneNumber: string;
  /** The hash to sign (SHA-256 of random bytes). */
  hash: Buffer;
}

export interface SmartIdClient {
  /** Starts an authentication session; rejects with `EidStartError` when there is no usable account. */
  startAuthentication(request: SmartIdStartRequest): Promise<{ sessionId: string }>;
  getSessionStatus(sessionId: string): Promise<EidSessionStatus>;
}

export interface MobileIdClient {
  startAuthentication(request: MobileIdStartRequest): Promise<{ sessionId: string }>;
  getSessionStatus(sessionId: string): Promise<EidSessionStatus>;
}

export interface EidClients {
  smartId: SmartIdClient;
  mobileId: MobileIdClient;
}

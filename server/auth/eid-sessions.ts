/**
 * Smart-ID / Mobile-ID logins across requests. A session is started by the personal-code form
 * (/connect/eid/initiate: a notification to the person's phone with a 4-digit code), by a remembered
 * browser (the same, for the personal code it remembers), or anonymously by device link
 * (/connect/eid/device-link/*: a QR code the server rebuilds every second, or a Web2App link whose
 * callback comes back to the same browser). It is stored in the database with the eID client's state;
 * every poll (grant eid_token, registration and qualify completion) asks the eID service for the state
 * and either answers authorization_pending, a §8 error (kept, so later polls get the same answer), or
 * the person exactly once. Any server process on the database can answer any poll.
 *
 * Every answer passes the client's checks (server/auth/eid/certificate-checks.ts and the clients); one
 * that fails is refused (smart_id_basic for a lower certificate level, else server_error), logged as a
 * security event without the personal code, and never identifies anyone.
 *
 * Every session has a purpose: 'login', 'register' (server/auth/register-routes.ts) or 'qualify'
 * (server/step-up/qualify-routes.ts). A token is only accepted for its own purpose; for another purpose it
 * is as unknown as a made-up token.
 */
import type { FastifyBaseLogger } from 'fastify';
import { EID_LOGIN_WINDOW_MS } from '../../src/domain/constants';
import { normalizePhone } from '../../src/domain/phone';
import type { Db, Queryable } from '../db/db';
import type {
  EidInitiateRequest,
  EidInitiateResponse,
  AuthServerErrorCode,
} from '../../src/api/contract/auth';
import {
  EidAnswerRejected,
  EidServiceError,
  EidStartError,
  type DeviceLinkCallback,
  type EidAuthStatus,
  type EidClients,
  type EidEndResult,
  type MobileIdAuthSession,
  type SmartIdAuthSession,
} from './eid/types';
import { newOpaqueToken, tokenHash } from './crypto-tokens';
import { customerForLogin, type LoginCustomer } from './customers';
import { OAuthError } from './oauth-error';
import { reserveEidPush, type EidPushLimit, type PushSubject } from './eid-push-limit';

/** §8 login errors of the services' end results. */
export const END_RESULT_LOGIN_ERRORS: Readonly<Record<EidEndResult, AuthServerErrorCode>> = {
  USER_REFUSED: 'user_cancelled',
  USER_REFUSED_INTERACTION: 'user_cancelled',
  USER_REFUSED_CERT_CHOICE: 'user_cancelled',
  USER_CANCELLED: 'user_cancelled',
  TIMEOUT: 'session_expired',
  WRONG_VC: 'wrong_vc',
  NOT_MID_CLIENT: 'mobile_id_does_not_exist',
  PHONE_ABSENT: 'phone_absent',
  DOCUMENT_UNUSABLE: 'server_error',
  ACCOUNT_UNUSABLE: 'server_error',
  REQUIRED_INTERACTION_NOT_SUPPORTED_BY_APP: 'server_error',
  PROTOCOL_FAILURE: 'server_error',
  EXPECTED_LINKED_SESSION: 'server_error',
  SERVER_ERROR: 'server_error',
  SIGNATURE_HASH_MISMATCH: 'server_error',
  DELIVERY_ERROR: 'server_error',
  SIM_ERROR: 'server_error',
};

/** What the phone shows above the PIN prompt (Lithuanian, as the dialogue language). */
export const EID_DISPLAY_TEXT = {
  login: 'Prisijungimas prie pensijų savitarnos',
  register: 'Registracija pensijų savitarnoje',
  qualify: 'Pensijų savitarnos pakeitimo patvirtinimas',
} as const;

export type EidSessionPurpose = 'login' | 'register' | 'qualify';

/** A confirmed, still unclaimed session: who the eID service identified (after every check). */
export interface ConfirmedEidSession {
  /** Key of the session row; pass it to `claim` and `fail`. */
  hash: string;
  provider: SessionRow['provider'];
  personalCode: string;
  /** Mobile-ID: the number as sent ('370…'); null for Smart-ID. */
  phoneNumber: string | null;
  flow: 'notification' | 'device-link';
}

interface SessionRow {
  provider: 'pension_smart_id' | 'pension_mobile_id';
  personal_code: string | null;
  phone_number: string | null;
  purpose: EidSessionPurpose;
  flow: 'notification' | 'device-link';
  provider_state: SmartIdAuthSession | MobileIdAuthSession | null;
  callback: DeviceLinkCallback | null;
  status: 'pending' | 'completed' | 'failed';
  error_code: AuthServerErrorCode | null;
  expires_at: string | Date;
}

export interface EidSessionsOptions {
  db: Db;
  clients: EidClients;
  now: () => number;
  /** Where refused answers are logged (the security log). */
  log: FastifyBaseLogger;
  /** The per-person push limit (default EID_PUSH_LIMIT). */
  pushLimit?: EidPushLimit;
}

export interface DeviceLinkStart {
  token: string;
  /** The random value bound to the browser (cookie) and carried by the callback URL. */
  binding: string;
  expiresIn: number;
}

const SESSION_COLUMNS =
  'provider, personal_code, phone_number, purpose, flow, provider_state, callback, status, error_code, expires_at';

export function createEidSessions({ db, clients, now, log, pushLimit }: EidSessionsOptions) {
  /** A session start at the service, its refusals as OAuth errors (a service failure is logged). */
  async function startAtService<T>(start: () => Promise<T>): Promise<T> {
    try {
      return await start();
    } catch (error) {
      if (error instanceof EidStartError) throw new OAuthError(error.code);
      if (error instanceof EidServiceError) {
        log.error({ event: 'eid.service_unavailable', status: error.status }, error.message);
        throw new OAuthError('server_error', 'The eID service did not answer');
      }
      throw error;
    }
  }

  async function insert(
    token: string,
    fields: {
      provider: SessionRow['provider'];
      personalCode: string | null;
      phoneNumber: string | null;
      state: SmartIdAuthSession | MobileIdAuthSession;
      controlCode: string | null;
      purpose: EidSessionPurpose;
      flow: 'notification' | 'device-link';
      bindingHash?: string;
    },
  ): Promise<void> {
    await db.query(
      `INSERT INTO auth_eid_sessions
         (token_hash, provider, personal_code, phone_number, provider_session_id, provider_state, control_code,
          created_at, expires_at, purpose, flow, browser_binding_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        tokenHash(token),
        fields.provider,
        fields.personalCode,
        fields.phoneNumber,
        fields.state.sessionId,
        JSON.stringify(fields.state),
        fields.controlCode,
        new Date(now()).toISOString(),
        new Date(now() + EID_LOGIN_WINDOW_MS).toISOString(),
        fields.purpose,
        fields.flow,
        fields.bindingHash ?? null,
      ],
    );
  }

  /**
   * A notification to the person's phone (the personal-code form): counted against the per-person push
   * limit (`pushSubject`, default the personal code), then started at the service.
   */
  async function initiate(
    request: EidInitiateRequest,
    purpose: EidSessionPurpose = 'login',
    pushSubject: PushSubject = { personalCode: request.personal_code },
  ): Promise<EidInitiateResponse> {
    await reserveEidPush(db, pushSubject, now(), pushLimit);
    const started = await startAtService<{
      session: SmartIdAuthSession | MobileIdAuthSession;
      verificationCode: string;
    }>(() =>
      request.provider === 'pension_smart_id'
        ? clients.smartId.startNotificationAuthentication({
            personalCode: request.personal_code,
            displayText: EID_DISPLAY_TEXT[purpose],
          })
        : clients.mobileId.startAuthentication({
            personalCode: request.personal_code,
            phoneNumber: request.phone_number ?? '',
            displayText: EID_DISPLAY_TEXT[purpose],
          }),
    );
    const token = newOpaqueToken();
    await insert(token, {
      provider: request.provider,
      personalCode: request.personal_code,
      phoneNumber: request.phone_number ?? null,
      state: started.session,
      controlCode: started.verificationCode,
      purpose,
      flow: 'notification',
    });
    return { control_code: started.verificationCode, token, expires_in: EID_LOGIN_WINDOW_MS / 1000 };
  }

  /**
   * An anonymous Smart-ID device-link login: the person is known only once the app answers. The callback
   * URL carries a fresh random `value` that is also the browser's cookie (only its hash is stored).
   */
  async function initiateDeviceLink(callbackBase: string): Promise<DeviceLinkStart> {
    const binding = newOpaqueToken();
    const initialCallbackUrl = `${callbackBase}?value=${binding}`;
    const started = await startAtService(() =>
      clients.smartId.startDeviceLinkAuthentication({
        initialCallbackUrl,
        displayText: EID_DISPLAY_TEXT.login,
      }),
    );
    const token = newOpaqueToken();
    await insert(token, {
      provider: 'pension_smart_id',
      personalCode: null,
      phoneNumber: null,
      state: started.session,
      controlCode: null,
      purpose: 'login',
      flow: 'device-link',
      bindingHash: tokenHash(binding),
    });
    return { token, binding, expiresIn: EID_LOGIN_WINDOW_MS / 1000 };
  }

  async function row(hash: string): Promise<SessionRow | undefined> {
    const rows = await db.query<SessionRow>(
      `SELECT ${SESSION_COLUMNS} FROM auth_eid_sessions WHERE token_hash = $1`,
      [hash],
    );
    return rows[0];
  }

  /**
   * The device links to show now (QR: elapsedSeconds counted to this moment, so a link is never older
   * than the browser's last refresh; Web2App), while the session is pending.
   */
  async function deviceLinks(
    token: string,
    lang: string,
  ): Promise<{ qr: string; web2app: string; expiresIn: number }> {
    const found = await row(tokenHash(token));
    if (!found || found.flow !== 'device-link' || found.purpose !== 'login' || found.status === 'completed') {
      throw new OAuthError('invalid_grant', 'Unknown or used eID token');
    }
    if (found.status === 'failed') throw new OAuthError(found.error_code ?? 'server_error');
    const left = new Date(found.expires_at).getTime() - now();
    if (left <= 0) return fail(tokenHash(token), 'session_expired');
    const state = found.provider_state as SmartIdAuthSession;
    const at = now();
    return {
      qr: clients.smartId.deviceLink(state, { type: 'QR', lang, now: at }),
      web2app: clients.smartId.deviceLink(state, { type: 'Web2App', lang, now: at }),
      expiresIn: Math.ceil(left / 1000),
    };
  }

  async function fail(hash: string, code: AuthServerErrorCode): Promise<never> {
    await db.query(
      "UPDATE auth_eid_sessions SET status = 'failed', error_code = $2, completed_at = $3 WHERE token_hash = $1 AND status = 'pending'",
      [hash, code, new Date(now()).toISOString()],
    );
    throw new OAuthError(code);
  }

  /** An answer that failed a check: refused for good, logged (check and purpose, never the person). */
  async function refuse(hash: string, found: SessionRow, error: EidAnswerRejected): Promise<never> {
    log.warn(
      {
        event: 'eid.answer_rejected',
        check: error.check,
        provider: found.provider,
        purpose: found.purpose,
        flow: found.flow,
      },
      `eID answer refused: ${error.message}`,
    );
    return fail(hash, error.check === 'level' ? 'smart_id_basic' : 'server_error');
  }

  /** The state of a pending session at the service, with every check made on an OK answer. */
  async function status(hash: string, found: SessionRow): Promise<EidAuthStatus> {
    const state = found.provider_state;
    if (!state) throw new OAuthError('invalid_grant', 'Unknown or used eID token');
    try {
      if (state.service === 'smart-id') {
        return await clients.smartId.authenticationStatus(state, {
          ...(found.personal_code !== null ? { expectedPersonalCode: found.personal_code } : {}),
          ...(found.callback ? { callback: found.callback } : {}),
        });
      }
      return await clients.mobileId.authenticationStatus(state, {
        expectedPersonalCode: found.personal_code ?? '',
      });
    } catch (error) {
      if (error instanceof EidAnswerRejected) return refuse(hash, found, error);
      if (error instanceof EidServiceError) {
        log.error({ event: 'eid.service_unavailable', status: error.status }, error.message);
      }
      // Transient: the session stays pending and the SPA retries (up to 10 times).
      throw new OAuthError('server_error', 'The eID service did not answer');
    }
  }

  /**
   * One poll of a pending session of `purpose`: the identified person once the eID service confirmed and
   * every check passed, else throws the OAuth error to answer (authorization_pending while running; a
   * definitive error is kept on the row). The session stays pending until `claim`ed, so the caller can
   * still refuse the person.
   */
  async function confirm(token: string, purpose: EidSessionPurpose): Promise<ConfirmedEidSession> {
    return confirmRow(tokenHash(token), purpose);
  }

  async function confirmRow(hash: string, purpose: EidSessionPurpose): Promise<ConfirmedEidSession> {
    const found = await row(hash);
    if (!found || found.purpose !== purpose)
      throw new OAuthError('invalid_grant', 'Unknown or used eID token');
    if (found.status === 'completed') throw new OAuthError('invalid_grant', 'Unknown or used eID token');
    if (found.status === 'failed') throw new OAuthError(found.error_code ?? 'server_error');
    if (new Date(found.expires_at).getTime() <= now()) return fail(hash, 'session_expired');
    const answer = await status(hash, found);
    if (answer.state === 'RUNNING' || answer.state === 'AWAITING_CALLBACK') {
      throw new OAuthError('authorization_pending');
    }
    if (answer.state === 'FAILED') return fail(hash, END_RESULT_LOGIN_ERRORS[answer.endResult]);
    return {
      hash,
      provider: found.provider,
      personalCode: answer.person.personalCode,
      phoneNumber: found.phone_number,
      flow: found.flow,
    };
  }

  /**
   * The Web2App callback, posted by the browser the app returned to: its `value` must be the one bound
   * to this browser's cookie; the callback's parameters are stored once (a replay or another browser is
   * refused) and the session is confirmed with them.
   */
  async function callback(
    binding: string | undefined,
    value: string,
    parameters: DeviceLinkCallback,
  ): Promise<ConfirmedEidSession> {
    if (!binding || binding !== value) {
      log.warn(
        { event: 'eid.answer_rejected', check: 'callback', flow: 'device-link' },
        'eID callback without its browser',
      );
      throw new OAuthError('invalid_grant', 'This link was opened in another browser than the login');
    }
    const hash = await db.query<{ token_hash: string }>(
      `UPDATE auth_eid_sessions SET callback = $2
        WHERE browser_binding_hash = $1 AND flow = 'device-link' AND status = 'pending' AND callback IS NULL
        RETURNING token_hash`,
      [tokenHash(value), JSON.stringify(parameters)],
    );
    const sessionHash = hash[0]?.token_hash;
    if (!sessionHash) {
      log.warn(
        { event: 'eid.answer_rejected', check: 'callback', flow: 'device-link' },
        'eID callback replayed or unknown',
      );
      throw new OAuthError('invalid_grant', 'Unknown or used eID callback');
    }
    return confirmRow(sessionHash, 'login');
  }

  /**
   * Marks a confirmed session used (exactly once, also across processes); on `tx` when the caller writes
   * more in the same transaction. Throws invalid_grant when another poll claimed it first.
   */
  async function claim(hash: string, tx: Queryable = db, personalCode?: string): Promise<void> {
    const claimed = await tx.query(
      `UPDATE auth_eid_sessions SET status = 'completed', completed_at = $2, personal_code = COALESCE(personal_code, $3)
        WHERE token_hash = $1 AND status = 'pending' RETURNING token_hash`,
      [hash, new Date(now()).toISOString(), personalCode ?? null],
    );
    if (claimed.length === 0) throw new OAuthError('invalid_grant', 'Unknown or used eID token');
  }

  /** The customer a confirmed login session identified, claimed once, else the OAuth error to answer. */
  async function finalizeConfirmed(
    confirmed: ConfirmedEidSession,
  ): Promise<{ customer: LoginCustomer; method: SessionRow['provider']; confirmed: ConfirmedEidSession }> {
    let customer: LoginCustomer;
    try {
      customer = await customerForLogin(db, confirmed.personalCode);
    } catch (error) {
      if (error instanceof OAuthError) return fail(confirmed.hash, error.code);
      throw error;
    }
    await claim(confirmed.hash, db, confirmed.personalCode);
    await rememberMobileIdPhone(customer.id, confirmed);
    return { customer, method: confirmed.provider, confirmed };
  }

  /**
   * A Mobile-ID login proves the phone is the person's Mobile-ID: kept as the customer's Mobile-ID phone
   * (GetContactInformation), the number the portal fills in when they confirm or sign with Mobile-ID.
   */
  async function rememberMobileIdPhone(customerId: number, confirmed: ConfirmedEidSession): Promise<void> {
    if (confirmed.provider !== 'pension_mobile_id' || !confirmed.phoneNumber) return;
    const phone = normalizePhone(confirmed.phoneNumber);
    if (!phone) return;
    await db.query(
      'UPDATE customers SET mobile_id_phone = $2 WHERE id = $1 AND mobile_id_phone IS DISTINCT FROM $2',
      [customerId, phone],
    );
  }

  /** grant_type=eid_token: the identified customer once confirmed, else throws the OAuth error to answer. */
  async function finalize(token: string) {
    return finalizeConfirmed(await confirm(token, 'login'));
  }

  return {
    initiate,
    initiateDeviceLink,
    deviceLinks,
    callback,
    confirm,
    claim,
    fail,
    finalize,
    finalizeConfirmed,
  };
}

export type EidSessions = ReturnType<typeof createEidSessions>;

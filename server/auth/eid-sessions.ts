/**
 * Smart-ID / Mobile-ID logins across requests: /connect/eid/initiate stores a pending session in the
 * database; every poll (grant eid_token) reads it, asks the eID service for the state and either answers
 * authorization_pending, a §8 error (kept, so later polls get the same answer), or tokens exactly once.
 * Any server process on the database can answer any poll.
 *
 * Every session has a purpose: 'login' (/connect/eid/initiate, grant eid_token) or 'register'
 * (/connect/register/*, server/auth/register-routes.ts). A token is only accepted for its own purpose;
 * for another purpose it is as unknown as a made-up token.
 */
import { EID_LOGIN_WINDOW_MS } from '../../src/domain/constants';
import type { Db, Queryable } from '../db/db';
import type {
  EidInitiateRequest,
  EidInitiateResponse,
  AuthServerErrorCode,
} from '../../src/api/contract/auth';
import { mobileIdControlCode, newAuthenticationHash, smartIdControlCode } from './eid/control-code';
import { EidStartError, type EidClients, type EidEndResult } from './eid/types';
import { newOpaqueToken, tokenHash } from './crypto-tokens';
import { customerForLogin, type LoginCustomer } from './customers';
import { OAuthError } from './oauth-error';

const END_RESULT_ERRORS: Readonly<Record<Exclude<EidEndResult, 'OK'>, AuthServerErrorCode>> = {
  USER_REFUSED: 'user_cancelled',
  TIMEOUT: 'session_expired',
  WRONG_VC: 'wrong_vc',
  NOT_MID_CLIENT: 'mobile_id_does_not_exist',
  PHONE_ABSENT: 'phone_absent',
  DELIVERY_ERROR: 'server_error',
  SIM_ERROR: 'server_error',
};

export type EidSessionPurpose = 'login' | 'register' | 'qualify';

/** A confirmed, still unclaimed session: who the eID service identified. */
export interface ConfirmedEidSession {
  /** Key of the session row; pass it to `claim` and `fail`. */
  hash: string;
  provider: SessionRow['provider'];
  personalCode: string;
  /** Mobile-ID: the number as sent ('370…'); null for Smart-ID. */
  phoneNumber: string | null;
}

interface SessionRow {
  provider: 'pension_smart_id' | 'pension_mobile_id';
  personal_code: string;
  phone_number: string | null;
  purpose: EidSessionPurpose;
  provider_session_id: string;
  status: 'pending' | 'completed' | 'failed';
  error_code: AuthServerErrorCode | null;
  expires_at: string | Date;
}

export interface EidSessionsOptions {
  db: Db;
  clients: EidClients;
  now: () => number;
}

export function createEidSessions({ db, clients, now }: EidSessionsOptions) {
  async function initiate(
    request: EidInitiateRequest,
    purpose: EidSessionPurpose = 'login',
  ): Promise<EidInitiateResponse> {
    let controlCode: string;
    let sessionId: string;
    try {
      if (request.provider === 'pension_smart_id') {
        const hash = newAuthenticationHash('sha512');
        controlCode = smartIdControlCode(hash);
        ({ sessionId } = await clients.smartId.startAuthentication({
          personalCode: request.personal_code,
          hash,
        }));
      } else {
        const hash = newAuthenticationHash('sha256');
        controlCode = mobileIdControlCode(hash);
        ({ sessionId } = await clients.mobileId.startAuthentication({
          personalCode: request.personal_code,
          phoneNumber: request.phone_number ?? '',
          hash,
        }));
      }
    } catch (error) {
      if (error instanceof EidStartError) throw new OAuthError(error.code);
      throw error;
    }
    const token = newOpaqueToken();
    await db.query(
      `INSERT INTO auth_eid_sessions
         (token_hash, provider, personal_code, phone_number, provider_session_id, control_code, created_at, expires_at, purpose)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        tokenHash(token),
        request.provider,
        request.personal_code,
        request.phone_number ?? null,
        sessionId,
        controlCode,
        new Date(now()).toISOString(),
        new Date(now() + EID_LOGIN_WINDOW_MS).toISOString(),
        purpose,
      ],
    );
    return { control_code: controlCode, token, expires_in: EID_LOGIN_WINDOW_MS / 1000 };
  }

  async function fail(hash: string, code: AuthServerErrorCode): Promise<never> {
    await db.query(
      "UPDATE auth_eid_sessions SET status = 'failed', error_code = $2, completed_at = $3 WHERE token_hash = $1 AND status = 'pending'",
      [hash, code, new Date(now()).toISOString()],
    );
    throw new OAuthError(code);
  }

  /**
   * One poll of a pending session of `purpose`: the identified person once the eID service confirmed,
   * else throws the OAuth error to answer (authorization_pending while running; a definitive error is kept
   * on the row). The session stays pending until `claim`ed, so the caller can still refuse the person.
   */
  async function confirm(token: string, purpose: EidSessionPurpose): Promise<ConfirmedEidSession> {
    const hash = tokenHash(token);
    const rows = await db.query<SessionRow>(
      'SELECT provider, personal_code, phone_number, purpose, provider_session_id, status, error_code, expires_at FROM auth_eid_sessions WHERE token_hash = $1',
      [hash],
    );
    const row = rows[0];
    if (!row || row.purpose !== purpose) throw new OAuthError('invalid_grant', 'Unknown or used eID token');
    if (row.status === 'completed') throw new OAuthError('invalid_grant', 'Unknown or used eID token');
    if (row.status === 'failed') throw new OAuthError(row.error_code ?? 'server_error');
    if (new Date(row.expires_at).getTime() <= now()) return fail(hash, 'session_expired');

    const client = row.provider === 'pension_smart_id' ? clients.smartId : clients.mobileId;
    let status;
    try {
      status = await client.getSessionStatus(row.provider_session_id);
    } catch {
      // Transient: the session stays pending and the SPA retries (up to 10 times).
      throw new OAuthError('server_error', 'The eID service did not answer');
    }
    if (status.state === 'RUNNING') throw new OAuthError('authorization_pending');
    if (status.endResult !== 'OK') return fail(hash, END_RESULT_ERRORS[status.endResult]);
    if (status.personalCode !== row.personal_code) return fail(hash, 'server_error');
    return { hash, provider: row.provider, personalCode: row.personal_code, phoneNumber: row.phone_number };
  }

  /**
   * Marks a confirmed session used (exactly once, also across processes); on `tx` when the caller writes
   * more in the same transaction. Throws invalid_grant when another poll claimed it first.
   */
  async function claim(hash: string, tx: Queryable = db): Promise<void> {
    const claimed = await tx.query(
      "UPDATE auth_eid_sessions SET status = 'completed', completed_at = $2 WHERE token_hash = $1 AND status = 'pending' RETURNING token_hash",
      [hash, new Date(now()).toISOString()],
    );
    if (claimed.length === 0) throw new OAuthError('invalid_grant', 'Unknown or used eID token');
  }

  /** grant_type=eid_token: the identified customer once confirmed, else throws the OAuth error to answer. */
  async function finalize(
    token: string,
  ): Promise<{ customer: LoginCustomer; method: SessionRow['provider'] }> {
    const confirmed = await confirm(token, 'login');
    let customer: LoginCustomer;
    try {
      customer = await customerForLogin(db, confirmed.personalCode);
    } catch (error) {
      if (error instanceof OAuthError) return fail(confirmed.hash, error.code);
      throw error;
    }
    await claim(confirmed.hash);
    return { customer, method: confirmed.provider };
  }

  return { initiate, confirm, claim, fail, finalize };
}

/**
 * The lifecycle of a signing with Smart-ID / Mobile-ID (§4 Signing, §7 …CreateNewContract / ChangeFund /
 * SignDocument and their Ping calls), the same for every kind of signing (./kinds/, ./signing-kind.ts):
 *
 * - `start` asks the kind whether what is signed may be signed now BEFORE any eID session, so a refusal
 *   ('Already exists contract in specified fund.') costs the customer nothing; a customer logged in by
 *   password or the bank handover must show a fresh step-up confirmation with action 'signing' (§4 Qualify
 *   before signing). It then starts the eID signature and stores the session in `signing_sessions` (token
 *   hash, request, expiry 10 minutes, §9), so any server process can answer any ping.
 * - `ping` answers 204 (null) while the person has not signed; a failure is kept on the row and repeated
 *   to every later ping; on "signed" the kind makes what was signed in ONE transaction with the row's claim
 *   (pending -> signed), so two pings (two tabs, two processes, a client retry) make it exactly once,
 *   and every later ping answers the stored result.
 * - The eID clients are the login's (./eid-signature.ts): the person signs a digest of the document
 *   (`signed_data`); a verified signature and its certificate are stored on the row with the result.
 */
import { SIGNING_WINDOW_MS } from '../../src/domain/constants';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { ERROR_MESSAGES } from '../../src/api/contract/common';
import type { ApplicationRequest } from '../../src/api/contract/applications';
import type { SigningMethod, SigningResult } from '../../src/api/contract/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { EidAnswerRejected, EidServiceError, EidStartError, type EidClients } from '../auth/eid/types';
import { dataToBeSigned, eidSignatureStatus, startEidSignature, type EidSignState } from './eid-signature';
import { newOpaqueToken, tokenHash } from '../auth/crypto-tokens';
import { isUniqueViolation, type Db } from '../db/db';
import { ApiHttpError } from '../http/api-error';
import { checkConfirmation, consumeConfirmation } from '../step-up/confirmations';
import { DEFAULT_APPLICATION_REVIEW_DELAY_MS } from '../applications/create';
import { applicationSigning } from './kinds/application';
import { contractSigning, type NewContractRequest } from './kinds/contract';
import { eInvoiceAgreementSigning, type EInvoiceAgreementRequest } from './kinds/e-invoice-agreement';
import { fundChangeSigning, type FundChangeRequest } from './kinds/fund-change';
import { personalCodeOf } from './signing-checks';
import type { SignedResult, SigningKind } from './signing-kind';

/** The kinds of signing by their name in signing_sessions.kind, and what each one signs. */
interface SignedRequests {
  contract: NewContractRequest;
  'fund-change': FundChangeRequest;
  // An application signed as a document (§7 Documents.SignDocument, server/applications/*).
  document: ApplicationRequest;
  'e-invoice': EInvoiceAgreementRequest;
}

type SigningKindName = keyof SignedRequests;

type SigningKinds = { [Kind in SigningKindName]: SigningKind<SignedRequests[Kind]> };

type SignedRequest = {
  [Kind in SigningKindName]: { kind: Kind; request: SignedRequests[Kind] };
}[SigningKindName];

interface SigningSessionsOptions {
  db: Db;
  clients: EidClients;
  now?: () => number;
  /** The business clock (server/jobs/clock.ts): the day what is signed is dated on; default `now`. */
  businessNow?: () => number;
  /** APPLICATION_REVIEW_DELAY_MS: the review schedule of a signed application (server/applications/review.ts). */
  applicationReviewDelayMs?: number;
  /** Where refused eID answers are logged (the security log). */
  log?: FastifyBaseLogger;
}

interface SessionRow {
  customer_id: number;
  kind: SigningKindName;
  request: SignedRequest['request'];
  provider: 'pension_smart_id' | 'pension_mobile_id';
  provider_state: EidSignState | null;
  signed_data: string | null;
  personal_code: string;
  status: 'pending' | 'signed' | 'failed';
  error_code: string | null;
  result: SignedResult | null;
  expires_at: string | Date;
}

export function createSigningSessions({
  db,
  clients,
  now = Date.now,
  businessNow = now,
  applicationReviewDelayMs = DEFAULT_APPLICATION_REVIEW_DELAY_MS,
  log,
}: SigningSessionsOptions) {
  const today = () => todayInLithuania(new Date(businessNow()));
  const kinds: SigningKinds = {
    contract: contractSigning,
    'fund-change': fundChangeSigning,
    document: applicationSigning({ reviewDelayMs: applicationReviewDelayMs }),
    'e-invoice': eInvoiceAgreementSigning,
  };
  /** One kind's strategy for a request of that kind (the mapped types keep the two in step). */
  const kindOf = <Kind extends SigningKindName>(kind: Kind): SigningKind<SignedRequests[Kind]> => kinds[kind];

  /**
   * §4 Qualify before signing: a password or bank-handover login confirms with Smart-ID / Mobile-ID. Checked
   * before the eID signature starts; answers whether the signing must use the confirmation up.
   */
  async function requireQualified(
    customerId: number,
    sessionId: string | null,
    confirmation: string | undefined,
  ): Promise<boolean> {
    const rows = await db.query<{ provider: string }>(
      'SELECT provider FROM auth_refresh_families WHERE family_id = $1 AND customer_id = $2',
      [sessionId ?? '', customerId],
    );
    const provider = rows[0]?.provider ?? 'password';
    if (provider === 'pension_smart_id' || provider === 'pension_mobile_id') return false;
    await checkConfirmation(db, customerId, 'signing', confirmation, now());
    return true;
  }

  /** Refuses what may not be signed now (the kind's own check). */
  async function check<Kind extends SigningKindName>(
    customerId: number,
    signed: { kind: Kind; request: SignedRequests[Kind] },
  ): Promise<void> {
    await kindOf(signed.kind).check(db, customerId, signed.request, today());
  }

  async function start(input: {
    customerId: number;
    sessionId: string | null;
    signed: SignedRequest;
    method: SigningMethod | undefined;
    confirmation: string | undefined;
  }): Promise<{ token: string; controlCode: string }> {
    const { customerId, signed } = input;
    await check(customerId, signed);
    const usesConfirmation = await requireQualified(customerId, input.sessionId, input.confirmation);
    const personalCode = await personalCodeOf(db, customerId);
    const method = input.method ?? { provider: 'pension_smart_id' as const };
    if (method.provider === 'pension_mobile_id' && !method.phoneNumber)
      throw new ApiHttpError(
        400,
        'validation',
        'Mobile-ID needs the phone number',
        'body.signing.phoneNumber',
      );
    // One instant for the document and both ends of the window (two readings of the clock can differ).
    const createdAt = now();
    const data = dataToBeSigned(signed.kind, personalCode, signed.request, createdAt);
    let started: { state: EidSignState; controlCode: string };
    try {
      started = await startEidSignature(clients, method, personalCode, data);
    } catch (error) {
      // §8 "unable to fetch certificate": no (qualified) Smart-ID account, or eID not configured.
      if (error instanceof EidStartError)
        throw new ApiHttpError(400, 'unable_to_fetch_certificate', ERROR_MESSAGES.unableToFetchCertificate);
      if (error instanceof EidServiceError) {
        log?.error({ event: 'eid.service_unavailable', status: error.status }, error.message);
        throw new ApiHttpError(400, 'unable_to_fetch_certificate', ERROR_MESSAGES.unableToFetchCertificate);
      }
      // Mobile-ID: the signing certificate fetched first failed a check (another person, revoked …).
      if (error instanceof EidAnswerRejected) {
        log?.warn(
          { event: 'eid.answer_rejected', check: error.check, purpose: 'signing' },
          `eID signing certificate refused: ${error.message}`,
        );
        throw new ApiHttpError(400, 'unable_to_fetch_certificate', ERROR_MESSAGES.unableToFetchCertificate);
      }
      throw error;
    }
    const { controlCode } = started;
    const token = newOpaqueToken();
    await db.transaction(async (tx) => {
      // One confirmation, one signing: the session is stored only with the confirmation used up (a parallel
      // start with the same confirmation waits for this one and finds it used: 403 confirmation_required).
      // A start refused before this point leaves it usable.
      if (usesConfirmation)
        await consumeConfirmation(tx, customerId, 'signing', input.confirmation, createdAt);
      await tx.query(
        `INSERT INTO signing_sessions (token_hash, customer_id, kind, request, provider, phone_number, provider_session_id,
                                     control_code, created_at, expires_at, provider_state, signed_data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          tokenHash(token),
          customerId,
          signed.kind,
          JSON.stringify(signed.request),
          method.provider,
          method.phoneNumber ?? null,
          started.state.sessionId,
          controlCode,
          new Date(createdAt).toISOString(),
          new Date(createdAt + SIGNING_WINDOW_MS).toISOString(),
          JSON.stringify(started.state),
          data,
        ],
      );
    });
    return { token, controlCode };
  }

  async function fail(hash: string, message: string): Promise<SigningResult> {
    await db.query(
      "UPDATE signing_sessions SET status = 'failed', error_code = $2, completed_at = $3 WHERE token_hash = $1 AND status = 'pending'",
      [hash, message, new Date(now()).toISOString()],
    );
    return stored(hash);
  }

  async function stored(hash: string): Promise<SigningResult> {
    const rows = await db.query<SessionRow>(
      'SELECT status, error_code, result FROM signing_sessions WHERE token_hash = $1',
      [hash],
    );
    const row = rows[0];
    if (row?.status === 'signed')
      return {
        status: 'signed',
        documentId: row.result?.documentId ?? null,
        message: null,
        contractNumber: row.result?.contractNumber ?? null,
        effectiveDate: row.result?.effectiveDate ?? null,
        ...(row.result?.applicationId != null ? { applicationId: row.result.applicationId } : {}),
      };
    return {
      status: row?.error_code === 'user_cancelled' ? 'cancelled' : 'failed',
      documentId: null,
      message: row?.error_code ?? 'failed',
    };
  }

  /** One ping: null while waiting (204), else the result (the same to every later ping). */
  async function ping(
    customerId: number,
    kind: SigningKindName,
    token: string,
  ): Promise<SigningResult | null> {
    const hash = tokenHash(token);
    const rows = await db.query<SessionRow>(
      `SELECT s.customer_id, s.kind, s.request, s.provider, s.provider_state, s.signed_data, s.status, s.error_code,
              s.result, s.expires_at, c.personal_code
         FROM signing_sessions s JOIN customers c ON c.id = s.customer_id WHERE s.token_hash = $1`,
      [hash],
    );
    const row = rows[0];
    if (!row || row.customer_id !== customerId || row.kind !== kind)
      throw new ApiHttpError(400, 'session_missing', ERROR_MESSAGES.sessionMissing);
    if (row.status !== 'pending') return stored(hash);
    // §9: the 10-minute window is over.
    if (new Date(row.expires_at).getTime() <= now()) return fail(hash, 'session_expired');
    if (!row.provider_state || row.signed_data === null) return fail(hash, 'failed');
    const outcome = await eidSignatureStatus(
      clients,
      row.provider_state,
      { personalCode: row.personal_code, data: row.signed_data },
      log,
    );
    if (outcome.state === 'running') return null;
    if (outcome.state === 'failed') return fail(hash, outcome.message);
    const signed = { kind: row.kind, request: row.request } as SignedRequest;
    const signature = {
      value: outcome.signature,
      algorithm: outcome.algorithm,
      certificate: outcome.certificate,
    };
    try {
      await applyOnce(hash, customerId, signed, signature).catch(async (error: unknown) => {
        // Two signings of one change completed at the same moment: the database let one insert; this
        // one, run again, finds it (the same change) or is refused (another fund is pending).
        if (!isUniqueViolation(error)) throw error;
        await applyOnce(hash, customerId, signed, signature);
      });
    } catch (error) {
      // Refused when the signature arrived (a parallel signing made it meanwhile …): the kind says why.
      const refusal = kindOf(signed.kind).refusal(error);
      if (refusal === null) throw error;
      return fail(hash, refusal);
    }
    return stored(hash);
  }

  /** Claims the signing, stores the verified signature with it and makes what was signed, in one transaction. */
  async function applyOnce<Kind extends SigningKindName>(
    hash: string,
    customerId: number,
    signed: { kind: Kind; request: SignedRequests[Kind] },
    signature: { value: string; algorithm: string; certificate: string },
  ) {
    const strategy = kindOf(signed.kind);
    await db.transaction(async (tx) => {
      const claimed = await tx.query(
        `UPDATE signing_sessions SET status = 'signed', completed_at = $2, signature = $3, signature_algorithm = $4,
                signing_certificate = $5
          WHERE token_hash = $1 AND status = 'pending' RETURNING token_hash`,
        [hash, new Date(now()).toISOString(), signature.value, signature.algorithm, signature.certificate],
      );
      if (claimed.length === 0) return; // Another ping made it first: answer its result.
      const result = await strategy.apply(tx, {
        customerId,
        request: signed.request,
        signingTokenHash: hash,
        today: today(),
        now: now(),
      });
      await tx.query('UPDATE signing_sessions SET result = $2 WHERE token_hash = $1', [
        hash,
        JSON.stringify(result),
      ]);
      await tx.query('INSERT INTO audit_log (customer_id, action, details) VALUES ($1, $2, $3)', [
        customerId,
        strategy.auditAction,
        JSON.stringify(result),
      ]);
    });
  }

  return { start, ping };
}

/**
 * One kind of signing (a contract, a fund change, an application, an e-invoice agreement): what the signing
 * lifecycle (./signing-sessions.ts) asks of it. The lifecycle starts the eID signature, keeps the session,
 * answers pings and claims the completed signing exactly once; the kind says whether what is signed may be
 * signed now, makes it once the person signed, and which refusal a customer sees when it can no longer be made.
 *
 * A new kind of signing is a new file in ./kinds/ implementing this, its entry in SignedRequests and
 * createSigningSessions' kinds (./signing-sessions.ts), and its name in the signing_sessions.kind check
 * constraint (a migration).
 */
import type { SigningResult } from '../../src/api/contract/contracts';
import type { Queryable } from '../db/db';
import { ApiHttpError } from '../http/api-error';

/** What a completed signing made, as its ping reports it (stored on the session row). */
export type SignedResult = Pick<SigningResult, 'contractNumber' | 'effectiveDate' | 'applicationId'> & {
  documentId?: number | null;
};

export interface ApplyInput<Request> {
  customerId: number;
  request: Request;
  /** The signing session's token hash: what is made records the signing that made it. */
  signingTokenHash: string;
  today: string;
  now: number;
}

export interface SigningKind<Request> {
  /** The audit_log action written when a signing of this kind completes. */
  readonly auditAction: string;
  /**
   * Refuses (throws ApiHttpError) what may not be signed now. Called before the eID signature starts, so a
   * refusal costs the customer nothing, and by the previews.
   */
  check(db: Queryable, customerId: number, request: Request, today: string): Promise<void>;
  /**
   * Makes what was signed, in the transaction that claims the signing, checking again first (a parallel
   * signing may have made it meanwhile). A unique violation makes the lifecycle run it once more, in a new
   * transaction, where the check sees what the other signing made.
   */
  apply(tx: Queryable, input: ApplyInput<Request>): Promise<SignedResult>;
  /**
   * The failure code stored (and answered to every ping) when `apply` refuses: null for an error that is no
   * refusal (the ping then fails with it).
   */
  refusal(error: unknown): string | null;
}

/**
 * The refusal codes shared by the kinds: 'Already exists contract in specified fund.' keeps its code, any
 * other 4xx refusal is 'failed'; anything else is no refusal.
 */
export function commonRefusal(error: unknown): string | null {
  if (!(error instanceof ApiHttpError) || error.status >= 500) return null;
  return error.code === 'contract_already_exists' ? 'contract_already_exists' : 'failed';
}

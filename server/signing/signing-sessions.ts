/**
 * Signing contracts and fund changes with Smart-ID / Mobile-ID (§4 Signing, §7 …CreateNewContract /
 * ChangeFund and their Ping calls):
 *
 * - `start` checks what is signed (adult, fund, no contract in the pillar yet, the contract's own fund …)
 *   BEFORE any eID session, so a refusal ('Already exists contract in specified fund.') costs the
 *   customer nothing; a customer logged in by password or the bank handover must show a fresh step-up
 *   confirmation with action 'signing' (§4 Qualify before signing). It then starts the eID signature and
 *   stores the session in `signing_sessions` (token hash, request, expiry 10 minutes, §9), so any server
 *   process can answer any ping.
 * - `ping` answers 204 (null) while the person has not signed; a failure is kept on the row and repeated
 *   to every later ping; on "signed" the effect is made in ONE transaction with the row's claim
 *   (pending -> signed), so two pings (two tabs, two processes, a client retry) create it exactly once,
 *   and every later ping answers the stored result.
 * - The eID service is the login's (simulator by default, the SK demo identities answer the same way:
 *   refuse, never answer, wrong code), with the signing's own §8 messages.
 */
import { SIGNING_WINDOW_MS } from '../../src/domain/constants';
import { isAdultOn } from '../../src/domain/age';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { fundChangeExecutionDate } from '../../src/domain/working-days';
import { ERROR_MESSAGES } from '../../src/api/contract/common';
import type { SigningMethod, SigningResult } from '../../src/api/contract/contracts';
import { mobileIdControlCode, newAuthenticationHash, smartIdControlCode } from '../auth/eid/control-code';
import { EidStartError, type EidClients, type EidEndResult } from '../auth/eid/types';
import { newOpaqueToken, tokenHash } from '../auth/crypto-tokens';
import type { Db, Queryable } from '../db/db';
import { ApiHttpError } from '../http/api-error';
import { checkConfirmation } from '../step-up/confirmations';
import { isLockedOutUntilAmlValid } from '../aml/status';
import type { ApplicationRequest } from '../../src/api/contract/applications';
import { createSignedApplication, DEFAULT_APPLICATION_REVIEW_DELAY_MS } from '../applications/create';
import { checkApplication } from '../applications/rules';
import { scheduleTransfer } from '../executions/transfers';

import {
  checkEInvoiceAgreement,
  createEInvoiceAgreement,
  isUniqueViolation,
  type EInvoiceAgreementRequest,
} from './e-invoice-agreements';

export type SigningKindDb = 'contract' | 'fund-change' | 'document' | 'e-invoice';

export interface NewContractRequest {
  pillar: 2 | 3;
  fundNr: string;
  gdpr: boolean;
  payerType?: string | undefined;
  paymentType?: string | undefined;
  monthlyAmount?: number | undefined;
  paymentDay?: number | undefined;
  bankAccountNumber?: string | null | undefined;
  brokerCode?: string | null | undefined;
  /** Money coming from another provider (GetExternalFundProviders): a transfer is scheduled (§1). */
  transferFromProviderId?: number | null | undefined;
}

export interface FundChangeRequest {
  contractNr: string;
  movingToFundNr: string;
  gdpr: boolean;
}

export type SignedRequest =
  | { kind: 'contract'; request: NewContractRequest }
  | { kind: 'fund-change'; request: FundChangeRequest }
  // An application signed as a document (§7 Documents.SignDocument, server/applications/*).
  | { kind: 'document'; request: ApplicationRequest }
  | { kind: 'e-invoice'; request: EInvoiceAgreementRequest };

/** What a completed signing made, as its ping reports it. */
type SignedResult = Pick<SigningResult, 'contractNumber' | 'effectiveDate' | 'applicationId'> & {
  documentId?: number | null;
};

/** §8 signing messages from the eID service's end result. */
const END_RESULT_MESSAGES: Readonly<Record<Exclude<EidEndResult, 'OK'>, string>> = {
  USER_REFUSED: 'user_cancelled',
  TIMEOUT: 'session_expired',
  WRONG_VC: 'wrong_vc',
  NOT_MID_CLIENT: 'certificate_not_fetched',
  PHONE_ABSENT: 'device_selection',
  DELIVERY_ERROR: 'device_selection',
  SIM_ERROR: 'device_selection',
};

export const alreadyExists = (): ApiHttpError =>
  new ApiHttpError(400, 'contract_already_exists', ERROR_MESSAGES.contractAlreadyExists);

/** Statuses of a contract that no longer counts (a new one may be signed in its pillar). */
const ENDED_STATUSES = ['Cancelled', 'Terminated', 'Closed', 'Finished', 'Rejected'];
const ENDED_SQL = ENDED_STATUSES.map((status) => `'${status}'`).join(', ');

interface CustomerFacts {
  personal_code: string;
  birth_date: string;
}

async function customerFacts(db: Queryable, customerId: number): Promise<CustomerFacts> {
  const rows = await db.query<CustomerFacts>(
    'SELECT personal_code, birth_date::text AS birth_date FROM customers WHERE id = $1',
    [customerId],
  );
  const row = rows[0];
  if (!row) throw new ApiHttpError(404, 'not_found', 'Customer not found');
  return row;
}

async function fundOf(db: Queryable, fundNr: string, pillar: 2 | 3): Promise<{ id: number; name: string }> {
  const rows = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM funds WHERE fund_nr = $1 AND pillar = $2 AND is_active',
    [fundNr, pillar],
  );
  const fund = rows[0];
  if (!fund) throw new ApiHttpError(400, 'validation', `Unknown fund ${fundNr}`, 'body.fundNr');
  return fund;
}

interface ContractFacts {
  id: number;
  pillar: 2 | 3;
  fund_id: number;
  status: string;
}

async function contractOf(db: Queryable, customerId: number, contractNr: string): Promise<ContractFacts> {
  const rows = await db.query<ContractFacts>(
    'SELECT id, pillar, fund_id, status FROM contracts WHERE contract_number = $1 AND customer_id = $2',
    [contractNr, customerId],
  );
  const contract = rows[0];
  // Another customer's contract is indistinguishable from a missing one.
  if (!contract) throw new ApiHttpError(404, 'not_found', `Contract ${contractNr} not found`);
  return contract;
}

/**
 * Pillar III paid by e-invoice (§7 ThirdPillarCreateNewContract, §5 E-invoice): the e-invoice goes to one
 * of the customer's own bank accounts, at a bank that supports e-invoices; a bank transfer needs none.
 */
async function eInvoiceAccountOf(
  db: Queryable,
  customerId: number,
  request: NewContractRequest,
): Promise<{ iban: string; bank_name: string } | null> {
  if (request.paymentType !== 'e-invoice') return null;
  if (!request.bankAccountNumber)
    throw new ApiHttpError(
      400,
      'validation',
      'An e-invoice needs the bank account it is sent to',
      'body.bankAccountNumber',
    );
  const rows = await db.query<{ iban: string; bank_name: string; supports_e_invoice: boolean | null }>(
    `SELECT a.iban, a.bank_name, b.supports_e_invoice
     FROM bank_accounts a LEFT JOIN banks b ON b.bank_code = substr(a.iban, 5, 5)
     WHERE a.customer_id = $1 AND a.iban = $2`,
    [customerId, request.bankAccountNumber.replace(/\s+/g, '').toUpperCase()],
  );
  const account = rows[0];
  if (!account) throw new ApiHttpError(400, 'validation', 'Unknown bank account', 'body.bankAccountNumber');
  if (account.supports_e_invoice !== true)
    throw new ApiHttpError(400, 'validation', 'Unsupported bank for e-invoice', 'body.bankAccountNumber');
  return { iban: account.iban, bank_name: account.bank_name };
}

/**
 * What is signed must make sense now (checked at start and again, inside the transaction, when signed):
 * §1 adults only; §6 a USA or foreign resident only with a Valid questionnaire; one living contract per pillar (§8 'Already exists contract in specified fund.');
 * a fund change needs an active contract, a fund of the same pillar other than its own, no pending change.
 */
export async function checkSignable(
  db: Queryable,
  customerId: number,
  signed: SignedRequest,
  today: string,
): Promise<void> {
  if (signed.kind === 'e-invoice') {
    await checkEInvoiceAgreement(db, customerId, signed.request);
    return;
  }
  const customer = await customerFacts(db, customerId);
  if (!isAdultOn(customer.birth_date, today))
    throw new ApiHttpError(403, 'forbidden', 'Only adults (18+) can sign contracts by self-service');
  if (signed.kind === 'document') {
    await checkApplication(db, customerId, signed.request, today);
    return;
  }
  // §6: a USA or foreign resident whose AML questionnaire is not Valid fills it in first.
  if (await isLockedOutUntilAmlValid(db, customerId))
    throw new ApiHttpError(403, 'forbidden', 'Fill in the AML questionnaire first (USA or foreign resident)');
  if (signed.kind === 'contract') {
    await fundOf(db, signed.request.fundNr, signed.request.pillar);
    const living = await db.query(
      `SELECT 1 FROM contracts WHERE customer_id = $1 AND pillar = $2 AND status NOT IN (${ENDED_SQL})`,
      [customerId, signed.request.pillar],
    );
    if (living.length > 0) throw alreadyExists();
    if (signed.request.pillar === 3) await eInvoiceAccountOf(db, customerId, signed.request);
    return;
  }
  const contract = await contractOf(db, customerId, signed.request.contractNr);
  if (!['Active', 'Approved'].includes(contract.status))
    throw new ApiHttpError(400, 'bad_request', 'The fund of an inactive contract cannot be changed');
  const fund = await fundOf(db, signed.request.movingToFundNr, contract.pillar);
  if (fund.id === contract.fund_id) throw alreadyExists();
  const pending = await db.query(
    "SELECT 1 FROM fund_changes WHERE contract_id = $1 AND status IN ('registered', 'processing')",
    [contract.id],
  );
  if (pending.length > 0)
    throw new ApiHttpError(
      409,
      'conflict',
      'A fund change of this contract is already being processed: a new one can be made once it takes effect',
    );
}

/** Makes what was signed, in the caller's transaction; answers what the ping reports. */
async function applySigned(
  tx: Queryable,
  customerId: number,
  signed: SignedRequest,
  tokenHashValue: string,
  today: string,
  application: { now: number; reviewDelayMs: number },
): Promise<SignedResult> {
  if (signed.kind === 'e-invoice')
    return createEInvoiceAgreement(tx, customerId, signed.request, tokenHashValue, today);
  if (signed.kind === 'document') {
    const created = await createSignedApplication(tx, {
      customerId,
      application: signed.request,
      signingTokenHash: tokenHashValue,
      today,
      ...application,
    });
    return { ...created, effectiveDate: null };
  }
  if (signed.kind === 'contract') {
    await checkSignable(tx, customerId, signed, today);
    const { request } = signed;
    const fund = await fundOf(tx, request.fundNr, request.pillar);
    const [sequence] = await tx.query<{ n: string }>("SELECT nextval('contract_number_seq')::text AS n");
    const contractNumber = `${request.pillar}P-${sequence?.n ?? '0'}`;
    const pillar2 = request.pillar === 2;
    await tx.query(
      `INSERT INTO contracts (contract_number, customer_id, pillar, contract_type, fund_id, status, accumulation_state,
                              renewal_mode, sign_date, payer_code, payer_type, contribution_rate_percent)
       VALUES ($1, $2, $3, $4, $5, $6, 'Accumulating', $7, $8, $9, $10, $11)`,
      [
        contractNumber,
        customerId,
        request.pillar,
        pillar2 ? 'SecondLevelPensionFundContract' : 'ThirdLevelPensionFundContract',
        fund.id,
        // §3 statuses: pillar II waits for the state social insurer's registration (Validating);
        // pillar III is approved at once and waits for its first payment.
        pillar2 ? 'Validating' : 'Approved',
        pillar2 ? null : 'AccumulationRenew',
        today,
        pillar2 ? null : `90${(sequence?.n ?? '0').padStart(8, '0')}`,
        pillar2 ? null : (request.payerType ?? 'myself'),
        pillar2 ? 3 : null,
      ],
    );
    const eInvoice = pillar2 ? null : await eInvoiceAccountOf(tx, customerId, request);
    if (eInvoice) {
      // §9: the first e-invoice is sent to the bank within 5 days of the contract; until the bank
      // confirms it, the agreement is pending (listed under e-invoice agreements).
      await tx.query(
        `INSERT INTO invoice_agreements (customer_id, contract_id, agreement, sum, payment_day, period, iban, bank_name,
                                         contract_date, status)
         VALUES ($1, (SELECT id FROM contracts WHERE contract_number = $2), $3, $4, $5, 'monthly', $6, $7, $8, 'pending')`,
        [
          customerId,
          contractNumber,
          `EIS-${contractNumber}`,
          request.monthlyAmount ?? 0,
          request.paymentDay ?? 1,
          eInvoice.iban,
          eInvoice.bank_name,
          today,
        ],
      );
      await tx.query(
        `INSERT INTO onboarding_log (customer_id, pillar, step) VALUES ($1, 3, 'e-invoice-requested')`,
        [customerId],
      );
    }
    await tx.query(
      "UPDATE customers SET business_account_status = 'Existing', updated_at = now() WHERE id = $1 AND business_account_status IN ('Potential', 'Former')",
      [customerId],
    );
    const transfer = request.transferFromProviderId
      ? await scheduleTransfer(tx, {
          contractNumber,
          customerId,
          pillar: request.pillar,
          providerId: request.transferFromProviderId,
          signedOn: today,
        })
      : null;
    return { contractNumber, effectiveDate: transfer?.transferOn ?? null };
  }
  const { request } = signed;
  // The same change signed twice (a client retry that started a second signing, two tabs): the second
  // signing answers the change already made, so one change exists and both pings say when it applies.
  // The contract's row is locked first, so two completions of one contract run one after the other and the
  // second sees the first's change (without the lock it could miss it here and meet it in checkSignable).
  await tx.query('SELECT id FROM contracts WHERE contract_number = $1 AND customer_id = $2 FOR UPDATE', [
    request.contractNr,
    customerId,
  ]);
  const same = await tx.query<{ effective_date: string }>(
    `SELECT fc.effective_date::text AS effective_date
       FROM fund_changes fc JOIN contracts c ON c.id = fc.contract_id JOIN funds f ON f.id = fc.to_fund_id
      WHERE c.contract_number = $1 AND c.customer_id = $2 AND f.fund_nr = $3
        AND fc.status IN ('registered', 'processing')`,
    [request.contractNr, customerId, request.movingToFundNr],
  );
  if (same[0]) return { contractNumber: request.contractNr, effectiveDate: same[0].effective_date };
  await checkSignable(tx, customerId, signed, today);
  const contract = await contractOf(tx, customerId, request.contractNr);
  const fund = await fundOf(tx, request.movingToFundNr, contract.pillar);
  // §1: 9 working days for pillar II, 8 for pillar III, on the Lithuanian calendar.
  const effectiveDate = fundChangeExecutionDate(contract.pillar, today);
  await tx.query(
    `INSERT INTO fund_changes (contract_id, customer_id, from_fund_id, to_fund_id, effective_date, signing_token_hash)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [contract.id, customerId, contract.fund_id, fund.id, effectiveDate, tokenHashValue],
  );
  return { contractNumber: request.contractNr, effectiveDate };
}

const AUDIT_ACTIONS: Readonly<Record<SigningKindDb, string>> = {
  contract: 'contracts.created',
  'fund-change': 'contracts.fund-change',
  'e-invoice': 'invoices.agreement-signed',
  document: 'applications.registered',
};

export interface SigningSessionsOptions {
  db: Db;
  clients: EidClients;
  now?: () => number;
  /** The business clock (server/jobs/clock.ts): the day what is signed is dated on; default `now`. */
  businessNow?: () => number;
  /** APPLICATION_REVIEW_DELAY_MS: the review schedule of a signed application (server/applications/review.ts). */
  applicationReviewDelayMs?: number;
}

interface SessionRow {
  customer_id: number;
  kind: SigningKindDb;
  request: SignedRequest['request'];
  provider: 'pension_smart_id' | 'pension_mobile_id';
  provider_session_id: string;
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
}: SigningSessionsOptions) {
  const today = () => todayInLithuania(new Date(businessNow()));

  /** §4 Qualify before signing: a password or bank-handover login confirms with Smart-ID / Mobile-ID. */
  async function requireQualified(
    customerId: number,
    sessionId: string | null,
    confirmation: string | undefined,
  ): Promise<void> {
    const rows = await db.query<{ provider: string }>(
      'SELECT provider FROM auth_refresh_families WHERE family_id = $1 AND customer_id = $2',
      [sessionId ?? '', customerId],
    );
    const provider = rows[0]?.provider ?? 'password';
    if (provider === 'pension_smart_id' || provider === 'pension_mobile_id') return;
    await checkConfirmation(db, customerId, 'signing', confirmation, now());
  }

  async function start(input: {
    customerId: number;
    sessionId: string | null;
    signed: SignedRequest;
    method: SigningMethod | undefined;
    confirmation: string | undefined;
  }): Promise<{ token: string; controlCode: string }> {
    const { customerId, signed } = input;
    await checkSignable(db, customerId, signed, today());
    await requireQualified(customerId, input.sessionId, input.confirmation);
    const customer = await customerFacts(db, customerId);
    const method = input.method ?? { provider: 'pension_smart_id' as const };
    let controlCode: string;
    let sessionId: string;
    try {
      if (method.provider === 'pension_smart_id') {
        const hash = newAuthenticationHash('sha512');
        controlCode = smartIdControlCode(hash);
        ({ sessionId } = await clients.smartId.startAuthentication({
          personalCode: customer.personal_code,
          hash,
        }));
      } else {
        if (!method.phoneNumber)
          throw new ApiHttpError(
            400,
            'validation',
            'Mobile-ID needs the phone number',
            'body.signing.phoneNumber',
          );
        const hash = newAuthenticationHash('sha256');
        controlCode = mobileIdControlCode(hash);
        ({ sessionId } = await clients.mobileId.startAuthentication({
          personalCode: customer.personal_code,
          phoneNumber: method.phoneNumber,
          hash,
        }));
      }
    } catch (error) {
      // §8 "unable to fetch certificate": no (qualified) Smart-ID account, or eID not configured.
      if (error instanceof EidStartError)
        throw new ApiHttpError(400, 'unable_to_fetch_certificate', ERROR_MESSAGES.unableToFetchCertificate);
      throw error;
    }
    const token = newOpaqueToken();
    // One instant for both ends of the window (two readings of the clock can differ by a millisecond).
    const createdAt = now();
    await db.query(
      `INSERT INTO signing_sessions (token_hash, customer_id, kind, request, provider, phone_number, provider_session_id,
                                     control_code, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        tokenHash(token),
        customerId,
        signed.kind,
        JSON.stringify(signed.request),
        method.provider,
        method.phoneNumber ?? null,
        sessionId,
        controlCode,
        new Date(createdAt).toISOString(),
        new Date(createdAt + SIGNING_WINDOW_MS).toISOString(),
      ],
    );
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
  async function ping(customerId: number, kind: SigningKindDb, token: string): Promise<SigningResult | null> {
    const hash = tokenHash(token);
    const rows = await db.query<SessionRow>(
      `SELECT customer_id, kind, request, provider, provider_session_id, status, error_code, result, expires_at
       FROM signing_sessions WHERE token_hash = $1`,
      [hash],
    );
    const row = rows[0];
    if (!row || row.customer_id !== customerId || row.kind !== kind)
      throw new ApiHttpError(400, 'session_missing', ERROR_MESSAGES.sessionMissing);
    if (row.status !== 'pending') return stored(hash);
    // §9: the 10-minute window is over.
    if (new Date(row.expires_at).getTime() <= now()) return fail(hash, 'session_expired');
    const client = row.provider === 'pension_smart_id' ? clients.smartId : clients.mobileId;
    let status;
    try {
      status = await client.getSessionStatus(row.provider_session_id);
    } catch {
      return null; // Transient: the session stays pending; the next ping asks again.
    }
    if (status.state === 'RUNNING') return null;
    if (status.endResult !== 'OK') return fail(hash, END_RESULT_MESSAGES[status.endResult]);
    const signed = { kind: row.kind, request: row.request } as SignedRequest;
    try {
      await applyOnce(hash, customerId, kind, signed).catch(async (error: unknown) => {
        // Two signings of one change completed at the same moment: the database let one insert; this
        // one, run again, finds it (the same change) or is refused (another fund is pending).
        if (!isUniqueViolation(error)) throw error;
        await applyOnce(hash, customerId, kind, signed);
      });
    } catch (error) {
      if (error instanceof ApiHttpError && error.code === 'contract_already_exists')
        return fail(hash, 'contract_already_exists');
      if (error instanceof ApiHttpError && error.code === 'conflict' && kind === 'fund-change')
        return fail(hash, 'fund_change_pending');
      // §5: meanwhile the contract got its agreement (another signing, a retry): none is made twice.
      if (
        kind === 'e-invoice' &&
        ((error instanceof ApiHttpError && error.code === 'e_invoice_not_allowed') ||
          isUniqueViolation(error))
      )
        return fail(hash, 'e_invoice_not_allowed');
      // An application refused when the signature arrived says why (application_already_open …).
      if (error instanceof ApiHttpError && error.status < 500)
        return fail(hash, kind === 'document' ? error.code : 'failed');
      throw error;
    }
    return stored(hash);
  }

  /** Claims the signing and makes what was signed, in one transaction. */
  async function applyOnce(hash: string, customerId: number, kind: SigningKindDb, signed: SignedRequest) {
    await db.transaction(async (tx) => {
      const claimed = await tx.query(
        "UPDATE signing_sessions SET status = 'signed', completed_at = $2 WHERE token_hash = $1 AND status = 'pending' RETURNING token_hash",
        [hash, new Date(now()).toISOString()],
      );
      if (claimed.length === 0) return; // Another ping made it first: answer its result.
      const result = await applySigned(tx, customerId, signed, hash, today(), {
        now: now(),
        reviewDelayMs: applicationReviewDelayMs,
      });
      await tx.query('UPDATE signing_sessions SET result = $2 WHERE token_hash = $1', [
        hash,
        JSON.stringify(result),
      ]);
      await tx.query('INSERT INTO audit_log (customer_id, action, details) VALUES ($1, $2, $3)', [
        customerId,
        AUDIT_ACTIONS[kind],
        JSON.stringify(result),
      ]);
    });
  }

  return { start, ping };
}

export type SigningSessions = ReturnType<typeof createSigningSessions>;

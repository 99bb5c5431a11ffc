/**
 * Registration by Smart-ID / Mobile-ID (§2 /register/smart-id, /register/mobile-id; §6 adults only),
 * registered inside the auth server plugin (connect-routes.ts), so it shares its form parser, no-store
 * headers and RFC 6749 error bodies:
 *
 *   POST /connect/register/initiate   provider, client_id, personal_code, phone_number (Mobile-ID)
 *                                     -> { control_code, token, expires_in }, like /connect/eid/initiate
 *   POST /connect/register/complete   client_id, token -> authorization_pending until the person confirms,
 *                                     then { status: 'registered' } once, or a §8 error
 *
 * Registering means: the person confirmed their identity with eID and is recorded as a potential customer
 * (business account status 'Potential', no contracts, customers.registered_at set), so that they can log
 * in afterwards (login no longer answers user_not_onboarded; the portal offers onboarding).
 *
 * - A minor (personal code -> birth date, under 18 today in Lithuania) is refused with minor_not_allowed
 *   before any eID session starts, and again at completion.
 * - An existing customer (a contract, or registered before) gets already_registered only after the eID
 *   step confirmed who they are (at /connect/register/complete): before that, customers and other people
 *   get the same answers, so the form cannot be used to test whether a personal code is a customer. A
 *   seeded person without contracts (e.g. 50001029996) is not "already registered": registering marks
 *   their existing row as a registered potential customer.
 * - The pending session is stored with purpose 'register' (migration 0101): a registration token is
 *   refused by grant eid_token and a login token by /connect/register/complete (both as invalid_grant).
 * - Completion claims the session, creates or updates the customer and writes the audit row in one
 *   transaction: nothing is half-written, and a failed attempt leaves the session pending for a retry.
 *
 * The person's Smart-ID / Mobile-ID is the login's (server/auth/eid/): a person who has no account at the
 * service is told so at initiation (smart_id_does_not_exist / mobile_id_does_not_exist), like at login.
 * Registration pushes count against the per-person push limit with the login's (./eid-push-limit.ts).
 */
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, type Db, type Queryable } from '../db/db';
import { AUTH_PATHS } from '../../src/api/contract/auth-codes';
import {
  RegisterCompleteRequest,
  RegisterInitiateRequest,
  type RegisterCompleteResponse,
} from '../../src/api/contract/auth';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { isAdult, parsePersonalCode } from '../../src/domain/personal-code';
import type { ConfirmedEidSession, EidSessions } from './eid-sessions';
import { OAuthError } from './oauth-error';

export interface RegisterRoutesDeps {
  db: Db;
  now: () => number;
  /** The auth server's eID sessions (the same clients as login). */
  eidSessions: EidSessions;
  /** The auth plugin's form-body reader and client check (same answers as the other /connect routes). */
  formBody(body: unknown): Record<string, string>;
  checkClient(clientId: string | undefined, required: boolean): void;
  /** The auth plugin's zod-issue -> error_description. */
  describeIssue(error: { issues: readonly { path: readonly PropertyKey[] }[] }): string;
}

interface CustomerState {
  id: number;
  registered: boolean;
  has_contracts: boolean;
}

async function customerState(
  db: Queryable,
  personalCode: string,
  lock = false,
): Promise<CustomerState | null> {
  const rows = await db.query<CustomerState>(
    `SELECT c.id, c.registered_at IS NOT NULL AS registered,
            EXISTS (SELECT 1 FROM contracts WHERE customer_id = c.id) AS has_contracts
       FROM customers c WHERE c.personal_code = $1${lock ? ' FOR UPDATE' : ''}`,
    [personalCode],
  );
  return rows[0] ?? null;
}

const isCustomerAlready = (state: CustomerState | null) =>
  state !== null && (state.registered || state.has_contracts);

export function registerRegistrationRoutes(app: FastifyInstance, deps: RegisterRoutesDeps): void {
  const { db, now } = deps;
  const sessions = deps.eidSessions;
  const isAdultToday = (personalCode: string) => isAdult(personalCode, todayInLithuania(new Date(now())));

  app.post(AUTH_PATHS.registerInitiate, async (request, reply) => {
    const form = deps.formBody(request.body);
    deps.checkClient(form.client_id, true);
    const parsed = RegisterInitiateRequest.safeParse(form);
    if (!parsed.success) throw new OAuthError('invalid_request', deps.describeIssue(parsed.error));
    const personalCode = parsed.data.personal_code;
    if (!isAdultToday(personalCode)) {
      throw new OAuthError(
        'minor_not_allowed',
        'Only adults can register; minors are served at the customer centre',
      );
    }
    // Whether the person is a customer already is told only after the eID confirmation (no probing).
    return reply.status(200).send(await sessions.initiate(parsed.data, 'register'));
  });

  app.post(AUTH_PATHS.registerComplete, async (request, reply) => {
    const form = deps.formBody(request.body);
    deps.checkClient(form.client_id, true);
    const parsed = RegisterCompleteRequest.safeParse(form);
    if (!parsed.success) throw new OAuthError('invalid_request', deps.describeIssue(parsed.error));
    const confirmed = await sessions.confirm(parsed.data.token, 'register');
    if (!isAdultToday(confirmed.personalCode)) return sessions.fail(confirmed.hash, 'minor_not_allowed');
    try {
      await db.transaction((tx) => recordRegistration(tx, confirmed, request.ip));
    } catch (error) {
      // Rolled back (the session is still pending). A definitive answer is kept for later polls;
      // anything else is a 500 the SPA retries.
      if (error instanceof OAuthError && error.code === 'already_registered') {
        return sessions.fail(confirmed.hash, 'already_registered');
      }
      if (isUniqueViolation(error)) return sessions.fail(confirmed.hash, 'already_registered');
      throw error;
    }
    const body: RegisterCompleteResponse = { status: 'registered' };
    return reply.status(200).send(body);
  });

  /** Claims the session and records the person as a registered potential customer, with an audit row. */
  async function recordRegistration(
    tx: Queryable,
    confirmed: ConfirmedEidSession,
    ip: string,
  ): Promise<void> {
    await sessions.claim(confirmed.hash, tx, confirmed.personalCode);
    const at = new Date(now()).toISOString();
    const smartId = confirmed.provider === 'pension_smart_id';
    const mobileIdPhone = confirmed.phoneNumber ? `+${confirmed.phoneNumber}` : null;
    const existing = await customerState(tx, confirmed.personalCode, true);
    if (isCustomerAlready(existing)) throw new OAuthError('already_registered');
    let customerId: number;
    if (existing) {
      customerId = existing.id;
      await tx.query(
        `UPDATE customers
            SET business_account_status = 'Potential', registered_at = $2, updated_at = $2,
                smart_id_enabled = smart_id_enabled OR $3, mobile_id_phone = COALESCE(mobile_id_phone, $4)
          WHERE id = $1`,
        [customerId, at, smartId, mobileIdPhone],
      );
    } else {
      const info = parsePersonalCode(confirmed.personalCode);
      if (!info) throw new OAuthError('invalid_request', 'Invalid personal code');
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO customers
           (personal_code, first_name, last_name, birth_date, gender, business_account_status,
            smart_id_enabled, mobile_id_phone, registered_at, created_at, updated_at)
         VALUES ($1, '', '', $2, $3, 'Potential', $4, $5, $6, $6, $6)
         RETURNING id`,
        [confirmed.personalCode, info.birthDate, info.gender, smartId, mobileIdPhone, at],
      );
      const row = inserted[0];
      if (!row) throw new Error('Customer insert returned no row');
      customerId = row.id;
    }
    await tx.query(
      'INSERT INTO audit_log (customer_id, action, details, ip, created_at) VALUES ($1, $2, $3, $4, $5)',
      [
        customerId,
        'auth.register',
        JSON.stringify({ provider: confirmed.provider, newCustomer: existing === null }),
        ip,
        at,
      ],
    );
  }
}

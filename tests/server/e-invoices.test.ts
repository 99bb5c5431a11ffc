import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIban } from '../../server/db/seed/personas';
import { startTestServer, SEED_TODAY, type PersonaName, type TestServer } from './helpers';
import { freshConfirmation } from './step-up-helpers';

/**
 * Issue 14 item 5: e-invoice agreements (§2 e-invoices, §5 E-invoice, §7 Invoices SignDocument,
 * SignDocumentGetStatus, DisableInvoiceAgreement), signed on the shared signing sessions (§4 Signing).
 */
let server: TestServer;
beforeAll(async () => {
  // The simulated Smart-ID / Mobile-ID answers at once.
  server = await startTestServer({ eidConfirmDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

const SIGN = '/api/v2/Invoices/SignDocument';
const STATUS = '/api/v2/Invoices/SignDocumentGetStatus';
const DISABLE = '/api/v2/Invoices/DisableInvoiceAgreement';
/** §5 (the server's words for "no new e-invoice consents can be submitted"). */
const NOT_ALLOWED = 'No new e-invoice consents can be submitted';

/** Mantas: pillar III 3P-2012519 (Active), one Swedbank account. */
const MANTAS_CONTRACT = '3P-2012519';
const MANTAS_SWEDBANK = demoIban('73000', '10009876543');

interface Agreement {
  agreementId: number;
  agreement: string;
  contractNumber: string;
  sum: number;
  paymentDay: number;
  period: string;
  bankAccountNumber: string;
  bankName: string;
  contractDate: string;
  status: string;
}

async function post(url: string, headers: Record<string, string>, payload: unknown) {
  return server.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

async function disable(headers: Record<string, string>, agreementId: number) {
  return server.app.inject({ method: 'PUT', url: DISABLE, headers, payload: { agreementId } });
}

async function agreementsOf(persona: PersonaName): Promise<Agreement[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/v2/Invoices/GetInvoiceAgreements',
    headers: await server.auth(persona),
  });
  return response.json<Agreement[]>();
}

async function auditCount(action: string, persona: PersonaName): Promise<number> {
  const rows = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM audit_log WHERE action = $1 AND customer_id = $2',
    [action, server.customerId(persona)],
  );
  return rows[0]?.n ?? 0;
}

/** A bearer of a login session made with `provider` (§3 provider). */
async function authWith(persona: PersonaName, provider: string): Promise<{ authorization: string }> {
  const sessionId = randomBytes(32).toString('base64url');
  const rows = await server.db.query<{ subject: string }>(
    `INSERT INTO auth_refresh_families (family_id, customer_id, provider, scope, created_at, expires_at)
     VALUES ($1, $2, $3, 'offline_access openid sbam', now(), now() + interval '12 hours')
     RETURNING (SELECT auth_subject::text FROM customers WHERE id = $2) AS subject`,
    [sessionId, server.customerId(persona), provider],
  );
  const token = await server.app.accessTokens.issue({
    subject: rows[0]?.subject ?? '',
    sessionId,
    scope: 'offline_access openid sbam',
    ttlSeconds: 600,
  });
  return { authorization: `Bearer ${token}` };
}

const mantasRequest = {
  contractNumber: MANTAS_CONTRACT,
  sum: 45.5,
  paymentDay: 15,
  period: 'quarterly',
  bankAccountNumber: MANTAS_SWEDBANK,
};

describe('the banks that accept e-invoices (§5)', () => {
  it('lists the supported banks only', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/v2/Invoices/GetSupportedBanks',
      headers: await server.auth('tomas'),
    });
    expect(response.statusCode).toBe(200);
    const names = response.json<{ name: string }[]>().map((bank) => bank.name);
    expect(names).toContain('AB SEB bankas');
    expect(names).toContain('Swedbank, AB');
    expect(names).not.toContain('Revolut Bank UAB');
  });
});

describe('a new e-invoice agreement signed with Smart-ID / Mobile-ID (§7 SignDocument, SignDocumentGetStatus)', () => {
  it('is made once, in force at once; then no new one may be submitted for the contract', async () => {
    const headers = await server.auth('mantas');
    expect(await agreementsOf('mantas')).toEqual([]);
    const started = await post(SIGN, headers, {
      ...mantasRequest,
      signing: { provider: 'pension_smart_id' },
    });
    expect(started.statusCode).toBe(200);
    const { token, controlCode } = started.json<{ token: string; controlCode: string }>();
    expect(controlCode).toMatch(/^[0-9]{4}$/);

    // Two pings at once (two tabs, a client retry): exactly one agreement, the same answer to both.
    const [first, second] = await Promise.all([
      post(STATUS, headers, { token }),
      post(STATUS, headers, { token }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'signed', contractNumber: MANTAS_CONTRACT, message: null });
    expect(second.json()).toEqual(first.json());
    // A later ping repeats the stored result and makes nothing.
    expect((await post(STATUS, headers, { token })).json()).toEqual(first.json());

    const agreements = await agreementsOf('mantas');
    expect(agreements).toHaveLength(1);
    expect(agreements[0]).toMatchObject({
      contractNumber: MANTAS_CONTRACT,
      sum: 45.5,
      paymentDay: 15,
      period: 'quarterly',
      bankAccountNumber: MANTAS_SWEDBANK,
      bankName: 'Swedbank, AB',
      contractDate: SEED_TODAY,
      status: 'active',
    });
    expect(agreements[0]?.agreement).toMatch(/^EIS-\d{4}-\d{6}$/);
    expect(await auditCount('invoices.agreement-signed', 'mantas')).toBe(1);

    // §5: the contract has its agreement now: no new one, refused before any signing starts.
    const sessionsBefore = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM signing_sessions WHERE customer_id = $1',
      [server.customerId('mantas')],
    );
    const again = await post(SIGN, headers, mantasRequest);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'e_invoice_not_allowed', message: NOT_ALLOWED });
    const sessionsAfter = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM signing_sessions WHERE customer_id = $1',
      [server.customerId('mantas')],
    );
    expect(sessionsAfter[0]?.n).toBe(sessionsBefore[0]?.n);

    // Disabled (with a repeat that changes nothing), the contract is open for a new agreement again.
    const id = agreements[0]?.agreementId ?? 0;
    expect((await disable(headers, id)).json()).toEqual({ ok: true });
    expect((await disable(headers, id)).statusCode).toBe(200);
    expect(await auditCount('invoices.disable-agreement', 'mantas')).toBe(1);
    expect((await agreementsOf('mantas'))[0]?.status).toBe('disabled');
    const reopened = await post(SIGN, headers, mantasRequest);
    expect(reopened.statusCode).toBe(200);
  });

  it('two signings of one contract pinged at once make one agreement; the other fails with the §5 refusal', async () => {
    const headers = await server.auth('mantas');
    const living = () =>
      server.db.query<{ id: number }>(
        "SELECT a.id FROM invoice_agreements a JOIN contracts c ON c.id = a.contract_id WHERE c.contract_number = $1 AND a.status IN ('active', 'pending')",
        [MANTAS_CONTRACT],
      );
    for (const row of await living()) await disable(headers, row.id);
    const one = (await post(SIGN, headers, mantasRequest)).json<{ token: string }>().token;
    const two = (await post(SIGN, headers, mantasRequest)).json<{ token: string }>().token;
    const results = await Promise.all([
      post(STATUS, headers, { token: one }),
      post(STATUS, headers, { token: two }),
    ]);
    const statuses = results.map((result) => result.json<{ status: string; message: string | null }>());
    expect(statuses.map((result) => result.status).sort()).toEqual(['failed', 'signed']);
    expect(statuses.find((result) => result.status === 'failed')?.message).toBe('e_invoice_not_allowed');
    expect(await living()).toHaveLength(1);
  });

  it('an unsupported bank is refused with the list of supported banks (§5), before any signing', async () => {
    // Tomas: pillar III 3P-2011402, one Revolut account.
    const headers = await server.auth('tomas');
    const refused = await post(SIGN, headers, {
      contractNumber: '3P-2011402',
      sum: 50,
      paymentDay: 10,
      period: 'monthly',
      bankAccountNumber: demoIban('32500', '00012345678'),
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{ code: string; message: string }>();
    expect(body.code).toBe('unsupported_bank');
    for (const bank of [
      'AB SEB bankas',
      'Swedbank, AB',
      'Luminor Bank AS Lietuvos skyrius',
      'Artea bankas, AB',
    ])
      expect(body.message).toContain(bank);
    expect(body.message).not.toContain('Revolut');
    const sessions = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM signing_sessions WHERE customer_id = $1',
      [server.customerId('tomas')],
    );
    expect(sessions[0]?.n).toBe(0);
    expect(await agreementsOf('tomas')).toEqual([]);
  });

  it('no new agreement for a contract that has one, nor for a pillar II contract (§5)', async () => {
    const headers = await server.auth('jonas');
    const jonasSeb = demoIban('70440', '60000123456');
    for (const contractNumber of ['3P-2008813', '2P-1004521']) {
      const response = await post(SIGN, headers, {
        contractNumber,
        sum: 100,
        paymentDay: 5,
        period: 'monthly',
        bankAccountNumber: jonasSeb,
      });
      expect(response.statusCode, contractNumber).toBe(400);
      expect(response.json()).toMatchObject({ code: 'e_invoice_not_allowed', message: NOT_ALLOWED });
    }
  });

  it("another customer's contract, account, signing or agreement is refused and nothing changes", async () => {
    const jonas = await server.auth('jonas');
    const mantas = await server.auth('mantas');
    // Jonas asks for Mantas's contract (with Mantas's account, then his own).
    expect((await post(SIGN, jonas, mantasRequest)).statusCode).toBe(404);
    // Mantas asks with Jonas's SEB account: not one of his accounts.
    const foreignAccount = await post(SIGN, mantas, {
      ...mantasRequest,
      bankAccountNumber: demoIban('70440', '60000123456'),
    });
    expect([400, 404]).toContain(foreignAccount.statusCode);
    expect(foreignAccount.json()).not.toMatchObject({ status: 'signed' });

    // Mantas's pending signing cannot be pinged by Jonas.
    for (const row of await server.db.query<{ id: number }>(
      "SELECT id FROM invoice_agreements WHERE customer_id = $1 AND status = 'active'",
      [server.customerId('mantas')],
    ))
      await disable(mantas, row.id);
    const started = await post(SIGN, mantas, {
      ...mantasRequest,
      signing: { provider: 'pension_mobile_id', phoneNumber: '37060000009' },
    });
    const token = started.json<{ token: string }>().token;
    const foreignPing = await post(STATUS, jonas, { token });
    expect(foreignPing.statusCode).toBe(400);
    expect(foreignPing.json()).toMatchObject({ code: 'session_missing' });

    // Jonas cannot disable Mantas's agreement, nor Mantas Jonas's.
    const [jonasActive] = await server.db.query<{ id: number }>(
      "SELECT id FROM invoice_agreements WHERE customer_id = $1 AND status = 'active'",
      [server.customerId('jonas')],
    );
    expect((await disable(mantas, jonasActive?.id ?? 0)).statusCode).toBe(404);
    const [stillActive] = await server.db.query<{ status: string }>(
      'SELECT status FROM invoice_agreements WHERE id = $1',
      [jonasActive?.id],
    );
    expect(stillActive?.status).toBe('active');
  });

  it('a refusal on the phone, a phone off, a timeout and the 10-minute window make no agreement (§8, §9)', async () => {
    const headers = await server.auth('mantas');
    for (const row of await server.db.query<{ id: number }>(
      "SELECT id FROM invoice_agreements WHERE customer_id = $1 AND status IN ('active', 'pending')",
      [server.customerId('mantas')],
    ))
      await disable(headers, row.id);
    const before = (await agreementsOf('mantas')).length;
    // The SK demo Mobile-ID number 37060000008 refuses; 37060000010 has its phone off.
    const refused = await post(SIGN, headers, {
      ...mantasRequest,
      signing: { provider: 'pension_mobile_id', phoneNumber: '37060000008' },
    });
    expect(
      (await post(STATUS, headers, { token: refused.json<{ token: string }>().token })).json(),
    ).toMatchObject({
      status: 'cancelled',
      message: 'user_cancelled',
    });
    const absent = await post(SIGN, headers, {
      ...mantasRequest,
      signing: { provider: 'pension_mobile_id', phoneNumber: '37060000010' },
    });
    expect(
      (await post(STATUS, headers, { token: absent.json<{ token: string }>().token })).json(),
    ).toMatchObject({
      status: 'failed',
      message: 'device_selection',
    });
    // 37060000009 times out on the phone: the signing is over.
    const timedOut = await post(SIGN, headers, {
      ...mantasRequest,
      signing: { provider: 'pension_mobile_id', phoneNumber: '37060000009' },
    });
    expect(
      (await post(STATUS, headers, { token: timedOut.json<{ token: string }>().token })).json(),
    ).toMatchObject({
      status: 'failed',
      message: 'session_expired',
    });
    // §9: a signing not confirmed within 10 minutes is over, whatever the phone answers later.
    const late = await post(SIGN, headers, mantasRequest);
    await server.db.query(
      "UPDATE signing_sessions SET expires_at = now() - interval '1 second' WHERE status = 'pending' AND kind = 'e-invoice'",
    );
    expect(
      (await post(STATUS, headers, { token: late.json<{ token: string }>().token })).json(),
    ).toMatchObject({
      status: 'failed',
      message: 'session_expired',
    });
    expect((await agreementsOf('mantas')).length).toBe(before);
  });

  it('a customer logged in by password confirms with Smart-ID / Mobile-ID first (§4 Qualify)', async () => {
    const headers = await authWith('mantas', 'password');
    const refused = await post(SIGN, headers, mantasRequest);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'confirmation_required' });
    const confirmation = await freshConfirmation(server, 'mantas', 'signing');
    const accepted = await post(SIGN, headers, { ...mantasRequest, confirmation });
    expect(accepted.statusCode).toBe(200);
  });

  it('a contract token of another kind is a missing session here', async () => {
    const headers = await server.auth('mantas');
    const response = await post(STATUS, headers, { token: 'made-up' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'session_missing' });
  });
});

describe('an agreement of an amount that rounds to zero', () => {
  it('is refused before any signing starts: no 0.00 € agreement', async () => {
    const headers = await server.auth('mantas');
    const before = await agreementsOf('mantas');
    for (const sum of [0.001, 0.004]) {
      const refused = await post(SIGN, headers, { ...mantasRequest, sum });
      expect(refused.statusCode, String(sum)).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'validation', field: 'body.sum' });
    }
    expect(await agreementsOf('mantas')).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { loadOrCreateKeys } from '../../server/auth/keys';
import { AUTH_PATHS, AUTH_SCOPE, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import {
  RegisterCompleteResponse,
  RegisterInitiateResponse,
  TokenResponse,
} from '../../src/api/contract/auth';
import { createSeededDb, startAuthServer, testClock, type AuthServer } from './auth-test-server';
import { phone } from './sk-fake-helpers';

const client_id = PORTAL_CLIENT_ID;
const scope = AUTH_SCOPE;

/** Valid adult personal codes of people who are not in the seed. */
const NEW_ADULT = '38703181745';
const NEW_ADULT_MOBILE = '49002010976';

let db: Db;
let server: AuthServer;

beforeAll(async () => {
  db = await createSeededDb();
  server = await startAuthServer(db);
});
afterAll(async () => {
  await server.app.close();
  await db.close();
});

async function registerInitiate(s: AuthServer, form: Record<string, string>) {
  return s.post(AUTH_PATHS.registerInitiate, { client_id, ...form });
}

async function registerComplete(s: AuthServer, token: string) {
  return s.post(AUTH_PATHS.registerComplete, { client_id, token });
}

async function register(s: AuthServer, form: Record<string, string>) {
  const initiated = await registerInitiate(s, form);
  if (initiated.status !== 200) return { initiated, completed: undefined };
  return { initiated, completed: await registerComplete(s, String(initiated.body.token)) };
}

async function eidLogin(s: AuthServer, form: Record<string, string>) {
  const initiated = await s.post(AUTH_PATHS.eidInitiate, { client_id, ...form });
  if (initiated.status !== 200) return { initiated, final: undefined };
  const final = await s.post(AUTH_PATHS.token, {
    grant_type: 'eid_token',
    client_id,
    token: String(initiated.body.token),
    scope,
  });
  return { initiated, final };
}

async function customerRow(personalCode: string) {
  const rows = await db.query<{
    id: number;
    business_account_status: string;
    registered: boolean;
    birth_date: string | Date;
    gender: string;
    mobile_id_phone: string | null;
    contracts: number;
  }>(
    `SELECT c.id, c.business_account_status, c.registered_at IS NOT NULL AS registered, c.birth_date::text AS birth_date,
            c.gender, c.mobile_id_phone, (SELECT count(*)::int FROM contracts WHERE customer_id = c.id) AS contracts
       FROM customers c WHERE c.personal_code = $1`,
    [personalCode],
  );
  return rows;
}

async function registerAudits(customerId: number) {
  return db.query<{ details: Record<string, unknown>; ip: string | null }>(
    "SELECT details, ip FROM audit_log WHERE customer_id = $1 AND action = 'auth.register'",
    [customerId],
  );
}

async function sessionCount(): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_eid_sessions');
  return rows[0]?.n ?? 0;
}

describe('registration of a new adult', () => {
  it('Smart-ID: a new person registers as a potential customer and can then log in', async () => {
    // Before: the person has Smart-ID (SK confirms who they are) but is nobody's customer.
    const before = await eidLogin(server, { provider: 'pension_smart_id', personal_code: NEW_ADULT });
    expect(before.final?.body).toMatchObject({ error: 'user_not_found' });
    expect(await customerRow(NEW_ADULT)).toEqual([]);

    const { initiated, completed } = await register(server, {
      provider: 'pension_smart_id',
      personal_code: NEW_ADULT,
    });
    expect(initiated.status).toBe(200);
    const started = RegisterInitiateResponse.parse(initiated.body);
    expect(started.control_code).toMatch(/^\d{4}$/);
    expect(started.expires_in).toBe(120);
    expect(initiated.headers['cache-control']).toBe('no-store');
    expect(completed?.status).toBe(200);
    expect(RegisterCompleteResponse.parse(completed?.body)).toEqual({ status: 'registered' });

    const [row] = await customerRow(NEW_ADULT);
    expect(row).toMatchObject({
      business_account_status: 'Potential',
      registered: true,
      birth_date: '1987-03-18',
      gender: 'male',
      mobile_id_phone: null,
      contracts: 0,
    });
    const audits = await registerAudits(row?.id ?? -1);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({ provider: 'pension_smart_id', newCustomer: true });
    expect(JSON.stringify(audits)).not.toContain(NEW_ADULT);

    // The registration token is used up.
    const again = await registerComplete(server, started.token);
    expect(again).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    // After: login with Smart-ID works (no user_not_onboarded) and the token names the person.
    const after = await eidLogin(server, { provider: 'pension_smart_id', personal_code: NEW_ADULT });
    expect(after.final?.status).toBe(200);
    const tokens = TokenResponse.parse(after.final?.body);
    const keys = await loadOrCreateKeys(db);
    const verified = await keys.verifyAccessToken(tokens.access_token);
    const [subject] = await db.query<{ auth_subject: string }>(
      'SELECT auth_subject::text AS auth_subject FROM customers WHERE personal_code = $1',
      [NEW_ADULT],
    );
    expect(verified.subject).toBe(subject?.auth_subject);
    expect(JSON.stringify(verified.payload)).not.toContain(NEW_ADULT);
  });

  it('Mobile-ID: a new person registers with their number and then logs in with Mobile-ID', async () => {
    const { initiated, completed } = await register(server, {
      provider: 'pension_mobile_id',
      personal_code: NEW_ADULT_MOBILE,
      phone_number: '37061234567',
    });
    expect(initiated.status).toBe(200);
    expect(completed?.body).toEqual({ status: 'registered' });
    const [row] = await customerRow(NEW_ADULT_MOBILE);
    expect(row).toMatchObject({
      business_account_status: 'Potential',
      registered: true,
      gender: 'female',
      mobile_id_phone: '+37061234567',
    });

    const login = await eidLogin(server, {
      provider: 'pension_mobile_id',
      personal_code: NEW_ADULT_MOBILE,
      phone_number: '37061234567',
    });
    expect(login.final?.status).toBe(200);
    // Another number is still not this person's Mobile-ID.
    const other = await eidLogin(server, {
      provider: 'pension_mobile_id',
      personal_code: NEW_ADULT_MOBILE,
      phone_number: '37061234000',
    });
    expect(other.final?.body).toEqual({ error: 'mobile_id_does_not_exist' });
  });

  it('50001029996, a seeded person without contracts, registers on the existing row', async () => {
    const before = await eidLogin(server, { provider: 'pension_smart_id', personal_code: '50001029996' });
    expect(before.final?.body).toEqual({ error: 'user_not_onboarded' });

    const { completed } = await register(server, {
      provider: 'pension_smart_id',
      personal_code: '50001029996',
    });
    expect(completed?.body).toEqual({ status: 'registered' });
    const rows = await customerRow('50001029996');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ business_account_status: 'Potential', registered: true, contracts: 0 });
    const audits = await registerAudits(rows[0]?.id ?? -1);
    expect(audits.map((audit) => audit.details)).toEqual([
      { provider: 'pension_smart_id', newCustomer: false },
    ]);

    const after = await eidLogin(server, { provider: 'pension_smart_id', personal_code: '50001029996' });
    expect(after.final?.status).toBe(200);
  });
});

describe('refusals before any eID session', () => {
  it('a minor (61101012257) gets minor_not_allowed and no eID session starts', async () => {
    const sessions = await sessionCount();
    const forms: Record<string, string>[] = [
      { provider: 'pension_smart_id', personal_code: '61101012257' },
      { provider: 'pension_mobile_id', personal_code: '61101012257', phone_number: '37061234567' },
    ];
    for (const form of forms) {
      const response = await registerInitiate(server, form);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('minor_not_allowed');
    }
    expect(await sessionCount()).toBe(sessions);
    const [row] = await customerRow('61101012257');
    expect(row?.registered).toBe(false);
  });

  it('an existing customer gets already_registered only after the eID step; so does a person who registered before', async () => {
    for (const personal_code of ['30303039914', NEW_ADULT]) {
      const before = await customerRow(personal_code);
      const { initiated, completed } = await register(server, {
        provider: 'pension_smart_id',
        personal_code,
      });
      // Until the eID confirmation the answer is the same as for anybody: no probing of who is a customer.
      expect(initiated.status).toBe(200);
      expect(RegisterInitiateResponse.parse(initiated.body).control_code).toMatch(/^\d{4}$/);
      expect(completed).toMatchObject({ status: 400, body: { error: 'already_registered' } });
      expect(await customerRow(personal_code)).toEqual(before);
    }
  });

  it('bad input: invalid personal code, missing phone, unknown client', async () => {
    const invalidCode = await registerInitiate(server, {
      provider: 'pension_smart_id',
      personal_code: '38703181746',
    });
    expect(invalidCode.body.error).toBe('invalid_request');
    const noPhone = await registerInitiate(server, {
      provider: 'pension_mobile_id',
      personal_code: '38703181745',
    });
    expect(noPhone.body.error).toBe('invalid_request');
    const badClient = await server.post(AUTH_PATHS.registerInitiate, {
      client_id: 'someone-else',
      provider: 'pension_smart_id',
      personal_code: '38501010002',
    });
    expect(badClient).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    const noToken = await server.post(AUTH_PATHS.registerComplete, { client_id });
    expect(noToken).toMatchObject({ status: 400, body: { error: 'invalid_request' } });
    const unknownToken = await registerComplete(server, 'made-up-token');
    expect(unknownToken).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
  });

  it('a Smart-ID Basic account (40504049999) is refused at initiation', async () => {
    const response = await registerInitiate(server, {
      provider: 'pension_smart_id',
      personal_code: '40504049999',
    });
    expect(response.body).toEqual({ error: 'smart_id_basic' });
  });
});

describe('eID outcomes at completion', () => {
  it.each([
    ['pension_smart_id', '30403039917', undefined, 'user_cancelled'],
    ['pension_smart_id', '30403039972', undefined, 'wrong_vc'],
    ['pension_mobile_id', '38501010002', '37060000007', 'mobile_id_does_not_exist'],
    ['pension_mobile_id', '38501010002', '37060000008', 'user_cancelled'],
  ])(
    '%s %s -> %s, repeated to later polls, nobody recorded',
    async (provider, personal_code, phone, error) => {
      const { initiated, completed } = await register(server, {
        provider,
        personal_code,
        ...(phone ? { phone_number: phone } : {}),
      });
      expect(initiated.status).toBe(200);
      expect(completed).toMatchObject({ status: 400, body: { error } });
      const again = await registerComplete(server, String(initiated.body.token));
      expect(again.body).toEqual({ error });
      expect(await customerRow(personal_code)).toEqual([]);
    },
  );
});

describe('purposes are not interchangeable', () => {
  it('a registration token is refused by grant eid_token, a login token by register/complete', async () => {
    const registration = await registerInitiate(server, {
      provider: 'pension_smart_id',
      personal_code: '38902021001',
    });
    const login = await server.post(AUTH_PATHS.eidInitiate, {
      client_id,
      provider: 'pension_smart_id',
      personal_code: '30303039914',
    });
    expect(registration.status).toBe(200);
    expect(login.status).toBe(200);

    const asLogin = await server.post(AUTH_PATHS.token, {
      grant_type: 'eid_token',
      client_id,
      token: String(registration.body.token),
      scope,
    });
    expect(asLogin).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const asRegistration = await registerComplete(server, String(login.body.token));
    expect(asRegistration).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(await customerRow('38902021001')).toEqual([]);

    // A refused mix-up does not spoil either session for its own endpoint.
    const loggedIn = await server.post(AUTH_PATHS.token, {
      grant_type: 'eid_token',
      client_id,
      token: String(login.body.token),
      scope,
    });
    expect(loggedIn.status).toBe(200);
    const registered = await registerComplete(server, String(registration.body.token));
    expect(registered.body).toEqual({ status: 'registered' });
  });
});

describe('waiting and failures', () => {
  it('answers authorization_pending until the person confirms, and records nothing meanwhile', async () => {
    const clock = testClock();
    // The person would answer only after 10 minutes; the fake's phone confirms instead.
    const slow = await startAuthServer(db, { eidConfirmDelayMs: 10 * 60_000, now: clock.now });
    try {
      const initiated = await registerInitiate(slow, {
        provider: 'pension_smart_id',
        personal_code: '39001010000',
      });
      expect(initiated.status).toBe(200);
      const token = String(initiated.body.token);
      const pending = await registerComplete(slow, token);
      expect(pending).toMatchObject({ status: 400, body: { error: 'authorization_pending' } });
      expect(await customerRow('39001010000')).toEqual([]);
      await phone(slow.fake, 'confirm', { personalCode: '39001010000' });
      expect((await registerComplete(slow, token)).body).toEqual({ status: 'registered' });
    } finally {
      await slow.app.close();
    }
  });

  it('the 120 s window ends in session_expired', async () => {
    const clock = testClock();
    const slow = await startAuthServer(db, { eidConfirmDelayMs: 200_000, now: clock.now });
    try {
      const initiated = await registerInitiate(slow, {
        provider: 'pension_smart_id',
        personal_code: '39101010003',
      });
      clock.advance(120_000);
      const expired = await registerComplete(slow, String(initiated.body.token));
      expect(expired.body).toEqual({ error: 'session_expired' });
      expect(await customerRow('39101010003')).toEqual([]);
    } finally {
      await slow.app.close();
    }
  });

  it('nothing is half-written: a failing audit insert rolls back the customer and keeps the session pending', async () => {
    const personalCode = '38201010004';
    await db.exec(`
      CREATE FUNCTION fail_register_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.action = 'auth.register' THEN RAISE EXCEPTION 'audit store unavailable'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER fail_register_audit BEFORE INSERT ON audit_log
        FOR EACH ROW EXECUTE FUNCTION fail_register_audit();
    `);
    let token: string;
    try {
      const initiated = await registerInitiate(server, {
        provider: 'pension_smart_id',
        personal_code: personalCode,
      });
      token = String(initiated.body.token);
      const failed = await registerComplete(server, token);
      expect(failed).toMatchObject({ status: 500, body: { error: 'server_error' } });
      expect(JSON.stringify(failed.body)).not.toContain('audit store');
      expect(await customerRow(personalCode)).toEqual([]);
      const session = await db.query<{ status: string }>(
        "SELECT status FROM auth_eid_sessions WHERE purpose = 'register' AND personal_code = $1",
        [personalCode],
      );
      expect(session).toEqual([{ status: 'pending' }]);
    } finally {
      await db.exec('DROP TRIGGER fail_register_audit ON audit_log; DROP FUNCTION fail_register_audit();');
    }
    // The SPA retries the poll: now it goes through, exactly once.
    expect((await registerComplete(server, token)).body).toEqual({ status: 'registered' });
    expect(await customerRow(personalCode)).toHaveLength(1);
  });

  it('two servers on one database: started on one, completed on the other', async () => {
    const other = await startAuthServer(db, { fake: server.eid });
    try {
      const initiated = await registerInitiate(server, {
        provider: 'pension_smart_id',
        personal_code: '48805050005',
      });
      const completed = await registerComplete(other, String(initiated.body.token));
      expect(completed.body).toEqual({ status: 'registered' });
    } finally {
      await other.app.close();
    }
  });
});

/**
 * §7 "Applications and external consent (hash link)": no bearer, the e-mail link's token names the customer.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../src/api/contract/common';
import { tokenHash } from '../../server/auth/crypto-tokens';
import { MIGRATIONS_DIR, migrate } from '../../server/db/migrate';
import { DEMO_EXIT_PERSONAL_CODE, DEMO_LINK_HASHES } from '../../server/db/seed/personas';
import { PERSONAS, createTestDb, startTestServer, type TestServer } from './helpers';

const GDPR = '/api/Applications/SaveBusinessAccountStatistics';
const NOTIFY = '/api/Applications/SaveNotificationSettings';
const EXIT = '/api/Applications/SetPotentialCustomer';
const INVALID = { status: 400, code: 'invalid_token_expired', message: ERROR_MESSAGES.invalidTokenExpired };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function post(url: string, payload: Record<string, unknown>) {
  return server.app.inject({ method: 'POST', url, payload });
}

async function gdpr(customerId: number, type: number): Promise<boolean | null | undefined> {
  const rows = await server.db.query<{ accepted: boolean | null }>(
    'SELECT accepted FROM gdpr_agreements WHERE customer_id = $1 AND gdpr_type = $2',
    [customerId, type],
  );
  return rows[0]?.accepted;
}

async function auditActions(customerId: number, action: string): Promise<unknown[]> {
  const rows = await server.db.query<{ details: unknown }>(
    'SELECT details FROM audit_log WHERE customer_id = $1 AND action = $2 ORDER BY id',
    [customerId, action],
  );
  return rows.map((row) => row.details);
}

/** A link of a purpose for a customer, like the e-mail sender would create it (a GDPR link: of type 5). */
async function addLink(customerId: number, purpose: string, token: string, expiresIn = '1 day') {
  await server.db.query(
    `INSERT INTO link_hashes (token_hash, customer_id, purpose, expires_at, gdpr_type)
     VALUES ($1, $2, $3, now() + $4::interval, $5)`,
    [tokenHash(token), customerId, purpose, expiresIn, purpose === 'gdpr' ? 5 : null],
  );
}

describe('demo hashes', () => {
  it('have the form the SPA accepts and are stored only as SHA-256', async () => {
    for (const token of Object.values(DEMO_LINK_HASHES)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{8,200}$/);
      const rows = await server.db.query('SELECT 1 FROM link_hashes WHERE token_hash = $1', [
        tokenHash(token),
      ]);
      expect(rows).toHaveLength(1);
      expect(await server.db.query('SELECT 1 FROM link_hashes WHERE token_hash = $1', [token])).toEqual([]);
    }
  });
});

describe('SaveBusinessAccountStatistics (GDPR consent link)', () => {
  it('records the answer for the link’s agreement type; the link may be answered again', async () => {
    const jonas = server.customerId('jonas');
    // The demo link is about type 1, Marketing (/external-gdpr-modification?hash=…&type=1).
    const yes = await post(GDPR, { hash: DEMO_LINK_HASHES.gdpr, userAnswer: true, gdprAgreementType: 1 });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ ok: true });
    expect(await gdpr(jonas, 1)).toBe(true);
    const no = await post(GDPR, { hash: DEMO_LINK_HASHES.gdpr, userAnswer: false, gdprAgreementType: 1 });
    expect(no.statusCode).toBe(200);
    expect(await gdpr(jonas, 1)).toBe(false);
    expect(await auditActions(jonas, 'applications.save-business-account-statistics')).toEqual([
      { gdprType: 1, accepted: true },
      { gdprType: 1, accepted: false },
    ]);
    // The portal read shows the new answer.
    const profile = await server.app.inject({
      method: 'GET',
      url: '/api/v3/Users/GetContactInformation',
      headers: await server.auth('jonas'),
    });
    expect(JSON.stringify(profile.json())).toMatch(/"marketingAgreement":false/);
  });

  it('a link sets only its own consent type: the type 1 link cannot answer for types 4, 5 and 6', async () => {
    const jonas = server.customerId('jonas');
    const before = await Promise.all([4, 5, 6].map((type) => gdpr(jonas, type)));
    for (const gdprAgreementType of [4, 5, 6]) {
      const response = await post(GDPR, { hash: DEMO_LINK_HASHES.gdpr, userAnswer: true, gdprAgreementType });
      expect(response.statusCode, String(gdprAgreementType)).toBe(400);
      expect(response.json()).toMatchObject({ ...INVALID, field: 'body.hash' });
    }
    expect(await Promise.all([4, 5, 6].map((type) => gdpr(jonas, type)))).toEqual(before);
  });

  it('creates the agreement row when the customer had none of that type', async () => {
    const ona = server.customerId('ona');
    await addLink(ona, 'gdpr', 'ona-gdpr-link-0001');
    expect(await gdpr(ona, 5)).toBeUndefined();
    const response = await post(GDPR, { hash: 'ona-gdpr-link-0001', userAnswer: true, gdprAgreementType: 5 });
    expect(response.statusCode).toBe(200);
    expect(await gdpr(ona, 5)).toBe(true);
  });

  it('unknown, expired, revoked and other-purpose links give the §8 invalid_token_expired', async () => {
    const jonas = server.customerId('jonas');
    await addLink(jonas, 'gdpr', 'expired-gdpr-link-1', '-1 minute');
    await addLink(jonas, 'gdpr', 'revoked-gdpr-link-1');
    await server.db.query('UPDATE link_hashes SET revoked_at = now() WHERE token_hash = $1', [
      tokenHash('revoked-gdpr-link-1'),
    ]);
    for (const hash of [
      'no-such-link-123',
      'expired-gdpr-link-1',
      'revoked-gdpr-link-1',
      DEMO_LINK_HASHES.notifications,
    ]) {
      const response = await post(GDPR, { hash, userAnswer: true, gdprAgreementType: 5 });
      expect(response.statusCode, hash).toBe(400);
      expect(response.json()).toMatchObject({ ...INVALID, field: 'body.hash' });
    }
    expect(await gdpr(jonas, 5)).toBe(false);
  });

  it('validates the body', async () => {
    const response = await post(GDPR, {
      hash: DEMO_LINK_HASHES.gdpr,
      userAnswer: true,
      gdprAgreementType: 2,
    });
    expect(response.json()).toMatchObject({
      status: 400,
      code: 'validation',
      field: 'body.gdprAgreementType',
    });
    const noAnswer = await post(GDPR, { hash: DEMO_LINK_HASHES.gdpr, gdprAgreementType: 1 });
    expect(noAnswer.json()).toMatchObject({ status: 400, code: 'validation', field: 'body.userAnswer' });
  });
});

describe('SaveNotificationSettings (advertising send-mode link)', () => {
  async function sendMode(customerId: number) {
    return server.db.query<{ sms: boolean; email: boolean; mail: boolean }>(
      'SELECT sms, email, mail FROM advertising_send_modes WHERE customer_id = $1',
      [customerId],
    );
  }

  it('stores the chosen channels; the link may be answered again', async () => {
    const jonas = server.customerId('jonas');
    const first = await post(NOTIFY, {
      hash: DEMO_LINK_HASHES.notifications,
      activeSmsNotifications: true,
      activeEmailNotifications: false,
      activeMailNotifications: true,
    });
    expect(first.statusCode).toBe(200);
    expect(await sendMode(jonas)).toEqual([{ sms: true, email: false, mail: true }]);
    const second = await post(NOTIFY, {
      hash: DEMO_LINK_HASHES.notifications,
      activeSmsNotifications: false,
      activeEmailNotifications: true,
      activeMailNotifications: false,
    });
    expect(second.statusCode).toBe(200);
    expect(await sendMode(jonas)).toEqual([{ sms: false, email: true, mail: false }]);
    expect(await auditActions(jonas, 'applications.save-notification-settings')).toHaveLength(2);
  });

  it('needs at least one channel (§5) and a valid link', async () => {
    const jonas = server.customerId('jonas');
    const none = await post(NOTIFY, {
      hash: DEMO_LINK_HASHES.notifications,
      activeSmsNotifications: false,
      activeEmailNotifications: false,
      activeMailNotifications: false,
    });
    expect(none.json()).toMatchObject({ status: 400, code: 'validation' });
    expect(await sendMode(jonas)).toEqual([{ sms: false, email: true, mail: false }]);
    const bad = await post(NOTIFY, {
      hash: DEMO_LINK_HASHES.gdpr,
      activeSmsNotifications: true,
      activeEmailNotifications: true,
      activeMailNotifications: true,
    });
    expect(bad.json()).toMatchObject(INVALID);
  });
});

describe('SetPotentialCustomer (exit link)', () => {
  async function contactCounts(customerId: number) {
    const rows = await server.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM customer_emails WHERE customer_id = $1) AS emails,
              (SELECT count(*)::int FROM customer_phones WHERE customer_id = $1) AS phones,
              (SELECT count(*)::int FROM customer_addresses WHERE customer_id = $1) AS addresses,
              (SELECT count(*)::int FROM bank_accounts WHERE customer_id = $1) AS bank_accounts`,
      [customerId],
    );
    return rows[0];
  }

  it('a customer with pension contracts cannot leave this way: the link does not apply', async () => {
    const jonas = server.customerId('jonas');
    await addLink(jonas, 'potential-customer', 'jonas-exit-link-01');
    const response = await post(EXIT, { hash: 'jonas-exit-link-01' });
    expect(response.json()).toMatchObject(INVALID);
    const rows = await server.db.query<{ business_account_status: string }>(
      'SELECT business_account_status FROM customers WHERE id = $1',
      [jonas],
    );
    expect(rows).toEqual([{ business_account_status: 'Existing' }]);
    expect((await contactCounts(jonas))?.emails).toBe(2);
  });

  it('marks the potential customer as exited, deletes the contact data, and works once', async () => {
    const lukas = server.customerId('lukas');
    expect(PERSONAS.lukas).toBe(DEMO_EXIT_PERSONAL_CODE);
    await addLink(lukas, 'gdpr', 'lukas-gdpr-link-01');
    expect(await contactCounts(lukas)).toEqual({ emails: 1, phones: 1, addresses: 1, bank_accounts: 1 });

    const response = await post(EXIT, { hash: DEMO_LINK_HASHES.potentialCustomer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const [customer] = await server.db.query<{
      business_account_status: string;
      exited: boolean;
      registered_at: string | null;
      mobile_id_phone: string | null;
      personal_code: string;
    }>(
      `SELECT business_account_status, exited_at IS NOT NULL AS exited, registered_at, mobile_id_phone, personal_code
         FROM customers WHERE id = $1`,
      [lukas],
    );
    expect(customer).toEqual({
      business_account_status: 'Former',
      exited: true,
      registered_at: null,
      mobile_id_phone: null,
      personal_code: DEMO_EXIT_PERSONAL_CODE,
    });
    expect(await contactCounts(lukas)).toEqual({ emails: 0, phones: 0, addresses: 0, bank_accounts: 0 });
    const [audit] = await auditActions(lukas, 'applications.set-potential-customer');
    expect(audit).toMatchObject({
      previousStatus: 'Potential',
      deleted: { customer_emails: 1, customer_phones: 1 },
    });

    // Single use; the customer's other open links are revoked too.
    expect((await post(EXIT, { hash: DEMO_LINK_HASHES.potentialCustomer })).json()).toMatchObject(INVALID);
    const gdprAnswer = await post(GDPR, {
      hash: 'lukas-gdpr-link-01',
      userAnswer: true,
      gdprAgreementType: 1,
    });
    expect(gdprAnswer.json()).toMatchObject(INVALID);
    // Nothing is sent to them any more: their e-mail no longer finds an account.
    const remind = await post('/api/Authentication/RemindPassword', {
      kind: 'email',
      value: 'lukas.vaitkus@example.com',
    });
    expect(remind.statusCode).toBe(200);
    const sent = await server.db.query('SELECT 1 FROM outbox_messages WHERE customer_id = $1', [lukas]);
    expect(sent).toEqual([]);
  });

  it('is single-use even under concurrent calls', async () => {
    const gabija = server.customerId('gabija');
    await addLink(gabija, 'potential-customer', 'gabija-exit-link-1');
    const answers = await Promise.all([
      post(EXIT, { hash: 'gabija-exit-link-1' }),
      post(EXIT, { hash: 'gabija-exit-link-1' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect(await auditActions(gabija, 'applications.set-potential-customer')).toHaveLength(1);
  });
});

describe('migration 0002', () => {
  it('replaces link tokens stored before it by their SHA-256, as the server computes it', async () => {
    const testDb = await createTestDb();
    const coreOnly = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      await copyFile(join(MIGRATIONS_DIR, '0001-core.sql'), join(coreOnly, '0001-core.sql'));
      await migrate(testDb.db, coreOnly);
      const [customer] = await testDb.db.query<{ id: number }>(
        `INSERT INTO customers (personal_code, first_name, last_name, birth_date, gender)
         VALUES ('30303039914', 'Jonas', 'Petrauskas', '1903-03-03', 'male') RETURNING id`,
      );
      await testDb.db.query(
        `INSERT INTO link_hashes (hash, customer_id, purpose, expires_at) VALUES ($1, $2, 'gdpr', now() + interval '1 day')`,
        ['legacy-plain-token_1', customer?.id],
      );
      await migrate(testDb.db);
      const rows = await testDb.db.query<{ token_hash: string }>('SELECT token_hash FROM link_hashes');
      expect(rows).toEqual([{ token_hash: tokenHash('legacy-plain-token_1') }]);
    } finally {
      await rm(coreOnly, { recursive: true, force: true });
      await testDb.drop();
    }
  });
});

/**
 * Password reminder end to end: RemindPassword -> outbox message with the link -> ValidateChangePasswordToken
 * -> ChangePassword -> login with the new password through /connect/token grant_type=password.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../src/api/contract/auth-codes';
import { ERROR_MESSAGES } from '../../src/api/contract/common';
import { MAX_REMINDERS_PER_HOUR } from '../../server/api/password';
import { tokenHash } from '../../server/auth/crypto-tokens';
import { MAX_PASSWORD_FAILURES } from '../../server/auth/lockout';
import { passwordGrant as grant, startTestServer, type TestServer } from './helpers';

const REMIND = '/api/Authentication/RemindPassword';
const VALIDATE = '/api/Authentication/ValidateChangePasswordToken';
const CHANGE = '/api/Authentication/ChangePassword';
/** The configured public address (PUBLIC_URL): links in e-mails and SMS are absolute, from it. */
const PUBLIC_URL = 'https://pensijos.example.lt/savitarna';
const LINK =
  /^https:\/\/pensijos\.example\.lt\/savitarna\/slaptazodzio-keitimas-po-priminimo\?hash=([A-Za-z0-9_-]+)$/;
/** The SPA accepts a link hash only in this form (src/flows/public-pages/link-hash.ts). */
const SPA_HASH = /^[A-Za-z0-9_-]{8,200}$/;

interface OutboxEntry {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
  customerId: number | null;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ simulator: true, publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await server.close();
});

async function post(url: string, payload: Record<string, unknown>) {
  const response = await server.app.inject({ method: 'POST', url, payload });
  // Reminders are sent from a queue after the answer (no timing oracle): wait until it is empty.
  if (url === REMIND) await server.app.reminders.drain();
  return response;
}

async function outbox(recipient?: string): Promise<OutboxEntry[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: '/api/dev/outbox',
    query: recipient ? { recipient } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ messages: OutboxEntry[] }>().messages;
}

async function outboxCount(): Promise<number> {
  const rows = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages');
  return rows[0]?.n ?? 0;
}

/** The token of the newest reminder link sent to a recipient. */
async function latestToken(recipient: string): Promise<string> {
  const [message] = await outbox(recipient);
  const match = LINK.exec(message?.link ?? '');
  if (!match?.[1]) throw new Error(`No reminder link for ${recipient}`);
  return match[1];
}

const passwordGrant = (username: string, password: string) => grant(server.app, username, password);

describe('RemindPassword -> outbox -> ChangePassword -> password login', () => {
  it('sends an e-mail with a single-use link and the new password logs in by e-mail', async () => {
    const remind = await post(REMIND, { kind: 'email', value: 'Jonas.Petrauskas@Example.com' });
    expect(remind.statusCode).toBe(200);
    expect(remind.json()).toEqual({ ok: true });

    const [message] = await outbox('jonas.petrauskas@example.com');
    expect(message).toMatchObject({
      channel: 'email',
      recipient: 'jonas.petrauskas@example.com',
      customerId: server.customerId('jonas'),
    });
    expect(message?.subject).toContain('Slaptažodžio priminimas');
    expect(message?.body).toContain('Sveiki, Jonas');
    const match = LINK.exec(message?.link ?? '');
    const token = match?.[1] ?? '';
    expect(token).toMatch(SPA_HASH);
    expect(message?.body).toContain(
      `https://pensijos.example.lt/savitarna/slaptazodzio-keitimas-po-priminimo?hash=${token}`,
    );
    // No relative link anywhere in the message: every link starts with the public address.
    expect(message?.body.match(/(?:^|\s)\/[a-z]/g) ?? []).toEqual([]);

    // Only the token's SHA-256 is stored.
    const stored = await server.db.query<{ token_hash: string; purpose: string; hours: number }>(
      `SELECT token_hash, purpose, round(extract(epoch FROM expires_at - now()) / 3600)::int AS hours
         FROM link_hashes WHERE customer_id = $1 AND used_at IS NULL AND revoked_at IS NULL
          AND purpose = 'password-reset'`,
      [server.customerId('jonas')],
    );
    expect(stored).toEqual([{ token_hash: tokenHash(token), purpose: 'password-reset', hours: 24 }]);
    expect(JSON.stringify(await server.db.query('SELECT * FROM link_hashes'))).not.toContain(token);

    const valid = await post(VALIDATE, { hash: token });
    expect(valid.statusCode).toBe(200);
    const expiresAt = Date.parse(valid.json<{ expiresAt: string }>().expiresAt);
    expect(Math.abs(expiresAt - (Date.now() + 24 * 3600_000))).toBeLessThan(120_000);

    const weak = await post(CHANGE, {
      hash: token,
      partialBusinessAccountId: '9914',
      newPassword: 'lowercase1',
    });
    expect(weak.json()).toMatchObject({ status: 400, code: 'validation', field: 'body.newPassword' });

    const mismatch = await post(CHANGE, {
      hash: token,
      partialBusinessAccountId: '0000',
      newPassword: 'Nauja2026',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      code: 'personal_code_mismatch',
      message: ERROR_MESSAGES.personalCodeMismatch,
    });

    const changed = await post(CHANGE, {
      hash: token,
      partialBusinessAccountId: '9914',
      newPassword: 'Nauja2026',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ ok: true });

    const login = await passwordGrant('jonas.petrauskas@example.com', 'Nauja2026');
    expect(login.status).toBe(200);
    expect(typeof login.body.access_token).toBe('string');
    expect((await passwordGrant('jonas01', 'Nauja2026')).status).toBe(200);
    expect((await passwordGrant('jonas01', 'Pensija2026')).body).toMatchObject({ error: 'invalid_grant' });

    for (const url of [VALIDATE, CHANGE]) {
      const reused = await post(url, {
        hash: token,
        partialBusinessAccountId: '9914',
        newPassword: 'Kita2026x',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({
        code: 'invalid_token_expired',
        message: ERROR_MESSAGES.invalidTokenExpired,
      });
    }
    const audit = await server.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE customer_id = $1 AND action LIKE 'authentication.%' ORDER BY id`,
      [server.customerId('jonas')],
    );
    expect(audit.map((row) => row.action)).toEqual([
      'authentication.remind-password',
      'authentication.change-password.tail-mismatch',
      'authentication.change-password',
    ]);
  });

  it('sends an SMS for a phone and creates the password credential of a customer who had none', async () => {
    const before = await server.db.query('SELECT 1 FROM password_credentials WHERE customer_id = $1', [
      server.customerId('ona'),
    ]);
    expect(before).toEqual([]);
    expect((await post(REMIND, { kind: 'phone', value: '37062345678' })).statusCode).toBe(200);
    const [sms] = await outbox('37062345678');
    expect(sms).toMatchObject({ channel: 'sms', recipient: '+37062345678', subject: null });
    // An unencoded '+' in the query arrives as a space: both forms find the message.
    expect(await outbox('+37062345678')).toEqual(await outbox('37062345678'));
    const token = await latestToken('+37062345678');
    expect((await post(VALIDATE, { hash: token })).statusCode).toBe(200);
    const changed = await post(CHANGE, {
      hash: token,
      partialBusinessAccountId: '0001',
      newPassword: 'Onos2026!',
    });
    expect(changed.statusCode).toBe(200);
    const credential = await server.db.query<{ username: string }>(
      'SELECT username FROM password_credentials WHERE customer_id = $1',
      [server.customerId('ona')],
    );
    expect(credential).toEqual([{ username: 'ona.kazlauskiene@example.com' }]);
    const login = await passwordGrant('ona.kazlauskiene@example.com', 'Onos2026!');
    expect(login.status).toBe(200);
  });

  it('a phone stored in another form (8 6xx xxxxx) is found', async () => {
    await server.db.query(`UPDATE customer_phones SET phone = '8 634 56789' WHERE customer_id = $1`, [
      server.customerId('tomas'),
    ]);
    expect((await post(REMIND, { kind: 'phone', value: '37063456789' })).statusCode).toBe(200);
    const [sms] = await outbox('37063456789');
    expect(sms).toMatchObject({ channel: 'sms', customerId: server.customerId('tomas') });
  });
});

describe('RemindPassword edge cases', () => {
  beforeEach(async () => {
    await server.db.query('DELETE FROM outbox_messages');
  });

  it('answers 200 for an unknown contact and sends nothing (no account enumeration)', async () => {
    for (const payload of [
      { kind: 'email', value: 'nobody@example.com' },
      { kind: 'phone', value: '37069999999' },
    ]) {
      const response = await post(REMIND, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect(await outboxCount()).toBe(0);
    expect(await outbox('nobody@example.com')).toEqual([]);
    const audit = await server.db.query<{ customer_id: number | null; details: unknown }>(
      `SELECT customer_id, details FROM audit_log WHERE action = 'authentication.remind-password.no-match'`,
    );
    expect(audit).toHaveLength(2);
    expect(JSON.stringify(audit)).not.toContain('nobody@example.com');
    expect(JSON.stringify(audit)).not.toContain('37069999999');
  });

  it('more than one customer with the phone or e-mail: 400 phone_duplicated, nothing sent', async () => {
    await server.db.query(
      `INSERT INTO customer_phones (customer_id, phone, kind) VALUES ($1, $2, 'secondary')`,
      [server.customerId('mantas'), '+370 612 34567'],
    );
    await server.db.query(
      'INSERT INTO customer_emails (customer_id, email, is_primary) VALUES ($1, $2, false)',
      [server.customerId('ona'), 'J.Petrauskas@example.org'],
    );
    for (const payload of [
      { kind: 'phone', value: '37061234567' },
      { kind: 'email', value: 'j.petrauskas@example.org' },
    ]) {
      const response = await post(REMIND, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        code: 'phone_duplicated',
        message: ERROR_MESSAGES.phoneDuplicated,
        field: 'body.value',
      });
    }
    expect(await outboxCount()).toBe(0);
    // The customer's own second e-mail is not a duplicate.
    expect((await post(REMIND, { kind: 'email', value: 'jonas.petrauskas@example.com' })).statusCode).toBe(
      200,
    );
    expect(await outboxCount()).toBe(1);
  });

  it('rejects a malformed contact with 400 validation', async () => {
    for (const payload of [
      { kind: 'phone', value: '+37061234567' },
      { kind: 'email', value: 'not-an-email' },
      { kind: 'fax', value: '37061234567' },
    ]) {
      expect((await post(REMIND, payload)).json()).toMatchObject({ status: 400, code: 'validation' });
    }
    expect(await outboxCount()).toBe(0);
  });

  it('a new reminder replaces the earlier link', async () => {
    await post(REMIND, { kind: 'email', value: 'mantas.stankevicius@example.com' });
    const first = await latestToken('mantas.stankevicius@example.com');
    await post(REMIND, { kind: 'email', value: 'mantas.stankevicius@example.com' });
    const second = await latestToken('mantas.stankevicius@example.com');
    expect(second).not.toBe(first);
    expect((await post(VALIDATE, { hash: first })).json()).toMatchObject({ code: 'invalid_token_expired' });
    expect((await post(VALIDATE, { hash: second })).statusCode).toBe(200);
  });

  it('sends at most 5 reminders per customer and hour, answering 200 to the rest', async () => {
    const gabija = server.customerId('gabija');
    for (let request = 0; request < MAX_REMINDERS_PER_HOUR + 2; request += 1) {
      const response = await post(REMIND, { kind: 'email', value: 'gabija.zukauskaite@example.com' });
      expect(response.statusCode).toBe(200);
    }
    expect(await outbox('gabija.zukauskaite@example.com')).toHaveLength(MAX_REMINDERS_PER_HOUR);
    const throttled = await server.db.query(
      `SELECT 1 FROM audit_log WHERE customer_id = $1 AND action = 'authentication.remind-password.throttled'`,
      [gabija],
    );
    expect(throttled).toHaveLength(2);
  });

  it('an expired link is rejected', async () => {
    await post(REMIND, { kind: 'email', value: 'tomas.jankauskas@example.com' });
    const token = await latestToken('tomas.jankauskas@example.com');
    await server.db.query(
      `UPDATE link_hashes SET expires_at = now() - interval '1 minute' WHERE token_hash = $1`,
      [tokenHash(token)],
    );
    expect((await post(VALIDATE, { hash: token })).json()).toMatchObject({
      status: 400,
      code: 'invalid_token_expired',
      field: 'body.hash',
    });
    const change = await post(CHANGE, {
      hash: token,
      partialBusinessAccountId: '2239',
      newPassword: 'Tomas2026',
    });
    expect(change.json()).toMatchObject({ code: 'invalid_token_expired' });
  });

  it('unknown hashes and links of another purpose are rejected', async () => {
    for (const hash of ['unknown-hash-123', 'demo-gdpr-5c8e1a']) {
      expect((await post(VALIDATE, { hash })).json()).toMatchObject({ code: 'invalid_token_expired' });
    }
  });

  it('5 wrong personal-code tails revoke the link', async () => {
    await post(REMIND, { kind: 'email', value: 'tomas.jankauskas@example.com' });
    const token = await latestToken('tomas.jankauskas@example.com');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post(CHANGE, {
        hash: token,
        partialBusinessAccountId: '1111',
        newPassword: 'Tomas2026',
      });
      expect(response.json()).toMatchObject({ code: 'personal_code_mismatch' });
    }
    const right = await post(CHANGE, {
      hash: token,
      partialBusinessAccountId: '2239',
      newPassword: 'Tomas2026',
    });
    expect(right.json()).toMatchObject({ code: 'invalid_token_expired' });
  });

  it('a reset unlocks a locked password login and ends earlier password sessions', async () => {
    const before = await passwordGrant('jonas01', 'Nauja2026');
    expect(before.status).toBe(200);
    const refreshToken = String(before.body.refresh_token);
    for (let failure = 0; failure < MAX_PASSWORD_FAILURES; failure += 1) {
      await passwordGrant('jonas01', 'Wrong-password-1');
    }
    // Locked: the right password is not let in, only told the account is locked (server/auth/lockout.ts).
    expect((await passwordGrant('jonas01', 'Nauja2026')).body).toMatchObject({ error: 'user_locked' });

    await post(REMIND, { kind: 'email', value: 'jonas.petrauskas@example.com' });
    const token = await latestToken('jonas.petrauskas@example.com');
    const changed = await post(CHANGE, {
      hash: token,
      partialBusinessAccountId: '9914',
      newPassword: 'Atrakinta2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await passwordGrant('jonas01', 'Atrakinta2026')).status).toBe(200);

    const refreshed = await server.app.inject({
      method: 'POST',
      url: AUTH_PATHS.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    });
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('GET /api/dev/outbox is a simulator-only route', () => {
  it('does not exist with the simulators off (the configuration: tests/server/demo-mode.test.ts)', async () => {
    const off = await startTestServer({ simulator: false });
    try {
      const response = await off.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
      // The reminder itself still works: the message is in the outbox table for the real provider.
      expect(
        (
          await off.app.inject({
            method: 'POST',
            url: REMIND,
            payload: { kind: 'phone', value: '37061234567' },
          })
        ).statusCode,
      ).toBe(200);
      await off.app.reminders.drain();
      const rows = await off.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_messages');
      expect(rows[0]?.n).toBe(1);
    } finally {
      await off.close();
    }
  });
});

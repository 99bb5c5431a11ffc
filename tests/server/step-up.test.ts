/**
 * docs/security.md: a stolen access token must not become a permanent takeover.
 * Changing the e-mail or phone, creating or changing a password and adding a bank account need a FRESH
 * Smart-ID / Mobile-ID confirmation (the §4 qualify flow) that is single use, valid 5 minutes, and only
 * for its customer and change; a new e-mail or phone takes effect only with the code sent to it, and the
 * old address is told; the logged-in password change shares the password-login lockout (5 wrong, §8
 * user_locked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/password-hash';
import { demoIban } from '../../server/db/seed/personas';
import { startTestServer, type PersonaName, type TestServer } from './helpers';
import { codeSentTo, freshConfirmation, lastMessage } from './step-up-helpers';

let server: TestServer;
beforeAll(async () => {
  // The simulated person confirms at the first poll.
  server = await startTestServer({ eidConfirmDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

const CLIENT = 'pension-portal';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function post(url: string, headers: Record<string, string>, payload: unknown) {
  return server.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

function form(url: string, fields: Record<string, string>, authorization?: string) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { ...FORM, ...(authorization ? { authorization } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The real qualify flow: initiate with the bearer, poll complete until the confirmation comes. */
async function qualify(
  persona: PersonaName,
  action: string,
  extra: Record<string, string> = {},
): Promise<{ confirmation: string; expires_in: number; action: string }> {
  const { authorization } = await server.auth(persona);
  const started = await form(
    '/connect/qualify/initiate',
    { client_id: CLIENT, provider: 'pension_smart_id', action, ...extra },
    authorization,
  );
  expect(started.statusCode, started.body).toBe(200);
  const { token, control_code } = started.json<{ token: string; control_code: string }>();
  expect(control_code).toMatch(/^\d{4}$/);
  const done = await form('/connect/qualify/complete', { client_id: CLIENT, token }, authorization);
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}

const RESET = '/api/Authentication/ResetPassword';
const UPDATE = '/api/v3/Users/UpdateProfile';
const VERIFY = '/api/v3/Users/VerifyContact';
const RESEND = '/api/v3/Users/ResendContactCode';

async function passwordOf(persona: PersonaName): Promise<string | null> {
  const rows = await server.db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM password_credentials WHERE customer_id = $1',
    [server.customerId(persona)],
  );
  return rows[0]?.password_hash ?? null;
}

describe('a qualify answer that fails a check', () => {
  it.each([['forged-signature'], ['another-person'], ['revoked'], ['lower-level']] as const)(
    'with %s confirms nothing: no confirmation is issued',
    async (defect) => {
      const { authorization } = await server.auth('jonas');
      server.fake.defect('30303039914', defect);
      const started = await form(
        '/connect/qualify/initiate',
        { client_id: CLIENT, provider: 'pension_smart_id', action: 'password' },
        authorization,
      );
      expect(started.statusCode).toBe(200);
      const { token } = started.json<{ token: string }>();
      let done = await form('/connect/qualify/complete', { client_id: CLIENT, token }, authorization);
      for (
        let tries = 0;
        done.json<{ error?: string }>().error === 'authorization_pending' && tries < 20;
        tries += 1
      )
        done = await form('/connect/qualify/complete', { client_id: CLIENT, token }, authorization);
      expect(done.statusCode).toBeGreaterThanOrEqual(400);
      expect(done.json()).not.toHaveProperty('confirmation');
    },
  );
});

describe('qualify: the fresh Smart-ID / Mobile-ID confirmation', () => {
  it('gives a confirmation valid 300 s for the customer and the change, once', async () => {
    const result = await qualify('jonas', 'password', { personal_code: '30303039914' });
    expect(result.expires_in).toBe(300);
    expect(result.action).toBe('password');
    expect(result.confirmation.length).toBeGreaterThanOrEqual(32);
    const rows = await server.db.query<{ customer_id: number; seconds: number }>(
      `SELECT customer_id, extract(epoch FROM expires_at - created_at)::int AS seconds
         FROM step_up_confirmations ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ customer_id: server.customerId('jonas'), seconds: 300 });
  });

  it('refuses without a valid bearer token (401 invalid_token)', async () => {
    const none = await form('/connect/qualify/initiate', {
      client_id: CLIENT,
      provider: 'pension_smart_id',
      action: 'password',
    });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: 'invalid_token' });
    expect(none.headers['www-authenticate']).toContain('invalid_token');
    const forged = await form(
      '/connect/qualify/initiate',
      { client_id: CLIENT, provider: 'pension_smart_id', action: 'password' },
      'Bearer eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln',
    );
    expect(forged.statusCode).toBe(401);
    const complete = await form('/connect/qualify/complete', { client_id: CLIENT, token: 'x'.repeat(43) });
    expect(complete.statusCode).toBe(401);
  });

  it("asks only the logged-in customer's phone: another personal code is refused", async () => {
    const { authorization } = await server.auth('jonas');
    const other = await form(
      '/connect/qualify/initiate',
      { client_id: CLIENT, provider: 'pension_smart_id', action: 'password', personal_code: '40504040001' },
      authorization,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'invalid_request' });
    const unknownAction = await form(
      '/connect/qualify/initiate',
      { client_id: CLIENT, provider: 'pension_smart_id', action: 'everything' },
      authorization,
    );
    expect(unknownAction.statusCode).toBe(400);
  });

  it('another customer cannot complete it, and login and qualify tokens are not interchangeable', async () => {
    const jonas = await server.auth('jonas');
    const ona = await server.auth('ona');
    const started = await form(
      '/connect/qualify/initiate',
      { client_id: CLIENT, provider: 'pension_smart_id', action: 'contacts' },
      jonas.authorization,
    );
    const { token } = started.json<{ token: string }>();
    const foreign = await form('/connect/qualify/complete', { client_id: CLIENT, token }, ona.authorization);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: 'invalid_grant' });
    const asLogin = await form('/connect/token', {
      grant_type: 'eid_token',
      client_id: CLIENT,
      token,
    });
    expect(asLogin.json()).toMatchObject({ error: 'invalid_grant' });
    const login = await form('/connect/eid/initiate', {
      client_id: CLIENT,
      provider: 'pension_smart_id',
      personal_code: '30303039914',
    });
    const loginToken = login.json<{ token: string }>().token;
    const asQualify = await form(
      '/connect/qualify/complete',
      { client_id: CLIENT, token: loginToken },
      jonas.authorization,
    );
    expect(asQualify.json()).toMatchObject({ error: 'invalid_grant' });
    // The rightful customer still gets it, exactly once.
    const own = await form('/connect/qualify/complete', { client_id: CLIENT, token }, jonas.authorization);
    expect(own.statusCode).toBe(200);
    const again = await form('/connect/qualify/complete', { client_id: CLIENT, token }, jonas.authorization);
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('reports the §8 eID outcome: a person who refuses on the phone gets no confirmation', async () => {
    // The simulator's person 30403039917 refuses on the phone; make Gabija (not used elsewhere here) them.
    await server.db.query(
      'UPDATE customers SET personal_code = $2, smart_id_enabled = true, smart_id_basic = false WHERE id = $1',
      [server.customerId('gabija'), '30403039917'],
    );
    const { authorization } = await server.auth('gabija');
    const started = await form(
      '/connect/qualify/initiate',
      { client_id: CLIENT, provider: 'pension_smart_id', action: 'password' },
      authorization,
    );
    const { token } = started.json<{ token: string }>();
    const done = await form('/connect/qualify/complete', { client_id: CLIENT, token }, authorization);
    expect(done.json()).toMatchObject({ error: 'user_cancelled' });
    const rows = await server.db.query('SELECT 1 FROM step_up_confirmations WHERE customer_id = $1', [
      server.customerId('gabija'),
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('ResetPassword (logged in) needs the fresh confirmation', () => {
  const change = {
    oldPassword: 'Pensija2026',
    newPassword: 'Naujas-2026',
    confirmNewPassword: 'Naujas-2026',
  };

  it('refuses without, with a foreign, another-action, expired or used confirmation (403)', async () => {
    const headers = await server.auth('jonas');
    const before = await passwordOf('jonas');
    const attempts = [
      undefined,
      'made-up-confirmation',
      await freshConfirmation(server, 'ona', 'password'),
      await freshConfirmation(server, 'jonas', 'contacts'),
    ];
    const expired = await freshConfirmation(server, 'jonas', 'password');
    await server.db.query(
      "UPDATE step_up_confirmations SET expires_at = now() - interval '1 second' WHERE customer_id = $1 AND action = 'password'",
      [server.customerId('jonas')],
    );
    attempts.push(expired);
    for (const confirmation of attempts) {
      const response = await post(RESET, headers, { ...change, ...(confirmation ? { confirmation } : {}) });
      expect(response.statusCode, String(confirmation)).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, code: 'confirmation_required' });
    }
    expect(await passwordOf('jonas')).toBe(before);

    const confirmation = (await qualify('jonas', 'password')).confirmation;
    const ok = await post(RESET, headers, { ...change, confirmation });
    expect(ok.statusCode).toBe(200);
    expect(await verifyPassword('Naujas-2026', (await passwordOf('jonas')) ?? '')).toBe(true);
    // The customer is told at their e-mail.
    expect((await lastMessage(server, 'jonas.petrauskas@example.com'))?.body).toMatch(
      /slaptažodis pakeistas/,
    );
    // Single use.
    const reuse = await post(RESET, headers, {
      oldPassword: 'Naujas-2026',
      newPassword: 'Pensija2026',
      confirmNewPassword: 'Pensija2026',
      confirmation,
    });
    expect(reuse.statusCode).toBe(403);
    const back = await post(RESET, headers, {
      oldPassword: 'Naujas-2026',
      newPassword: 'Pensija2026',
      confirmNewPassword: 'Pensija2026',
      confirmation: await freshConfirmation(server, 'jonas', 'password'),
    });
    expect(back.statusCode).toBe(200);
  });

  it('two parallel uses of one confirmation: exactly one succeeds', async () => {
    const headers = await server.auth('jonas');
    const confirmation = await freshConfirmation(server, 'jonas', 'password');
    const [a, b] = await Promise.all([
      post(RESET, headers, { ...change, confirmation }),
      post(RESET, headers, { ...change, confirmation }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 403]);
    // Restore the demo password.
    const restored = await post(RESET, headers, {
      oldPassword: 'Naujas-2026',
      newPassword: 'Pensija2026',
      confirmNewPassword: 'Pensija2026',
      confirmation: await freshConfirmation(server, 'jonas', 'password'),
    });
    expect(restored.statusCode).toBe(200);
  });

  it('an eID-only customer creates a first password only with the confirmation, then logs in with it', async () => {
    const headers = await server.auth('ona');
    expect(await passwordOf('ona')).toBeNull();
    // The account says so: the portal offers "create a password" instead of a change.
    const contact = () =>
      server.app.inject({ method: 'GET', url: '/api/v3/Users/GetContactInformation', headers });
    expect((await contact()).json()).toMatchObject({ hasPassword: false });
    const create = { newPassword: 'Onos-Slapt1', confirmNewPassword: 'Onos-Slapt1' };
    const refused = await post(RESET, headers, create);
    expect(refused.json()).toMatchObject({ code: 'confirmation_required' });
    expect(await passwordOf('ona')).toBeNull();
    const confirmation = await freshConfirmation(server, 'ona', 'password');
    const withOld = await post(RESET, headers, { ...create, oldPassword: 'whatever1A', confirmation });
    expect(withOld.json()).toMatchObject({ code: 'invalid_old_password' });
    const created = await post(RESET, headers, { ...create, confirmation });
    expect(created.statusCode).toBe(200);
    expect((await contact()).json()).toMatchObject({ hasPassword: true });
    const login = await form('/connect/token', {
      grant_type: 'password',
      username: 'ona.kazlauskiene@example.com',
      password: 'Onos-Slapt1',
    });
    expect(login.statusCode).toBe(200);
  });

  it('shares the password-login lockout: the 5th wrong old password locks both (user_locked)', async () => {
    const headers = await server.auth('jonas');
    const confirmation = await freshConfirmation(server, 'jonas', 'password');
    const wrong = {
      oldPassword: 'Wrong-pass1',
      newPassword: 'Naujas-2027',
      confirmNewPassword: 'Naujas-2027',
    };
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await post(RESET, headers, { ...wrong, confirmation });
      expect(response.json(), `attempt ${attempt}`).toMatchObject({ code: 'invalid_old_password' });
    }
    const fifth = await post(RESET, headers, { ...wrong, confirmation });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'user_locked' });
    // Locked: the right old password is refused too, and so is the password login (a wrong password is
    // answered as for anybody; the right one only learns of the lock, §8 user_locked).
    const right = await post(RESET, headers, { ...change, confirmation });
    expect(right.json()).toMatchObject({ code: 'user_locked' });
    const login = await form('/connect/token', {
      grant_type: 'password',
      username: 'jonas01',
      password: 'Pensija2026',
    });
    expect(login.json()).toMatchObject({ error: 'user_locked' });
    expect(login.json()).not.toHaveProperty('access_token');
    // Failed logins count for the change as well (one counter).
    await server.db.query('DELETE FROM auth_password_lockouts WHERE customer_id = $1', [
      server.customerId('jonas'),
    ]);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await form('/connect/token', { grant_type: 'password', username: 'jonas01', password: 'Wrong-pass1' });
    }
    const afterLogins = await post(RESET, headers, { ...wrong, confirmation });
    expect(afterLogins.json()).toMatchObject({ code: 'user_locked' });
    await server.db.query('DELETE FROM auth_password_lockouts WHERE customer_id = $1', [
      server.customerId('jonas'),
    ]);
  });
});

describe('UpdateProfile: a new e-mail or phone needs the confirmation and the code sent to it', () => {
  const address = {
    countryCode: 'LT',
    city: 'Kaunas',
    street: 'Laisvės al.',
    house: '53',
    flat: '4',
    postalCode: 'LT-44309',
  };
  const profile = {
    email: 'ona.kazlauskiene@example.com',
    phoneNumber: '+37062345678',
    addressDiffers: false,
    address,
  };

  it('refuses a contact change without the confirmation; an address-only change needs none', async () => {
    const headers = await server.auth('ona');
    const refused = await post(UPDATE, headers, { ...profile, email: 'attacker@example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'confirmation_required' });
    const phone = await post(UPDATE, headers, { ...profile, phoneNumber: '+37069990000' });
    expect(phone.statusCode).toBe(403);
    const second = await post(UPDATE, headers, { ...profile, secondaryPhoneNumber: '+37069990001' });
    expect(second.statusCode).toBe(403);
    expect(await lastMessage(server, 'attacker@example.com')).toBeNull();
    const addressOnly = await post(UPDATE, headers, { ...profile, address: { ...address, house: '55' } });
    expect(addressOnly.statusCode).toBe(200);
    expect(addressOnly.json()).toMatchObject({
      email: 'ona.kazlauskiene@example.com',
      address: { house: '55' },
      pendingContactChanges: [],
    });
  });

  it('a new e-mail waits for its code; wrong codes are counted; the right one applies it and tells the old address', async () => {
    const headers = await server.auth('ona');
    const confirmation = await freshConfirmation(server, 'ona', 'contacts');
    const requested = await post(UPDATE, headers, { ...profile, email: 'ona.new@example.com', confirmation });
    expect(requested.statusCode).toBe(200);
    const body = requested.json<{
      email: string;
      pendingContactChanges: {
        verificationId: number;
        kind: string;
        value: string;
        expiresAt: string;
        attemptsLeft: number;
        resendsLeft: number;
      }[];
    }>();
    // Not in effect yet: reminders still go to the old address.
    expect(body.email).toBe('ona.kazlauskiene@example.com');
    const [pending] = body.pendingContactChanges;
    expect(pending).toMatchObject({
      kind: 'email',
      value: 'ona.new@example.com',
      attemptsLeft: 5,
      resendsLeft: 3,
    });
    const minutes = (new Date(pending!.expiresAt).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.5);
    expect(minutes).toBeLessThanOrEqual(15);
    const code = await codeSentTo(server, 'ona.new@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(VERIFY, headers, { verificationId: pending!.verificationId, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'verification_code_invalid', attemptsLeft: 4 });
    // Another customer cannot use or even see it.
    const foreign = await post(VERIFY, await server.auth('tomas'), {
      verificationId: pending!.verificationId,
      code,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignResend = await post(RESEND, await server.auth('tomas'), {
      verificationId: pending!.verificationId,
    });
    expect(foreignResend.statusCode).toBe(404);
    const ok = await post(VERIFY, headers, { verificationId: pending!.verificationId, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: 'ona.new@example.com', pendingContactChanges: [] });
    const notice = await lastMessage(server, 'ona.kazlauskiene@example.com');
    expect(notice?.body).toMatch(/pakeistas į o\*\*\*@example\.com/);
    const twice = await post(VERIFY, headers, { verificationId: pending!.verificationId, code });
    expect(twice.statusCode).toBe(404);
  });

  it('5 wrong codes cancel the change; an expired code is refused', async () => {
    const headers = await server.auth('ona');
    const current = { ...profile, email: 'ona.new@example.com' };
    const requested = await post(UPDATE, headers, {
      ...current,
      phoneNumber: '+37069990002',
      confirmation: await freshConfirmation(server, 'ona', 'contacts'),
    });
    const pending = requested.json<{ pendingContactChanges: { verificationId: number }[] }>()
      .pendingContactChanges[0]!;
    const code = await codeSentTo(server, '+37069990002');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await post(VERIFY, headers, { verificationId: pending.verificationId, code: wrongCode });
      expect(wrong.json()).toMatchObject({ code: 'verification_code_invalid', attemptsLeft: 5 - attempt });
    }
    const fifth = await post(VERIFY, headers, { verificationId: pending.verificationId, code: wrongCode });
    expect(fifth.json()).toMatchObject({ code: 'verification_expired' });
    const late = await post(VERIFY, headers, { verificationId: pending.verificationId, code });
    expect(late.statusCode).toBe(404);
    let contact = (
      await server.app.inject({ method: 'GET', url: '/api/v3/Users/GetContactInformation', headers })
    ).json<{ phoneNumber: string }>();
    expect(contact.phoneNumber).toBe('+37062345678');

    const again = await post(UPDATE, headers, {
      ...current,
      phoneNumber: '+37069990003',
      confirmation: await freshConfirmation(server, 'ona', 'contacts'),
    });
    const second = again.json<{ pendingContactChanges: { verificationId: number }[] }>()
      .pendingContactChanges[0]!;
    const secondCode = await codeSentTo(server, '+37069990003');
    await server.db.query(
      "UPDATE contact_verifications SET expires_at = now() - interval '1 second' WHERE id = $1",
      [second.verificationId],
    );
    const expired = await post(VERIFY, headers, { verificationId: second.verificationId, code: secondCode });
    expect(expired.json()).toMatchObject({ code: 'verification_expired' });
    contact = (
      await server.app.inject({ method: 'GET', url: '/api/v3/Users/GetContactInformation', headers })
    ).json<{ phoneNumber: string }>();
    expect(contact.phoneNumber).toBe('+37062345678');
  });

  it('a new code replaces the old one, 3 times at most; the old phone is told by SMS', async () => {
    const headers = await server.auth('ona');
    const current = { ...profile, email: 'ona.new@example.com' };
    const requested = await post(UPDATE, headers, {
      ...current,
      phoneNumber: '+37069990004',
      confirmation: await freshConfirmation(server, 'ona', 'contacts'),
    });
    const pending = requested.json<{ pendingContactChanges: { verificationId: number }[] }>()
      .pendingContactChanges[0]!;
    const first = await codeSentTo(server, '+37069990004');
    let latest = first;
    for (let resend = 1; resend <= 3; resend += 1) {
      const response = await post(RESEND, headers, { verificationId: pending.verificationId });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ resendsLeft: 3 - resend, attemptsLeft: 5 });
      latest = await codeSentTo(server, '+37069990004');
    }
    const fourth = await post(RESEND, headers, { verificationId: pending.verificationId });
    expect(fourth.statusCode).toBe(429);
    if (first !== latest) {
      const old = await post(VERIFY, headers, { verificationId: pending.verificationId, code: first });
      expect(old.json()).toMatchObject({ code: 'verification_code_invalid' });
    }
    const ok = await post(VERIFY, headers, { verificationId: pending.verificationId, code: latest });
    expect(ok.json()).toMatchObject({ phoneNumber: '+37069990004' });
    expect((await lastMessage(server, '+37062345678'))?.body).toMatch(/telefono numeris pakeistas/);
  });

  it('an e-mail taken by another customer meanwhile is refused at verification', async () => {
    const headers = await server.auth('ona');
    const requested = await post(UPDATE, headers, {
      ...profile,
      email: 'shared.later@example.com',
      phoneNumber: '+37069990004',
      confirmation: await freshConfirmation(server, 'ona', 'contacts'),
    });
    const pending = requested.json<{ pendingContactChanges: { verificationId: number }[] }>()
      .pendingContactChanges[0]!;
    await server.db.query(
      'INSERT INTO customer_emails (customer_id, email, is_primary) VALUES ($1, $2, false)',
      [server.customerId('tomas'), 'shared.later@example.com'],
    );
    const verified = await post(VERIFY, headers, {
      verificationId: pending.verificationId,
      code: await codeSentTo(server, 'shared.later@example.com'),
    });
    expect(verified.json()).toMatchObject({ code: 'email_already_exists' });
  });
});

describe('CreateBankAccount needs the fresh confirmation', () => {
  it('refuses without it, accepts with it once', async () => {
    const headers = await server.auth('mantas');
    const account = { bankAccountNumber: demoIban('73000', '10009998887'), swiftCode: 'HABALT22' };
    const refused = await post('/api/BankAccounts/CreateBankAccount', headers, account);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'confirmation_required' });
    const foreign = await post('/api/BankAccounts/CreateBankAccount', headers, {
      ...account,
      confirmation: await freshConfirmation(server, 'ona', 'bank-account'),
    });
    expect(foreign.statusCode).toBe(403);
    const { confirmation } = await qualify('mantas', 'bank-account', {});
    const created = await post('/api/BankAccounts/CreateBankAccount', headers, { ...account, confirmation });
    expect(created.statusCode).toBe(200);
    const reuse = await post('/api/BankAccounts/CreateBankAccount', headers, {
      bankAccountNumber: demoIban('73000', '10009998886'),
      swiftCode: 'HABALT22',
      confirmation,
    });
    expect(reuse.statusCode).toBe(403);
  });
});

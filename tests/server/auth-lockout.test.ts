/**
 * Issue 9 item 3 (account lockout half) and item 7 (locked = unknown): the password lockout is counted
 * before the password is verified, in one statement; parallel attempts cannot exceed 5 evaluations; a
 * success never clears failures counted after it started; a locked customer gets exactly the answer and
 * the work of an unknown user, and learns about the lock from a queued message.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (scripts/with-postgres.sh).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clearPasswordLockout,
  passwordAttemptFailed,
  passwordAttemptSucceeded,
  passwordLockState,
  reserveLockedPasswordCheck,
  reservePasswordAttempt,
} from '../../server/auth/lockout';
import { scryptLoad, verifyAgainstDummy } from '../../server/auth/password-hash';
import { passwordGrant as grant, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ simulator: true });
  await verifyAgainstDummy('warm-up'); // the dummy hash is made once per process
});
afterAll(async () => {
  await server.close();
});

const passwordGrant = (username: string, password: string) => grant(server.app, username, password);

async function lockRow(customerId: number) {
  const rows = await server.db.query<{ seq: number; locked: boolean }>(
    `SELECT seq::int AS seq, (locked_until IS NOT NULL AND locked_until > now()) AS locked
       FROM auth_password_lockouts WHERE customer_id = $1`,
    [customerId],
  );
  return rows[0] ?? null;
}

async function lockNotices(recipient: string): Promise<number> {
  const rows = await server.db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM outbox_messages WHERE recipient = $1 AND body LIKE '%užblokuotas%'",
    [recipient],
  );
  return rows[0]?.n ?? 0;
}

const REFUSED = { error: 'invalid_grant', error_description: 'Incorrect username or password' };

describe('41 parallel password attempts, 40 wrong and the right one last', () => {
  it('evaluate at most 5 passwords, keep the lock, and the right one does not clear it', async () => {
    const jonas = server.customerId('jonas');
    await clearPasswordLockout(server.db, jonas);
    const attempts = [
      ...Array.from({ length: 40 }, (_, i) => passwordGrant('jonas01', `Wrong-pass${i}`)),
      passwordGrant('jonas01', 'Pensija2026'),
    ];
    const answers = await Promise.all(attempts);
    // Nobody got in, and every answer is the one an unknown user gets.
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(0);
    for (const answer of answers) expect(answer).toEqual({ status: 400, body: REFUSED });
    // Exactly 5 attempts were counted (and so evaluated); the account is locked.
    expect(await lockRow(jonas)).toEqual({ seq: 5, locked: true });
    // The 35 refused by the lock had 3 checks among them (for user_locked); all were wrong, so the right
    // password is refused now like a wrong one, and the lock stands.
    expect(await passwordGrant('jonas01', 'Pensija2026')).toEqual({ status: 400, body: REFUSED });
    expect(await lockRow(jonas)).toEqual({ seq: 5, locked: true });
    // The customer learns about the lock from one message.
    expect(await lockNotices('jonas.petrauskas@example.com')).toBe(1);
    await clearPasswordLockout(server.db, jonas);
    expect((await passwordGrant('jonas01', 'Pensija2026')).status).toBe(200);
  });
});

describe('the lock notice is written in the language the customer last used', () => {
  it('English: one message with the 15 minutes and 5 wrong passwords of docs/security.md, no Lithuanian', async () => {
    const jonas = server.customerId('jonas');
    await clearPasswordLockout(server.db, jonas);
    await server.db.query("UPDATE customers SET language = 'en' WHERE id = $1", [jonas]);
    await server.db.query('DELETE FROM outbox_messages WHERE customer_id = $1', [jonas]);
    try {
      for (let i = 0; i < 5; i += 1) await passwordGrant('jonas01', `Wrong-pass${i}`);
      const rows = await server.db.query<{ subject: string; body: string; language: string }>(
        'SELECT subject, body, language FROM outbox_messages WHERE customer_id = $1',
        [jonas],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ subject: 'Login blocked', language: 'en' });
      expect(rows[0]?.body).toContain('blocked for 15 minutes after 5 wrong passwords');
      expect(rows[0]?.body).not.toMatch(/[ąčęėįšųūž]/i);
    } finally {
      await server.db.query("UPDATE customers SET language = 'lt' WHERE id = $1", [jonas]);
      await clearPasswordLockout(server.db, jonas);
    }
  });
});

describe('the lockout API (shared with the logged-in password change)', () => {
  it('20 parallel reservations: exactly 5 allowed, the 5th sets the lock', async () => {
    const ona = server.customerId('ona');
    await clearPasswordLockout(server.db, ona);
    const now = Date.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => reservePasswordAttempt(server.db, ona, now)),
    );
    const allowed = results.filter((result) => result.allowed);
    expect(allowed.map((result) => (result.allowed ? result.seq : 0)).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect((await passwordLockState(server.db, ona, now)).locked).toBe(true);
    expect(await passwordAttemptFailed(server.db, ona, 5)).toMatchObject({ lockedNow: true });
    expect(await passwordAttemptFailed(server.db, ona, 4)).toMatchObject({ lockedNow: false });
  });

  it('a success never clears failures counted after it started', async () => {
    const ona = server.customerId('ona');
    await clearPasswordLockout(server.db, ona);
    const now = Date.now();
    const early = await reservePasswordAttempt(server.db, ona, now);
    // Four more attempts start (and fail) while the early one is still being verified: the 5th locks.
    for (let i = 0; i < 4; i += 1) await reservePasswordAttempt(server.db, ona, now);
    expect((await passwordLockState(server.db, ona, now)).locked).toBe(true);
    if (!early.allowed) throw new Error('the first attempt must be allowed');
    await passwordAttemptSucceeded(server.db, ona, early.seq);
    expect((await passwordLockState(server.db, ona, now)).locked).toBe(true);
    expect((await reservePasswordAttempt(server.db, ona, now)).allowed).toBe(false);
  });

  it('a success ends the streak before it: 4 failures, a success, then 4 more are not a lock', async () => {
    const ona = server.customerId('ona');
    await clearPasswordLockout(server.db, ona);
    const now = Date.now();
    for (let i = 0; i < 4; i += 1) await reservePasswordAttempt(server.db, ona, now);
    const right = await reservePasswordAttempt(server.db, ona, now);
    if (!right.allowed) throw new Error('the 5th attempt is still evaluated');
    // The 5th attempt set the lock itself; its success lifts it.
    expect((await passwordLockState(server.db, ona, now)).locked).toBe(true);
    await passwordAttemptSucceeded(server.db, ona, right.seq);
    expect((await passwordLockState(server.db, ona, now)).locked).toBe(false);
    for (let i = 0; i < 4; i += 1)
      expect((await reservePasswordAttempt(server.db, ona, now)).allowed).toBe(true);
    expect((await passwordLockState(server.db, ona, now)).locked).toBe(false);
  });

  it('the lock lasts 15 minutes, then a fresh streak of 5 starts', async () => {
    const ona = server.customerId('ona');
    await clearPasswordLockout(server.db, ona);
    const start = Date.now();
    for (let i = 0; i < 5; i += 1) await reservePasswordAttempt(server.db, ona, start);
    expect((await reservePasswordAttempt(server.db, ona, start + 15 * 60_000 - 1000)).allowed).toBe(false);
    const later = start + 15 * 60_000 + 1000;
    const fresh = [];
    for (let i = 0; i < 6; i += 1) fresh.push((await reservePasswordAttempt(server.db, ona, later)).allowed);
    expect(fresh).toEqual([true, true, true, true, true, false]);
    await clearPasswordLockout(server.db, ona);
  });
});

describe('locked and unknown users', () => {
  // The same work is counted in scrypt runs rather than timed: timing a loaded CI machine flakes, and
  // one scrypt run (~100 ms) dwarfs the few database round trips in which the cases differ.
  it('get the same answer after the same work (one scrypt run each)', async () => {
    const jonas = server.customerId('jonas');
    await clearPasswordLockout(server.db, jonas);
    const runs = async (attempt: () => Promise<unknown>) => {
      const before = scryptLoad().total;
      const answer = await attempt();
      return { answer, runs: scryptLoad().total - before };
    };
    const unknown = await runs(() => passwordGrant('nobody99', 'Pensija2026'));
    const wrong = await runs(() => passwordGrant('jonas01', 'Wrong-pass1'));
    for (let i = 0; i < 4; i += 1) await passwordGrant('jonas01', 'Wrong-pass1');
    const lockedWrong = await runs(() => passwordGrant('jonas01', 'Wrong-pass1'));
    for (const outcome of [unknown, wrong, lockedWrong]) {
      expect(outcome).toEqual({ answer: { status: 400, body: REFUSED }, runs: 1 });
    }
    // The right password while locked is told so (§8 user_locked), after the same one scrypt run.
    expect(await runs(() => passwordGrant('jonas01', 'Pensija2026'))).toMatchObject({
      answer: { status: 400, body: { error: 'user_locked' } },
      runs: 1,
    });
    // Past the checks a lock allows (3: two above, one here), the right password is answered unchecked.
    expect(await runs(() => passwordGrant('jonas01', 'Wrong-pass2'))).toEqual({
      answer: { status: 400, body: REFUSED },
      runs: 1,
    });
    const pastTheChecks = await runs(() => passwordGrant('jonas01', 'Pensija2026'));
    expect(pastTheChecks).toEqual({ answer: { status: 400, body: REFUSED }, runs: 1 });
    await clearPasswordLockout(server.db, jonas);
  });
});

describe('the right password while locked (§8 user_locked)', () => {
  it('is told the account is locked, a few times per lock, and never lifts the lock', async () => {
    const jonas = server.customerId('jonas');
    await clearPasswordLockout(server.db, jonas);
    for (let i = 0; i < 5; i += 1) await passwordGrant('jonas01', `Wrong-pass${i}`);
    expect(await lockRow(jonas)).toEqual({ seq: 5, locked: true });
    const answers = [];
    for (const password of ['Pensija2026', 'Wrong-pass9', 'Pensija2026', 'Pensija2026'])
      answers.push((await passwordGrant('jonas01', password)).body.error);
    // Three checks in this lock: right, wrong, right; the fourth is not checked.
    expect(answers).toEqual(['user_locked', 'invalid_grant', 'user_locked', 'invalid_grant']);
    expect(await lockRow(jonas)).toEqual({ seq: 5, locked: true });
    await clearPasswordLockout(server.db, jonas);
  });

  it('20 right passwords at once while locked: at most 3 are checked', async () => {
    const jonas = server.customerId('jonas');
    await clearPasswordLockout(server.db, jonas);
    for (let i = 0; i < 5; i += 1) await passwordGrant('jonas01', `Wrong-pass${i}`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => passwordGrant('jonas01', 'Pensija2026')),
    );
    expect(answers.filter((answer) => answer.body.error === 'user_locked')).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(0);
    expect(await lockRow(jonas)).toEqual({ seq: 5, locked: true });
    await clearPasswordLockout(server.db, jonas);
  });

  it('a new lock allows its own checks again', async () => {
    const ona = server.customerId('ona');
    await clearPasswordLockout(server.db, ona);
    const start = Date.now();
    for (let i = 0; i < 5; i += 1) await reservePasswordAttempt(server.db, ona, start);
    const first = [];
    for (let i = 0; i < 4; i += 1) first.push(await reserveLockedPasswordCheck(server.db, ona, start));
    expect(first).toEqual([true, true, true, false]);
    // 15 minutes later the lock is over: a fresh streak of 5 locks again, with 3 checks of its own.
    const later = start + 15 * 60_000 + 1000;
    expect(await reserveLockedPasswordCheck(server.db, ona, later)).toBe(false);
    for (let i = 0; i < 5; i += 1) await reservePasswordAttempt(server.db, ona, later);
    const second = [];
    for (let i = 0; i < 4; i += 1) second.push(await reserveLockedPasswordCheck(server.db, ona, later));
    expect(second).toEqual([true, true, true, false]);
    await clearPasswordLockout(server.db, ona);
  });
});

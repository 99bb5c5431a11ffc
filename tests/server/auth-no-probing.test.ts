/**
 * Issue 9 item 7: registration answers customers and other people alike until the eID step confirms
 * (already_registered only after it); password reminders do the same work in the request whether the
 * contact exists or not, and are sent from a queue afterwards. (Locked = unknown password logins:
 * auth-lockout.test.ts.) Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReminderQueue } from '../../server/api/password';
import { AUTH_PATHS } from '../../src/api/contract/auth-codes';
import { postForm, startTestServer, type TestServer } from './helpers';

const REMIND = '/api/Authentication/RemindPassword';
/** A valid adult personal code of a person who is not in the seed. */
const NEW_ADULT = '38703181745';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ simulator: true, eidConfirmDelayMs: 0 });
});
afterAll(async () => {
  await server.close();
});

const form = (url: string, fields: Record<string, string>) => postForm(server, url, fields);

async function count(sql: string): Promise<number> {
  const rows = await server.db.query<{ n: number }>(sql);
  return rows[0]?.n ?? 0;
}

describe('registration', () => {
  it('a customer and a new person get the same answer until the eID step confirms', async () => {
    const customer = await form(AUTH_PATHS.registerInitiate, {
      provider: 'pension_smart_id',
      personal_code: '30303039914',
    });
    const newcomer = await form(AUTH_PATHS.registerInitiate, {
      provider: 'pension_smart_id',
      personal_code: NEW_ADULT,
    });
    for (const answer of [customer, newcomer]) {
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['control_code', 'expires_in', 'token']);
      expect(answer.body.expires_in).toBe(120);
    }
    // After the confirmation: the customer is told to log in, the new person is registered.
    expect(await form(AUTH_PATHS.registerComplete, { token: String(customer.body.token) })).toMatchObject({
      status: 400,
      body: { error: 'already_registered' },
    });
    expect(await form(AUTH_PATHS.registerComplete, { token: String(newcomer.body.token) })).toEqual({
      status: 200,
      body: { status: 'registered' },
    });
  });
});

describe('password reminders', () => {
  it('the request does the same for a known and an unknown contact; the queue sends afterwards', async () => {
    // Stop this server's worker, so that the request's own work can be seen.
    server.app.reminders.stop();
    const links = () => count("SELECT count(*)::int AS n FROM link_hashes WHERE purpose = 'password-reset'");
    const messages = () => count('SELECT count(*)::int AS n FROM outbox_messages');
    const queued = () => count('SELECT count(*)::int AS n FROM password_reminder_queue');
    const before = { links: await links(), messages: await messages(), queued: await queued() };

    const known = await server.app.inject({
      method: 'POST',
      url: REMIND,
      payload: { kind: 'email', value: 'jonas.petrauskas@example.com' },
    });
    const unknown = await server.app.inject({
      method: 'POST',
      url: REMIND,
      payload: { kind: 'email', value: 'nobody.at.all@example.com' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect({ links: await links(), messages: await messages(), queued: await queued() }).toEqual({
      links: before.links,
      messages: before.messages,
      queued: before.queued + 2,
    });

    // The queue (any process's worker) then sends one reminder, for the known contact only.
    const worker = startReminderQueue(server.db, { publicUrl: 'https://pensijos.example.lt' });
    try {
      await worker.drain();
    } finally {
      worker.stop();
    }
    expect({ links: await links(), messages: await messages(), queued: await queued() }).toEqual({
      links: before.links + 1,
      messages: before.messages + 1,
      queued: 0,
    });
    const [message] = await server.db.query<{ recipient: string }>(
      'SELECT recipient FROM outbox_messages ORDER BY id DESC LIMIT 1',
    );
    expect(message?.recipient).toBe('jonas.petrauskas@example.com');
  });
});

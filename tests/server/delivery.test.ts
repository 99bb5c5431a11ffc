/**
 * Messages that leave (docs/delivery.md): outbox rows delivered by the job queue over real SMTP to the
 * capture server (server/fakes/smtp-capture.ts) and over HTTP to the fake SMS gateway, in the customer's
 * language; retried while the mail server or the gateway is down, sent once when they are back; failed
 * after the last try with a log line.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, AUTH_SCOPE } from '../../src/api/contract/auth-codes';
import { createSmtpCapture, type SmtpCapture } from '../../server/fakes/smtp-capture';
import { startFakeSmsGateway, type FakeSmsGateway } from '../../server/fakes/sms-gateway';
import type { TestServer } from './helpers';
import { startJobsServer, waitFor } from './jobs-helpers';

const PUBLIC_URL = 'https://pensijos.example.lt';
const JONAS_EMAIL = 'jonas.petrauskas@example.com';
const JONAS_PHONE = '37061234567';

interface OutboxEntry {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  language: string;
  delivery: { status: string; attempts: number; lastError: string | null; providerMessageId: string | null };
}

async function outbox(server: TestServer, recipient: string): Promise<OutboxEntry[]> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
  });
  return response.json<{ messages: OutboxEntry[] }>().messages;
}

async function remind(server: TestServer, kind: 'email' | 'phone', value: string): Promise<void> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/Authentication/RemindPassword',
    payload: { kind, value },
  });
  expect(response.statusCode).toBe(200);
  await server.app.reminders.drain();
}

describe('delivery over SMTP and the SMS gateway', () => {
  let capture: SmtpCapture;
  let gateway: FakeSmsGateway;
  let server: TestServer;

  beforeAll(async () => {
    capture = createSmtpCapture();
    await capture.start();
    gateway = await startFakeSmsGateway({ token: 'test-token' });
    server = await startJobsServer(
      {
        smtp: { url: capture.url, from: 'Pensijų savitarna <noreply@pensijos.example.lt>' },
        smsGateway: { url: gateway.url, token: 'test-token' },
        deliveryRetry: { retryLimit: 12, retryDelaySeconds: 1 },
      },
      { publicUrl: PUBLIC_URL },
    );
  });
  afterAll(async () => {
    await server.close();
    await capture.stop();
    await gateway.close();
  });

  it('a password reminder arrives at the mail server: multipart text and HTML, a UTF-8 subject, a link that works', async () => {
    await remind(server, 'email', JONAS_EMAIL);
    const [mail] = await waitFor(
      () => capture.messages.filter((message) => message.to.includes(JONAS_EMAIL)),
      (list) => list.length === 1,
    );
    expect(mail?.subject).toBe('Slaptažodžio priminimas');
    // The subject travels as an RFC 2047 encoded word (Lithuanian letters are not ASCII).
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?[QB]\?/im);
    expect(mail?.contentType).toBe('multipart/alternative');
    expect(mail?.language).toBe('lt');
    expect(mail?.from).toBe('noreply@pensijos.example.lt');
    const link =
      /https:\/\/pensijos\.example\.lt\/slaptazodzio-keitimas-po-priminimo\?hash=([A-Za-z0-9_-]+)/.exec(
        mail?.text ?? '',
      );
    expect(link).not.toBeNull();
    expect(mail?.html).toContain(`<a href="${link?.[0]}">`);
    // The link works: the reset page's first call accepts its hash.
    const valid = await server.app.inject({
      method: 'POST',
      url: '/api/Authentication/ValidateChangePasswordToken',
      payload: { hash: link?.[1] },
    });
    expect(valid.statusCode).toBe(200);
    const [row] = await outbox(server, JONAS_EMAIL);
    expect(row?.delivery).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(mail?.messageId).toBe(`<outbox-${row?.id}@pensijos.example.lt>`);
  });

  it("is written in the language the customer logged in with (the portal's Accept-Language)", async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: AUTH_PATHS.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: 'jonas01',
        password: 'Pensija2026',
        scope: AUTH_SCOPE,
      }).toString(),
    });
    expect(login.statusCode).toBe(200);
    const before = capture.messages.length;
    await remind(server, 'email', JONAS_EMAIL);
    const mail = await waitFor(
      () => capture.messages[before],
      (message) => message !== undefined,
    );
    expect(mail?.subject).toBe('Password reminder');
    expect(mail?.language).toBe('en');
    expect(mail?.text).toContain('Set a new one with this link');
    await server.db.query("UPDATE customers SET language = 'lt' WHERE id = $1", [server.customerId('jonas')]);
  });

  it('while the mail server is down the message waits and is retried; when it is back it arrives once', async () => {
    await capture.stop();
    const before = capture.messages.length;
    await remind(server, 'email', JONAS_EMAIL);
    // At least two refused tries (the first and a retry), nothing delivered, nothing lost.
    const [waiting] = await waitFor(
      () => outbox(server, JONAS_EMAIL),
      (rows) => (rows[0]?.delivery.attempts ?? 0) >= 2,
    );
    expect(waiting?.delivery.status).toBe('pending');
    expect(waiting?.delivery.lastError).toMatch(/SMTP/);
    await capture.start();
    const [sent] = await waitFor(
      () => outbox(server, JONAS_EMAIL),
      (rows) => rows[0]?.delivery.status === 'sent',
    );
    expect(sent?.id).toBe(waiting?.id);
    // Once: another sweep and a repeated notification queue nothing new for a sent row.
    await server.app.backgroundWork?.runDue();
    const arrived = capture.messages.slice(before);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]?.messageId).toBe(`<outbox-${sent?.id}@pensijos.example.lt>`);
  });

  it('an SMS goes to the gateway with the documented JSON shape; retried while the gateway is down, sent once', async () => {
    gateway.down = true;
    await remind(server, 'phone', JONAS_PHONE);
    const [waiting] = await waitFor(
      () => outbox(server, `+${JONAS_PHONE}`),
      (rows) => (rows[0]?.delivery.attempts ?? 0) >= 1,
    );
    expect(waiting?.delivery).toMatchObject({ status: 'pending' });
    expect(waiting?.delivery.lastError).toContain('503');
    gateway.down = false;
    const [sent] = await waitFor(
      () => outbox(server, `+${JONAS_PHONE}`),
      (rows) => rows[0]?.delivery.status === 'sent',
    );
    const delivered = gateway.messages.filter((sms) => sms.reference === `outbox-${sent?.id}`);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: `+${JONAS_PHONE}` });
    expect(delivered[0]?.text).toMatch(
      /^Pensijų savitarna: naują slaptažodį nustatykite per 24 val\. https:\/\//,
    );
    expect(sent?.delivery.providerMessageId).toBe(delivered[0]?.id);
  });
});

describe('a message that cannot be delivered', () => {
  it('is dead-lettered after the last try, with a log line, and marked failed', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'));
        callback();
      },
    });
    // Nobody listens on port 9 of loopback (discard): every try is refused.
    const server = await startJobsServer(
      {
        smtp: { url: 'smtp://127.0.0.1:9', from: 'noreply@pensijos.example.lt' },
        deliveryRetry: { retryLimit: 2, retryDelaySeconds: 1 },
      },
      { publicUrl: PUBLIC_URL, logger: { level: 'info', stream } },
    );
    try {
      await remind(server, 'email', JONAS_EMAIL);
      const [row] = await waitFor(
        () => outbox(server, JONAS_EMAIL),
        (rows) => rows[0]?.delivery.status === 'failed',
      );
      // The first try and the two retries of retryLimit 2.
      expect(row?.delivery.attempts).toBe(3);
      const deadLettered = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.msg === 'job dead-lettered after its last try');
      expect(deadLettered).toEqual([
        expect.objectContaining({ job: 'deliver-message', key: String(row?.id), tries: 3 }),
      ]);
    } finally {
      await server.close();
    }
  });
});

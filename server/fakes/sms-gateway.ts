/**
 * A fake of the SMS gateway interface (docs/delivery.md), on loopback, for the demo and the tests: the
 * same path, headers, body and answers as the interface documents. It checks the bearer token, the JSON
 * shape (an E.164 number, a non-empty text of at most 1,600 characters, a reference) and the
 * Idempotency-Key, and answers a repeated key with the first message's id without sending again.
 * `down = true` answers 503 (a gateway that is down for a while). GET /messages lists what it "sent".
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentSms {
  id: string;
  to: string;
  text: string;
  reference: string;
  receivedAt: string;
}

export interface FakeSmsGateway {
  readonly url: string;
  readonly token: string;
  readonly messages: readonly SentSms[];
  down: boolean;
  close(): Promise<void>;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeSmsGateway(
  options: { host?: string; port?: number; token?: string } = {},
): Promise<FakeSmsGateway> {
  const host = options.host ?? '127.0.0.1';
  const token = options.token ?? 'demo-sms-token';
  const messages: SentSms[] = [];
  const byKey = new Map<string, SentSms>();
  const state = { down: false };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method === 'GET' && url.pathname === '/messages') {
      json(response, 200, { messages: [...messages].reverse() });
      return;
    }
    if (url.pathname !== '/messages') return json(response, 404, { error: 'not found' });
    if (request.method !== 'POST') return json(response, 405, { error: 'method not allowed' });
    if (state.down) return json(response, 503, { error: 'gateway unavailable' });
    if (request.headers.authorization !== `Bearer ${token}`)
      return json(response, 401, { error: 'unauthorized' });
    if (!String(request.headers['content-type'] ?? '').startsWith('application/json'))
      return json(response, 415, { error: 'send application/json' });
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '' || key.length > 200)
      return json(response, 400, { error: 'Idempotency-Key required' });
    readBody(request)
      .then((text) => {
        let body: { to?: unknown; text?: unknown; reference?: unknown };
        try {
          body = JSON.parse(text) as typeof body;
        } catch {
          return json(response, 400, { error: 'invalid JSON' });
        }
        if (typeof body.to !== 'string' || !/^\+[1-9][0-9]{6,14}$/.test(body.to))
          return json(response, 422, { error: 'to must be an E.164 number' });
        if (typeof body.text !== 'string' || body.text === '' || body.text.length > 1600)
          return json(response, 422, { error: 'text must be 1-1600 characters' });
        if (typeof body.reference !== 'string' || body.reference === '')
          return json(response, 422, { error: 'reference required' });
        const earlier = byKey.get(key);
        if (earlier) return json(response, 202, { id: earlier.id, status: 'accepted' });
        const sms: SentSms = {
          id: randomUUID(),
          to: body.to,
          text: body.text,
          reference: body.reference,
          receivedAt: new Date().toISOString(),
        };
        byKey.set(key, sms);
        messages.push(sms);
        return json(response, 202, { id: sms.id, status: 'accepted' });
      })
      .catch(() => json(response, 413, { error: 'too large' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    token,
    messages,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

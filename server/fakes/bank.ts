/**
 * A fake of the bank portal's side of the handover (docs/bank-handover.md), on loopback, for the demo and
 * the tests. It signs with its own key (ES256, made at start, never leaves the process) and publishes the
 * public key at /.well-known/jwks.json, as the real bank publishes its keys:
 *
 *   GET  /                      a page where a "logged-in bank customer" picks a personal code
 *   POST /login                 (form personal_code) 303 to {portal}/login/sb/{assertion}
 *   POST /api/handover          (JSON {"personalCode"}) {"token", "url"} for tests and scripts
 *   GET  /.well-known/jwks.json the bank's public keys
 *
 * The assertion: iss = the bank's URL, aud = the portal's PUBLIC_URL, sub = the personal code, a fresh
 * jti, iat now and exp 60 s later.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

export interface FakeBank {
  /** The bank's address, also its issuer name (SB_ISSUER). */
  readonly url: string;
  readonly jwksUrl: string;
  /** A handover assertion for a personal code, as the bank would sign it. */
  assertion(personalCode: string): Promise<string>;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8').slice(0, 4096));
}

const PAGE = `<!doctype html><html lang="lt"><head><meta charset="utf-8"><title>Demo bankas</title>
<style>body{font-family:sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem}input,button{font-size:1rem;padding:.5rem}</style>
</head><body><h1>Demo bankas</h1><p>Jūs prisijungę prie banko. Pereikite į pensijų savitarną:</p>
<form method="post" action="/login"><label for="pc">Asmens kodas</label><br>
<input id="pc" name="personal_code" inputmode="numeric" pattern="[0-9]{11}" value="30303039914" required>
<button type="submit">Į pensijų savitarną</button></form></body></html>`;

export async function startFakeBank(options: {
  host?: string;
  port?: number;
  portalUrl: string;
}): Promise<FakeBank> {
  const host = options.host ?? '127.0.0.1';
  const portalUrl = options.portalUrl.replace(/\/+$/, '');
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const kid = randomUUID();
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const state = { url: '' };
  const assertion = (personalCode: string): Promise<string> =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer(state.url)
      .setAudience(portalUrl)
      .setSubject(personalCode)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('60s')
      .sign(privateKey);
  const send = (response: ServerResponse, status: number, type: string, body: string): void => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    if (request.method === 'GET' && path === '/.well-known/jwks.json')
      return send(response, 200, 'application/json', JSON.stringify({ keys: [jwk] }));
    if (request.method === 'GET' && path === '/')
      return send(response, 200, 'text/html; charset=utf-8', PAGE);
    if (request.method === 'POST' && (path === '/login' || path === '/api/handover')) {
      const json = path === '/api/handover';
      (json
        ? (async () => {
            const chunks: Buffer[] = [];
            for await (const chunk of request) chunks.push(chunk as Buffer);
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
              personalCode?: unknown;
            };
            return typeof body.personalCode === 'string' ? body.personalCode : '';
          })()
        : readForm(request).then((form) => form.get('personal_code') ?? '')
      )
        .then(async (personalCode) => {
          if (!/^[0-9]{11}$/.test(personalCode))
            return send(response, 400, 'application/json', '{"error":"personal code of 11 digits"}');
          const token = await assertion(personalCode);
          const url = `${portalUrl}/login/sb/${token}`;
          if (json) return send(response, 200, 'application/json', JSON.stringify({ token, url }));
          response.writeHead(303, { location: url, 'cache-control': 'no-store' }).end();
          return undefined;
        })
        .catch(() => send(response, 400, 'application/json', '{"error":"bad request"}'));
      return undefined;
    }
    return send(response, 404, 'application/json', '{"error":"not found"}');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://${host}:${port}`;
  return {
    url: state.url,
    jwksUrl: `${state.url}/.well-known/jwks.json`,
    assertion,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

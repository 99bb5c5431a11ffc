/**
 * Signing with the real clients: the person signs the SHA-512 digest of the document (Smart-ID
 * RAW_DIGEST_SIGNATURE; Mobile-ID over SHA-256), the signature is checked against the signing
 * certificate, whose person must be the customer, and both are stored with the signed document. A
 * forged signature or another person's certificate signs nothing.
 */
import { constants, createPublicKey, X509Certificate, verify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { startTestServer, useOwnTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const JONAS = '30303039914';
// Jonas's pillar III contract and a fund of the same pillar (tests/server/fund-change.test.ts).
const change = (movingToFundNr: string, signing?: Record<string, unknown>) => ({
  personalCode: JONAS,
  fundChangeDto: { contractNr: '3P-2008813', movingToFundNr, gdpr: true },
  ...(signing ? { signing } : {}),
});

async function sign(payload: unknown): Promise<{ token: string; result: Record<string, unknown> }> {
  const headers = await server.auth('jonas');
  const started = await server.app.inject({
    method: 'POST',
    url: '/api/Contracts/ChangeFund',
    headers,
    payload: payload as Record<string, unknown>,
  });
  expect(started.statusCode).toBe(200);
  const token = started.json<{ token: string }>().token;
  for (let tries = 0; tries < 30; tries += 1) {
    const ping = await server.app.inject({
      method: 'POST',
      url: '/api/Contracts/PingChangeFund',
      headers,
      payload: { token },
    });
    if (ping.statusCode === 200) return { token, result: ping.json<Record<string, unknown>>() };
    expect(ping.statusCode).toBe(204);
  }
  throw new Error('the signing never ended');
}

async function storedSignature() {
  const rows = await server.db.query<{
    signed_data: string;
    signature: string;
    signing_certificate: string;
    signature_algorithm: string;
    status: string;
  }>(
    `SELECT signed_data, signature, signing_certificate, signature_algorithm, status FROM signing_sessions
      WHERE kind = 'fund-change' ORDER BY created_at DESC LIMIT 1`,
  );
  return rows[0];
}

/**
 * Whether the stored signature verifies over the stored document with the stored certificate's key, and
 * that certificate is Jonas's (its subject's serialNumber).
 */
function signedByJonas(
  stored: Awaited<ReturnType<typeof storedSignature>>,
  hash: 'sha256' | 'sha512',
  padding: { padding: number; saltLength?: number },
): boolean {
  const certificate = new X509Certificate(Buffer.from(stored?.signing_certificate ?? '', 'base64'));
  expect(certificate.subject).toContain(`serialNumber=PNOLT-${JONAS}`);
  return verify(
    hash,
    Buffer.from(stored?.signed_data ?? '', 'utf8'),
    { key: createPublicKey(certificate.publicKey.export({ format: 'pem', type: 'spki' })), ...padding },
    Buffer.from(stored?.signature ?? '', 'base64'),
  );
}

const fundChangeCount = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fund_changes'))[0]?.n ?? 0;

describe('refused signatures sign nothing', () => {
  it.each([
    ['forged-signature', 'failed'],
    ['another-person', 'certificate_not_fetched'],
    ['another-ca', 'certificate_not_fetched'],
    ['expired', 'certificate_not_fetched'],
    ['revoked', 'certificate_not_fetched'],
    ['wrong-policy', 'certificate_not_fetched'],
    ['wrong-key-usage', 'certificate_not_fetched'],
    ['lower-level', 'certificate_not_fetched'],
  ] as const)('Smart-ID %s -> %s', async (defect, message) => {
    const before = await fundChangeCount();
    server.fake.defect(JONAS, defect);
    const { result } = await sign(change('302'));
    expect(result).toMatchObject({ status: 'failed', message });
    expect(await fundChangeCount()).toBe(before);
    expect((await storedSignature())?.signature).toBeNull();
  });

  it("Mobile-ID: another person's signing certificate is refused before the person is asked", async () => {
    server.fake.defect(JONAS, 'another-person');
    const headers = await server.auth('jonas');
    const started = await server.app.inject({
      method: 'POST',
      url: '/api/Contracts/ChangeFund',
      headers,
      payload: change('302', { provider: 'pension_mobile_id', phoneNumber: '37061234567' }),
    });
    expect(started.statusCode).toBe(400);
    expect(started.json()).toMatchObject({ code: 'unable_to_fetch_certificate' });
  });
});

describe('a verified signature is stored with the document', () => {
  it("Smart-ID: RSASSA-PSS over the document, by the customer's qualified signing certificate", async () => {
    const { result } = await sign(change('302'));
    expect(result).toMatchObject({ status: 'signed' });
    const stored = await storedSignature();
    expect(stored?.status).toBe('signed');
    const document = JSON.parse(stored?.signed_data ?? '{}') as Record<string, unknown>;
    expect(document).toMatchObject({ kind: 'fund-change', signer: `PNOLT-${JONAS}` });
    expect(stored?.signature_algorithm).toBe('rsassa-pss/SHA-512');
    expect(
      signedByJonas(stored, 'sha512', { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 64 }),
    ).toBe(true);
  });
});

describe('Mobile-ID signing', () => {
  const withMobileId = { provider: 'pension_mobile_id', phoneNumber: '37061234567' };
  // A change signed above is still pending on the contract: it is taken as rejected, so a new one may be made.
  beforeEach(async () => {
    await server.db.query(
      "UPDATE fund_changes SET status = 'rejected' WHERE status IN ('registered', 'processing')",
    );
  });

  it('a forged signature signs nothing', async () => {
    const before = await fundChangeCount();
    server.fake.defect(JONAS, 'forged-signature');
    const { result } = await sign(change('302', withMobileId));
    expect(result).toMatchObject({ status: 'failed', message: 'failed' });
    expect(await fundChangeCount()).toBe(before);
    expect((await storedSignature())?.signature).toBeNull();
  });

  it("a verified signature is stored: PKCS#1 v1.5 over the document's SHA-256, by the customer's certificate", async () => {
    const { result } = await sign(change('302', withMobileId));
    expect(result).toMatchObject({ status: 'signed' });
    const stored = await storedSignature();
    expect(stored?.status).toBe('signed');
    expect(signedByJonas(stored, 'sha256', { padding: constants.RSA_PKCS1_PADDING })).toBe(true);
  });
});

describe('an OCSP responder that cannot answer', () => {
  // A server of its own: this signing ends in a pending change, which would refuse the others' changes.
  const ownServer = useOwnTestServer();

  it('refuses nothing for good: the signing waits, and ends signed once the responder answers', async () => {
    const own = ownServer();
    const headers = await own.auth('jonas');
    const post = (url: string, payload: Record<string, unknown>) =>
      own.app.inject({ method: 'POST', url, headers, payload });
    const started = await post('/api/Contracts/ChangeFund', change('302'));
    expect(started.statusCode).toBe(200);
    const token = started.json<{ token: string }>().token;
    own.fake.ocspOutage(true);
    onTestFinished(() => {
      own.fake.ocspOutage(false);
    });
    // The phone has confirmed once the revocation check is asked; each ask during the outage is refused.
    const during: number[] = [];
    for (let tries = 0; own.fake.ocspRefused < 2 && tries < 50; tries += 1)
      during.push((await post('/api/Contracts/PingChangeFund', { token })).statusCode);
    expect(own.fake.ocspRefused).toBeGreaterThanOrEqual(2);
    expect(new Set(during)).toEqual(new Set([204]));
    expect((await own.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fund_changes'))[0]?.n).toBe(0);
    own.fake.ocspOutage(false);
    let answer = await post('/api/Contracts/PingChangeFund', { token });
    for (let tries = 0; answer.statusCode === 204 && tries < 30; tries += 1)
      answer = await post('/api/Contracts/PingChangeFund', { token });
    expect(answer.json()).toMatchObject({ status: 'signed' });
    expect((await own.db.query<{ n: number }>('SELECT count(*)::int AS n FROM fund_changes'))[0]?.n).toBe(1);
  });
});

import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract/endpoints';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../server/auth/keys';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function forgedToken(customerId: number): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256');
  return new SignJWT({ sub: String(customerId), scope: 'openid sbam' })
    .setProtectedHeader({ alg: 'ES256', kid: server.app.keys.kid })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);
}

function unsignedToken(customerId: number): string {
  const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: String(customerId), iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: now + 600 })}.`;
}

describe('bearer authentication', () => {
  it('rejects every bearer endpoint without a token with 401 JSON', async () => {
    for (const endpoint of endpoints.filter((e) => e.auth === 'bearer')) {
      const response = await server.app.inject({ method: endpoint.method, url: endpoint.path });
      expect(response.statusCode, endpoint.id).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, code: 'unauthorized' });
    }
  });

  it('rejects expired, forged, unsigned, wrong-audience and garbage tokens', async () => {
    const id = server.customerId('jonas');
    const expired = await server.app.keys.sign({ sub: String(id) }, -60);
    const wrongAudience = await server.app.keys.sign({ sub: String(id) }, 600, 'someone-else');
    const candidates = [
      expired,
      wrongAudience,
      await forgedToken(id),
      unsignedToken(id),
      'not-a-jwt',
      `${expired}x`,
    ];
    for (const token of candidates) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/api/Dashboard/GetDashboard',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, token.slice(0, 20)).toBe(401);
      expect(response.body).not.toContain('Jonas');
    }
    const basic = await server.app.inject({
      method: 'GET',
      url: '/api/Dashboard/GetDashboard',
      headers: { authorization: 'Basic abc' },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('does not ask for a token on the no-auth calls', async () => {
    for (const endpoint of endpoints.filter((e) => e.auth === 'none')) {
      const response = await server.app.inject({ method: endpoint.method, url: endpoint.path, payload: {} });
      expect(response.statusCode, endpoint.id).not.toBe(401);
    }
  });

  it('serves the public signing key as a JWKS', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    const jwks = response.json<{ keys: { kid: string; kty: string; d?: string }[] }>();
    expect(jwks.keys[0]?.kid).toBe(server.app.keys.kid);
    expect(jwks.keys[0]?.kty).toBe('EC');
    expect(jwks.keys[0]?.d).toBeUndefined();
  });
});

describe('a customer never reads or changes another customer’s data', () => {
  it('tries every endpoint that takes an id with another customer’s ids', async () => {
    const tomas = await server.auth('tomas');
    const jonasId = server.customerId('jonas');
    const [document] = await server.db.query<{ id: number }>(
      'SELECT id FROM documents WHERE customer_id = $1 LIMIT 1',
      [jonasId],
    );
    const [notification] = await server.db.query<{ id: number }>(
      'SELECT id FROM notifications WHERE customer_id = $1 AND NOT is_read LIMIT 1',
      [jonasId],
    );
    const [agreement] = await server.db.query<{ id: number }>(
      `SELECT id FROM invoice_agreements WHERE customer_id = $1 AND status = 'active' LIMIT 1`,
      [jonasId],
    );
    const [draft] = await server.db.query<{ id: number }>(
      'SELECT id FROM aml_drafts WHERE customer_id = $1',
      [server.customerId('ona')],
    );
    expect(document && notification && agreement && draft).toBeTruthy();

    const attempts = [
      { method: 'GET', url: '/api/Contracts/GetContractActions?contractNumbers=2P-1004521' },
      { method: 'GET', url: '/api/Contracts/GetContractActions?contractNumbers=3P-2011402,3P-2008813' },
      { method: 'GET', url: `/api/Documents/GetDocumentContent?id=${document?.id}` },
      { method: 'PUT', url: `/api/Notifications/UpdateStatusRead?notificationNr=${notification?.id}` },
      {
        method: 'PUT',
        url: '/api/v2/Invoices/DisableInvoiceAgreement',
        payload: { agreementId: agreement?.id },
      },
      {
        method: 'POST',
        url: '/api/Aml/FillUserAmlDeclarationDraft',
        payload: {
          draftUserDeclarationId: draft?.id,
          declarationJson: '{"hacked":true}',
          documentUploadedToPSI: false,
        },
      },
      {
        method: 'POST',
        url: '/api/Aml/GenerateUserAmlDeclarationDraftPreview',
        payload: { draftUserDeclarationId: draft?.id },
      },
      {
        method: 'POST',
        url: '/api/Aml/PublishUserAmlDeclarationDraft',
        payload: { draftUserDeclarationId: draft?.id },
      },
      {
        method: 'POST',
        url: '/api/Documents/SignDocument',
        payload: {
          application: {
            kind: 'StopAccumulation',
            actionType: 'StopAccumulations',
            contractNumber: '3P-2008813',
          },
        },
      },
      {
        method: 'POST',
        url: '/api/Documents/GetDocumentPreview',
        payload: {
          application: {
            kind: 'StopAccumulation',
            actionType: 'StopAccumulations',
            contractNumber: '3P-2008813',
          },
        },
      },
      {
        method: 'POST',
        url: '/api/Contracts/ChangeFund',
        payload: {
          personalCode: '30303039914',
          fundChangeDto: { contractNr: '3P-2008813', movingToFundNr: '301', gdpr: true },
        },
      },
      {
        method: 'POST',
        url: '/api/v3/Contracts/GetChangeFundPreview',
        payload: { contractNr: '3P-2008813', movingToFundNr: '301' },
      },
      { method: 'GET', url: '/api/Brokers/GetContractBrokerContacts?tk=PK-1024&pillar=3' },
    ] as const;
    for (const attempt of attempts) {
      const response = await server.app.inject({ ...attempt, headers: tomas });
      expect([403, 404], `${attempt.url} -> ${response.statusCode}`).toContain(response.statusCode);
      expect(response.body).not.toMatch(/Petrauskas|Kazlauskien|hacked|JVBERi/);
    }
    // Nothing changed.
    const [stillUnread] = await server.db.query<{ is_read: boolean }>(
      'SELECT is_read FROM notifications WHERE id = $1',
      [notification?.id],
    );
    expect(stillUnread?.is_read).toBe(false);
    const [stillActive] = await server.db.query<{ status: string }>(
      'SELECT status FROM invoice_agreements WHERE id = $1',
      [agreement?.id],
    );
    expect(stillActive?.status).toBe('active');
    const [draftAfter] = await server.db.query<{ declaration_json: string }>(
      'SELECT declaration_json FROM aml_drafts WHERE id = $1',
      [draft?.id],
    );
    expect(draftAfter?.declaration_json).not.toContain('hacked');
  });

  it('lists only the caller’s own rows', async () => {
    const headers = await server.auth('tomas');
    const lists = [
      '/api/Contracts/GetContracts',
      '/api/Transfers/GetTransfers',
      '/api/Documents/GetAllDocuments',
      '/api/Notifications/GetList',
      '/api/Applications/GetList',
      '/api/v2/Invoices/GetInvoices',
      '/api/v2/Invoices/GetInvoiceAgreements',
      '/api/BankAccounts/GetBankAccounts',
      '/api/InvestmentFunds/GetInvestmentFunds',
      '/api/v3/Users/GetContactInformation',
    ];
    for (const url of lists) {
      const response = await server.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.body, url).not.toMatch(/2P-1004521|3P-2008813|3P-2012519|Petrauskas|Stankevi/);
    }
  });
});

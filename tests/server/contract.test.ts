import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SERVER_PATHS, endpoints } from '../../src/api/contract/endpoints';
import { startTestServer, type TestServer } from './helpers';

/** Every call of spec §7, with bare names resolved as documented in endpoints.ts. */
const SPEC_PATHS: readonly [string, string][] = [
  ['GET', '/api/v3/Users/GetContactInformation'],
  ['POST', '/api/v3/Users/UpdateProfile'],
  ['POST', '/api/Authentication/ResetPassword'],
  ['PUT', '/api/Users/ModifyGdprAgreement'],
  ['PUT', '/api/Authentication/UpdateEpnAgreement'],
  ['GET', '/api/Dashboard/GetDashboard'],
  ['GET', '/api/Dashboard/GetAssetScore'],
  ['PUT', '/api/Dashboard/ModifyBannerAlert'],
  ['PUT', '/api/Dashboard/UpdateAssetScoreAgreement'],
  ['POST', '/api/Dashboard/CreateAssetScoreConsultation'],
  ['GET', '/api/Funds/GetSecondPillarFunds'],
  ['GET', '/api/Funds/GetThirdPillarFunds'],
  ['GET', '/api/Funds/GetFundsStatuses'],
  ['GET', '/api/Contracts/GetSecondPillarActiveContracts'],
  ['GET', '/api/Contracts/GetThirdPillarActiveContracts'],
  ['GET', '/api/Contracts/GetContracts'],
  ['GET', '/api/Contracts/GetContractActions'],
  ['GET', '/api/Contracts/ExistsInvestmentFundContracts'],
  ['GET', '/api/Contracts/GetExternalFundProviders'],
  ['POST', '/api/Contracts/ChangeFund'],
  ['POST', '/api/Contracts/PingChangeFund'],
  ['POST', '/api/v3/Contracts/GetChangeFundPreview'],
  ['POST', '/api/v3/Contracts/GetSecondPillarNewContractPreview'],
  ['POST', '/api/v3/Contracts/GetThirdPillarNewContractPreview'],
  ['POST', '/api/v3/Contracts/SecondPillarCreateNewContract'],
  ['POST', '/api/v3/Contracts/ThirdPillarCreateNewContract'],
  ['POST', '/api/v3/Contracts/PingCreateNewContract'],
  ['POST', '/api/Contracts/Log'],
  ['GET', '/api/PostAddresses/GetCountries'],
  ['GET', '/api/PostAddresses/GetStates'],
  ['GET', '/api/PostAddresses/GetStateList'],
  ['GET', '/api/PostAddresses/Get'],
  ['GET', '/api/PostAddresses/GetAddress'],
  ['POST', '/api/Authentication/RemindPassword'],
  ['POST', '/api/Authentication/ChangePassword'],
  ['POST', '/api/Authentication/ValidateChangePasswordToken'],
  ['POST', '/api/Documents/PingSignDocument'],
  ['POST', '/api/Documents/SignDocument'],
  ['POST', '/api/Documents/GetDocumentPreview'],
  ['POST', '/api/Documents/UploadDocument'],
  ['GET', '/api/Documents/GetAllDocuments'],
  ['GET', '/api/Documents/GetDocumentContent'],
  ['GET', '/api/v2/Invoices/GetInvoices'],
  ['GET', '/api/v2/Invoices/GetInvoiceAgreements'],
  ['POST', '/api/v2/Invoices/SignDocument'],
  ['POST', '/api/v2/Invoices/SignDocumentGetStatus'],
  ['PUT', '/api/v2/Invoices/DisableInvoiceAgreement'],
  ['GET', '/api/Notifications/GetList'],
  ['GET', '/api/Notifications/GetSettings'],
  ['GET', '/api/Notifications/UserValues'],
  ['PUT', '/api/Notifications/UpdateStatusRead'],
  ['PUT', '/api/Notifications/ModifySettings'],
  ['GET', '/api/Transfers/GetTransfers'],
  ['GET', '/api/InvestmentFunds/GetInvestmentFunds'],
  ['GET', '/api/Applications/GetList'],
  ['POST', '/api/Applications/SetPotentialCustomer'],
  ['POST', '/api/Applications/SaveBusinessAccountStatistics'],
  ['POST', '/api/Applications/SaveNotificationSettings'],
  ['POST', '/api/Aml/CreateUserAmlDeclarationDraft'],
  ['POST', '/api/Aml/FillUserAmlDeclarationDraft'],
  ['POST', '/api/Aml/GenerateUserAmlDeclarationDraftPreview'],
  ['POST', '/api/Aml/PublishUserAmlDeclarationDraft'],
  ['POST', '/api/Aml/IsIdentityDocumentValid'],
  ['GET', '/api/Aml/IsAmlValid'],
  ['GET', '/api/Brokers/GetContactInfo'],
  ['GET', '/api/Brokers/GetContractBrokerContacts'],
  ['GET', '/api/BankAccounts/GetBankAccounts'],
  ['POST', '/api/BankAccounts/CreateBankAccount'],
];

/** Additions to §7: the code sent to a new e-mail or phone (docs/security.md). */
const ADDED_PATHS: readonly [string, string][] = [
  ['POST', '/api/v3/Users/VerifyContact'],
  ['POST', '/api/v3/Users/ResendContactCode'],
  // Issue 11: the identity document's photo, and the demo-only AML review.
  ['POST', '/api/Aml/UploadIdentityDocument'],
  ['POST', '/api/Aml/DemoReviewDeclaration'],
  // Issue 13b: the yearly limit of pillar III contributions (§5 "Limit increase", README).
  ['GET', '/api/Contracts/GetContributionLimits'],
  ['POST', '/api/Contracts/IncreaseContributionLimit'],
  // Issue 14: the banks that accept e-invoices (§5 "Unsupported banks are rejected, with a list").
  ['GET', '/api/v2/Invoices/GetSupportedBanks'],
];

const NO_AUTH = new Set([
  '/api/Authentication/RemindPassword',
  '/api/Authentication/ChangePassword',
  '/api/Authentication/ValidateChangePasswordToken',
  '/api/Applications/SetPotentialCustomer',
  '/api/Applications/SaveBusinessAccountStatistics',
  '/api/Applications/SaveNotificationSettings',
]);

describe('contract registry', () => {
  it('has unique ids and unique method+path pairs', () => {
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
    expect(new Set(endpoints.map((e) => `${e.method} ${e.path}`)).size).toBe(endpoints.length);
  });

  it('lists exactly the calls of spec §7 and the documented additions', () => {
    const registered = endpoints.map((e) => `${e.method} ${e.path}`).sort();
    expect(registered).toEqual(
      [...SPEC_PATHS, ...ADDED_PATHS].map(([method, path]) => `${method} ${path}`).sort(),
    );
  });

  it('marks exactly the §7 no-auth calls as auth none', () => {
    for (const endpoint of endpoints) {
      expect(endpoint.auth === 'none', endpoint.id).toBe(NO_AUTH.has(endpoint.path));
    }
  });
});

describe('OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('is served without auth and lists every §7 path with its method', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>;
    }>();
    expect(document.openapi).toBe('3.1.0');
    for (const [method, path] of SPEC_PATHS) {
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.security.length, path).toBe(NO_AUTH.has(path) ? 0 : 1);
    }
    for (const path of AUTH_SERVER_PATHS) expect(document.paths[path]?.post).toBeDefined();
  });

  it('passes a standard OpenAPI 3.1 validator, and its links name operations that exist', async () => {
    const document = (
      await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })
    ).json<OpenApiDocument>();
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const operationIds = new Set(
      Object.values(document.paths).flatMap((item) =>
        Object.values(item).flatMap((operation) =>
          typeof operation === 'object' && operation !== null ? [operation.operationId] : [],
        ),
      ),
    );
    const links = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) =>
        typeof operation === 'object' && operation !== null
          ? Object.values(operation.responses?.['200']?.links ?? {})
          : [],
      ),
    );
    // Start a signing -> ping (4 ways to start, 4 pings); create a draft -> fill -> preview -> publish.
    expect(links.length).toBeGreaterThanOrEqual(12);
    for (const link of links) expect(operationIds, link.operationId).toContain(link.operationId);
    const signing = document.paths['/api/v3/Contracts/SecondPillarCreateNewContract']?.post;
    expect(signing?.responses?.['200']?.links?.ping).toMatchObject({
      operationId: 'Contracts.PingCreateNewContract',
      requestBody: { token: '$response.body#/token' },
    });
    const created = document.paths['/api/Aml/CreateUserAmlDeclarationDraft']?.post;
    expect(Object.values(created?.responses?.['200']?.links ?? {}).map((link) => link.operationId)).toEqual(
      expect.arrayContaining([
        'Aml.FillUserAmlDeclarationDraft',
        'Aml.GenerateUserAmlDeclarationDraftPreview',
        'Aml.PublishUserAmlDeclarationDraft',
      ]),
    );
  });

  it('states what the server accepts: flags, choices, id and size limits, no control characters', async () => {
    const document = (
      await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })
    ).json<OpenApiDocument>();
    const parameter = (path: string, method: string, name: string) =>
      document.paths[path]?.[method]?.parameters?.find((item) => item.name === name)?.schema;
    for (const [path, name] of [
      ['/api/Authentication/UpdateEpnAgreement', 'epnAgreement'],
      ['/api/Dashboard/ModifyBannerAlert', 'showBannerAlert'],
      ['/api/Dashboard/UpdateAssetScoreAgreement', 'approved'],
      ['/api/Users/ModifyGdprAgreement', 'gdprAgreement'],
    ] as const)
      expect(parameter(path, 'put', name), name).toEqual({ type: 'boolean' });
    // §3 GDPR agreement types and the two pillars.
    expect(parameter('/api/Users/ModifyGdprAgreement', 'put', 'gdprType')).toEqual({
      type: 'integer',
      enum: [1, 4, 5, 6],
    });
    expect(parameter('/api/Brokers/GetContractBrokerContacts', 'get', 'pillar')).toEqual({
      type: 'integer',
      enum: [2, 3],
    });
    expect(parameter('/api/Documents/GetDocumentContent', 'get', 'id')).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 2 ** 31 - 1,
    });
    const body = (path: string) =>
      document.paths[path]?.post?.requestBody?.content?.['application/json']?.schema as JsonNode;
    expect(body('/api/Aml/FillUserAmlDeclarationDraft').properties?.draftUserDeclarationId?.maximum).toBe(
      2 ** 31 - 1,
    );
    // The draft's JSON fits the 64 KiB body limit even at 3 bytes a character.
    const draftLength = body('/api/Aml/FillUserAmlDeclarationDraft').properties?.declarationJson?.maxLength;
    expect((draftLength ?? Infinity) * 3).toBeLessThan(64 * 1024);
    // §5: each file at most 10 Mb, as base64.
    const files = body('/api/Documents/UploadDocument').properties?.files;
    expect(files?.items?.properties?.contentBase64?.maxLength).toBe(Math.ceil((10 * 1024 * 1024) / 3) * 4);
    expect(files?.maxItems).toBe(5);
    // Every free string refuses control characters, as the server does.
    const name = body('/api/Documents/UploadDocument').properties?.documentName;
    expect(name?.pattern).toBe('^[^\\u0000-\\u001f\\u007f-\\u009f]*$');
    // Every answer the server gives is listed: 405 by path, 401 invalid_client on /connect/*.
    expect(document.paths['/connect/token']?.post?.responses?.['401']).toBeDefined();
    expect(document.paths['/api/Contracts/ChangeFund']?.post?.responses?.['409']).toBeDefined();
    expect(
      document.paths['/api/Contracts/IncreaseContributionLimit']?.post?.responses?.['423'],
    ).toBeDefined();
  });

  it('answers a wrong method on a known path with 405 and Allow, as the document says', async () => {
    const api = await server.app.inject({ method: 'GET', url: '/api/Contracts/ChangeFund' });
    expect(api.statusCode).toBe(405);
    expect(api.headers.allow).toBe('POST');
    expect(api.json()).toMatchObject({ status: 405, code: 'method_not_allowed' });
    const connect = await server.app.inject({ method: 'GET', url: '/connect/token' });
    expect(connect.statusCode).toBe(405);
    expect(connect.headers.allow).toBe('POST');
    expect(connect.json()).toMatchObject({ error: 'invalid_request' });
    const unknown = await server.app.inject({ method: 'GET', url: '/api/Contracts/NoSuchCall' });
    expect(unknown.statusCode).toBe(404);
  });

  it('takes a query flag only as true or false', async () => {
    const headers = await server.auth('jonas');
    for (const [value, status] of [
      ['true', 200],
      ['false', 200],
      ['yes', 400],
      ['1', 400],
      ['TRUE', 400],
    ] as const) {
      const response = await server.app.inject({
        method: 'PUT',
        url: `/api/Dashboard/ModifyBannerAlert?showBannerAlert=${value}`,
        headers,
      });
      expect(response.statusCode, value).toBe(status);
    }
  });

  it('describes query parameters and bodies from the zod schemas', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const document = response.json<{
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; required: boolean }[]; requestBody?: unknown }>
      >;
    }>();
    const gdpr = document.paths['/api/Users/ModifyGdprAgreement']?.put;
    expect(gdpr?.parameters?.map((p) => p.name).sort()).toEqual(['gdprAgreement', 'gdprType']);
    expect(document.paths['/api/BankAccounts/CreateBankAccount']?.post?.requestBody).toBeDefined();
    const text = response.body;
    expect(text).toContain('SecondLevelPensionFundContract');
    expect(text).toContain('EMailAndSMSAndPost');
    expect(text).toContain('HolidaysSuspensionContributions');
  });
});

interface JsonNode {
  type?: string;
  pattern?: string;
  maxLength?: number;
  maximum?: number;
  maxItems?: number;
  items?: JsonNode;
  properties?: Record<string, JsonNode>;
}

interface OpenApiOperation {
  operationId: string;
  parameters?: { name: string; schema: unknown }[];
  requestBody?: { content?: Record<string, { schema: unknown }> };
  responses?: Record<string, { links?: Record<string, { operationId: string; requestBody?: unknown }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

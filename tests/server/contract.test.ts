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

/** Additions to §7: the code sent to a new e-mail or phone (README "Security"). */
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

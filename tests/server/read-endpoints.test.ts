import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getEndpoint,
  endpoints,
  type EndpointId,
  type EndpointResponse,
} from '../../src/api/contract/endpoints';
import { OperationType } from '../../src/api/contract/common';
import { addDays } from '../../src/domain/calendar-date';
import { PERSONAS, SEED_TODAY, startTestServer, type PersonaName, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** GET an endpoint as a persona; asserts 200 and that the body matches the contract's response schema. */
async function read<K extends EndpointId>(
  id: K,
  persona: PersonaName,
  query = '',
): Promise<EndpointResponse<K>> {
  const endpoint = getEndpoint(id);
  const response = await server.app.inject({
    method: 'GET',
    url: `${endpoint.path}${query}`,
    headers: await server.auth(persona),
  });
  expect(response.statusCode, `${id} ${response.body}`).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return endpoint.response.parse(response.json()) as EndpointResponse<K>;
}

const QUERIES: Partial<Record<EndpointId, string>> = {
  'PostAddresses.Get': '?text=Vilnius',
  'PostAddresses.GetAddress': '?id=2001',
  'Brokers.GetContactInfo': '?tk=PK-1024&email=a%40b.lt',
};

describe('every read call answers every persona with schema-valid data', () => {
  const simpleReads = endpoints.filter(
    (e) =>
      e.method === 'GET' &&
      ![
        'Contracts.GetContractActions',
        'Documents.GetDocumentContent',
        'Brokers.GetContractBrokerContacts',
        'Dashboard.GetAssetScore',
      ].includes(e.id),
  );
  for (const persona of Object.keys(PERSONAS) as PersonaName[]) {
    it(`as ${persona}`, async () => {
      for (const endpoint of simpleReads) {
        await read(endpoint.id, persona, QUERIES[endpoint.id] ?? '');
      }
    });
  }
});

describe('the dashboard greeting: the time of the previous login', () => {
  it('is the login before this session: the seeded one (two days ago, 18:42 Vilnius), then this one', async () => {
    // Only the seeded earlier login is left (the tests above logged in many times).
    await server.db.query(
      `DELETE FROM auth_refresh_tokens WHERE family_id IN
         (SELECT family_id FROM auth_refresh_families WHERE customer_id = $1 AND family_id NOT LIKE 'seed-%')`,
      [server.customerId('ona')],
    );
    await server.db.query(
      `DELETE FROM auth_refresh_families WHERE customer_id = $1 AND family_id NOT LIKE 'seed-%'`,
      [server.customerId('ona')],
    );
    const first = await read('Dashboard.GetDashboard', 'ona');
    expect(first.previousLoginAt).toBe(`${addDays(SEED_TODAY, -2)}T07:15:00.000Z`);
    const before = Date.now();
    // The previous login is now the first read's session, a moment ago. On PostgreSQL the dashboard's
    // memory hears of the new login by a notification, a moment later: read again until it has.
    const end = Date.now() + 15_000;
    let second = await read('Dashboard.GetDashboard', 'ona');
    while (second.previousLoginAt === first.previousLoginAt && Date.now() < end) {
      await new Promise((done) => setTimeout(done, 50));
      second = await read('Dashboard.GetDashboard', 'ona');
    }
    expect(Math.abs(Date.parse(second.previousLoginAt ?? '') - before)).toBeLessThan(60_000);
  });
});

describe('30303039914 Jonas: the full picture', () => {
  it('has pillar II and III active contracts with values', async () => {
    const dashboard = await read('Dashboard.GetDashboard', 'jonas');
    expect(dashboard.validContracts.map((c) => c.contractType).sort()).toEqual([
      'SecondLevelPensionFundContract',
      'ThirdLevelPensionFundContract',
    ]);
    expect(dashboard.secondPillarActive && dashboard.thirdPillarActive).toBe(true);
    expect(dashboard.amlStatus).toBe('Valid');
    expect(dashboard.isAdult).toBe(true);
    expect(dashboard.totalValue).toBeGreaterThan(1000);
    expect([dashboard.firstName, dashboard.lastName]).toEqual(['Jonas', 'Petrauskas']);
    expect(dashboard.accounts.find((a) => a.accountType === 'PersonalContributions')?.amount).toBeGreaterThan(
      0,
    );
    const contracts = await read('Contracts.GetContracts', 'jonas');
    for (const contract of contracts) {
      expect(contract.unitCount).toBeGreaterThan(0);
      expect(contract.contractValue).toBeCloseTo(contract.unitCount * contract.unitValue, 0);
      expect(contract.paidSum).toBeGreaterThan(0);
    }
    expect(contracts.find((c) => c.pillar === 3)?.payerCode).toBe('9020088130');
  });

  it('has two years of transactions using all nine operation types', async () => {
    const transfers = await read('Transfers.GetTransfers', 'jonas');
    expect(new Set(transfers.map((t) => t.operationType))).toEqual(new Set(OperationType.options));
    const dates = transfers.map((t) => t.tradeDate).sort();
    const first = new Date(dates[0] ?? '');
    const last = new Date(dates.at(-1) ?? '');
    expect((last.getTime() - first.getTime()) / 86_400_000).toBeGreaterThan(650);
    const from = addDays(SEED_TODAY, -300);
    const filtered = await read(
      'Transfers.GetTransfers',
      'jonas',
      `?contractNumber=3P-2008813&dateFrom=${from}`,
    );
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(transfers.length);
    expect(filtered.every((t) => t.contractNumber === '3P-2008813' && t.tradeDate >= from)).toBe(true);
  });

  it('has quarterly reports with real PDF content', async () => {
    const reports = await read('Documents.GetAllDocuments', 'jonas', '?documentTypeCfgNr=1');
    expect(reports.length).toBeGreaterThanOrEqual(4);
    expect(reports.every((d) => d.documentType === 'Report')).toBe(true);
    const content = await read('Documents.GetDocumentContent', 'jonas', `?id=${reports[0]?.id}`);
    const bytes = Buffer.from(content.contentBase64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(reports[0]?.sizeBytes);
  });

  it('has notifications, some unread, an e-invoice agreement, a password login and asset score', async () => {
    const notifications = await read('Notifications.GetList', 'jonas');
    expect(notifications.some((n) => !n.isRead)).toBe(true);
    expect(notifications.some((n) => n.isRead)).toBe(true);
    const agreements = await read('Invoices.GetInvoiceAgreements', 'jonas');
    expect(agreements.some((a) => a.status === 'active' && a.period === 'monthly')).toBe(true);
    const invoices = await read('Invoices.GetInvoices', 'jonas');
    expect(invoices.length).toBe(6);
    const credentials = await server.db.query<{ username: string; password_hash: string }>(
      'SELECT username, password_hash FROM password_credentials WHERE customer_id = $1',
      [server.customerId('jonas')],
    );
    expect(credentials[0]?.username).toBe('jonas01');
    expect(credentials[0]?.password_hash).toMatch(/^scrypt\$/);
    const score = await read('Dashboard.GetAssetScore', 'jonas');
    expect(score.estimatedMonthlyPayout).toBeCloseTo(score.totalAssets / 240, 1);
    const investments = await read('InvestmentFunds.GetInvestmentFunds', 'jonas');
    expect(investments.holdings.length).toBe(2);
    expect((await read('Contracts.ExistsInvestmentFundContracts', 'jonas')).exists).toBe(true);
  });

  it('lists contract actions for its own contracts', async () => {
    const actions = await read(
      'Contracts.GetContractActions',
      'jonas',
      '?contractNumbers=2P-1004521,3P-2008813',
    );
    expect(actions.map((a) => a.contractNumber)).toEqual(['2P-1004521', '3P-2008813']);
    const pillar2 = actions[0];
    expect(pillar2?.pendingActionTypes).toContain('ChangeTarif');
    expect(pillar2?.availableActions.some((a) => a.actionType === 'StopAccumulations')).toBe(true);
  });

  it('has contact details, GDPR consents and bank accounts', async () => {
    const contact = await read('Users.GetContactInformation', 'jonas');
    expect(contact).toMatchObject({
      firstName: 'Jonas',
      lastName: 'Petrauskas',
      personalCode: '30303039914',
      email: 'jonas.petrauskas@example.com',
      phoneNumber: '+37061234567',
      addressDiffers: true,
      // The demo password login jonas01 (the portal offers a change, not a first password).
      hasPassword: true,
      gdpr: {
        marketingAgreement: true,
        sbMarketingAgreement: true,
        sbProfilingAgreement: false,
        sbPartnersAgreement: null,
      },
    });
    expect(contact.address?.city).toBe('Vilnius');
    const accounts = await read('BankAccounts.GetBankAccounts', 'jonas');
    expect(accounts[0]?.isPrimary).toBe(true);
    expect(accounts[0]?.bankAccountNumber).toMatch(/^LT\d{18}$/);
  });
});

describe('the other personas', () => {
  it('40504040001 Ona: pillar II only, AML invalid with an open draft, profile update required', async () => {
    const dashboard = await read('Dashboard.GetDashboard', 'ona');
    expect(dashboard.secondPillarActive).toBe(true);
    expect(dashboard.thirdPillarActive).toBe(false);
    expect(dashboard.profileUpdateRequired).toBe(true);
    const aml = await read('Aml.IsAmlValid', 'ona');
    expect(aml.status).toBe('Invalid');
    expect(aml.draft).not.toBeNull();
  });

  it('39901012239 Tomas: USA citizen, pillar III only, AML pending', async () => {
    const dashboard = await read('Dashboard.GetDashboard', 'tomas');
    expect(dashboard.isUsaCitizen).toBe(true);
    expect(dashboard.secondPillarActive).toBe(false);
    expect(dashboard.thirdPillarActive).toBe(true);
    expect((await read('Aml.IsAmlValid', 'tomas')).status).toBe('Pending');
  });

  it('50001018865 Mantas: stopped pillar III, registered vacation application, broker referral', async () => {
    const contracts = await read('Contracts.GetThirdPillarActiveContracts', 'mantas');
    expect(contracts[0]?.accumulationState).toBe('Stopped');
    const applications = await read('Applications.GetList', 'mantas');
    expect(applications).toContainEqual(
      expect.objectContaining({
        kind: 'HolidaysSuspensionContributions',
        actionType: 'SodraVacation',
        status: 'registered',
      }),
    );
    const contact = await read('Users.GetContactInformation', 'mantas');
    expect(contact.mobileIdPhoneNumber).toBe('+37060000666');
    const broker = await read('Brokers.GetContractBrokerContacts', 'mantas', '?tk=PK-1024&pillar=3');
    expect(broker.consultant.name).toBe('Rūta Jonaitienė');
    expect(broker.referredContractNumbers).toEqual(['3P-2012519']);
    // No consent to the asset comparison: 204.
    const score = await server.app.inject({
      method: 'GET',
      url: '/api/Dashboard/GetAssetScore',
      headers: await server.auth('mantas'),
    });
    expect(score.statusCode).toBe(204);
  });

  it('50001029996 Lukas: a person without contracts', async () => {
    expect(await read('Contracts.GetContracts', 'lukas')).toEqual([]);
    const dashboard = await read('Dashboard.GetDashboard', 'lukas');
    expect(dashboard.userHasActiveContracts).toBe(false);
    expect((await read('Users.GetContactInformation', 'lukas')).businessAccountStatus).toBe('Potential');
  });

  it('61101012257 Gabija: a minor who cannot sign', async () => {
    const contact = await read('Users.GetContactInformation', 'gabija');
    expect(contact.birthDate).toBe('2011-01-01');
    expect(contact.isAdult).toBe(false);
    const statuses = await read('Funds.GetFundsStatuses', 'gabija');
    expect(statuses.every((s) => !s.canSignNewContract)).toBe(true);
  });
});

describe('funds and reference data', () => {
  it('sends the age group and strategy in English too, and keeps fund names as they are', async () => {
    const third = await read('Funds.GetThirdPillarFunds', 'jonas');
    const extremo = third.find((f) => f.code === 'extremo');
    expect(extremo?.strategy).toBe('Ambicinga: iki 100 % akcijų');
    expect(extremo?.strategyEn).toBe('Ambitious: up to 100% equities');
    expect(third.every((f) => typeof f.ageGroupEn === 'string' && typeof f.strategyEn === 'string')).toBe(
      true,
    );
    expect(third.find((f) => f.code === 'prudent')?.ageGroupEn).toBe('all ages');
    const second = await read('Funds.GetSecondPillarFunds', 'jonas');
    expect(second.some((f) => /^born \d{4}-\d{4}$/.test(f.ageGroupEn ?? ''))).toBe(true);
  });

  it('has the six pillar III funds with §9 fees and life-cycle pillar II funds with unit values', async () => {
    const third = await read('Funds.GetThirdPillarFunds', 'jonas');
    expect(third.map((f) => f.code)).toEqual([
      'extremo',
      'bold',
      'medio',
      'prudent',
      'stable',
      'sustainable',
    ]);
    expect(new Set(third.map((f) => f.managementFeePercent))).toEqual(new Set([1.5, 1, 0.8, 0.59]));
    expect(third.find((f) => f.code === 'medio')?.minAge).toBe(47);
    expect(third.find((f) => f.code === 'stable')?.minAge).toBe(58);
    const second = await read('Funds.GetSecondPillarFunds', 'jonas');
    expect(second.map((f) => f.name)).toContain('Pensijų fondas 1961-1967');
    expect(second.map((f) => f.name)).toContain('Pensijų fondas 2003-2009');
    expect(second.every((f) => f.unitValue > 0 && f.unitValueDate <= SEED_TODAY)).toBe(true);
    const values = await server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM fund_unit_values',
    );
    expect(values[0]?.count).toBeGreaterThan(15 * 500);
  });

  it('searches the address register', async () => {
    const found = await read('PostAddresses.Get', 'jonas', '?text=laisves%2053');
    expect(found[0]?.fullAddress).toBe('Laisvės al. 53-4, LT-44309 Kaunas');
    const address = await read('PostAddresses.GetAddress', 'jonas', `?id=${found[0]?.id}`);
    expect(address.city).toBe('Kaunas');
  });
});

/**
 * Issue 10 item 2: every figure a seeded customer sees agrees with every other. For EVERY seeded
 * persona, through the API the screens use: units × unit value = value to the cent (with the 4
 * decimals the screens show), the transactions add up to the units held and to the paid-in sums, the
 * dashboard total is the sum of the contracts and the same figure as the asset comparison, investment
 * funds apart, and notifications and e-invoices agree with the transactions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEndpoint, type EndpointId, type EndpointResponse } from '../../src/api/contract/endpoints';
import { PERSONAS, SEED_TODAY, startTestServer, type PersonaName, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function read<K extends EndpointId>(
  id: K,
  persona: PersonaName,
): Promise<{ status: number; body: EndpointResponse<K> | null }> {
  const endpoint = getEndpoint(id);
  const response = await server.app.inject({
    method: 'GET',
    url: endpoint.path,
    headers: await server.auth(persona),
  });
  if (response.statusCode === 204) return { status: 204, body: null };
  expect(response.statusCode, `${id} ${response.body}`).toBe(200);
  return { status: 200, body: endpoint.response.parse(response.json()) as EndpointResponse<K> };
}

async function get<K extends EndpointId>(id: K, persona: PersonaName): Promise<EndpointResponse<K>> {
  const { body } = await read(id, persona);
  if (body === null) throw new Error(`${id} answered 204`);
  return body;
}

/** A number as an exact count of 10^-4, failing when it has more than 4 decimals. */
function tenThousandths(value: number): bigint {
  const scaled = Math.round(value * 1e4);
  expect(Math.abs(value * 1e4 - scaled), `${value} has at most 4 decimals`).toBeLessThan(1e-6);
  return BigInt(scaled);
}

/** What a customer's calculator gives for the shown units × shown unit value, in cents (half up). */
function shownProductCents(units: number, unitValue: number): number {
  const product = tenThousandths(units) * tenThousandths(unitValue); // euros × 10^8
  return Number((product + 500_000n) / 1_000_000n);
}

const cents = (value: number): number => Math.round(value * 100);
const sumCents = (values: readonly number[]): number => values.reduce((sum, value) => sum + cents(value), 0);

/** Operations that count as paid in (§3 totals): deposits, solidarity discount, cancelled payments. */
const PAID_IN = ['ip', 'ic', 'oc'];

describe('one ledger: the figures of every seeded customer agree', () => {
  for (const persona of Object.keys(PERSONAS) as PersonaName[]) {
    it(`as ${persona}`, async () => {
      const dashboard = await get('Dashboard.GetDashboard', persona);
      const contracts = await get('Contracts.GetContracts', persona);
      const transfers = await get('Transfers.GetTransfers', persona);
      const funds = await get('InvestmentFunds.GetInvestmentFunds', persona);
      const notifications = await get('Notifications.GetList', persona);
      const invoices = await get('Invoices.GetInvoices', persona);
      const documents = await get('Documents.GetAllDocuments', persona);

      for (const contract of contracts) {
        // The shown units × the shown unit value is the shown value, to the cent.
        expect(cents(contract.contractValue), contract.contractNumber).toBe(
          shownProductCents(contract.unitCount, contract.unitValue),
        );
        const own = transfers.filter((transfer) => transfer.contractNumber === contract.contractNumber);
        // The transactions add up to the units held.
        expect(
          own.reduce((sum, transfer) => sum + tenThousandths(transfer.units), 0n),
          contract.contractNumber,
        ).toBe(tenThousandths(contract.unitCount));
        // Paid-in total.
        expect(cents(contract.paidSum)).toBe(
          sumCents(own.filter((t) => PAID_IN.includes(t.operationType)).map((t) => t.amount)),
        );
        for (const transfer of own) {
          // Each transaction's units are its amount at that day's unit value (units to 4 decimals).
          expect(Math.abs(transfer.units * transfer.unitValue - transfer.amount)).toBeLessThanOrEqual(
            0.00005 * transfer.unitValue + 0.005,
          );
          expect(transfer.tradeDate <= SEED_TODAY).toBe(true);
        }
      }

      // The dashboard's contracts and total are the contracts' values.
      for (const shown of dashboard.validContracts) {
        const contract = contracts.find((candidate) => candidate.contractNumber === shown.contractNumber);
        expect(shown.contractValue).toBe(contract?.contractValue);
      }
      expect(cents(dashboard.totalValue)).toBe(
        sumCents(dashboard.validContracts.map((contract) => contract.contractValue)),
      );
      // Investment funds apart, each holding units × unit value to the cent.
      for (const holding of funds.holdings) {
        expect(cents(holding.value)).toBe(shownProductCents(holding.units, holding.unitValue));
      }
      expect(cents(dashboard.investmentFundsValue)).toBe(sumCents(funds.holdings.map((h) => h.value)));
      expect(cents(funds.totalValue)).toBe(cents(dashboard.investmentFundsValue));
      // The paid-in sums by account type are the contracts' paid-in sums.
      expect(sumCents(dashboard.accounts.map((account) => account.amount))).toBe(
        sumCents(contracts.filter((c) => c.status === 'Active').map((c) => c.paidSum)),
      );
      // The asset comparison compares the same pension total.
      const score = await read('Dashboard.GetAssetScore', persona);
      if (score.body) expect(score.body.totalAssets).toBe(dashboard.totalValue);

      // Notifications agree with the transactions and the documents.
      for (const notice of notifications) {
        expect(`${notice.title} ${notice.message} ${notice.titleEn} ${notice.messageEn}`).not.toMatch(/EUR/);
        if (notice.type === 'ProcessedPayment') {
          const match =
            /€([\d,.]+) contribution to pillar III contract (\S+) was credited on (\d{4}-\d{2}-\d{2})/.exec(
              notice.messageEn,
            );
          expect(match, notice.messageEn).not.toBeNull();
          const [, amount = '', contractNumber, date] = match ?? [];
          const paid = transfers.filter(
            (t) =>
              t.operationType === 'ip' &&
              t.contractNumber === contractNumber &&
              t.tradeDate === date &&
              t.amount === Number(amount.replace(/,/g, '')),
          );
          expect(paid, notice.messageEn).toHaveLength(1);
          expect(notice.message).toContain(date);
          expect(notice.createdAt.slice(0, 10) >= (date ?? '')).toBe(true);
        }
        if (notice.type === 'QuarterReport') {
          expect(documents.some((document) => document.id === notice.documentId)).toBe(true);
        }
        if (notice.type === 'ContractWithoutPayments') {
          const match = /contract (\S+) for (\d+) months \(the last one on (\d{4}-\d{2}-\d{2})\)/.exec(
            notice.messageEn,
          );
          expect(match, notice.messageEn).not.toBeNull();
          const [, contractNumber, , last] = match ?? [];
          const payments = transfers.filter(
            (t) => t.operationType === 'ip' && t.contractNumber === contractNumber,
          );
          expect(payments.at(-1)?.tradeDate ?? payments[0]?.tradeDate).toBeDefined();
          expect(
            payments
              .map((t) => t.tradeDate)
              .sort()
              .at(-1),
          ).toBe(last);
        }
      }

      // E-invoices agree with the contributions: paid ones have theirs, open ones none.
      for (const invoice of invoices) {
        const month = invoice.issueDate.slice(0, 7);
        const contributions = transfers.filter(
          (t) =>
            t.operationType === 'ip' &&
            t.accountType === 'PersonalContributions' &&
            t.contractNumber === invoice.contractNumber &&
            t.tradeDate.slice(0, 7) === month &&
            t.amount === invoice.amount,
        );
        if (invoice.status === 'paid') expect(contributions, invoice.invoiceNr).toHaveLength(1);
        else {
          expect(contributions, invoice.invoiceNr).toHaveLength(0);
          expect(invoice.status).toBe(invoice.dueDate < SEED_TODAY ? 'overdue' : 'unpaid');
          // No "contribution credited" notice for that month.
          expect(
            notifications.filter(
              (n) => n.type === 'ProcessedPayment' && n.messageEn.includes(`credited on ${month}`),
            ),
          ).toHaveLength(0);
        }
      }
    });
  }

  it('the demo customer sees a total the asset comparison repeats (no investment funds inside)', async () => {
    const dashboard = await get('Dashboard.GetDashboard', 'jonas');
    const score = await get('Dashboard.GetAssetScore', 'jonas');
    expect(dashboard.investmentFundsValue).toBeGreaterThan(0);
    expect(score.totalAssets).toBe(dashboard.totalValue);
    // §9: the monthly amount is the assets over 240 months.
    expect(score.estimatedMonthlyPayout).toBe(Math.round((dashboard.totalValue / 240) * 100) / 100);
  });
});

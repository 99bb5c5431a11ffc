/**
 * Issue 15 (an API that scales): GetDashboard is answered from the server's memory while nothing it reads
 * has changed, and never after a change has committed: every table it reads announces changes
 * (migration 0240-15-dashboard-changes.sql). On PGlite the announcement arrives before the write's answer,
 * so the very next read shows it; on PostgreSQL it arrives over the LISTEN connection a moment later, so
 * the reads below wait for it (generously) there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingDb, createTestDb, startTestServer, type TestDb, type TestServer } from './helpers';

interface Dashboard {
  showBannerAlert: boolean;
  amlStatus: string | null;
  totalValue: number;
  accounts: { accountType: string; amount: number }[];
  validContracts: { contractNumber: string; contractValue: number }[];
}

let testDb: TestDb;
let server: TestServer;
let counter: ReturnType<typeof countingDb>;
let headers: { authorization: string };

async function dashboard(): Promise<Dashboard> {
  const response = await server.app.inject({ method: 'GET', url: '/api/Dashboard/GetDashboard', headers });
  expect(response.statusCode).toBe(200);
  return response.json<Dashboard>();
}

/** The dashboard once `check` holds: at once on PGlite, within the notification's delivery on PostgreSQL. */
async function dashboardOnce(check: (answer: Dashboard) => boolean, timeoutMs = 15_000): Promise<Dashboard> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const answer = await dashboard();
    if (check(answer)) return answer;
    if (server.db.kind === 'pglite') return answer;
    if (Date.now() > end) return answer;
    await new Promise((done) => setTimeout(done, 20));
  }
}

beforeAll(async () => {
  const real = await createTestDb();
  counter = countingDb(real.db, { listen: true });
  testDb = { db: counter.db, drop: real.drop };
  server = await startTestServer({}, testDb);
  headers = await server.auth('jonas');
});

afterAll(async () => {
  await server.close();
  await testDb.drop();
});

describe('GetDashboard from memory', () => {
  it('answers a repeated read without a statement', async () => {
    const first = await dashboard();
    counter.sent.length = 0;
    counter.state.counting = true;
    const second = await dashboard();
    counter.state.counting = false;
    expect(second).toEqual(first);
    expect(counter.sent).toEqual([]);
  });

  it('shows a change made through the API on the next read', async () => {
    const before = await dashboard();
    const modified = await server.app.inject({
      method: 'PUT',
      url: `/api/Dashboard/ModifyBannerAlert?showBannerAlert=${String(!before.showBannerAlert)}`,
      headers,
    });
    expect(modified.statusCode).toBe(200);
    const after = await dashboardOnce((answer) => answer.showBannerAlert !== before.showBannerAlert);
    expect(after.showBannerAlert).toBe(!before.showBannerAlert);
  });

  it('shows a payment written by another part of the bank (a new transaction row)', async () => {
    const before = await dashboard();
    const customerId = server.customerId('jonas');
    const [contract] = await server.db.query<{ id: number }>(
      "SELECT id FROM contracts WHERE customer_id = $1 AND pillar = 3 AND status = 'Active' LIMIT 1",
      [customerId],
    );
    expect(contract).toBeDefined();
    await server.db.query(
      `INSERT INTO transactions (contract_id, customer_id, operation_type, trade_date, amount, units, unit_value, account_type)
       VALUES ($1, $2, 'ip', current_date, 123.45, 0, 1, 'PersonalContributions')`,
      [contract?.id, customerId],
    );
    const personal = (answer: Dashboard): number =>
      answer.accounts.find((account) => account.accountType === 'PersonalContributions')?.amount ?? 0;
    const after = await dashboardOnce((answer) => personal(answer) !== personal(before));
    expect(personal(after)).toBeCloseTo(personal(before) + 123.45, 2);
    // Written without a fund, the row is in the contract's fund.
    const [row] = await server.db.query<{ same: boolean }>(
      `SELECT t.fund_id = c.fund_id AS same FROM transactions t JOIN contracts c ON c.id = t.contract_id
        WHERE t.contract_id = $1 ORDER BY t.id DESC LIMIT 1`,
      [contract?.id],
    );
    expect(row?.same).toBe(true);
  });

  it("shows a fund's new unit value in every customer's contract values", async () => {
    const before = await dashboard();
    const contract = before.validContracts[0];
    expect(contract).toBeDefined();
    await server.db.query(
      `INSERT INTO fund_unit_values (fund_id, value_date, unit_value)
       SELECT c.fund_id, l.value_date + 1, l.unit_value * 2
       FROM contracts c
       JOIN LATERAL (SELECT value_date, unit_value FROM fund_unit_values v WHERE v.fund_id = c.fund_id
                     ORDER BY value_date DESC LIMIT 1) l ON true
       WHERE c.contract_number = $1`,
      [contract?.contractNumber],
    );
    const valueOf = (answer: Dashboard): number =>
      answer.validContracts.find((c) => c.contractNumber === contract?.contractNumber)?.contractValue ?? 0;
    const after = await dashboardOnce((answer) => valueOf(answer) !== valueOf(before));
    expect(valueOf(after)).toBeCloseTo(valueOf(before) * 2, 1);
  });

  it('turns a Pending AML declaration Valid when its simulated review falls due, with no write', async () => {
    await server.db.query(
      `INSERT INTO aml_declarations (customer_id, status, valid_until, review_due_at)
       VALUES ($1, 'Pending', current_date + 365, now() + interval '1500 milliseconds')`,
      [server.customerId('jonas')],
    );
    const pending = await dashboardOnce((answer) => answer.amlStatus === 'Pending');
    expect(pending.amlStatus).toBe('Pending');
    // No write happens at the due time: the cached answer must expire by itself.
    const end = Date.now() + 20_000;
    let answer = pending;
    while (answer.amlStatus === 'Pending' && Date.now() < end) {
      await new Promise((done) => setTimeout(done, 100));
      answer = await dashboard();
    }
    expect(answer.amlStatus).toBe('Valid');
  });
});

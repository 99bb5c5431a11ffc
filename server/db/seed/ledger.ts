/**
 * The demo seed's ledger: every persona's contracts with their transactions (priced at the funds' unit values of
 * the day), the applications on them, and Jonas's e-invoice agreements and invoices, which follow his
 * contributions.
 */
import { addDays, addMonths, type IsoDate } from '../../../src/domain/calendar-date';
import type { OperationType } from '../../../src/api/contract/common';
import { demoIban } from './personas';
import { FUND_SEEDS, valueOn } from './funds';
import {
  insertOne,
  monthsBetween,
  nextBusinessDay,
  round,
  withDay,
  ts,
  type LedgerRow,
  type SeedContext,
  type TxSpec,
} from './seed-context';

/** The ledger rows of one contract, oldest first. */
export function ledgerRows(ctx: SeedContext, contractNumber: string): LedgerRow[] {
  return ctx.ledger.get(contractNumber)?.rows ?? [];
}

/** Units bought (or sold, negative) for an amount at a unit value: 4 decimals, like the unit values. */
function unitsFor(amount: number, unitValue: number): number {
  return round(amount / unitValue, 4);
}

interface ContractSeed {
  owner: string;
  contractNumber: string;
  pillar: 2 | 3;
  fundCode: string;
  status: string;
  accumulationState: string;
  renewalMode: string | null;
  signDate: IsoDate;
  payerCode: string | null;
  payerType: string | null;
  transactions: TxSpec[];
}

const SODRA = 'VSDFV (Sodra)';
const OTHER_MANAGER = 'UAB „Kita pensijų fondų valdymo įmonė“';
/** Jonas's e-invoice (EIS-2023-004512): 100 € on the 5th of each month into 3P-2008813. */
export const JONAS_MONTHLY_AMOUNT = 100;
export const JONAS_PAYMENT_DAY = 5;

/** A monthly amount: the same every month, or by the month's index (0 for the first). */
type MonthlyAmount = number | ((index: number) => number);

/** One transaction, on the date or (when that is no business day) the next one. */
function once(
  op: OperationType,
  date: IsoDate,
  amount: number,
  counterparty: string | null = null,
  accountType: string | null = null,
): TxSpec {
  return { op, date: nextBusinessDay(date), amount, accountType, counterparty };
}

/** A contribution (ip) on the given day of `count` months from the month of `from`. */
function monthly(
  from: IsoDate,
  count: number,
  day: number,
  amount: MonthlyAmount,
  accountType: string,
  counterparty: string,
): TxSpec[] {
  const result: TxSpec[] = [];
  for (let index = 0; index < count; index += 1) {
    result.push({
      op: 'ip',
      date: nextBusinessDay(withDay(addMonths(from, index), day)),
      amount: typeof amount === 'number' ? amount : amount(index),
      accountType,
      counterparty,
    });
  }
  return result;
}

/** Pillar II contributions from Sodra. */
function fromSodra(from: IsoDate, count: number, day: number, amount: MonthlyAmount): TxSpec[] {
  return monthly(from, count, day, amount, 'SocialInsuranceContributions', SODRA);
}

/** Pillar III contributions the owner pays themself. */
function ownContributions(
  from: IsoDate,
  count: number,
  day: number,
  amount: number,
  payer: string,
): TxSpec[] {
  return monthly(from, count, day, amount, 'PersonalContributions', payer);
}

type ContractHead = Pick<ContractSeed, 'owner' | 'contractNumber' | 'fundCode' | 'signDate'>;

/** An active pillar II contract: accumulating, no renewal mode and no payer of its own. */
function pillar2(head: ContractHead, transactions: TxSpec[]): ContractSeed {
  return {
    ...head,
    pillar: 2,
    status: 'Active',
    accumulationState: 'Accumulating',
    renewalMode: null,
    payerCode: null,
    payerType: null,
    transactions,
  };
}

/** An active pillar III contract (accumulating unless said otherwise). */
function pillar3(
  head: ContractHead,
  terms: Pick<ContractSeed, 'renewalMode' | 'payerCode' | 'payerType'>,
  transactions: TxSpec[],
  accumulationState = 'Accumulating',
): ContractSeed {
  return { ...head, ...terms, pillar: 3, status: 'Active', accumulationState, transactions };
}

function contractSeeds(today: IsoDate): ContractSeed[] {
  const start = addDays(today, -725);
  const monthsAgo = (months: number): IsoDate => addMonths(today, -months);
  const jonasPillar3: TxSpec[] = [
    once('il', addDays(start, 3), 1200, 'Gyvybės draudimo sutartis GD-55120'),
    // 100 € on the 5th of every month (by e-invoice EIS-2023-004512 in the last 400 days) up to last
    // month: this month's e-invoice is still unpaid (seedInvoices), so this month has no contribution.
    ...ownContributions(
      addDays(start, 10),
      monthsBetween(addDays(start, 10), today),
      JONAS_PAYMENT_DAY,
      JONAS_MONTHLY_AMOUNT,
      'Jonas Petrauskas',
    ),
    ...monthly(addDays(start, 40), 7, 20, 150, 'EmployerContributions', 'UAB „Baltijos logistika“'),
    once('oc', withDay(addMonths(start, 9), 12), -100, 'Jonas Petrauskas', 'PersonalContributions'),
    once('ol', addDays(start, 420), -300, 'III pakopos pensijų fondas „Stable“ (kita sutartis)'),
    once('rv', addDays(start, 360), 38.6),
    once('rv', addDays(start, 720), 44.15),
  ];
  const jonasPillar2: TxSpec[] = [
    once('im', addDays(start, 1), 8546.32, OTHER_MANAGER),
    ...fromSodra(addDays(start, 15), 23, 15, (i) => round(84 + (i % 5) * 2.35, 2)),
    once('ic', addDays(start, 180), 23.4, SODRA, 'SocialInsuranceContributions'),
    once('ic', addDays(start, 545), 26.1, SODRA, 'SocialInsuranceContributions'),
    once('om', addDays(start, 300), -152.4, 'Pensijų fondas 1954-1960'),
    once('op', addDays(start, 600), -420, 'Jonas Petrauskas'),
    once('rv', addDays(start, 365), 61.2),
  ];
  return [
    pillar2(
      { owner: '30303039914', contractNumber: '2P-1004521', fundCode: 'p2-preserve', signDate: '2016-05-12' },
      jonasPillar2,
    ),
    pillar3(
      { owner: '30303039914', contractNumber: '3P-2008813', fundCode: 'medio', signDate: '2021-03-01' },
      { renewalMode: 'AccumulationRenew', payerCode: '9020088130', payerType: 'myself-and-employer' },
      jonasPillar3,
    ),
    pillar2(
      { owner: '40504040001', contractNumber: '2P-1007730', fundCode: 'p2-preserve', signDate: '2011-09-30' },
      [
        once('im', addDays(start, 2), 12310.55, OTHER_MANAGER),
        ...fromSodra(addDays(start, 15), 23, 16, 55.8),
      ],
    ),
    pillar3(
      { owner: '39901012239', contractNumber: '3P-2011402', fundCode: 'bold', signDate: monthsAgo(14) },
      { renewalMode: 'Max', payerCode: '9020114021', payerType: 'myself' },
      // Every month on the 10th, this month's too once the 10th has passed (later dates are dropped).
      ownContributions(monthsAgo(13), 14, 10, 50, 'Tomas Jankauskas'),
    ),
    pillar3(
      {
        owner: '50001018865',
        contractNumber: '3P-2012519',
        fundCode: 'sustainable',
        signDate: monthsAgo(20),
      },
      { renewalMode: 'DontRenew', payerCode: '9020125190', payerType: 'myself' },
      ownContributions(monthsAgo(19), 13, 25, 80, 'Mantas Stankevičius'),
      'Stopped',
    ),
    // Rasa: pillar II only, in the life-cycle fund of her birth year; joins pillar III.
    pillar2(
      {
        owner: '48804121233',
        contractNumber: '2P-1009124',
        fundCode: 'p2-1982-1988',
        signDate: monthsAgo(30),
      },
      fromSodra(monthsAgo(12), 12, 15, 64.2),
    ),
    // Rūta: both pillars accumulating, nothing applied for yet.
    pillar2(
      { owner: '48503121230', contractNumber: '2P-1013001', fundCode: 'p2-preserve', signDate: '2012-04-16' },
      fromSodra(monthsAgo(12), 12, 15, 64.2),
    ),
    pillar3(
      { owner: '48503121230', contractNumber: '3P-2013001', fundCode: 'medio', signDate: monthsAgo(30) },
      { renewalMode: 'AccumulationRenew', payerCode: '9020130010', payerType: 'myself' },
      ownContributions(monthsAgo(12), 12, 20, 60, 'Rūta Balčiūnienė'),
    ),
    pillar3(
      { owner: '48804210213', contractNumber: '3P-2014207', fundCode: 'medio', signDate: monthsAgo(8) },
      { renewalMode: 'AccumulationRenew', payerCode: '9020142070', payerType: 'myself' },
      ownContributions(monthsAgo(7), 7, 12, 60, 'Rūta Žemaitė'),
    ),
  ];
}

export async function seedContracts(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  for (const contract of contractSeeds(ctx.today)) {
    const customerId = ctx.customerIds.get(contract.owner);
    const fundId = ctx.fundIds.get(contract.fundCode);
    const values = ctx.unitValues.get(contract.fundCode);
    if (!customerId || !fundId || !values) throw new Error(`Bad contract seed ${contract.contractNumber}`);
    const contractId = await insertOne(
      tx,
      `INSERT INTO contracts (contract_number, customer_id, pillar, contract_type, fund_id, status, accumulation_state, renewal_mode,
         sign_date, payer_code, payer_type, contribution_rate_percent, first_payment_date)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING id`,
      [
        contract.contractNumber,
        customerId,
        contract.pillar,
        contract.pillar === 2 ? 'SecondLevelPensionFundContract' : 'ThirdLevelPensionFundContract',
        fundId,
        contract.status,
        contract.accumulationState,
        contract.renewalMode,
        contract.signDate,
        contract.payerCode,
        contract.payerType,
        contract.pillar === 2 ? 4.5 : null,
        contract.transactions.map((transaction) => transaction.date).sort()[0] ?? null,
      ],
    );
    ctx.contractIds.set(contract.contractNumber, contractId);
    const fundName = FUND_SEEDS.find((fund) => fund.code === contract.fundCode)?.name ?? contract.fundCode;
    const rows = contract.transactions
      .filter((transaction) => transaction.date <= ctx.today)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const ledgerRows: LedgerRow[] = rows.map((transaction) => {
      const unitValue = valueOn(values, transaction.date);
      return { ...transaction, unitValue, units: unitsFor(transaction.amount, unitValue) };
    });
    const unitValues = ledgerRows.map((row) => row.unitValue);
    ctx.ledger.set(contract.contractNumber, {
      owner: contract.owner,
      contractNumber: contract.contractNumber,
      pillar: contract.pillar,
      fundCode: contract.fundCode,
      fundName,
      signDate: contract.signDate,
      rows: ledgerRows,
    });
    await tx.query(
      `INSERT INTO transactions (contract_id, customer_id, fund_id, operation_type, trade_date, amount, units, unit_value, account_type, counterparty)
       SELECT $1, $2, (SELECT fund_id FROM contracts WHERE id = $1), op, d, amount, units, uv, account_type, counterparty
       FROM unnest($3::text[], $4::date[], $5::numeric[], $6::numeric[], $7::numeric[], $8::text[], $9::text[])
         AS t(op, d, amount, units, uv, account_type, counterparty)`,
      [
        contractId,
        customerId,
        rows.map((transaction) => transaction.op),
        rows.map((transaction) => transaction.date),
        rows.map((transaction) => transaction.amount),
        ledgerRows.map((row) => row.units),
        unitValues,
        rows.map((transaction) => transaction.accountType),
        rows.map((transaction) => transaction.counterparty),
      ],
    );
  }
}

export async function seedApplications(ctx: SeedContext): Promise<void> {
  const { today } = ctx;
  const daysAgo = (days: number): IsoDate => addDays(today, -days);
  const monthsAgo = (months: number): IsoDate => addMonths(today, -months);
  const firstOfMonth = (monthsAhead: number): IsoDate => withDay(addMonths(today, monthsAhead), 1);
  // Contract, action type, kind, status, created, start date and (if any) end date; the owner is the contract's.
  const apps: [string, string, string, string, IsoDate, IsoDate | null, IsoDate?][] = [
    ['2P-1004521', 'ChangeTarif', 'UpdateAccumulation', 'approved', daysAgo(300), daysAgo(290)],
    ['2P-1004521', 'ChangeTarif', 'AccumulateMaximum', 'processing', daysAgo(3), firstOfMonth(1)],
    ['3P-2008813', 'StopAccumulations', 'StopAccumulation', 'rejected', daysAgo(200), daysAgo(170)],
    ['3P-2008813', 'RenewAccumulations', 'UpdateAccumulation', 'approved', daysAgo(190), daysAgo(180)],
    ['2P-1007730', 'ReturnToSodra', 'StopAccumulationReturnToSodra', 'rejected', daysAgo(95), null],
    ['3P-2012519', 'StopAccumulations', 'StopAccumulation', 'approved', monthsAgo(6), monthsAgo(6)],
    [
      '3P-2012519',
      'SodraVacation',
      'HolidaysSuspensionContributions',
      'registered',
      daysAgo(2),
      firstOfMonth(2),
      addDays(firstOfMonth(5), -1),
    ],
  ];
  for (const [contractNumber, actionType, kind, status, created, startDate, endDate = null] of apps) {
    const owner = ctx.ledger.get(contractNumber)?.owner;
    if (!owner) throw new Error(`Application on an unseeded contract ${contractNumber}`);
    await ctx.tx.query(
      `INSERT INTO applications (customer_id, contract_id, action_type, kind, status, start_date, end_date, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        ctx.customerIds.get(owner),
        ctx.contractIds.get(contractNumber),
        actionType,
        kind,
        status,
        startDate,
        endDate,
        ts(created, '10:24:00'),
      ],
    );
  }
}

/**
 * Jonas's e-invoices of the last six months, from the ledger: a month with his 100 € contribution is
 * paid, this month's (no contribution yet) is unpaid, or overdue after its due date.
 */
export async function seedInvoices(ctx: SeedContext): Promise<void> {
  const { today, tx } = ctx;
  const customerId = ctx.customerIds.get('30303039914');
  const contractId = ctx.contractIds.get('3P-2008813');
  // Agreement, sum, payment day, period, IBAN, bank, contract date, status.
  const agreements: [string, number, number, string, string, string, IsoDate, string][] = [
    [
      'EIS-2023-004512',
      JONAS_MONTHLY_AMOUNT,
      JONAS_PAYMENT_DAY,
      'monthly',
      demoIban('70440', '60000123456'),
      'AB SEB bankas',
      addDays(today, -400),
      'active',
    ],
    [
      'EIS-2021-001877',
      300,
      20,
      'quarterly',
      demoIban('73000', '10004567890'),
      'Swedbank, AB',
      '2021-03-15',
      'disabled',
    ],
  ];
  for (const agreement of agreements) {
    await tx.query(
      `INSERT INTO invoice_agreements (customer_id, contract_id, agreement, sum, payment_day, period, iban, bank_name, contract_date, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [customerId, contractId, ...agreement],
    );
  }
  const own = ledgerRows(ctx, '3P-2008813').filter(
    (row) => row.op === 'ip' && row.accountType === 'PersonalContributions',
  );
  for (let i = 0; i < 6; i += 1) {
    const issue = withDay(addMonths(today, -i), 1);
    const due = withDay(issue, JONAS_PAYMENT_DAY);
    const paid = own.some(
      (row) => row.date.slice(0, 7) === issue.slice(0, 7) && row.amount === JONAS_MONTHLY_AMOUNT,
    );
    const status = paid ? 'paid' : due < today ? 'overdue' : 'unpaid';
    await tx.query(
      `INSERT INTO invoices (customer_id, contract_id, invoice_nr, amount, issue_date, due_date, status, bank_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'AB SEB bankas')`,
      [
        customerId,
        contractId,
        `ES-${issue.slice(0, 7).replace('-', '')}-2008813`,
        JONAS_MONTHLY_AMOUNT,
        issue,
        due,
        status,
      ],
    );
  }
}

/**
 * §7 Funds and contracts: the calls that sign (…CreateNewContract, ChangeFund and their Ping calls) and
 * the previews read before signing (GetSecond/ThirdPillarNewContractPreview, GetChangeFundPreview) as
 * real PDFs with the customer's data. Built per server, over its eID clients (./signing-sessions.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { formatDate, formatMoney, formatPercent } from '../../src/domain/format';
import { EXECUTION_TIMES } from '../../src/domain/working-days';
import { fundChangeCosts, WITHDRAWAL_OPERATIONS } from '../../src/domain/fund-change';
import {
  PILLAR_2_CANCELLATION_DAYS,
  PILLAR_3_CANCELLATION_MONTHS,
  FIRST_E_INVOICE_DAYS,
  START_FEE_WAIVER_ASSETS_EUR,
  START_FEE_WAIVER_CONTRACT_MONTHS,
} from '../../src/domain/constants';
import { startFee } from '../../src/domain/fund-fees';
import type { PayerType } from '../../src/api/contract/contracts';
import type { Db, Queryable } from '../db/db';
import { renderPdf, type PdfSpec } from '../documents/pdf';
import { ApiHttpError } from '../http/api-error';
import { NO_CONTENT, requireCustomer, type Handlers } from '../http/handler-types';
import { loadContractRows, contractValue } from '../api/queries';
import type { EidClients } from '../auth/eid/types';
import { brokerOf, contractSigning, type NewContractRequest } from './kinds/contract';
import { fundChangeSigning } from './kinds/fund-change';
import { createSigningSessions } from './signing-sessions';
import { transferDates } from '../executions/transfers';

interface PreviewCustomer {
  first_name: string;
  last_name: string;
  personal_code: string;
  email: string | null;
  phone: string | null;
  address: string | null;
}

async function previewCustomer(db: Queryable, customerId: number): Promise<PreviewCustomer> {
  const rows = await db.query<PreviewCustomer>(
    `SELECT c.first_name, c.last_name, c.personal_code,
            (SELECT email FROM customer_emails e WHERE e.customer_id = c.id AND e.is_primary LIMIT 1) AS email,
            (SELECT phone FROM customer_phones p WHERE p.customer_id = c.id AND p.kind = 'primary') AS phone,
            (SELECT concat_ws(', ', a.street || ' ' || a.house || coalesce('-' || a.flat, ''), a.city, a.postal_code)
               FROM customer_addresses a WHERE a.customer_id = c.id AND a.kind = 'residence') AS address
     FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  const row = rows[0];
  if (!row) throw new ApiHttpError(404, 'not_found', 'Customer not found');
  return row;
}

interface FundFacts {
  fund_nr: string;
  code: string;
  name: string;
  management_fee_percent: number;
  depositary_fee_percent: number;
  other_costs_percent: number;
}

async function fundFacts(db: Queryable, fundNr: string, pillar: 2 | 3): Promise<FundFacts> {
  const rows = await db.query<FundFacts>(
    `SELECT fund_nr, code, name, management_fee_percent::float8 AS management_fee_percent,
            depositary_fee_percent::float8 AS depositary_fee_percent, other_costs_percent::float8 AS other_costs_percent
     FROM funds WHERE fund_nr = $1 AND pillar = $2 AND is_active`,
    [fundNr, pillar],
  );
  const fund = rows[0];
  if (!fund) throw new ApiHttpError(400, 'validation', `Unknown fund ${fundNr}`, 'body.fundNr');
  return fund;
}

const percent = (value: number) => formatPercent(value, 'lt');

function customerRows(customer: PreviewCustomer): [string, string][] {
  return [
    ['Vardas, pavardė', `${customer.first_name} ${customer.last_name}`],
    ['Asmens kodas', customer.personal_code],
    ['El. paštas', customer.email ?? '—'],
    ['Telefonas', customer.phone ?? '—'],
    ['Gyvenamoji vieta', customer.address ?? '—'],
  ];
}

function fundRows(fund: FundFacts): [string, string][] {
  return [
    ['Fondas', `${fund.name} (${fund.fund_nr})`],
    ['Valdymo mokestis', percent(fund.management_fee_percent)],
    ['Depozitoriumo mokestis', `iki ${percent(fund.depositary_fee_percent)}`],
    ['Kitos išlaidos', `iki ${percent(fund.other_costs_percent)}`],
  ];
}

async function pdfPreview(fileName: string, spec: PdfSpec) {
  const bytes = await renderPdf(spec);
  return {
    fileName,
    mimeType: 'application/pdf' as const,
    contentBase64: Buffer.from(bytes).toString('base64'),
  };
}

/** §1: where the money comes from and the dates of its transfer, as the customer sees them before signing. */
async function transferRows(db: Db, request: NewContractRequest, today: string): Promise<[string, string][]> {
  const providers = await db.query<{ name: string }>(
    'SELECT name FROM external_fund_providers WHERE id = $1 AND pillar = $2',
    [request.transferFromProviderId, request.pillar],
  );
  const provider = providers[0];
  if (!provider)
    throw new ApiHttpError(
      400,
      'validation',
      'Unknown provider for this pillar',
      'body.transferFromProviderId',
    );
  const dates = transferDates(request.pillar, today);
  return [
    ['Lėšos perkeliamos iš', provider.name],
    ...(dates.registerOn
      ? ([['Perkėlimas užregistruojamas Sodroje iki', formatDate(dates.registerOn)]] as [string, string][])
      : []),
    ['Lėšos perkeliamos iki', formatDate(dates.transferOn)],
  ];
}

/** Who pays the pillar III contributions, as the contract names them. */
const PAYER_LABELS: Readonly<Record<PayerType, string>> = {
  myself: 'Pats klientas',
  employer: 'Darbdavys',
  'other-person': 'Kitas asmuo',
  'myself-and-employer': 'Klientas ir darbdavys',
  'myself-and-other-person': 'Klientas ir kitas asmuo',
  'employer-and-other-person': 'Darbdavys ir kitas asmuo',
  all: 'Klientas, darbdavys ir kitas asmuo',
};

/** The contract's words for the payer (the API checked the value against PayerType). */
function payerLabel(payerType: string | undefined): string {
  const key = (payerType ?? 'myself') as PayerType;
  return PAYER_LABELS[key] ?? key;
}

/** §9: the start fee of a new pillar III contract (no transfer yet, so no waiver is known at signing). */
function startFeeParagraph(fundCode: string, today: string): string {
  const fee = startFee(fundCode, 0, today, today);
  return (
    `Pradinis mokestis per pirmuosius ${fee.months} mėn.: ne mažiau kaip ${formatMoney(fee.minEur)} ir ne daugiau kaip ${formatMoney(fee.capEur)}. ` +
    `Netaikomas, jei perkeliate daugiau kaip ${formatMoney(START_FEE_WAIVER_ASSETS_EUR)} iš kito fondo sutarties, sudarytos prieš daugiau kaip ${START_FEE_WAIVER_CONTRACT_MONTHS} mėn.`
  );
}

export interface SigningHandlersOptions {
  db: Db;
  clients: EidClients;
  now?: () => number;
  /** The business clock (server/jobs/clock.ts): the day contracts and fund changes are dated on. */
  businessNow?: () => number;
  /** Where refused eID answers are logged. */
  log?: FastifyBaseLogger;
}

export function createSigningHandlers({
  db,
  clients,
  now = Date.now,
  businessNow = now,
  log,
}: SigningHandlersOptions): Handlers {
  const sessions = createSigningSessions({ db, clients, now, businessNow, ...(log ? { log } : {}) });
  const today = () => todayInLithuania(new Date(businessNow()));

  async function newContractPreview(customerId: number, request: NewContractRequest) {
    await contractSigning.check(db, customerId, request, today());
    const customer = await previewCustomer(db, customerId);
    const fund = await fundFacts(db, request.fundNr, request.pillar);
    const pillar2 = request.pillar === 2;
    const rows: [string, string][] = [
      ['Sutarties data', formatDate(today())],
      ...customerRows(customer),
      ...fundRows(fund),
    ];
    if (!pillar2) {
      rows.push(
        ['Įmokų mokėtojas', payerLabel(request.payerType)],
        ['Mokėjimo būdas', request.paymentType === 'e-invoice' ? 'E. sąskaita' : 'Banko pavedimas'],
        ['Mėnesio įmoka', formatMoney(request.monthlyAmount ?? 0)],
        ['Mokėjimo diena', String(request.paymentDay ?? '')],
      );
      if (request.bankAccountNumber) rows.push(['Banko sąskaita', request.bankAccountNumber]);
    }
    if (request.transferFromProviderId) rows.push(...(await transferRows(db, request, today())));
    const broker = await brokerOf(db, request.brokerCode);
    if (broker)
      rows.push(['Konsultantas', `${broker.name}, ${broker.company} (kodas ${broker.broker_code})`]);
    return pdfPreview(`${pillar2 ? 'II' : 'III'}-pakopos-sutartis.pdf`, {
      title: pillar2 ? 'II pakopos pensijų kaupimo sutartis' : 'III pakopos pensijų kaupimo sutartis',
      subtitle: 'Sutarties projektas – peržiūra prieš pasirašant',
      rows,
      paragraphs: pillar2
        ? [
            'Įmokos: 3 % nuo darbo užmokesčio ir 1,5 % nuo vidutinio darbo užmokesčio iš valstybės biudžeto.',
            `Sutartį galite atšaukti per ${PILLAR_2_CANCELLATION_DAYS} dienų nuo pasirašymo.`,
          ]
        : [
            startFeeParagraph(fund.code, today()),
            `Sutartį galite atšaukti per ${PILLAR_3_CANCELLATION_MONTHS} mėnesius, jei dar nesumokėjote pirmosios įmokos.`,
            ...(request.paymentType === 'e-invoice'
              ? [
                  `Pirmoji e. sąskaita bus išsiųsta į banką per ${FIRST_E_INVOICE_DAYS} dienas nuo sutarties sudarymo.`,
                ]
              : []),
          ],
      footer: 'Pasirašoma Smart-ID arba Mobile-ID.',
      date: new Date(now()),
    });
  }

  return {
    'Contracts.GetSecondPillarNewContractPreview': async (context) =>
      newContractPreview(requireCustomer(context), { pillar: 2, ...context.body }),
    'Contracts.GetThirdPillarNewContractPreview': async (context) =>
      newContractPreview(requireCustomer(context), { pillar: 3, ...context.body }),

    'Contracts.GetChangeFundPreview': async (context) => {
      const customerId = requireCustomer(context);
      const { contractNr, movingToFundNr } = context.body;
      const request = { contractNr, movingToFundNr, gdpr: true };
      await fundChangeSigning.check(db, customerId, request, today());
      const contract = (await loadContractRows(db, customerId)).find(
        (row) => row.contract_number === contractNr,
      );
      if (!contract) throw new ApiHttpError(404, 'not_found', `Contract ${contractNr} not found`);
      const customer = await previewCustomer(db, customerId);
      const to = await fundFacts(db, movingToFundNr, contract.pillar);
      const value = contractValue(contract);
      // §9: the last withdrawal is the latest payout or transfer out of the contract (op, om, ol).
      const lastWithdrawal = await db.query<{ date: string | null }>(
        'SELECT max(trade_date)::text AS date FROM transactions WHERE contract_id = $1 AND operation_type = ANY($2::text[])',
        [contract.id, [...WITHDRAWAL_OPERATIONS]],
      );
      const costs = fundChangeCosts({
        pillar: contract.pillar,
        contractValue: value,
        contractSignDate: contract.sign_date,
        lastWithdrawal: lastWithdrawal[0]?.date ?? null,
        toFundCode: to.code,
        today: today(),
      });
      const feeRows: [string, string][] = [];
      if (costs.withdrawalFee) {
        const fee = costs.withdrawalFee;
        feeRows.push([
          'Išstojimo mokestis',
          fee.rate > 0
            ? `${percent(fee.rate * 100)} (apie ${formatMoney(fee.amountEur)}): nuo paskutinio lėšų išėmimo nepraėjo 2 metai`
            : '0 %',
        ]);
      }
      if (costs.startFee) {
        const start = costs.startFee;
        feeRows.push([
          'Pradinis mokestis',
          start.applies
            ? `${formatMoney(start.minEur)}–${formatMoney(start.capEur)} per pirmuosius ${start.months} mėn.`
            : 'netaikomas (perkeliama daugiau nei 2 000 € iš sutarties, sudarytos prieš 12 mėn. ar anksčiau)',
        ]);
      }
      return pdfPreview('fondo-keitimo-prasymas.pdf', {
        title: 'Prašymas pakeisti pensijų fondą',
        subtitle: 'Prašymo projektas – peržiūra prieš pasirašant',
        rows: [
          ['Prašymo data', formatDate(today())],
          ...customerRows(customer),
          ['Sutartis', contractNr],
          ['Dabartinis fondas', contract.fund_name],
          ['Sukaupta suma', formatMoney(value)],
          ...fundRows(to),
          ...feeRows,
          ['Pakeitimas įsigalios', formatDate(costs.effectiveDate)],
        ],
        paragraphs: [
          `Pakeitimas įsigalioja darbo dieną: III pakopoje per ${EXECUTION_TIMES.fundChangeWorkingDays[3]}, II pakopoje per ${EXECUTION_TIMES.fundChangeWorkingDays[2]} darbo dienas nuo pasirašymo.`,
        ],
        footer: 'Pasirašoma Smart-ID arba Mobile-ID.',
        date: new Date(now()),
      });
    },

    'Contracts.SecondPillarCreateNewContract': async (context) => {
      const { signing, confirmation, ...body } = context.body;
      return sessions.start({
        customerId: requireCustomer(context),
        sessionId: context.sessionId,
        signed: { kind: 'contract', request: { pillar: 2, ...body } },
        method: signing,
        confirmation,
      });
    },
    'Contracts.ThirdPillarCreateNewContract': async (context) => {
      const { signing, confirmation, ...body } = context.body;
      return sessions.start({
        customerId: requireCustomer(context),
        sessionId: context.sessionId,
        signed: { kind: 'contract', request: { pillar: 3, ...body } },
        method: signing,
        confirmation,
      });
    },
    'Contracts.PingCreateNewContract': async (context) =>
      (await sessions.ping(requireCustomer(context), 'contract', context.body.token)) ?? NO_CONTENT,

    'Contracts.ChangeFund': async (context) => {
      const customerId = requireCustomer(context);
      const { rows } = {
        rows: await db.query<{ personal_code: string }>('SELECT personal_code FROM customers WHERE id = $1', [
          customerId,
        ]),
      };
      // §7 ChangeFund carries the personal code: it must be the logged-in customer's.
      if (rows[0]?.personal_code !== context.body.personalCode)
        throw new ApiHttpError(
          403,
          'forbidden',
          'personalCode is not the logged-in customer',
          'body.personalCode',
        );
      const { contractNr, movingToFundNr, gdpr } = context.body.fundChangeDto;
      return sessions.start({
        customerId,
        sessionId: context.sessionId,
        signed: { kind: 'fund-change', request: { contractNr, movingToFundNr, gdpr } },
        method: context.body.signing,
        confirmation: context.body.confirmation,
      });
    },
    'Contracts.PingChangeFund': async (context) =>
      (await sessions.ping(requireCustomer(context), 'fund-change', context.body.token)) ?? NO_CONTENT,

    // §7 Invoices: a new e-invoice agreement, signed like a contract (./kinds/e-invoice-agreement.ts).
    'Invoices.SignDocument': async (context) => {
      const { signing, confirmation, ...request } = context.body;
      return sessions.start({
        customerId: requireCustomer(context),
        sessionId: context.sessionId,
        signed: { kind: 'e-invoice', request },
        method: signing,
        confirmation,
      });
    },
    'Invoices.SignDocumentGetStatus': async (context) =>
      (await sessions.ping(requireCustomer(context), 'e-invoice', context.body.token)) ?? NO_CONTENT,
  };
}

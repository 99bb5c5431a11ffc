import { advanceApplications } from '../applications/review';
import type { ApplicationActionType, ApplicationKind, ContractStatus } from '../../src/api/contract/common';
import type { Fund } from '../../src/api/contract/funds';
import { notFound } from '../http/api-error';
import { requireCustomer, type Handlers } from '../http/handler-types';
import type { Queryable } from '../db/db';
import { isActive, isAdult, loadContractRows, loadCustomer, toContract, type ContractRow } from './queries';

interface FundRow {
  id: number;
  fund_nr: string;
  pillar: 2 | 3;
  code: string;
  name: string;
  isin: string;
  age_group: string;
  age_group_en: string | null;
  min_age: number | null;
  birth_year_from: number | null;
  birth_year_to: number | null;
  risk_level: number;
  strategy: string;
  strategy_en: string | null;
  management_fee_percent: number;
  depositary_fee_percent: number;
  other_costs_percent: number;
  is_active: boolean;
  unit_value: number;
  value_date: string;
  year_ago: number | null;
}

async function loadFunds(db: Queryable, pillar: 2 | 3): Promise<Fund[]> {
  const rows = await db.query<FundRow>(
    `SELECT f.id, f.fund_nr, f.pillar, f.code, f.name, f.isin, f.age_group, f.age_group_en, f.min_age, f.birth_year_from, f.birth_year_to,
            f.risk_level, f.strategy, f.strategy_en, f.management_fee_percent::float8 AS management_fee_percent,
            f.depositary_fee_percent::float8 AS depositary_fee_percent, f.other_costs_percent::float8 AS other_costs_percent,
            f.is_active, l.unit_value::float8 AS unit_value, l.value_date::text AS value_date, y.unit_value::float8 AS year_ago
     FROM funds f
     JOIN LATERAL (
       SELECT value_date, unit_value FROM fund_unit_values v WHERE v.fund_id = f.id ORDER BY value_date DESC LIMIT 1
     ) l ON true
     LEFT JOIN LATERAL (
       SELECT unit_value FROM fund_unit_values v WHERE v.fund_id = f.id AND v.value_date <= l.value_date - 365
       ORDER BY value_date DESC LIMIT 1
     ) y ON true
     WHERE f.pillar = $1 ORDER BY f.sort_order, f.id`,
    [pillar],
  );
  return rows.map((row) => ({
    fundId: row.id,
    fundNr: row.fund_nr,
    pillar: row.pillar,
    code: row.code,
    name: row.name,
    isin: row.isin,
    ageGroup: row.age_group,
    ageGroupEn: row.age_group_en,
    minAge: row.min_age,
    birthYearFrom: row.birth_year_from,
    birthYearTo: row.birth_year_to,
    riskLevel: row.risk_level,
    strategy: row.strategy,
    strategyEn: row.strategy_en,
    managementFeePercent: row.management_fee_percent,
    depositaryFeePercent: row.depositary_fee_percent,
    otherCostsPercent: row.other_costs_percent,
    unitValue: row.unit_value,
    unitValueDate: row.value_date,
    returnOneYearPercent: row.year_ago ? Math.round((row.unit_value / row.year_ago - 1) * 10000) / 100 : 0,
    currency: 'EUR' as const,
    isActive: row.is_active,
  }));
}

/** Signed fund changes still waiting for their effective date, by contract id. */
async function loadPendingFundChanges(
  db: Queryable,
  customerId: number,
): Promise<Map<number, { fundNr: string; fundName: string; effectiveDate: string }>> {
  const rows = await db.query<{ contract_id: number; fund_nr: string; name: string; effective_date: string }>(
    `SELECT fc.contract_id, f.fund_nr, f.name, fc.effective_date::text AS effective_date
     FROM fund_changes fc JOIN funds f ON f.id = fc.to_fund_id
     WHERE fc.customer_id = $1 AND fc.status IN ('registered', 'processing')`,
    [customerId],
  );
  return new Map(
    rows.map((row) => [
      row.contract_id,
      { fundNr: row.fund_nr, fundName: row.name, effectiveDate: row.effective_date },
    ]),
  );
}

/** Terminations and transfers still waiting for their §1 dates, by contract id (the overview shows them). */
async function loadPendingExecutions(db: Queryable, customerId: number) {
  const terminations = await db.query<{ contract_id: number; execute_on: string }>(
    `SELECT contract_id, execute_on::text AS execute_on FROM contract_terminations
      WHERE customer_id = $1 AND status = 'pending'`,
    [customerId],
  );
  const transfers = await db.query<{
    contract_id: number;
    name: string;
    register_on: string | null;
    transfer_on: string;
  }>(
    `SELECT t.contract_id, p.name, t.register_on::text AS register_on, t.transfer_on::text AS transfer_on
       FROM contract_transfers t JOIN external_fund_providers p ON p.id = t.provider_id
      WHERE t.customer_id = $1 AND t.status <> 'transferred'`,
    [customerId],
  );
  return {
    terminations: new Map(terminations.map((row) => [row.contract_id, { executeOn: row.execute_on }])),
    transfers: new Map(
      transfers.map((row) => [
        row.contract_id,
        { providerName: row.name, registerOn: row.register_on, transferOn: row.transfer_on },
      ]),
    ),
  };
}

type Action = { actionType: ApplicationActionType; kind: ApplicationKind | null };

/** What a customer may apply for on a contract, from its pillar, status and accumulation state. */
export function availableActions(row: ContractRow, pending: readonly ApplicationActionType[]): Action[] {
  if (!isActive(row)) return [{ actionType: 'NoAction', kind: null }];
  const actions: Action[] = [];
  if (row.accumulation_state === 'Accumulating') {
    actions.push({ actionType: 'StopAccumulations', kind: 'StopAccumulation' });
    actions.push({ actionType: 'SodraVacation', kind: 'HolidaysSuspensionContributions' });
  } else {
    actions.push({ actionType: 'RenewAccumulations', kind: 'UpdateAccumulation' });
  }
  if (row.pillar === 2) {
    actions.push({ actionType: 'ChangeTarif', kind: 'UpdateAccumulation' });
    if (row.renewal_mode !== 'Max') actions.push({ actionType: 'ChangeTarif', kind: 'AccumulateMaximum' });
    actions.push({ actionType: 'ReturnToSodra', kind: 'StopAccumulationReturnToSodra' });
  }
  if (pending.includes('StopAccumulations')) {
    actions.push({ actionType: 'CancelStopAccumulations', kind: 'CancelApplicationStopAccumulation' });
  }
  if (pending.includes('ReturnToSodra')) {
    actions.push({
      actionType: 'CancelReturnToSodra',
      kind: 'CancelApplicationStopAccumulationReturnToSodra',
    });
  }
  actions.push({ actionType: 'EndContract', kind: 'EndContract' });
  return actions.filter((action) => !pending.includes(action.actionType));
}

export const fundsContractsHandlers: Handlers = {
  'Funds.GetSecondPillarFunds': async (context) => loadFunds(context.db, 2),
  'Funds.GetThirdPillarFunds': async (context) => loadFunds(context.db, 3),

  'Funds.GetFundsStatuses': async (context) => {
    const customerId = requireCustomer(context);
    const customer = await loadCustomer(context.db, customerId);
    if (!customer) throw notFound('Customer');
    const rows = await loadContractRows(context.db, customerId);
    const adult = isAdult(customer);
    return ([2, 3] as const).map((pillar) => {
      const ofPillar = rows.filter((row) => row.pillar === pillar);
      const current = ofPillar.find(isActive) ?? ofPillar[0] ?? null;
      const hasActiveContract = current !== null && isActive(current);
      return {
        pillar,
        hasContract: current !== null,
        hasActiveContract,
        contractNumber: current?.contract_number ?? null,
        contractStatus: (current?.status ?? null) as ContractStatus | null,
        accumulationState: current?.accumulation_state ?? null,
        fundNr: current?.fund_nr ?? null,
        canSignNewContract: adult && !hasActiveContract,
        canChangeFund: hasActiveContract,
      };
    });
  },

  'Contracts.GetSecondPillarActiveContracts': async (context) =>
    (await loadContractRows(context.db, requireCustomer(context), 2))
      .filter(isActive)
      .map((row) => toContract(row)),
  'Contracts.GetThirdPillarActiveContracts': async (context) =>
    (await loadContractRows(context.db, requireCustomer(context), 3))
      .filter(isActive)
      .map((row) => toContract(row)),
  'Contracts.GetContracts': async (context) => {
    const customerId = requireCustomer(context);
    await advanceApplications(context.db, customerId);
    const rows = await loadContractRows(context.db, customerId);
    const pending = await loadPendingFundChanges(context.db, customerId);
    const executions = await loadPendingExecutions(context.db, customerId);
    return rows.map((row) => ({
      ...toContract(row),
      pendingFundChange: pending.get(row.id) ?? null,
      pendingTermination: executions.terminations.get(row.id) ?? null,
      pendingTransfer: executions.transfers.get(row.id) ?? null,
    }));
  },

  'Contracts.GetContractActions': async (context) => {
    const customerId = requireCustomer(context);
    const rows = await loadContractRows(context.db, customerId);
    const pending = await context.db.query<{ contract_id: number; action_type: ApplicationActionType }>(
      `SELECT contract_id, action_type FROM applications WHERE customer_id = $1 AND status IN ('registered', 'processing')`,
      [customerId],
    );
    return context.query.contractNumbers.map((contractNumber) => {
      const row = rows.find((candidate) => candidate.contract_number === contractNumber);
      // Another customer's contract is indistinguishable from a missing one.
      if (!row) throw notFound(`Contract ${contractNumber}`);
      const pendingTypes = pending
        .filter((item) => item.contract_id === row.id)
        .map((item) => item.action_type);
      return {
        contractNumber,
        availableActions: availableActions(row, pendingTypes),
        pendingActionTypes: pendingTypes,
      };
    });
  },

  'Contracts.ExistsInvestmentFundContracts': async (context) => {
    const rows = await context.db.query<{ exists: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM investment_fund_holdings WHERE customer_id = $1) AS exists',
      [requireCustomer(context)],
    );
    return { exists: rows[0]?.exists ?? false };
  },

  'Contracts.GetExternalFundProviders': async (context) => {
    const rows = await context.db.query<{
      id: number;
      name: string;
      pillar: 2 | 3;
      funds: { name: string; isin: string }[];
    }>('SELECT id, name, pillar, funds FROM external_fund_providers ORDER BY pillar, name, id');
    return rows.map((row) => ({ providerId: row.id, name: row.name, pillar: row.pillar, funds: row.funds }));
  },

  'Contracts.Log': async (context) => {
    const customerId = requireCustomer(context);
    await context.db.transaction(async (tx) => {
      await tx.query('INSERT INTO onboarding_log (customer_id, pillar, step) VALUES ($1, $2, $3)', [
        customerId,
        context.body.pillar,
        context.body.step,
      ]);
      await context.audit(tx, 'contracts.log', { pillar: context.body.pillar, step: context.body.step });
    });
    return { ok: true as const };
  },
};

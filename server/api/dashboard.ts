import type {
  AccountType,
  AccumulationState,
  AmlValidityStatus,
  ContractStatus,
  ContractType,
} from '../../src/api/contract/common';
import { ageOn } from '../../src/domain/age';
import { holdingValue, totalAssets } from '../../src/domain/assets';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { ASSET_COMPARISON_DIVISOR } from '../../src/domain/constants';
import { isForeignResident } from '../../src/domain/foreign-resident';
import type { EndpointResponse } from '../../src/api/contract/endpoints';
import { queryPreparedInts, type Db } from '../db/db';
import { notFound } from '../http/api-error';
import { NO_CONTENT, requireCustomer, type Handlers } from '../http/handler-types';
import {
  contractValue,
  isActive,
  isAdult,
  loadContractRows,
  loadCustomer,
  IN_FORCE_STATUSES_SQL,
  PAID_OPERATIONS_SQL,
  round2,
} from './queries';
import type { CustomerReadCache, Loaded } from './customer-read-cache';

const ACCOUNT_TYPES: readonly AccountType[] = [
  'SocialInsuranceContributions',
  'EmployerContributions',
  'PersonalContributions',
];

/** Average pension assets of peers by age (simulated statistics). */
function peerAverageAssets(age: number): number {
  if (age < 25) return 1800;
  if (age < 35) return 7400;
  if (age < 45) return 16800;
  if (age < 55) return 24500;
  return 28900;
}

interface DashboardContractRow {
  contract_number: string;
  contract_type: ContractType;
  pillar: 2 | 3;
  status: ContractStatus;
  accumulation_state: AccumulationState;
  fund_code: string;
  fund_name: string;
  unit_value: number | null;
  value_date: string | null;
  units: number;
}

interface DashboardRow {
  birth_date: string;
  first_name: string;
  last_name: string;
  previous_login_at: string | null;
  is_usa_citizen: boolean;
  profile_update_required: boolean;
  show_banner_alert: boolean;
  aml_status: AmlValidityStatus | null;
  citizenship: string | null;
  residence_country: string | null;
  has_investments: boolean;
  investment_fund_values: { units: number; unit_value: number }[] | null;
  has_phone: boolean;
  contracts: DashboardContractRow[] | null;
  accounts: Partial<Record<AccountType, number>> | null;
  /** A Pending AML declaration's simulated review time still ahead (aml_current turns it Valid then). */
  aml_review_due_at: string | null;
}

const DASHBOARD_SQL = `
SELECT cu.birth_date::text AS birth_date, cu.first_name, cu.last_name,
  cu.is_usa_citizen, cu.profile_update_required, cu.show_banner_alert,
  -- One refresh-token family per login: the newest is this session, the one before it the previous login.
  (SELECT iso_ts(created_at) FROM auth_refresh_families WHERE customer_id = cu.id
    ORDER BY created_at DESC OFFSET 1 LIMIT 1) AS previous_login_at,
  (SELECT status FROM aml_current WHERE customer_id = cu.id) AS aml_status, cu.citizenship,
  (SELECT iso_ts(d.review_due_at) FROM (
     SELECT status, review_due_at FROM aml_declarations WHERE customer_id = cu.id
     ORDER BY created_at DESC, id DESC LIMIT 1) d
   WHERE d.status = 'Pending' AND d.review_due_at > now()) AS aml_review_due_at,
  (SELECT country_code FROM customer_addresses WHERE customer_id = cu.id AND kind = 'residence') AS residence_country,
  EXISTS (SELECT 1 FROM investment_fund_holdings WHERE customer_id = cu.id) AS has_investments,
  (SELECT json_agg(json_build_object('units', units::float8, 'unit_value', unit_value::float8))
   FROM investment_fund_holdings WHERE customer_id = cu.id) AS investment_fund_values,
  EXISTS (SELECT 1 FROM customer_phones WHERE customer_id = cu.id AND kind = 'primary') AS has_phone,
  (SELECT json_agg(json_build_object(
      'contract_number', c.contract_number, 'contract_type', c.contract_type, 'pillar', c.pillar, 'status', c.status,
      'accumulation_state', c.accumulation_state, 'fund_code', f.code, 'fund_name', f.name,
      'unit_value', l.unit_value::float8, 'value_date', l.value_date::text, 'units', coalesce(t.units, 0)::float8)
      ORDER BY c.pillar, c.sign_date DESC, c.id)
   FROM contracts c
   JOIN funds f ON f.id = c.fund_id
   LEFT JOIN LATERAL (
     SELECT value_date, unit_value FROM fund_unit_values v WHERE v.fund_id = c.fund_id ORDER BY value_date DESC LIMIT 1
   ) l ON true
   LEFT JOIN LATERAL (SELECT sum(units) AS units FROM transactions t WHERE t.contract_id = c.id) t ON true
   WHERE c.customer_id = cu.id AND c.status IN (${IN_FORCE_STATUSES_SQL})) AS contracts,
  (SELECT json_object_agg(account_type, amount) FROM (
     SELECT account_type, sum(amount)::float8 AS amount FROM transactions
     WHERE customer_id = cu.id AND account_type IS NOT NULL AND operation_type IN (${PAID_OPERATIONS_SQL})
     GROUP BY account_type) a) AS accounts
FROM customers cu WHERE cu.id = $1`;

export type DashboardAnswer = EndpointResponse<'Dashboard.GetDashboard'>;

/** One statement (one round trip, planned once per database session): the portal's hottest read. */
async function loadDashboard(db: Db, customerId: number): Promise<Loaded<DashboardAnswer>> {
  const rows = await queryPreparedInts<DashboardRow>(db, 'get_dashboard_v2', DASHBOARD_SQL, [customerId]);
  const row = rows[0];
  if (!row) throw notFound('Customer');
  return {
    value: dashboardAnswer(row),
    changesAt: row.aml_review_due_at === null ? null : Date.parse(row.aml_review_due_at),
  };
}

function dashboardAnswer(row: DashboardRow): DashboardAnswer {
  const contracts = row.contracts ?? [];
  const valueDates = contracts
    .map((contract) => contract.value_date)
    .filter((date): date is string => date !== null)
    .sort();
  const value = (contract: DashboardContractRow): number =>
    holdingValue(contract.units, contract.unit_value ?? 0);
  const assets = totalAssets(
    contracts.map(value),
    (row.investment_fund_values ?? []).map((holding) => holdingValue(holding.units, holding.unit_value)),
  );
  return {
    validContracts: contracts.map((contract) => ({
      contractNumber: contract.contract_number,
      contractType: contract.contract_type,
      pillar: contract.pillar,
      status: contract.status,
      accumulationState: contract.accumulation_state,
      fundCode: contract.fund_code,
      fundName: contract.fund_name,
      contractValue: value(contract),
    })),
    userHasActiveContracts: contracts.length > 0,
    profileUpdateRequired: row.profile_update_required,
    showBannerAlert: row.show_banner_alert,
    isAdult: isAdult(row),
    isUsaCitizen: row.is_usa_citizen,
    isForeignResident: isForeignResident({
      isUsaCitizen: row.is_usa_citizen,
      citizenship: row.citizenship,
      residenceCountry: row.residence_country,
    }),
    phoneRequired: !row.has_phone,
    amlStatus: row.aml_status,
    secondPillarActive: contracts.some((contract) => contract.pillar === 2),
    thirdPillarActive: contracts.some((contract) => contract.pillar === 3),
    hasInvestmentFundContracts: row.has_investments,
    totalValue: assets.pensionContracts,
    investmentFundsValue: assets.investmentFunds,
    accounts: ACCOUNT_TYPES.map((accountType) => ({
      accountType,
      amount: round2(row.accounts?.[accountType] ?? 0),
    })),
    valueDate: valueDates.at(-1) ?? null,
    firstName: row.first_name,
    lastName: row.last_name,
    previousLoginAt: row.previous_login_at,
  };
}

/** The channel the database announces dashboard changes on (migration 0240-15-dashboard-changes.sql). */
export const DASHBOARD_CHANNEL = 'dashboard_changed';

/** GetDashboard answered from the process's memory while nothing it reads has changed (customer-read-cache.ts). */
export function createCachedDashboardHandlers(cache: CustomerReadCache<DashboardAnswer>): Handlers {
  return {
    'Dashboard.GetDashboard': async (context) => {
      const customerId = requireCustomer(context);
      return cache.get(customerId, () => loadDashboard(context.db, customerId));
    },
  };
}

export const dashboardHandlers: Handlers = {
  // Uncached (the server replaces it with createCachedDashboardHandlers).
  'Dashboard.GetDashboard': async (context) =>
    (await loadDashboard(context.db, requireCustomer(context))).value,

  'Dashboard.GetAssetScore': async (context) => {
    const customerId = requireCustomer(context);
    const customer = await loadCustomer(context.db, customerId);
    if (!customer) throw notFound('Customer');
    if (customer.asset_score_agreement !== true) return NO_CONTENT;
    const contracts = (await loadContractRows(context.db, customerId)).filter(isActive);
    // The comparison is of pension assets (pillars II and III), the dashboard's total; investment funds
    // are shown apart (Dashboard.investmentFundsValue).
    const assets = totalAssets(contracts.map(contractValue), []);
    const pensionAssets = assets.pensionContracts;
    if (pensionAssets <= 0) return NO_CONTENT;
    const age = ageOn(customer.birth_date, todayInLithuania()) ?? 40;
    const peer = peerAverageAssets(age);
    return {
      totalAssets: pensionAssets,
      estimatedMonthlyPayout: round2(pensionAssets / ASSET_COMPARISON_DIVISOR),
      peerAverageAssets: peer,
      score: Math.max(0, Math.min(100, Math.round((pensionAssets / peer) * 50))),
      calculatedAt: new Date().toISOString(),
    };
  },

  'Dashboard.ModifyBannerAlert': async (context) => {
    const customerId = requireCustomer(context);
    await context.db.transaction(async (tx) => {
      await tx.query('UPDATE customers SET show_banner_alert = $2, updated_at = now() WHERE id = $1', [
        customerId,
        context.query.showBannerAlert,
      ]);
      await context.audit(tx, 'dashboard.modify-banner-alert', {
        showBannerAlert: context.query.showBannerAlert,
      });
    });
    return { ok: true as const };
  },

  'Dashboard.UpdateAssetScoreAgreement': async (context) => {
    const customerId = requireCustomer(context);
    await context.db.transaction(async (tx) => {
      await tx.query('UPDATE customers SET asset_score_agreement = $2, updated_at = now() WHERE id = $1', [
        customerId,
        context.query.approved,
      ]);
      await context.audit(tx, 'dashboard.update-asset-score-agreement', { approved: context.query.approved });
    });
    return { ok: true as const };
  },

  'Dashboard.CreateAssetScoreConsultation': async (context) => {
    const customerId = requireCustomer(context);
    return context.db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        'INSERT INTO asset_score_consultations (customer_id, phone_number, comment) VALUES ($1, $2, $3) RETURNING id',
        [customerId, context.body.phoneNumber, context.body.comment ?? null],
      );
      const consultationId = rows[0]?.id ?? 0;
      await context.audit(tx, 'dashboard.create-asset-score-consultation', { consultationId });
      return { consultationId };
    });
  },
};

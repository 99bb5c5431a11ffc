/** SQL shared by several handlers: contracts with their value, the customer's flags. */
import type { Contract } from '../../src/api/contract/contracts';
import type {
  AccumulationState,
  BusinessAccountStatus,
  ContractStatus,
  ContractType,
  RenewalMode,
} from '../../src/api/contract/common';
import type { PayerType } from '../../src/api/contract/contracts';
import { isAdultOn } from '../../src/domain/age';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { holdingValue } from '../../src/domain/assets';
import { contractCancellation } from '../../src/domain/contract-rules';
import {
  ENDED_CONTRACT_STATUSES,
  IN_FORCE_CONTRACT_STATUSES,
  isContractInForce,
} from '../../src/domain/contract-status';
import { PAID_OPERATIONS } from '../../src/domain/transactions';
import type { Queryable } from '../db/db';

export const round2 = (value: number): number => Math.round(value * 100) / 100;
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

export interface ContractRow {
  id: number;
  contract_number: string;
  contract_type: ContractType;
  pillar: 2 | 3;
  status: ContractStatus;
  business_account_status: BusinessAccountStatus;
  accumulation_state: AccumulationState;
  renewal_mode: RenewalMode | null;
  sign_date: string;
  payer_code: string | null;
  payer_type: PayerType | null;
  contribution_rate_percent: number | null;
  fund_id: number;
  fund_nr: string;
  fund_code: string;
  fund_name: string;
  unit_value: number | null;
  value_date: string | null;
  units: number;
  paid: number;
  has_payment: boolean;
}

/** The paid-in operations as an SQL list ('ip', 'ic', 'oc'): fixed two-letter codes from src/domain, no input. */
/** A list of constant texts as an SQL list (for `IN (…)`): only for the portal's own constants. */
const sqlTexts = (values: readonly string[]): string => values.map((value) => `'${value}'`).join(', ');

export const PAID_OPERATIONS_SQL = sqlTexts(PAID_OPERATIONS);
export const IN_FORCE_STATUSES_SQL = sqlTexts(IN_FORCE_CONTRACT_STATUSES);
export const ENDED_STATUSES_SQL = sqlTexts(ENDED_CONTRACT_STATUSES);

const CONTRACTS_SQL = `
SELECT c.id, c.contract_number, c.contract_type, c.pillar, c.status, cu.business_account_status, c.accumulation_state,
       c.renewal_mode, c.sign_date::text AS sign_date, c.payer_code, c.payer_type,
       c.contribution_rate_percent::float8 AS contribution_rate_percent,
       f.id AS fund_id, f.fund_nr, f.code AS fund_code, f.name AS fund_name,
       l.unit_value::float8 AS unit_value, l.value_date::text AS value_date,
       coalesce(t.units, 0)::float8 AS units, coalesce(t.paid, 0)::float8 AS paid, coalesce(t.has_payment, false) AS has_payment
FROM contracts c
JOIN customers cu ON cu.id = c.customer_id
JOIN funds f ON f.id = c.fund_id
LEFT JOIN LATERAL (
  SELECT value_date, unit_value FROM fund_unit_values v WHERE v.fund_id = c.fund_id ORDER BY value_date DESC LIMIT 1
) l ON true
LEFT JOIN LATERAL (
  SELECT sum(units) AS units,
         sum(amount) FILTER (WHERE operation_type IN (${PAID_OPERATIONS_SQL})) AS paid,
         bool_or(operation_type = 'ip') AS has_payment
  FROM transactions t WHERE t.contract_id = c.id
) t ON true
WHERE c.customer_id = $1`;

export async function loadContractRows(
  db: Queryable,
  customerId: number,
  pillar?: 2 | 3,
): Promise<ContractRow[]> {
  const sql = `${CONTRACTS_SQL}${pillar ? ' AND c.pillar = $2' : ''} ORDER BY c.pillar, c.sign_date DESC, c.id`;
  return db.query<ContractRow>(sql, pillar ? [customerId, pillar] : [customerId]);
}

export function isActive(row: { status: ContractStatus }): boolean {
  return isContractInForce(row.status);
}

export function contractValue(row: ContractRow): number {
  return holdingValue(row.units, row.unit_value ?? 0);
}

export function toContract(row: ContractRow, today = todayInLithuania()): Contract {
  const cancellation = contractCancellation({
    pillar: row.pillar,
    signDate: row.sign_date,
    today,
    hasFirstPayment: row.has_payment,
  });
  const cancellableUntil = cancellation.cancellable ? cancellation.until : null;
  return {
    contractNumber: row.contract_number,
    contractType: row.contract_type,
    pillar: row.pillar,
    status: row.status,
    businessAccountStatus: row.business_account_status,
    accumulationState: row.accumulation_state,
    renewalMode: row.renewal_mode,
    signDate: row.sign_date,
    paidSum: round2(row.paid),
    contractValue: contractValue(row),
    unitValue: row.unit_value ?? 0,
    unitCount: round6(row.units),
    valueDate: row.value_date ?? today,
    fund: { fundId: row.fund_id, fundNr: row.fund_nr, code: row.fund_code, name: row.fund_name },
    payerCode: row.payer_code,
    payerType: row.payer_type,
    contributionRatePercent: row.contribution_rate_percent,
    cancellableUntil,
  };
}

interface CustomerRow {
  id: number;
  personal_code: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  citizenship: string;
  is_usa_citizen: boolean;
  business_account_status: BusinessAccountStatus;
  profile_update_required: boolean;
  show_banner_alert: boolean;
  epn_agreement: boolean | null;
  asset_score_agreement: boolean | null;
  mobile_id_phone: string | null;
}

export async function loadCustomer(db: Queryable, customerId: number): Promise<CustomerRow | null> {
  const rows = await db.query<CustomerRow>(
    `SELECT id, personal_code, first_name, last_name, birth_date::text AS birth_date, citizenship, is_usa_citizen,
            business_account_status, profile_update_required, show_banner_alert, epn_agreement, asset_score_agreement,
            mobile_id_phone
     FROM customers WHERE id = $1`,
    [customerId],
  );
  return rows[0] ?? null;
}

export function isAdult(customer: { birth_date: string }): boolean {
  return isAdultOn(customer.birth_date, todayInLithuania());
}

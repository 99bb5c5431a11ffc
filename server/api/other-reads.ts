import { advanceApplications } from '../applications/review';
import type {
  AccountType,
  ApplicationActionType,
  ApplicationKind,
  ApplicationStatus,
  OperationType,
} from '../../src/api/contract/common';
import { holdingValue, totalAssets } from '../../src/domain/assets';
import { requireCustomer, type Handlers } from '../http/handler-types';
import { round2 } from './queries';

export const otherReadHandlers: Handlers = {
  'Transfers.GetTransfers': async (context) => {
    const { dateFrom, dateTo, contractNumber } = context.query;
    const rows = await context.db.query<{
      id: number;
      contract_number: string;
      pillar: 2 | 3;
      fund_name: string;
      operation_type: OperationType;
      trade_date: string;
      amount: number;
      units: number;
      unit_value: number;
      account_type: AccountType | null;
      counterparty: string | null;
    }>(
      `SELECT t.id, c.contract_number, c.pillar, f.name AS fund_name, t.operation_type, t.trade_date::text AS trade_date,
              t.amount::float8 AS amount, t.units::float8 AS units, t.unit_value::float8 AS unit_value, t.account_type, t.counterparty
       FROM transactions t JOIN contracts c ON c.id = t.contract_id JOIN funds f ON f.id = t.fund_id
       WHERE t.customer_id = $1
         AND ($2::date IS NULL OR t.trade_date >= $2::date)
         AND ($3::date IS NULL OR t.trade_date <= $3::date)
         AND ($4::text IS NULL OR c.contract_number = $4::text)
       ORDER BY t.trade_date DESC, t.id DESC`,
      [requireCustomer(context), dateFrom ?? null, dateTo ?? null, contractNumber ?? null],
    );
    return rows.map((row) => ({
      transactionId: row.id,
      contractNumber: row.contract_number,
      pillar: row.pillar,
      fundName: row.fund_name,
      operationType: row.operation_type,
      tradeDate: row.trade_date,
      amount: row.amount,
      units: row.units,
      unitValue: row.unit_value,
      accountType: row.account_type,
      counterparty: row.counterparty,
    }));
  },

  'InvestmentFunds.GetInvestmentFunds': async (context) => {
    const rows = await context.db.query<{
      fund_name: string;
      isin: string;
      units: number;
      unit_value: number;
      invested_sum: number;
      value_date: string;
    }>(
      `SELECT fund_name, isin, units::float8 AS units, unit_value::float8 AS unit_value, invested_sum::float8 AS invested_sum,
              value_date::text AS value_date
       FROM investment_fund_holdings WHERE customer_id = $1 ORDER BY id`,
      [requireCustomer(context)],
    );
    const holdings = rows.map((row) => {
      const value = holdingValue(row.units, row.unit_value);
      return {
        fundName: row.fund_name,
        isin: row.isin,
        units: row.units,
        unitValue: row.unit_value,
        value,
        investedSum: row.invested_sum,
        returnPercent: row.invested_sum > 0 ? round2((value / row.invested_sum - 1) * 100) : 0,
        currency: 'EUR' as const,
        valueDate: row.value_date,
      };
    });
    return {
      holdings,
      totalValue: totalAssets(
        [],
        holdings.map((holding) => holding.value),
      ).investmentFunds,
    };
  },

  'Applications.GetList': async (context) => {
    await advanceApplications(context.db, requireCustomer(context));
    const rows = await context.db.query<{
      id: number;
      contract_number: string;
      pillar: 2 | 3;
      fund_name: string;
      action_type: ApplicationActionType;
      kind: ApplicationKind;
      status: ApplicationStatus;
      created_at: string;
      start_date: string | null;
      end_date: string | null;
    }>(
      `SELECT a.id, c.contract_number, c.pillar, f.name AS fund_name, a.action_type, a.kind, a.status, iso_ts(a.created_at) AS created_at,
              a.start_date::text AS start_date, a.end_date::text AS end_date
       FROM applications a JOIN contracts c ON c.id = a.contract_id JOIN funds f ON f.id = c.fund_id
       WHERE a.customer_id = $1 ORDER BY a.created_at DESC, a.id DESC`,
      [requireCustomer(context)],
    );
    return rows.map((row) => ({
      applicationId: row.id,
      contractNumber: row.contract_number,
      pillar: row.pillar,
      fundName: row.fund_name,
      actionType: row.action_type,
      kind: row.kind,
      status: row.status,
      createdAt: row.created_at,
      startDate: row.start_date,
      endDate: row.end_date,
    }));
  },
};

import type { AccountType } from '../../src/api/contract/common';
import { ageOn } from '../../src/domain/age';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { notFound } from '../http/api-error';
import { NO_CONTENT, requireCustomer, type Handlers } from '../http/handler-types';
import { contractValue, isActive, isAdult, loadContractRows, loadCustomer, round2 } from './queries';

const ACCOUNT_TYPES: readonly AccountType[] = ['SocialInsuranceContributions', 'EmployerContributions', 'PersonalContributions'];

/** Asset comparison: total / 240 = the monthly payout over 20 years (§9 "divide-by-240 rule"). */
export const ASSET_SCORE_MONTHS = 240;

/** Average pension assets of peers by age (simulated statistics). */
function peerAverageAssets(age: number): number {
  if (age < 25) return 1800;
  if (age < 35) return 7400;
  if (age < 45) return 16800;
  if (age < 55) return 24500;
  return 28900;
}

export const dashboardHandlers: Handlers = {
  'Dashboard.GetDashboard': async (context) => {
    const customerId = requireCustomer(context);
    const [customer, contracts, flags, accounts] = await Promise.all([
      loadCustomer(context.db, customerId),
      loadContractRows(context.db, customerId),
      context.db.query<{ aml_status: 'Valid' | 'Invalid' | 'Pending' | null; has_investments: boolean; has_phone: boolean }>(
        `SELECT (SELECT status FROM aml_declarations WHERE customer_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1) AS aml_status,
                EXISTS (SELECT 1 FROM investment_fund_holdings WHERE customer_id = $1) AS has_investments,
                EXISTS (SELECT 1 FROM customer_phones WHERE customer_id = $1 AND kind = 'primary') AS has_phone`,
        [customerId],
      ),
      context.db.query<{ account_type: AccountType; amount: number }>(
        `SELECT account_type, sum(amount)::float8 AS amount FROM transactions
         WHERE customer_id = $1 AND account_type IS NOT NULL AND operation_type IN ('ip', 'ic', 'oc')
         GROUP BY account_type`,
        [customerId],
      ),
    ]);
    if (!customer) throw notFound('Customer');
    const flag = flags[0];
    const valid = contracts.filter(isActive);
    const valueDates = valid.map((row) => row.value_date).filter((date): date is string => date !== null).sort();
    return {
      validContracts: valid.map((row) => ({
        contractNumber: row.contract_number,
        contractType: row.contract_type,
        pillar: row.pillar,
        status: row.status,
        accumulationState: row.accumulation_state,
        fundCode: row.fund_code,
        fundName: row.fund_name,
        contractValue: contractValue(row),
      })),
      userHasActiveContracts: valid.length > 0,
      profileUpdateRequired: customer.profile_update_required,
      showBannerAlert: customer.show_banner_alert,
      isAdult: isAdult(customer),
      isUsaCitizen: customer.is_usa_citizen,
      phoneRequired: !(flag?.has_phone ?? false),
      amlStatus: flag?.aml_status ?? null,
      secondPillarActive: valid.some((row) => row.pillar === 2),
      thirdPillarActive: valid.some((row) => row.pillar === 3),
      hasInvestmentFundContracts: flag?.has_investments ?? false,
      totalValue: round2(valid.reduce((sum, row) => sum + contractValue(row), 0)),
      accounts: ACCOUNT_TYPES.map((accountType) => ({
        accountType,
        amount: round2(accounts.find((row) => row.account_type === accountType)?.amount ?? 0),
      })),
      valueDate: valueDates.at(-1) ?? null,
    };
  },

  'Dashboard.GetAssetScore': async (context) => {
    const customerId = requireCustomer(context);
    const customer = await loadCustomer(context.db, customerId);
    if (!customer) throw notFound('Customer');
    if (customer.asset_score_agreement !== true) return NO_CONTENT;
    const contracts = (await loadContractRows(context.db, customerId)).filter(isActive);
    const holdings = await context.db.query<{ total: number | null }>(
      'SELECT sum(units * unit_value)::float8 AS total FROM investment_fund_holdings WHERE customer_id = $1',
      [customerId],
    );
    const totalAssets = round2(contracts.reduce((sum, row) => sum + contractValue(row), 0) + (holdings[0]?.total ?? 0));
    if (totalAssets <= 0) return NO_CONTENT;
    const age = ageOn(customer.birth_date, todayInLithuania()) ?? 40;
    const peer = peerAverageAssets(age);
    return {
      totalAssets,
      estimatedMonthlyPayout: round2(totalAssets / ASSET_SCORE_MONTHS),
      peerAverageAssets: peer,
      score: Math.max(0, Math.min(100, Math.round((totalAssets / peer) * 50))),
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
      await context.audit(tx, 'dashboard.modify-banner-alert', { showBannerAlert: context.query.showBannerAlert });
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

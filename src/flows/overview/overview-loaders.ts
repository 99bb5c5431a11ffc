/**
 * Loaders of the overview screens, in their own chunk: loaded with the first portal screen, never on the
 * login page. Each read goes through `load` (src/app/routes/load.ts), which derives its cache key from the endpoint
 * and its query.
 */
import type {
  ContractsOverviewData,
  DashboardData,
  HowToPayData,
  InvestmentFundsData,
  PerformanceData,
} from './overview-data';
import { DOCUMENT_TYPE_CFG_NR } from '../../api/contract/document-types';
import type { RouterContext } from '../../app/routes/router-context';
import { load, loadContracts, loadContractsWithActions, part } from '../../app/routes/load';

export async function dashboardLoader(context: RouterContext): Promise<DashboardData> {
  const [dashboard, contracts, assetScore, investmentFundContracts, invoices, statements] = await Promise.all(
    [
      load(context, 'Dashboard.GetDashboard'),
      loadContracts(context),
      part(load(context, 'Dashboard.GetAssetScore')),
      load(context, 'Contracts.ExistsInvestmentFundContracts'),
      // The same reads (and cache keys) as the e-invoices and reports screens.
      part(load(context, 'Invoices.GetInvoices')),
      part(load(context, 'Documents.GetAllDocuments', { documentTypeCfgNr: DOCUMENT_TYPE_CFG_NR.STA })),
    ],
  );
  return { dashboard, contracts, assetScore, investmentFundContracts, invoices, statements };
}

export function contractsOverviewLoader(context: RouterContext): Promise<ContractsOverviewData> {
  return loadContractsWithActions(context);
}

export async function investmentFundsLoader(context: RouterContext): Promise<InvestmentFundsData> {
  const [holdings, thirdPillarFunds] = await Promise.all([
    load(context, 'InvestmentFunds.GetInvestmentFunds'),
    load(context, 'Funds.GetThirdPillarFunds'),
  ]);
  return { holdings, thirdPillarFunds };
}

export async function performanceLoader(context: RouterContext): Promise<PerformanceData> {
  const [contracts, transfers] = await Promise.all([
    loadContracts(context),
    load(context, 'Transfers.GetTransfers', {}),
  ]);
  return { contracts, transfers };
}

export async function howToPayLoader(context: RouterContext): Promise<HowToPayData> {
  const [contracts, invoiceAgreements] = await Promise.all([
    loadContracts(context),
    part(load(context, 'Invoices.GetInvoiceAgreements')),
  ]);
  return { contracts, invoiceAgreements };
}

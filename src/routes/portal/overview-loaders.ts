/**
 * Loaders of the overview screens, in their own chunk: loaded with the first portal screen, never on the
 * login page. Each read goes through `load` (./load.ts), which derives its cache key from the endpoint
 * and its query.
 */
import type {
  ContractsOverviewData,
  DashboardData,
  HowToPayData,
  InvestmentFundsData,
  PerformanceData,
} from '../../views/portal/overview/overview-data';
import { documentTypeCfgNr } from '../../views/portal/records/document-search';
import type { RouterContext } from '../router-context';
import { load, loadContracts, part } from './load';

export async function dashboardLoader(context: RouterContext): Promise<DashboardData> {
  const [dashboard, contracts, assetScore, investmentFundContracts, invoices, statements] = await Promise.all(
    [
      load(context, 'Dashboard.GetDashboard'),
      loadContracts(context),
      part(load(context, 'Dashboard.GetAssetScore')),
      load(context, 'Contracts.ExistsInvestmentFundContracts'),
      // The same reads (and cache keys) as the e-invoices and reports screens.
      part(load(context, 'Invoices.GetInvoices')),
      part(load(context, 'Documents.GetAllDocuments', { documentTypeCfgNr: documentTypeCfgNr('STA') })),
    ],
  );
  return { dashboard, contracts, assetScore, investmentFundContracts, invoices, statements };
}

export async function contractsOverviewLoader(context: RouterContext): Promise<ContractsOverviewData> {
  const contracts = await loadContracts(context);
  const numbers = contracts.state === 'Loaded' ? contracts.data.map((c) => c.contractNumber) : [];
  const actions =
    numbers.length === 0
      ? ({ state: 'NoContent', data: null } as const)
      : await load(context, 'Contracts.GetContractActions', { contractNumbers: numbers.join(',') });
  return { contracts, actions };
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

/**
 * Loaders of the overview screens, in their own chunk: loaded with the first portal screen, never on the
 * login page.
 */
import type { RouterContext } from '../route-tree';
import {
  OVERVIEW_KEYS,
  type ContractsOverviewData,
  type DashboardData,
  type HowToPayData,
  type InvestmentFundsData,
  type PartResult,
  type PerformanceData,
} from '../../views/portal/overview/overview-data';

type Loader = { context: RouterContext };

const contracts = ({ context }: Loader) =>
  context.data.ensure(OVERVIEW_KEYS.contracts, (signal) =>
    context.api.call('Contracts.GetContracts', { signal, suppress5xx: true }),
  );

/** A part that may fail on its own: the screen shows the rest and a retry for that part. */
async function part<T>(load: Promise<{ state: 'Loaded'; data: T } | { state: 'NoContent'; data: null }>) {
  try {
    return await load;
  } catch {
    return { state: 'Failed', data: null } as PartResult<T>;
  }
}

export async function dashboardLoader(args: Loader): Promise<DashboardData> {
  const { context } = args;
  const [dashboard, contractList, assetScore, investmentFundContracts] = await Promise.all([
    context.data.ensure(OVERVIEW_KEYS.dashboard, (signal) =>
      context.api.call('Dashboard.GetDashboard', { signal, suppress5xx: true }),
    ),
    contracts(args),
    part(
      context.data.ensure(OVERVIEW_KEYS.assetScore, (signal) =>
        context.api.call('Dashboard.GetAssetScore', { signal, suppress5xx: true }),
      ),
    ),
    context.data.ensure(OVERVIEW_KEYS.investmentFundContracts, (signal) =>
      context.api.call('Contracts.ExistsInvestmentFundContracts', { signal, suppress5xx: true }),
    ),
  ]);
  return { dashboard, contracts: contractList, assetScore, investmentFundContracts };
}

export async function contractsOverviewLoader(args: Loader): Promise<ContractsOverviewData> {
  const { context } = args;
  const contractList = await contracts(args);
  const numbers = contractList.state === 'Loaded' ? contractList.data.map((c) => c.contractNumber) : [];
  const actions =
    numbers.length === 0
      ? ({ state: 'NoContent', data: null } as const)
      : await context.data.ensure(OVERVIEW_KEYS.contractActions(numbers), (signal) =>
          context.api.call('Contracts.GetContractActions', {
            query: { contractNumbers: numbers.join(',') },
            signal,
            suppress5xx: true,
          }),
        );
  return { contracts: contractList, actions };
}

export async function investmentFundsLoader({ context }: Loader): Promise<InvestmentFundsData> {
  const [holdings, thirdPillarFunds] = await Promise.all([
    context.data.ensure(OVERVIEW_KEYS.investmentFunds, (signal) =>
      context.api.call('InvestmentFunds.GetInvestmentFunds', { signal, suppress5xx: true }),
    ),
    context.data.ensure(OVERVIEW_KEYS.thirdPillarFunds, (signal) =>
      context.api.call('Funds.GetThirdPillarFunds', { signal, suppress5xx: true }),
    ),
  ]);
  return { holdings, thirdPillarFunds };
}

export async function performanceLoader(args: Loader): Promise<PerformanceData> {
  const { context } = args;
  const [contractList, transfers] = await Promise.all([
    contracts(args),
    context.data.ensure(OVERVIEW_KEYS.transfers, (signal) =>
      context.api.call('Transfers.GetTransfers', { query: {}, signal, suppress5xx: true }),
    ),
  ]);
  return { contracts: contractList, transfers };
}

export async function howToPayLoader(args: Loader): Promise<HowToPayData> {
  const { context } = args;
  const [contractList, invoiceAgreements] = await Promise.all([
    contracts(args),
    part(
      context.data.ensure(OVERVIEW_KEYS.invoiceAgreements, (signal) =>
        context.api.call('Invoices.GetInvoiceAgreements', { signal, suppress5xx: true }),
      ),
    ),
  ]);
  return { contracts: contractList, invoiceAgreements };
}

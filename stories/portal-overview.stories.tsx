import type { Meta, StoryObj } from '@storybook/react-vite';
import { authorized } from './support/fakes';
import {
  assetScoreJonas,
  contractActionsJonas,
  contractActionsRecent,
  contractsJonas,
  contractsPerformance,
  contractsRecent,
  dashboardEmpty,
  dashboardJonas,
  invoicesJonas,
  statementsJonas,
  dashboardOna,
  dashboardTomas,
  investmentFundsJonas,
  invoiceAgreementsJonas,
  overviewApi,
  thirdPillarFunds,
  transfersJonas,
} from './support/overview-data';
import { StoryApp } from './support/story-router';

/**
 * The overview screens of the portal on fixture data: loaded, empty and failed (the API
 * answers 500: the load-failure screen with its retry) for each, plus the personas' dashboard variants.
 */
const meta = {
  title: 'Portal/Overview',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const jonas = {
  'Dashboard.GetDashboard': dashboardJonas,
  'Contracts.GetContracts': contractsJonas,
  'Dashboard.GetAssetScore': assetScoreJonas,
  'Contracts.ExistsInvestmentFundContracts': { exists: true },
  'Contracts.GetContractActions': contractActionsJonas,
  'InvestmentFunds.GetInvestmentFunds': investmentFundsJonas,
  'Funds.GetThirdPillarFunds': thirdPillarFunds,
  'Invoices.GetInvoiceAgreements': invoiceAgreementsJonas,
  'Transfers.GetTransfers': transfersJonas,
  'Invoices.GetInvoices': invoicesJonas,
  'Documents.GetAllDocuments': statementsJonas,
  'Dashboard.ModifyBannerAlert': { ok: true as const },
  'Dashboard.UpdateAssetScoreAgreement': { ok: true as const },
  'Dashboard.CreateAssetScoreConsultation': { consultationId: 7 },
};

const empty = {
  ...jonas,
  'Dashboard.GetDashboard': dashboardEmpty,
  'Contracts.GetContracts': [],
  'Dashboard.GetAssetScore': null,
  'Contracts.ExistsInvestmentFundContracts': { exists: false },
  'InvestmentFunds.GetInvestmentFunds': { holdings: [], totalValue: 0 },
  'Funds.GetThirdPillarFunds': [],
  'Invoices.GetInvoiceAgreements': [],
  'Transfers.GetTransfers': [],
  'Invoices.GetInvoices': [],
  'Documents.GetAllDocuments': [],
};

const screen = (
  url: string,
  responses: Parameters<typeof overviewApi>[0],
  failing: Parameters<typeof overviewApi>[1] = [],
) =>
  function Render() {
    return <StoryApp url={url} auth={authorized} api={overviewApi(responses, failing)} />;
  };

// ---- Dashboard ----
export const DashboardLoaded: Story = {
  name: 'Dashboard – loaded (greeting, overdue e-invoice, statement notice, both pillars, asset score)',
  render: screen('/portal/dashboard', jonas),
};
export const DashboardPromptsAml: Story = {
  name: 'Dashboard – pillar II only: AML and profile prompts, no tax relief, no statement yet',
  render: screen('/portal/dashboard', {
    ...jonas,
    'Dashboard.GetDashboard': dashboardOna,
    'Contracts.GetContracts': [],
    'Dashboard.GetAssetScore': null,
    'Contracts.ExistsInvestmentFundContracts': { exists: false },
    'Invoices.GetInvoices': [],
    'Documents.GetAllDocuments': [],
  }),
};
export const DashboardAmlNeverFilled: Story = {
  name: 'Dashboard – the questionnaire never filled (not "no longer valid")',
  render: screen('/portal/dashboard', {
    ...jonas,
    'Dashboard.GetDashboard': { ...dashboardOna, amlStatus: null },
    'Contracts.GetContracts': [],
    'Dashboard.GetAssetScore': null,
    'Contracts.ExistsInvestmentFundContracts': { exists: false },
    'Invoices.GetInvoices': [],
    'Documents.GetAllDocuments': [],
  }),
};
export const DashboardUsaLockout: Story = {
  name: 'Dashboard – USA citizen, questionnaire pending (lockout)',
  render: screen('/portal/dashboard', {
    ...jonas,
    'Dashboard.GetDashboard': dashboardTomas,
    'Dashboard.GetAssetScore': null,
    'Contracts.ExistsInvestmentFundContracts': { exists: false },
    'Invoices.GetInvoices': [],
    'Documents.GetAllDocuments': [],
  }),
};
export const DashboardEmpty: Story = {
  name: 'Dashboard – no contract yet: built around joining',
  render: screen('/portal/dashboard', empty),
};
export const DashboardContractAwaiting: Story = {
  name: 'Dashboard – pillar II just signed, waiting for Sodra: shown, not offered again',
  render: screen('/portal/dashboard', {
    ...empty,
    'Contracts.GetContracts': contractsJonas
      .filter((contract) => contract.pillar === 2)
      .map((contract) => ({ ...contract, status: 'Validating' as const, signDate: '2026-11-27' })),
  }),
};
export const DashboardFailed: Story = {
  name: 'Dashboard – failed',
  render: screen('/portal/dashboard', jonas, ['Dashboard.GetDashboard']),
};
export const DashboardAssetScoreFailed: Story = {
  name: 'Dashboard – only the asset score failed',
  render: screen('/portal/dashboard', jonas, ['Dashboard.GetAssetScore']),
};

// ---- Contracts overview ----
export const ContractsLoaded: Story = {
  name: 'Contracts overview – loaded (active and terminated, pending application)',
  render: screen('/portal/contractsoverview', jonas),
};
export const ContractsCancellable: Story = {
  name: 'Contracts overview – a new pillar III contract that can still be cancelled',
  render: screen('/portal/contracts-overview', {
    ...jonas,
    'Contracts.GetContracts': contractsRecent,
    'Contracts.GetContractActions': contractActionsRecent,
  }),
};
export const ContractsEmpty: Story = {
  name: 'Contracts overview – empty',
  render: screen('/portal/contractsoverview', empty),
};
export const ContractsFailed: Story = {
  name: 'Contracts overview – failed',
  render: screen('/portal/contractsoverview', jonas, ['Contracts.GetContractActions']),
};

// ---- Investment funds ----
export const FundsLoaded: Story = {
  name: 'Investment funds – loaded',
  render: screen('/portal/investment-funds', jonas),
};
export const FundsEmpty: Story = {
  name: 'Investment funds – empty',
  render: screen('/portal/investment-funds', empty),
};
export const FundsFailed: Story = {
  name: 'Investment funds – failed',
  render: screen('/portal/investment-funds', jonas, ['Funds.GetThirdPillarFunds']),
};

// ---- Accumulation performance ----
export const PerformanceLoaded: Story = {
  name: 'Accumulation performance – loaded (chart and table)',
  render: screen('/portal/accumulation-performance', {
    ...jonas,
    'Contracts.GetContracts': contractsPerformance,
  }),
};
export const PerformanceEmpty: Story = {
  name: 'Accumulation performance – empty',
  render: screen('/portal/accumulation-performance', empty),
};
export const PerformanceFailed: Story = {
  name: 'Accumulation performance – failed',
  render: screen('/portal/accumulation-performance', jonas, ['Transfers.GetTransfers']),
};

// ---- How to pay ----
export const HowToPayLoaded: Story = {
  name: 'How to pay – loaded (pillar II and III, e-invoice, calculator)',
  render: screen('/portal/how-to-pay', jonas),
};
export const HowToPayEmpty: Story = {
  name: 'How to pay – empty (no valid contracts)',
  render: screen('/portal/how-to-pay', empty),
};
export const HowToPayFailed: Story = {
  name: 'How to pay – failed',
  render: screen('/portal/how-to-pay', jonas, ['Contracts.GetContracts']),
};

// ---- Terms ----
export const Terms: Story = {
  name: 'Terms and conditions inside the portal',
  render: screen('/portal/terms-and-conditions', jonas),
};

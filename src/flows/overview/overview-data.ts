import type { EndpointResponse } from '../../api/contract/endpoints';
import type { LoadResult } from '../../app/data-cache';

/** What each overview screen's loader (./overview-loaders.ts) hands to its view. */
export type Dashboard = EndpointResponse<'Dashboard.GetDashboard'>;
export type ContractList = EndpointResponse<'Contracts.GetContracts'>;
export type ContractItem = ContractList[number];
export type AssetScore = EndpointResponse<'Dashboard.GetAssetScore'>;
export type ContractActionList = EndpointResponse<'Contracts.GetContractActions'>;
export type FundList = EndpointResponse<'Funds.GetThirdPillarFunds'>;
export type InvestmentFunds = EndpointResponse<'InvestmentFunds.GetInvestmentFunds'>;
export type TransferList = EndpointResponse<'Transfers.GetTransfers'>;
export type InvoiceAgreementList = EndpointResponse<'Invoices.GetInvoiceAgreements'>;
export type InvoiceList = EndpointResponse<'Invoices.GetInvoices'>;
export type DocumentList = EndpointResponse<'Documents.GetAllDocuments'>;

/** A part of a screen whose failure does not fail the whole screen (it shows its own retry). */
export type PartResult<T> = LoadResult<T> | { state: 'Failed'; data: null };

export interface DashboardData {
  dashboard: LoadResult<Dashboard>;
  contracts: LoadResult<ContractList>;
  assetScore: PartResult<AssetScore>;
  investmentFundContracts: LoadResult<{ exists: boolean }>;
  /** E-invoices, for the overdue notice (a failure only hides the notice). */
  invoices: PartResult<InvoiceList>;
  /** Account statements (STA), for the "annual statement ready" notice. */
  statements: PartResult<DocumentList>;
}

export interface ContractsOverviewData {
  contracts: LoadResult<ContractList>;
  actions: LoadResult<ContractActionList>;
}

export interface InvestmentFundsData {
  holdings: LoadResult<InvestmentFunds>;
  thirdPillarFunds: LoadResult<FundList>;
}

export interface PerformanceData {
  contracts: LoadResult<ContractList>;
  transfers: LoadResult<TransferList>;
}

export interface HowToPayData {
  contracts: LoadResult<ContractList>;
  invoiceAgreements: PartResult<InvoiceAgreementList>;
}

/** The list inside a result, or [] for no content. */
export function listOf<T>(result: LoadResult<readonly T[]> | PartResult<readonly T[]>): readonly T[] {
  return result.state === 'Loaded' ? result.data : [];
}

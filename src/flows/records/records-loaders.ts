/**
 * Loaders of the records screens, in their own chunk: loaded with the first portal screen, never on the
 * login page. Each read goes through `load` (src/app/routes/load.ts), which derives its cache key from the endpoint
 * and its query.
 */
import type { PortalDocument } from '../../api/contract/documents';
import type { DocumentType } from '../../api/contract/common';
import type { LoadResult } from '../../app/data-cache';
import type { AccountTransactionsData } from './account-transactions';
import type { TransactionSearch } from './transaction-search';
import { documentTypeCfgNr } from './document-search';
import type { RouterContext } from '../../app/routes/router-context';
import { load, loadContracts } from '../../app/routes/load';

/** Report-like documents shown on the reports screen: quarterly reports and account statements. */
export const REPORT_DOCUMENT_TYPES = ['Report', 'STA'] as const satisfies readonly DocumentType[];

const documents = (context: RouterContext, type: DocumentType | undefined) =>
  load(context, 'Documents.GetAllDocuments', {
    documentTypeCfgNr: type ? documentTypeCfgNr(type) : undefined,
  });

const invoices = (context: RouterContext) => load(context, 'Invoices.GetInvoices');
const invoiceAgreements = (context: RouterContext) => load(context, 'Invoices.GetInvoiceAgreements');

export async function transactionsLoader(
  context: RouterContext,
  { contract, from, to }: TransactionSearch,
): Promise<AccountTransactionsData> {
  const [transfers, contracts] = await Promise.all([
    load(context, 'Transfers.GetTransfers', { contractNumber: contract, dateFrom: from, dateTo: to }),
    loadContracts(context),
  ]);
  return { transfers, contracts };
}

/** Reports and statements, newest first: one cached read per type, shared with the documents filter. */
export async function reportsLoader(context: RouterContext): Promise<LoadResult<PortalDocument[]>> {
  const lists = await Promise.all(REPORT_DOCUMENT_TYPES.map((type) => documents(context, type)));
  const reports = lists
    .flatMap((list) => list.data ?? [])
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return lists.every((list) => list.state === 'NoContent')
    ? { state: 'NoContent', data: null }
    : { state: 'Loaded', data: reports };
}

export function notificationsLoader(context: RouterContext) {
  return load(context, 'Notifications.GetList');
}

export function documentsLoader(
  context: RouterContext,
  { type }: { type?: DocumentType | undefined },
): Promise<LoadResult<PortalDocument[]>> {
  return documents(context, type);
}

export async function eInvoicesLoader(context: RouterContext) {
  const [invoiceList, agreementList] = await Promise.all([invoices(context), invoiceAgreements(context)]);
  return { invoices: invoiceList, agreements: agreementList };
}

export async function invoicesLoader(context: RouterContext) {
  return { invoices: await invoices(context) };
}

export async function invoiceAgreementsLoader(context: RouterContext) {
  return { agreements: await invoiceAgreements(context) };
}

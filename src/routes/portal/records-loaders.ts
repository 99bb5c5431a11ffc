/**
 * Loaders of the records screens, in their own chunk: loaded with the first portal screen, never on the
 * login page.
 */
import type { RouterContext } from '../route-tree';
import { validateTransactionSearch } from '../../views/portal/records/transaction-search';
import { validateDocumentSearch, documentTypeCfgNr } from '../../views/portal/records/document-search';

type LoaderArgs = { context: RouterContext; search: Record<string, unknown> };
import { CACHE_KEYS, NOTIFICATIONS_KEY } from '../../views/portal/records/cache-keys';

/** Report-like documents shown on the reports screen: quarterly reports and account statements. */
export const REPORT_DOCUMENT_TYPES = ['Report', 'STA'] as const;

const transfers = (context: RouterContext, search: Record<string, unknown>) => {
  const { contract, from, to } = validateTransactionSearch(search);
  return context.data.ensure(CACHE_KEYS.transfers({ contract, from, to }), (signal) =>
    context.api.call('Transfers.GetTransfers', {
      query: { contractNumber: contract, dateFrom: from, dateTo: to },
      signal,
      suppress5xx: true,
    }),
  );
};

const contracts = (context: RouterContext) =>
  context.data.ensure(CACHE_KEYS.contracts, (signal) =>
    context.api.call('Contracts.GetContracts', { signal, suppress5xx: true }),
  );

const invoices = (context: RouterContext) =>
  context.data.ensure(CACHE_KEYS.invoices, (signal) =>
    context.api.call('Invoices.GetInvoices', { signal, suppress5xx: true }),
  );

const invoiceAgreements = (context: RouterContext) =>
  context.data.ensure(CACHE_KEYS.invoiceAgreements, (signal) =>
    context.api.call('Invoices.GetInvoiceAgreements', { signal, suppress5xx: true }),
  );

export async function transactionsLoader({ context, search }: LoaderArgs) {
  const [list, contractList] = await Promise.all([transfers(context, search), contracts(context)]);
  return { transfers: list, contracts: contractList };
}

export function reportsLoader({ context }: LoaderArgs) {
  return context.data.ensure(CACHE_KEYS.reports, (signal) =>
    Promise.all(
      REPORT_DOCUMENT_TYPES.map((type) =>
        context.api.call('Documents.GetAllDocuments', {
          query: { documentTypeCfgNr: documentTypeCfgNr(type) },
          signal,
          suppress5xx: true,
        }),
      ),
    ).then((lists) => lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
  );
}

export function notificationsLoader({ context }: LoaderArgs) {
  return context.data.ensure(NOTIFICATIONS_KEY, (signal) =>
    context.api.call('Notifications.GetList', { signal, suppress5xx: true }),
  );
}

export function documentsLoader({ context, search }: LoaderArgs) {
  const { type } = validateDocumentSearch(search);
  return context.data.ensure(CACHE_KEYS.documents(type), (signal) =>
    context.api.call('Documents.GetAllDocuments', {
      query: { documentTypeCfgNr: type ? documentTypeCfgNr(type) : undefined },
      signal,
      suppress5xx: true,
    }),
  );
}

export async function eInvoicesLoader({ context }: LoaderArgs) {
  const [invoiceList, agreementList] = await Promise.all([invoices(context), invoiceAgreements(context)]);
  return { invoices: invoiceList, agreements: agreementList };
}

export async function invoicesLoader({ context }: LoaderArgs) {
  return { invoices: await invoices(context) };
}

export async function invoiceAgreementsLoader({ context }: LoaderArgs) {
  return { agreements: await invoiceAgreements(context) };
}

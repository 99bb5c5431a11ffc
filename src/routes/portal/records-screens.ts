import { msg } from '@lingui/core/macro';
import type { RouterContext } from '../route-tree';
import { lazyPage } from '../lazy-page';
import type { PortalScreen } from './portal-screen';
import { validateTransactionSearch } from '../../views/portal/records/transaction-search';
import { validateDocumentSearch, documentTypeCfgNr } from '../../views/portal/records/document-search';
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

/** Transactions, reports, notifications, documents and e-invoices (issue 5). */
export const recordsScreens: PortalScreen[] = [
  {
    path: 'account-transactions',
    title: msg`Sąskaitos operacijos`,
    component: lazyPage(
      () => import('../../views/portal/records/account-transactions'),
      'AccountTransactionsPage',
    ),
    validateSearch: validateTransactionSearch,
    loader: async ({ context, search }) => {
      const [list, contractList] = await Promise.all([transfers(context, search), contracts(context)]);
      return { transfers: list, contracts: contractList };
    },
  },
  {
    path: 'reports',
    title: msg`Ataskaitos`,
    component: lazyPage(() => import('../../views/portal/records/reports'), 'ReportsPage'),
    loader: ({ context }) =>
      context.data.ensure(CACHE_KEYS.reports, (signal) =>
        Promise.all(
          REPORT_DOCUMENT_TYPES.map((type) =>
            context.api.call('Documents.GetAllDocuments', {
              query: { documentTypeCfgNr: documentTypeCfgNr(type) },
              signal,
              suppress5xx: true,
            }),
          ),
        ).then((lists) => lists.flat().sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
      ),
  },
  {
    path: 'notifications-list',
    title: msg`Pranešimai`,
    component: lazyPage(
      () => import('../../views/portal/records/notifications-list'),
      'NotificationsListPage',
    ),
    loader: ({ context }) =>
      context.data.ensure(NOTIFICATIONS_KEY, (signal) =>
        context.api.call('Notifications.GetList', { signal, suppress5xx: true }),
      ),
  },
  {
    path: 'documents-list',
    title: msg`Dokumentai`,
    component: lazyPage(() => import('../../views/portal/records/documents-list'), 'DocumentsListPage'),
    validateSearch: validateDocumentSearch,
    loader: ({ context, search }) => {
      const { type } = validateDocumentSearch(search);
      return context.data.ensure(CACHE_KEYS.documents(type), (signal) =>
        context.api.call('Documents.GetAllDocuments', {
          query: { documentTypeCfgNr: type ? documentTypeCfgNr(type) : undefined },
          signal,
          suppress5xx: true,
        }),
      );
    },
  },
  {
    path: 'e-invoices',
    title: msg`E. sąskaitos`,
    component: lazyPage(() => import('../../views/portal/records/e-invoices'), 'EInvoicesPage'),
    loader: async ({ context }) => {
      const [invoiceList, agreementList] = await Promise.all([invoices(context), invoiceAgreements(context)]);
      return { invoices: invoiceList, agreements: agreementList };
    },
  },
  {
    path: 'e-invoices/invoices',
    title: msg`E. sąskaitos`,
    component: lazyPage(() => import('../../views/portal/records/e-invoices'), 'InvoicesPage'),
    loader: async ({ context }) => ({ invoices: await invoices(context) }),
  },
  {
    path: 'e-invoices/invoices-agreements',
    title: msg`E. sąskaitų sutikimai`,
    component: lazyPage(() => import('../../views/portal/records/e-invoices'), 'InvoiceAgreementsPage'),
    loader: async ({ context }) => ({ agreements: await invoiceAgreements(context) }),
  },
];

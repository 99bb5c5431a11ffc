import { msg } from '@lingui/core/macro';
import { lazyPage } from '../lazy-page';
import { lazyLoader, type PortalScreen } from './portal-screen';
import { validateTransactionSearch } from '../../views/portal/records/transaction-search';
import { validateDocumentSearch } from '../../views/portal/records/document-search';

const loaders = () => import('./records-loaders');

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
    loader: lazyLoader(loaders, 'transactionsLoader'),
  },
  {
    path: 'reports',
    title: msg`Ataskaitos`,
    component: lazyPage(() => import('../../views/portal/records/reports'), 'ReportsPage'),
    loader: lazyLoader(loaders, 'reportsLoader'),
  },
  {
    path: 'notifications-list',
    title: msg`Pranešimai`,
    component: lazyPage(
      () => import('../../views/portal/records/notifications-list'),
      'NotificationsListPage',
    ),
    loader: lazyLoader(loaders, 'notificationsLoader'),
  },
  {
    path: 'documents-list',
    title: msg`Dokumentai`,
    component: lazyPage(() => import('../../views/portal/records/documents-list'), 'DocumentsListPage'),
    validateSearch: validateDocumentSearch,
    loader: lazyLoader(loaders, 'documentsLoader'),
  },
  {
    path: 'e-invoices',
    title: msg`E. sąskaitos`,
    component: lazyPage(() => import('../../views/portal/records/e-invoices'), 'EInvoicesPage'),
    loader: lazyLoader(loaders, 'eInvoicesLoader'),
  },
  {
    path: 'e-invoices/invoices',
    title: msg`E. sąskaitos`,
    component: lazyPage(() => import('../../views/portal/records/e-invoices'), 'InvoicesPage'),
    loader: lazyLoader(loaders, 'invoicesLoader'),
  },
  {
    path: 'e-invoices/invoices-agreements',
    title: msg`E. sąskaitų sutikimai`,
    component: lazyPage(() => import('../../views/portal/records/e-invoices'), 'InvoiceAgreementsPage'),
    loader: lazyLoader(loaders, 'invoiceAgreementsLoader'),
  },
];

import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { validateDocumentSearch } from './document-search';
import { validateTransactionSearch } from './transaction-search';
import { lazyModule, lazyPage } from '../../app/routes/lazy-page';
import { dataScreen, portalRoute } from '../../app/routes/portal-route';

const loaders = lazyModule(() => import('./records-loaders'));

/**
 * Transactions, reports, notifications, documents and e-invoices. Each screen reads its
 * loader's data with `getRouteApi('/portal/…').useLoaderData()`, typed from here; a filter in the URL is
 * the loader's dependency, so a new filter loads (and caches) its own answer.
 */
export const accountTransactionsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/account-transactions',
  staticData: { title: msg`Sąskaitos operacijos` },
  validateSearch: validateTransactionSearch,
  // Validated again: the router keeps a raw value (`to=bad`) next to the validated ones it dropped.
  loaderDeps: ({ search }) => validateTransactionSearch(search),
  loader: ({ context, deps }) => loaders().then((m) => m.transactionsLoader(context, deps)),
  ...dataScreen,
  component: lazyPage(() => import('./account-transactions'), 'AccountTransactionsPage'),
});

export const reportsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/reports',
  staticData: { title: msg`Ataskaitos` },
  loader: ({ context }) => loaders().then((m) => m.reportsLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('./reports'), 'ReportsPage'),
});

export const notificationsListRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/notifications-list',
  staticData: { title: msg`Pranešimai` },
  loader: ({ context }) => loaders().then((m) => m.notificationsLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('./notifications-list'), 'NotificationsListPage'),
});

export const documentsListRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/documents-list',
  staticData: { title: msg`Dokumentai` },
  validateSearch: validateDocumentSearch,
  loaderDeps: ({ search }) => validateDocumentSearch(search),
  loader: ({ context, deps }) => loaders().then((m) => m.documentsLoader(context, deps)),
  ...dataScreen,
  component: lazyPage(() => import('./documents-list'), 'DocumentsListPage'),
});

export const eInvoicesRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/e-invoices',
  staticData: { title: msg`E. sąskaitos` },
  loader: ({ context }) => loaders().then((m) => m.eInvoicesLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('../e-invoices/e-invoices'), 'EInvoicesPage'),
});

export const invoicesRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/e-invoices/invoices',
  staticData: { title: msg`E. sąskaitos` },
  loader: ({ context }) => loaders().then((m) => m.invoicesLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('../e-invoices/e-invoices'), 'InvoicesPage'),
});

export const invoiceAgreementsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/e-invoices/invoices-agreements',
  staticData: { title: msg`E. sąskaitų sutikimai` },
  loader: ({ context }) => loaders().then((m) => m.invoiceAgreementsLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('../e-invoices/e-invoices'), 'InvoiceAgreementsPage'),
});

export const recordsRoutes = [
  accountTransactionsRoute,
  reportsRoute,
  notificationsListRoute,
  documentsListRoute,
  eInvoicesRoute,
  invoicesRoute,
  invoiceAgreementsRoute,
] as const;

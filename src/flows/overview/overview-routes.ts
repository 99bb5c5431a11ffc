import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyModule, lazyPage } from '../../app/routes/lazy-page';
import { lazyTextPage } from '../../app/routes/pages-catalog';
import { dataScreen, portalRoute } from '../../app/routes/portal-route';

const loaders = lazyModule(() => import('./overview-loaders'));

/**
 * Dashboard, contracts, how to pay, terms, investment funds and accumulation performance.
 * Each screen reads its loader's data with `getRouteApi('/portal/…').useLoaderData()`, typed from here.
 */
export const dashboardRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/dashboard',
  staticData: { title: msg`Pradžia` },
  loader: ({ context }) => loaders().then((m) => m.dashboardLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('./dashboard'), 'DashboardPage'),
});

/** The spec's address (§2) … */
export const contractsOverviewRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/contractsoverview',
  staticData: { title: msg`Sutarčių apžvalga` },
  loader: ({ context }) => loaders().then((m) => m.contractsOverviewLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('./contracts-overview'), 'ContractsOverviewPage'),
});

/** … and its hyphenated alias show the same screen. */
export const contractsOverviewAliasRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/contracts-overview',
  staticData: { title: msg`Sutarčių apžvalga` },
  loader: ({ context }) => loaders().then((m) => m.contractsOverviewLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('./contracts-overview'), 'ContractsOverviewAliasPage'),
});

export const investmentFundsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/investment-funds',
  staticData: { title: msg`Investiciniai fondai` },
  loader: ({ context }) => loaders().then((m) => m.investmentFundsLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('./investment-funds'), 'InvestmentFundsPage'),
});

export const accumulationPerformanceRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/accumulation-performance',
  staticData: { title: msg`Kaupimo rezultatai` },
  loader: ({ context }) => loaders().then((m) => m.performanceLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('./accumulation-performance'), 'AccumulationPerformancePage'),
});

export const howToPayRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/how-to-pay',
  staticData: { title: msg`Kaip mokėti įmokas` },
  loader: ({ context }) => loaders().then((m) => m.howToPayLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('./how-to-pay'), 'HowToPayPage'),
});

export const portalTermsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/terms-and-conditions',
  staticData: { title: msg`Naudojimosi sąlygos` },
  component: lazyTextPage(() => import('./portal-terms'), 'PortalTermsPage'),
});

export const overviewRoutes = [
  dashboardRoute,
  contractsOverviewRoute,
  contractsOverviewAliasRoute,
  investmentFundsRoute,
  accumulationPerformanceRoute,
  howToPayRoute,
  portalTermsRoute,
] as const;

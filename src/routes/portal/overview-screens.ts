import { msg } from '@lingui/core/macro';
import { lazyPage } from '../lazy-page';
import { lazyLoader, type PortalScreen } from './portal-screen';

const loaders = () => import('./overview-loaders');

const ContractsOverviewPage = lazyPage(
  () => import('../../views/portal/overview/contracts-overview'),
  'ContractsOverviewPage',
);

/** Dashboard, contracts, how to pay, terms, investment funds and accumulation performance (issue 5). */
export const overviewScreens: PortalScreen[] = [
  {
    path: 'dashboard',
    title: msg`Pradžia`,
    component: lazyPage(() => import('../../views/portal/overview/dashboard'), 'DashboardPage'),
    loader: lazyLoader(loaders, 'dashboardLoader'),
  },
  {
    path: 'contractsoverview',
    title: msg`Sutarčių apžvalga`,
    component: ContractsOverviewPage,
    loader: lazyLoader(loaders, 'contractsOverviewLoader'),
  },
  {
    path: 'contracts-overview',
    title: msg`Sutarčių apžvalga`,
    component: ContractsOverviewPage,
    loader: lazyLoader(loaders, 'contractsOverviewLoader'),
  },
  {
    path: 'investment-funds',
    title: msg`Investiciniai fondai`,
    component: lazyPage(() => import('../../views/portal/overview/investment-funds'), 'InvestmentFundsPage'),
    loader: lazyLoader(loaders, 'investmentFundsLoader'),
  },
  {
    path: 'accumulation-performance',
    title: msg`Kaupimo rezultatai`,
    component: lazyPage(
      () => import('../../views/portal/overview/accumulation-performance'),
      'AccumulationPerformancePage',
    ),
    loader: lazyLoader(loaders, 'performanceLoader'),
  },
  {
    path: 'how-to-pay',
    title: msg`Kaip mokėti įmokas`,
    component: lazyPage(() => import('../../views/portal/overview/how-to-pay'), 'HowToPayPage'),
    loader: lazyLoader(loaders, 'howToPayLoader'),
  },
  {
    path: 'terms-and-conditions',
    title: msg`Naudojimosi sąlygos`,
    component: lazyPage(() => import('../../views/portal/overview/portal-terms'), 'PortalTermsPage'),
  },
];

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../app/routes/lazy-page';
import { portalRoute } from '../../app/routes/portal-route';

/**
 * §2 Fund change: /portal/fund-change is the wizard's layout. The wizard actor lives in its
 * component, so moving between the step URLs below keeps it; the step shown follows the machine and the
 * URL follows the step (src/kits/wizard/use-wizard-url.ts). `?contract=` names the contract
 * (the contracts overview's "change fund" link).
 */
export const fundChangeRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/fund-change',
  staticData: { title: msg`Fondo keitimas` },
  validateSearch: (search: Record<string, unknown>): { contract?: string | undefined } => ({
    contract:
      typeof search.contract === 'string' && /^[0-9A-Za-z-]{1,50}$/.test(search.contract)
        ? search.contract
        : undefined,
  }),
  component: lazyPage(() => import('./fund-change-page'), 'FundChangePage'),
});

const step = <const TPath extends string>(path: TPath, title: MessageDescriptor) =>
  createRoute({ getParentRoute: () => fundChangeRoute, path, staticData: { title } });

const fundChangeSteps = [
  step('/', msg`Fondo keitimas`),
  step('/start', msg`Fondo keitimas`),
  step('/aml-process', msg`Kliento anketa`),
  step('/aml-identification', msg`Asmens tapatybės dokumentas`),
  step('/aml-income', msg`Pajamų šaltiniai`),
  step('/aml-preview', msg`Anketos peržiūra`),
  step('/aml-validating', msg`Anketa tikrinama`),
  step('/client-data', msg`Kliento duomenys`),
  step('/preview', msg`Fondo keitimo peržiūra`),
  step('/create-invoice', msg`E. sąskaitos sutikimas`),
  step('/success', msg`Fondo keitimo prašymas pateiktas`),
  step('/minor', msg`Fondą keisti gali tik pilnamečiai`),
  step('/aml-required', msg`Reikia užpildyti kliento anketą`),
  step('/no-contract', msg`Nėra sutarties, kurios fondą galima keisti`),
];

export const fundChangeRoutes = [fundChangeRoute.addChildren(fundChangeSteps)] as const;

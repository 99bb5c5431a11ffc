import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { createRoute, redirect } from '@tanstack/react-router';
import { lazyPage } from '../../app/routes/lazy-page';
import { portalRoute } from '../../app/routes/portal-route';

/**
 * §2 Onboarding: /portal/onboarding is the layout of both wizards (pillar II and III). The wizard actor lives
 * in its component, so moving between the step URLs below keeps it; the step shown follows the machine
 * and the URL follows the step (src/kits/wizard/use-wizard-url.ts).
 */
export const onboardingRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/onboarding',
  staticData: { title: msg`Pensijų kaupimo sutartis` },
  component: lazyPage(() => import('./onboarding-page'), 'OnboardingPage'),
});

const step = <const TPath extends string>(path: TPath, title: MessageDescriptor) =>
  createRoute({ getParentRoute: () => onboardingRoute, path, staticData: { title } });

const onboardingSteps = [
  step('/', msg`Pensijų kaupimo sutartis`),
  step('/already-onboarded', msg`Jūs jau kaupiate II pakopoje`),
  step('/choose-second-pillar-fund', msg`II pakopos fondo pasirinkimas`),
  step('/payments-stopped', msg`Įmokos sustabdytos`),
  step('/client-data', msg`Kliento duomenys`),
  step('/sign-agreement', msg`Sutarties pasirašymas`),
  step('/success-second-pillar', msg`II pakopos sutartis pasirašyta`),
  step('/minor', msg`Sutartis tik pilnamečiams`),
  step('/phone-required', msg`Reikia telefono numerio`),
  step('/aml-required', msg`Reikia užpildyti kliento anketą`),
  // Pillar III (the same layout; the page picks the wizard by the step URL).
  step('/choose-third-pillar-fund', msg`III pakopos fondo pasirinkimas`),
  step('/aml-process', msg`Kliento anketa`),
  step('/aml-identification', msg`Asmens tapatybės dokumentas`),
  step('/aml-income', msg`Pajamų šaltiniai`),
  step('/aml-preview', msg`Anketos peržiūra`),
  step('/aml-validating', msg`Anketa tikrinama`),
  step('/payments-into-fund', msg`Įmokos į fondą`),
  step('/success-third-pillar', msg`III pakopos sutartis pasirašyta`),
  step('/third-pillar-exists', msg`Jūs jau kaupiate III pakopoje`),
];

/** /portal/onboarding-start: the start of joining, the wizard's first step. */
export const onboardingStartRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/onboarding-start',
  beforeLoad: () => {
    throw redirect({ to: '/portal/onboarding/choose-second-pillar-fund', replace: true });
  },
});

export const onboardingRoutes = [onboardingRoute.addChildren(onboardingSteps), onboardingStartRoute] as const;

import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyPage } from '../../app/routes/lazy-page';
import { portalRoute } from '../../app/routes/portal-route';

/**
 * Issue 13b: the applications forms (§2 Applications screens vacation, termination, max-accumulations)
 * and the limit increase (§5, §9; legacy /imoku-limitas leads here after login). Each page runs its flow
 * and shows signing, the result and the applications' error page in place.
 */
const page = (name: 'VacationPage' | 'TerminationPage' | 'MaxAccumulationPage' | 'LimitIncreasePage') =>
  lazyPage(() => import('./application-form-pages'), name);

export const vacationRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/applications/vacation',
  staticData: { title: msg`Įmokų atostogos` },
  component: page('VacationPage'),
});

export const terminationRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/applications/termination',
  staticData: { title: msg`Sutarties nutraukimas` },
  component: page('TerminationPage'),
});

export const maxAccumulationRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/applications/max-accumulations',
  staticData: { title: msg`Maksimalus kaupimas` },
  component: page('MaxAccumulationPage'),
});

export const limitIncreaseRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/limit-increase',
  staticData: { title: msg`Įmokų limito didinimas` },
  component: page('LimitIncreasePage'),
});

export const applicationFormRoutes = [
  vacationRoute,
  terminationRoute,
  maxAccumulationRoute,
  limitIncreaseRoute,
] as const;

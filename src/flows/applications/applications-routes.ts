import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { createRoute, redirect } from '@tanstack/react-router';
import { lazyModule, lazyPage } from '../../app/routes/lazy-page';
import { dataScreen, portalRoute } from '../../app/routes/portal-route';

const loaders = lazyModule(() => import('./applications-loaders'));

/**
 * §2 Applications: /portal/applications is a layout route that owns the running
 * application's flow actor, so moving between its step URLs (second-pillar → sign-applications →
 * success, or error-500-applications and back) keeps what was entered. `main` lists the applications and
 * what each contract allows now.
 */
export const applicationsRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/applications',
  staticData: { title: msg`Prašymai` },
  component: lazyPage(() => import('./applications-layout'), 'ApplicationsLayout'),
});

const applicationsIndexRoute = createRoute({
  getParentRoute: () => applicationsRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/portal/applications/main', replace: true });
  },
});

export const applicationsMainRoute = createRoute({
  getParentRoute: () => applicationsRoute,
  path: '/main',
  staticData: { title: msg`Prašymai` },
  loader: ({ context }) => loaders().then((m) => m.applicationsLoader(context)),
  ...dataScreen,
  component: lazyPage(() => import('./applications-main'), 'ApplicationsMainPage'),
});

/** A step of a flow: no component of its own, the layout renders the flow. */
const step = <const TPath extends string>(path: TPath, title: MessageDescriptor) =>
  createRoute({ getParentRoute: () => applicationsRoute, path, staticData: { title } });

const applicationSteps = [
  applicationsIndexRoute,
  applicationsMainRoute,
  step('/second-pillar', msg`II pakopos prašymai`),
  step('/third-pillar', msg`III pakopos prašymai`),
  step('/sign-applications', msg`Prašymo pasirašymas`),
  step('/success', msg`Prašymas pateiktas`),
  step('/error-500-applications', msg`Prašymo pateikti nepavyko`),
];

export const applicationsRoutes = [applicationsRoute.addChildren(applicationSteps)] as const;

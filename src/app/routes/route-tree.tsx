import { createRoute, redirect, type AnyRoute, type AnyRouter } from '@tanstack/react-router';
import { lazyPage } from './lazy-page';
import { portalPages, type PortalPage } from './portal-pages';
import { accountRoutes } from '../../flows/account/account-routes';
import { amlRoutes } from '../../flows/aml/aml-routes';
import { applicationFormRoutes } from '../../flows/applications/application-forms-routes';
import { applicationsRoutes } from '../../flows/applications/applications-routes';
import { overviewRoutes } from '../../flows/overview/overview-routes';
import { portalRoute } from './portal-route';
import { recordsRoutes } from '../../flows/records/records-routes';
import { onboardingRoutes } from '../../flows/onboarding/onboarding-routes';
import { fundChangeRoutes } from '../../flows/fund-change/fund-change-routes';
import { settingsRoutes } from '../../flows/settings/settings-routes';
import { uploadRoutes } from '../../flows/upload/upload-routes';

/**
 * THE route table, part two: every URL of the authorized area, assembled from the portal's route modules
 * (src/flows/*-routes.ts), spec §2. The public URLs and the /portal route itself are in
 * src/app/routes/public-route-tree.tsx. This module is loaded by the /portal route on first entry
 * (`loadPortalRoutes`, src/app/router.ts), so the login page's JavaScript carries no portal code.
 * A new portal screen: its route module, added to `portalScreenRoutes` with one line.
 */

// ---- Authorized area (src/flows/) --------------------------------------------------
const portalIndexRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/portal/dashboard', replace: true });
  },
});
const legacyAmlRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/aml-update',
  beforeLoad: () => {
    throw redirect({ to: '/portal/aml', replace: true });
  },
});
const BeingPrepared = lazyPage(() => import('../shell/being-prepared'), 'BeingPreparedPage');
const portalScreenRoutes = [
  ...accountRoutes,
  ...overviewRoutes,
  ...recordsRoutes,
  ...uploadRoutes,
  ...onboardingRoutes,
  ...settingsRoutes,
  ...amlRoutes,
  ...fundChangeRoutes,
  ...applicationFormRoutes,
  ...applicationsRoutes,
];
/** Paths below /portal/ that have a screen; the rest of portal-pages.ts shows "being prepared". */
type BuiltPath = (typeof portalScreenRoutes)[number]['path'] extends infer P
  ? P extends `/${infer Path}`
    ? Path
    : never
  : never;
type NotBuiltPage = Exclude<(typeof portalPages)[number], PortalPage<BuiltPath>>;
/** The paths of routes and of their children (a wizard's layout route and its step routes). */
function builtPathsOf(routes: readonly AnyRoute[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const path0 = 'path' in route.options ? (route.options as { path: unknown }).path : undefined;
    const own = typeof path0 === 'string' ? path0.replace(/^\/|\/$/g, '') : '';
    const path = [prefix, own].filter(Boolean).join('/');
    const children: unknown = route.children;
    const list = Array.isArray(children) ? children : Object.values(children ?? {});
    return [path, ...builtPathsOf(list as AnyRoute[], path)];
  });
}
const builtPaths = new Set<string>(builtPathsOf(portalScreenRoutes));
// The guard also tells TypeScript that a built path has one route only, so its loader data is typed.
const isNotBuilt = (p: (typeof portalPages)[number]): p is NotBuiltPage => !builtPaths.has(p.path);
const portalPageRoutes = portalPages.filter(isNotBuilt).map((p) =>
  createRoute({
    getParentRoute: () => portalRoute,
    path: `/${p.path}`,
    staticData: { title: p.title },
    component: BeingPrepared,
  }),
);
const portalNotFoundRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/error-404', replace: true });
  },
});

/** The /portal route with every screen of the authorized area (the type of the full route table). */
function portalRouteWithScreens() {
  return portalRoute.addChildren([
    portalIndexRoute,
    legacyAmlRoute,
    ...portalScreenRoutes,
    ...portalPageRoutes,
    portalNotFoundRoute,
  ]);
}
export type PortalRouteTree = ReturnType<typeof portalRouteWithScreens>;

/** Adds the authorized area's routes below /portal and lets the router match them from now on. */
export function installPortalRoutes(router: AnyRouter): void {
  portalRouteWithScreens();
  router.setRoutes(router.buildRouteTree());
}

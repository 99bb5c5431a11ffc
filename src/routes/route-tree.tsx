import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import { cacheKey } from '../api/cache-key';
import { browserLocalStorage } from '../browser/storage';
import { preferredLoginPath } from '../domain/login-method';
import { safeReturnUrl } from '../domain/return-url';
import { DataRouteError } from '../views/errors/data-route-error';
import { PendingPage } from '../views/shell/pending-page';
import { lazyPage } from './lazy-page';
import { checkResetLink } from './loaders';
import { portalPages, type PortalPage } from './portal-pages';
import { accountRoutes } from './portal/account-routes';
import { amlRoutes } from './portal/aml-routes';
import { applicationFormRoutes } from './portal/application-forms-routes';
import { applicationsRoutes } from './portal/applications-routes';
import { overviewRoutes } from './portal/overview-routes';
import { portalRoute } from './portal/portal-route';
import { recordsRoutes } from './portal/records-routes';
import { onboardingRoutes } from './portal/onboarding-routes';
import { fundChangeRoutes } from './portal/fund-change-routes';
import { settingsRoutes } from './portal/settings-routes';
import { uploadRoutes } from './portal/upload-routes';
import { rootRoute } from './root-route';
import type { RouterContext } from './router-context';

/**
 * THE route table: every URL of the portal is declared in this file or in the portal's route modules
 * it assembles (src/routes/portal/*-routes.ts), spec §2. Screens are code-split; the login route loads
 * only the shell and the login chunk.
 */

/** Search params are validated by hand: the login route's initial bundle must stay free of zod. */
const optionalString =
  (max: number) =>
  (value: unknown): string | undefined =>
    typeof value === 'string' && value.length <= max ? value : undefined;
const returnSearch = (search: Record<string, unknown>): { returnUrl?: string | undefined } => ({
  returnUrl: optionalString(2000)(search.returnUrl),
});
const hashSearch = (search: Record<string, unknown>): { hash?: string | undefined } => ({
  hash: optionalString(200)(search.hash),
});

function page<TParent extends AnyRoute, const TPath extends string>(
  path: TPath,
  title: MessageDescriptor,
  component: ReturnType<typeof lazyPage>,
  parent: TParent,
) {
  return createRoute({ getParentRoute: () => parent, path, staticData: { title }, component });
}

const to = <const TPath extends string>(path: TPath, target: string) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to: target, replace: true });
    },
  });

/** Guard for pages that only make sense before login (login, registration, password reset). */
function onlyUnauthorized({ context, search }: { context: RouterContext; search: unknown }) {
  if (context.session.isAuthorized()) {
    const target = safeReturnUrl(returnSearch(search as Record<string, unknown>).returnUrl) ?? '/portal';
    throw redirect({ href: target, replace: true });
  }
}

// ---- Public entry points -------------------------------------------------------------------
const indexRoute = to('/', '/login');
const legacyLoginRoute = to('/prisijungimas', '/login');

const LoginLayout = lazyPage(() => import('../views/login/login-layout'), 'LoginLayout');

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: returnSearch,
  beforeLoad: onlyUnauthorized,
  staticData: { title: msg`Prisijungimas` },
  component: LoginLayout,
});
const loginIndexRoute = createRoute({
  getParentRoute: () => loginRoute,
  path: '/',
  beforeLoad: ({ search }) => {
    throw redirect({ to: preferredLoginPath(browserLocalStorage()), search, replace: true });
  },
});
const loginPasswordLegacyRoute = createRoute({
  getParentRoute: () => loginRoute,
  path: '/password',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/login/smart-id', search, replace: true });
  },
});
const loginSmartIdRoute = page(
  '/smart-id',
  msg`Prisijungimas su Smart-ID`,
  lazyPage(() => import('../views/login/eid-login'), 'SmartIdLogin'),
  loginRoute,
);
const loginMobileIdRoute = page(
  '/mobile-id',
  msg`Prisijungimas su Mobile-ID`,
  lazyPage(() => import('../views/login/eid-login'), 'MobileIdLogin'),
  loginRoute,
);
const loginEmailRoute = page(
  '/email',
  msg`Prisijungimas su slaptažodžiu`,
  lazyPage(() => import('../views/login/password-login'), 'PasswordLogin'),
  loginRoute,
);
const loginRemindRoute = page(
  '/remind-password',
  msg`Slaptažodžio priminimas`,
  lazyPage(() => import('../views/login/remind-password'), 'RemindPassword'),
  loginRoute,
);
const loginRemindSuccessRoute = page(
  '/remind-password/success',
  msg`Priminimas išsiųstas`,
  lazyPage(() => import('../views/login/remind-password-success'), 'RemindPasswordSuccess'),
  loginRoute,
);
const loginSbRoute = page(
  '/sb/$token',
  msg`Prisijungimas per banką`,
  lazyPage(() => import('../views/login/bank-handover'), 'BankHandover'),
  loginRoute,
);
const loginNotFoundRoute = createRoute({
  getParentRoute: () => loginRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/error-404', replace: true });
  },
});

// ---- Registration --------------------------------------------------------------------------
const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/register',
  beforeLoad: async (options) => {
    onlyUnauthorized(options);
    await options.context.loadRegisterFlow?.();
  },
  staticData: { title: msg`Registracija` },
  component: lazyPage(() => import('../views/register/register-layout'), 'RegisterLayout'),
});
const registerIndexRoute = page(
  '/',
  msg`Registracija`,
  lazyPage(() => import('../views/register/register-choose'), 'RegisterChoose'),
  registerRoute,
);
const registerSmartIdRoute = page(
  '/smart-id',
  msg`Registracija su Smart-ID`,
  lazyPage(() => import('../views/register/register-eid'), 'RegisterSmartId'),
  registerRoute,
);
const registerMobileIdRoute = page(
  '/mobile-id',
  msg`Registracija su Mobile-ID`,
  lazyPage(() => import('../views/register/register-eid'), 'RegisterMobileId'),
  registerRoute,
);
const registerSuccessRoute = page(
  '/success',
  msg`Registracija baigta`,
  lazyPage(() => import('../views/register/register-success'), 'RegisterSuccess'),
  registerRoute,
);
/** Lithuanian register link: #smartid and #mparasas choose the method (§2). */
const registracijaRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registracija',
  beforeLoad: ({ location }) => {
    const hash = location.hash.replace(/^#/, '').toLowerCase();
    const target =
      hash === 'smartid' ? '/register/smart-id' : hash === 'mparasas' ? '/register/mobile-id' : '/register';
    throw redirect({ to: target, replace: true });
  },
});

// ---- Password reset (unauthorized only) ----------------------------------------------------
/** The reset form checks its link first (ValidateChangePasswordToken): Pending, then the form or "expired". */
const resetLinkRoute = {
  validateSearch: hashSearch,
  beforeLoad: onlyUnauthorized,
  loaderDeps: ({ search }: { search: { hash?: string | undefined } }) => ({ hash: search.hash }),
  loader: ({ context, deps }: { context: RouterContext; deps: { hash?: string | undefined } }) =>
    context.data.ensure(
      cacheKey('Authentication.ValidateChangePasswordToken', { hash: deps.hash ?? '' }),
      (signal) => checkResetLink(context.services, deps.hash, signal),
    ),
  pendingComponent: PendingPage,
  errorComponent: DataRouteError,
  staticData: { title: msg`Naujo slaptažodžio kūrimas` },
} as const;
const passwordResetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/password-reset',
  ...resetLinkRoute,
  component: lazyPage(() => import('../views/password/password-reset'), 'PasswordResetPage'),
});
const passwordResetSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/password-reset-success',
  beforeLoad: onlyUnauthorized,
  staticData: { title: msg`Slaptažodis pakeistas` },
  component: lazyPage(() => import('../views/password/password-reset-success'), 'PasswordResetSuccess'),
});
const passwordResetAfterReminderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/slaptazodzio-keitimas-po-priminimo',
  ...resetLinkRoute,
  component: lazyPage(() => import('../views/password/password-reset'), 'PasswordResetAfterReminderPage'),
});

// ---- Other public pages --------------------------------------------------------------------
const termsRoute = page(
  '/terms-and-conditions',
  msg`Naudojimosi sąlygos`,
  lazyPage(() => import('../views/public/terms'), 'TermsPage'),
  rootRoute,
);
const ExternalGdprPage = lazyPage(() => import('../views/public/external-consent'), 'ExternalGdprPage');
const externalGdprRoute = page(
  '/external-gdpr-modification',
  msg`Sutikimas dėl duomenų tvarkymo`,
  ExternalGdprPage,
  rootRoute,
);
const legacyGdprRoute = page(
  '/patvirtinimas',
  msg`Sutikimas dėl duomenų tvarkymo`,
  ExternalGdprPage,
  rootRoute,
);
const externalAdvertisingRoute = page(
  '/external-advertising-send-mode-modification',
  msg`Pranešimų gavimo būdas`,
  lazyPage(() => import('../views/public/external-consent'), 'ExternalAdvertisingPage'),
  rootRoute,
);
const legacyNotificationsRoute = to('/pranesimu-nustatymai', '/portal/notifications-options');
/** Legacy /imoku-limitas (§2): the rules for anyone; after login it leads into the limit increase (13b). */
const limitRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/imoku-limitas',
  staticData: { title: msg`Įmokų limito didinimas` },
  beforeLoad: ({ context }) => {
    if (context.session.isAuthorized()) throw redirect({ to: '/portal/limit-increase', replace: true });
  },
  component: lazyPage(() => import('../views/public/limit-increase'), 'LimitIncreasePage'),
});
const exitRoute = page(
  '/isejimas-is-bendroves',
  msg`Atsisakymas tapti klientu`,
  lazyPage(() => import('../views/public/potential-customer-exit'), 'PotentialCustomerExitPage'),
  rootRoute,
);

// ---- Error pages ---------------------------------------------------------------------------
const error500Route = createRoute({
  getParentRoute: () => rootRoute,
  path: '/error-500',
  validateSearch: (search: Record<string, unknown>): { code?: string | undefined } => ({
    code: optionalString(64)(search.code),
  }),
  staticData: { title: msg`Įvyko klaida` },
  component: lazyPage(() => import('../views/errors/error-pages'), 'Error500Page'),
});
const error404Route = page(
  '/error-404',
  msg`Puslapis nerastas`,
  lazyPage(() => import('../views/errors/error-pages'), 'NotFoundPage'),
  rootRoute,
);
const errorSbRoute = page(
  '/error-sb',
  msg`Prisijungti per banką nepavyko`,
  lazyPage(() => import('../views/errors/error-pages'), 'ErrorSbPage'),
  rootRoute,
);
const errorTimeoutRoute = page(
  '/error-timeout',
  msg`Sistema šiuo metu užimta`,
  lazyPage(() => import('../views/errors/error-pages'), 'ErrorTimeoutPage'),
  rootRoute,
);

// ---- Authorized area (src/routes/portal/) --------------------------------------------------
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
const BeingPrepared = lazyPage(() => import('../views/portal/being-prepared'), 'BeingPreparedPage');
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

export const routeTree = rootRoute.addChildren([
  indexRoute,
  legacyLoginRoute,
  loginRoute.addChildren([
    loginIndexRoute,
    loginPasswordLegacyRoute,
    loginSmartIdRoute,
    loginMobileIdRoute,
    loginEmailRoute,
    loginRemindRoute,
    loginRemindSuccessRoute,
    loginSbRoute,
    loginNotFoundRoute,
  ]),
  registerRoute.addChildren([
    registerIndexRoute,
    registerSmartIdRoute,
    registerMobileIdRoute,
    registerSuccessRoute,
  ]),
  registracijaRoute,
  passwordResetRoute,
  passwordResetSuccessRoute,
  passwordResetAfterReminderRoute,
  termsRoute,
  externalGdprRoute,
  legacyGdprRoute,
  externalAdvertisingRoute,
  legacyNotificationsRoute,
  limitRoute,
  exitRoute,
  error500Route,
  error404Route,
  errorSbRoute,
  errorTimeoutRoute,
  portalRoute.addChildren([
    portalIndexRoute,
    legacyAmlRoute,
    ...portalScreenRoutes,
    ...portalPageRoutes,
    portalNotFoundRoute,
  ]),
]);

import { msg } from '@lingui/core/macro';
import { createRoute } from '@tanstack/react-router';
import { lazyModule, lazyPage } from '../../app/routes/lazy-page';
import { dataScreen, portalRoute } from '../../app/routes/portal-route';

const loaders = lazyModule(() => import('../../app/routes/load'));

/**
 * The customer's own account: password change, or a first password for a customer who logs in
 * only with Smart-ID / Mobile-ID: the loader reads GetContactInformation's `hasPassword`.
 */
export const passwordChangeRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/password-change',
  staticData: { title: msg`Slaptažodžio keitimas` },
  loader: ({ context }) => loaders().then((m) => m.load(context, 'Users.GetContactInformation')),
  ...dataScreen,
  component: lazyPage(() => import('./password-change'), 'PasswordChangePage'),
});

export const passwordChangeSuccessRoute = createRoute({
  getParentRoute: () => portalRoute,
  path: '/password-change/success',
  staticData: { title: msg`Slaptažodis pakeistas` },
  /** `created=true` after a first password was created. */
  validateSearch: (search: Record<string, unknown>): { created?: boolean | undefined } => ({
    created: search.created === true || search.created === 'true' ? true : undefined,
  }),
  component: lazyPage(() => import('./password-change'), 'PasswordChangeSuccessPage'),
});

export const accountRoutes = [passwordChangeRoute, passwordChangeSuccessRoute] as const;

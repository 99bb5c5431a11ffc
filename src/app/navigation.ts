import type { AnyRouter } from '@tanstack/react-router';
import type { AnyEventObject } from 'xstate';
import type { FormEmitted } from '../../machines/forms/form.machine';
import { portalErrorOf } from '../api/portal-error-of';
import { browserLocalStorage } from '../browser/storage';
import { rememberLoginMethod } from '../domain/login-method';
import type { AuthActorRef } from './auth-context';
import type { FlowName } from './flows';
import { safeReturnUrl } from '../domain/return-url';

/**
 * Where the app goes next, decided in this one place from the machines' emitted events:
 *
 * - the session: `session.tokens` after a login on a login or register page → the return URL or the
 *   dashboard (and the login method is remembered); `session.ended` → /login; `login.failed` of the bank
 *   handover → /error-sb; `user_not_onboarded` → the no-contract page and `minor_not_allowed` → the
 *   customer-centre page (/error-500?code=…); leaving the page of a running eID login cancels it;
 * - the screens' flows (reported by src/app/flow-context.tsx): `form.submitted` of a flow listed in
 *   AFTER_FLOW → its next page; `form.failed` whose error carries a §8 redirect (a write's unsuppressed
 *   5xx → /error-500, a deadlock/timeout message → /error-timeout) → that page.
 *
 * Reads never redirect: their loaders suppress 5xx and show the load-failure screen with a retry.
 */

/** A target by path (and search) or by href; paths are the app's own, checked by the e2e journeys. */
type Navigate =
  { to: string; search?: Record<string, string>; replace?: boolean } | { href: string; replace?: boolean };

/** The page after a flow ended well, by flow name (flows not listed stay on their screen). */
const AFTER_FLOW: Partial<Record<FlowName, (output: unknown) => Navigate>> = {
  remindPassword: () => ({ to: '/login/remind-password/success' }),
  eidRegister: () => ({ to: '/register/success' }),
  passwordReset: () => ({ to: '/password-reset-success' }),
  passwordChange: (output) => ({
    to: '/portal/password-change/success',
    // A first password says "created", not "changed".
    ...((output as { created?: unknown } | null)?.created === true ? { search: { created: 'true' } } : {}),
    replace: true,
  }),
  contactsChange: () => ({ to: '/portal/user-information/contacts/success', replace: true }),
  transactionsFilter: (search) => ({
    to: '/portal/account-transactions',
    search: search as Record<string, string>,
  }),
  documentsFilter: (search) => ({ to: '/portal/documents-list', search: search as Record<string, string> }),
  documentUpload: (output) => ({
    to: '/portal/document-upload/success',
    search: { count: String((output as { documentIds?: unknown[] } | null)?.documentIds?.length ?? 0) },
    replace: true,
  }),
};

const LOGIN_METHOD = { smart_id: 'smart-id', mobile_id: 'mobile-id', password: 'password' } as const;

export interface Navigation {
  /** An event emitted by a screen's flow actor. */
  flowEvent(flow: FlowName, event: AnyEventObject): void;
  stop(): void;
}

export function connectNavigation(router: AnyRouter, auth: AuthActorRef): Navigation {
  // The route tree's typed search params cannot type a table of targets; the cast is checked by e2e.
  const go = (to: Navigate) => void router.navigate(to as Parameters<AnyRouter['navigate']>[0]);
  const pathname = () => router.state.location.pathname;

  const subscriptions = [
    auth.on('session.ended', () => go({ to: '/login', replace: true })),
    // Emitted after the snapshot is authorized, so the portal's guard lets the navigation through.
    // Token refreshes happen on portal pages and are not followed.
    auth.on('session.tokens', () => {
      const path = pathname();
      if (!(path.startsWith('/login') || path.startsWith('/register') || path === '/')) return;
      const provider = auth.getSnapshot().context.provider;
      if (provider && provider in LOGIN_METHOD) {
        rememberLoginMethod(LOGIN_METHOD[provider as keyof typeof LOGIN_METHOD], browserLocalStorage());
      }
      const search = router.state.location.search as { returnUrl?: unknown };
      go({ href: safeReturnUrl(search.returnUrl) ?? '/portal/dashboard', replace: true });
    }),
    auth.on('login.failed', ({ error }) => {
      // Only a login started on a login page leads elsewhere; a refresh failing in the portal ends the
      // session (session.ended → /login) instead.
      const path = pathname();
      if (!(path.startsWith('/login') || path.startsWith('/register') || path === '/')) return;
      if (error.code === 'user_not_onboarded' || error.code === 'minor_not_allowed') {
        // No contract: the register page; a minor (§1): the customer centre, never registration.
        go({ to: '/error-500', search: { code: error.code } });
        auth.send({ type: 'error.dismiss' });
      } else if (error.provider === 'sb') {
        go({ to: '/error-sb', replace: true });
      }
    }),
  ];
  // §4: leaving the bank error page resets the unauthorized state.
  const leftBankError = router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (fromLocation?.pathname === '/error-sb' && toLocation.pathname !== '/error-sb') {
      auth.send({ type: 'error.dismiss' });
    }
  });

  // Issue 10: leaving the page of a running Smart-ID / Mobile-ID login (another tab, any link) cancels it,
  // so it cannot log the person in behind their back.
  const leftEidLogin = router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
    if (fromLocation?.pathname === toLocation.pathname) return;
    const snapshot = auth.getSnapshot();
    if (snapshot.hasTag('eid') || snapshot.hasTag('device-link')) auth.send({ type: 'eid.cancel' });
  });

  return {
    flowEvent(flow, event) {
      const emitted = event as unknown as FormEmitted;
      if (emitted.type === 'form.submitted') {
        const next = AFTER_FLOW[flow];
        if (next) go(next(emitted.output));
      } else if (emitted.type === 'form.failed') {
        const redirect = portalErrorOf(emitted.error)?.redirect;
        if (redirect) go({ to: redirect });
      }
    },
    stop() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      leftBankError();
      leftEidLogin();
    },
  };
}

import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import { fromPromise, type AnyActorRef } from 'xstate';
import type { AuthActorRef } from '../../../src/app/auth-context';
import { AuthProvider } from '../../../src/app/auth-context';
import { DataCache } from '../../../src/app/data-cache';
import { FlowHostProvider } from '../../../src/app/flow-context';
import { createFlows } from '../../../src/app/flows';
import { connectNavigation } from '../../../src/app/navigation';
import type { PortalApi } from '../../../src/app/portal-api';
import type { PublicServices } from '../../../src/app/services';
import { i18n } from '../../../src/i18n/locale';
import { Error500Page } from '../../../src/app/errors/error-pages';
import { MobileIdLogin, SmartIdLogin } from '../../../src/flows/login/eid-login';
import { LoginLayout } from '../../../src/flows/login/login-layout';
import { PasswordLogin } from '../../../src/flows/login/password-login';
import { SessionEffects } from '../../../src/app/shell/session-effects';

/**
 * Test support for driving the login screens (ARCHITECTURE §4 "drive the same paths through the UI"):
 * controllable fakes for the session's I/O actors and the login screens rendered the way the app
 * renders them (SessionEffects + LoginLayout tabs + the screen), in a memory-history router.
 */

// ── controllable I/O actors ──────────────────────────────────────────────────────────────────────

export interface PendingCall {
  /** The invocation's input, to check what the screen sent. */
  readonly input: unknown;
  /** The invoking actor: a fake child talks to its parent through it (e.g. `eid.started`). */
  readonly parent: AnyActorRef | undefined;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * `fromPromise` actors whose promises the test settles: each invocation registers under its invoke id
 * (`self.id`), so a path step "xstate.done.actor.<id>" resolves exactly the running invocation.
 */
export class ControllableActors {
  private readonly pending = new Map<string, PendingCall>();
  /** Inputs of every invocation so far, by invoke id. */
  readonly calls = new Map<string, unknown[]>();

  logic<TOutput, TInput>() {
    return fromPromise<TOutput, TInput>(
      ({ input, self }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.pending.set(self.id, {
            input,
            parent: self._parent,
            resolve: (value) => resolve(value as TOutput),
            reject,
          });
          this.calls.set(self.id, [...(this.calls.get(self.id) ?? []), input]);
        }),
    );
  }

  isRunning(id: string): boolean {
    return this.pending.has(id);
  }

  peek(id: string): PendingCall {
    const call = this.pending.get(id);
    if (!call) throw new Error(`the actor '${id}' is not running (was it invoked?)`);
    return call;
  }

  /** Resolves (done) or rejects (error) the running invocation `id`. */
  settle(id: string, outcome: { done: true; output: unknown } | { done: false; error: unknown }): void {
    const call = this.peek(id);
    this.pending.delete(id);
    if (outcome.done) call.resolve(outcome.output);
    else call.reject(outcome.error);
  }
}

// ── rendering ────────────────────────────────────────────────────────────────────────────────────

/** The services the login screens never call on these paths; any call is a test failure. */
export const unusedServices: PublicServices = new Proxy({} as PublicServices, {
  get: (_, name) => () => Promise.reject(new Error(`unexpected service call: ${String(name)}`)),
});

/** The authorized API is not called on the login paths either. */
const unusedApi: PortalApi = {
  call: () => Promise.reject(new Error('unexpected API call')),
};

export const DASHBOARD_STUB_HEADING = 'Test: portal dashboard';

export function createLoginRouter(initialPath: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <SessionEffects />
        <Outlet />
      </>
    ),
  });
  const loginRoute = createRoute({ getParentRoute: () => rootRoute, path: '/login', component: LoginLayout });
  const smartId = createRoute({
    getParentRoute: () => loginRoute,
    path: '/smart-id',
    component: SmartIdLogin,
  });
  const mobileId = createRoute({
    getParentRoute: () => loginRoute,
    path: '/mobile-id',
    component: MobileIdLogin,
  });
  const email = createRoute({ getParentRoute: () => loginRoute, path: '/email', component: PasswordLogin });
  // Where the navigation sends a person after login; the portal itself is not under test here.
  const dashboard = createRoute({
    getParentRoute: () => rootRoute,
    path: '/portal/dashboard',
    component: () => <h1>{DASHBOARD_STUB_HEADING}</h1>,
  });
  const error500 = createRoute({
    getParentRoute: () => rootRoute,
    path: '/error-500',
    validateSearch: (search: Record<string, unknown>): { code?: string | undefined } => ({
      code: typeof search.code === 'string' ? search.code : undefined,
    }),
    component: Error500Page,
  });
  const routeTree = rootRoute.addChildren([
    loginRoute.addChildren([smartId, mobileId, email]),
    dashboard,
    error500,
  ]);
  return createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [initialPath] }) });
}

export type LoginRouter = ReturnType<typeof createLoginRouter>;

/**
 * Lets promises, React effects and router transitions finish. Timers are fake (time stands still);
 * `setImmediate` is not faked, so it marks "everything that was ready has run".
 */
export async function settle(rounds = 3): Promise<void> {
  await act(async () => {
    for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
  });
}

export async function renderLoginScreen(
  auth: AuthActorRef,
  initialPath: string,
): Promise<{ router: LoginRouter; view: RenderResult }> {
  const router = createLoginRouter(initialPath);
  // The composition of src/main.tsx: the real flows and the one navigation, over the test's session.
  const navigation = connectNavigation(router, auth);
  const flows = createFlows({
    auth,
    services: unusedServices,
    api: unusedApi,
    data: new DataCache(),
    reload: () => router.invalidate(),
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <AuthProvider actor={auth}>
        <FlowHostProvider host={{ flows, flowEvent: navigation.flowEvent }}>
          <RouterProvider router={router} />
        </FlowHostProvider>
      </AuthProvider>
    </I18nProvider>,
  );
  view.unmount = ((unmount) => () => {
    navigation.stop();
    unmount();
  })(view.unmount);
  await settle();
  return { router, view };
}

/**
 * jsdom has no `HTMLDialogElement.close` (nor `showModal`; the Modal falls back to the `open`
 * attribute for that one). Closing the smart_id_basic modal calls `dialog.close()`, so tests add the
 * minimal behaviour: drop `open` and fire `close`. Returns a function that removes the polyfill.
 */
export function polyfillDialogClose(): () => void {
  const proto = HTMLDialogElement.prototype as { close?: () => void };
  if (typeof proto.close === 'function') return () => {};
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  return () => {
    delete proto.close;
  };
}

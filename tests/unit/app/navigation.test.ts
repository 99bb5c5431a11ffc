import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { connectNavigation, type Navigation } from '../../../src/app/navigation';
import { signedOut } from '../../../stories/support/fakes';

/** Where the app goes after a flow: decided by src/app/navigation.ts from the flows' emitted events. */

function setUp(initialPath: string) {
  const root = createRootRoute();
  const paths = [
    '/',
    '/login',
    '/error-500',
    '/error-timeout',
    '/register/success',
    '/login/remind-password/success',
    '/portal/account-transactions',
  ];
  const router = createRouter({
    routeTree: root.addChildren(paths.map((path) => createRoute({ getParentRoute: () => root, path }))),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  });
  const auth = signedOut();
  const navigation = connectNavigation(router, auth);
  return { router, auth, navigation };
}

async function settledPath(router: ReturnType<typeof setUp>['router']): Promise<string> {
  await router.load();
  return router.state.location.pathname;
}

let current: Navigation | null = null;
afterEach(() => {
  current?.stop();
  current = null;
});

describe('navigation after a flow', () => {
  it('§8: a write failing with an unsuppressed 5xx goes to /error-500', async () => {
    const { router, navigation } = setUp('/');
    current = navigation;
    navigation.flowEvent('bannerDismiss', {
      type: 'form.failed',
      error: { portalError: { kind: 'server-error', status: 500, message: 'x', redirect: '/error-500' } },
    });
    expect(await settledPath(router)).toBe('/error-500');
  });

  it('§8: a deadlock or timeout message goes to /error-timeout', async () => {
    const { router, navigation } = setUp('/');
    current = navigation;
    navigation.flowEvent('notificationRead', {
      type: 'form.failed',
      error: {
        portalError: {
          kind: 'timeout-error',
          status: 500,
          message: 'deadlocked',
          redirect: '/error-timeout',
        },
      },
    });
    expect(await settledPath(router)).toBe('/error-timeout');
  });

  it('a failure without a redirect (a business error, a suppressed read) stays on the screen', async () => {
    const { router, navigation } = setUp('/');
    current = navigation;
    navigation.flowEvent('assetScoreConsultation', {
      type: 'form.failed',
      error: { portalError: { kind: 'server-error', status: 500, message: 'x' } },
    });
    navigation.flowEvent('remindPassword', { type: 'form.failed', error: new Error('offline') });
    expect(await settledPath(router)).toBe('/');
  });

  it('the reminder ends on its own success page, the registration on the register success page', async () => {
    const first = setUp('/');
    current = first.navigation;
    first.navigation.flowEvent('remindPassword', { type: 'form.submitted', output: undefined });
    expect(await settledPath(first.router)).toBe('/login/remind-password/success');
    first.navigation.stop();
    const second = setUp('/');
    current = second.navigation;
    second.navigation.flowEvent('eidRegister', { type: 'form.submitted', output: undefined });
    expect(await settledPath(second.router)).toBe('/register/success');
  });

  it('the transactions filter puts its output in the URL', async () => {
    const { router, navigation } = setUp('/portal/account-transactions');
    current = navigation;
    navigation.flowEvent('transactionsFilter', {
      type: 'form.submitted',
      output: { contract: '2P-1004521', from: '2025-01-01' },
    });
    await router.load();
    expect(router.state.location.search).toEqual({ contract: '2P-1004521', from: '2025-01-01' });
  });
});

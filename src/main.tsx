import type { AnyRoute } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchAuthHttp } from './app/auth-actors';
import { setupInspector } from './app/inspector';
import { createMainServices } from './app/main-services';
import { DataCache } from './app/data-cache';
import { createFlows, portalFlowLoader, registerFlowLoader } from './app/flows';
import { connectNavigation, type Navigation } from './app/navigation';
import { createPortalApi } from './app/portal-api';
import { captureReferral } from './app/referral';
import { createPortalRouter } from './app/router';
import { createSession, whenSessionSettled } from './app/session';
import { activateLocale, i18n, initI18n } from './i18n/locale';
import { warmFormats } from './domain/format';
import { ensurePortalCatalogs, prefetchPortalCatalogs } from './app/routes/portal-catalog';
import { browserLocalStorage } from './browser/storage';
import { takeBankReturnToken } from './browser/bank-return-token';
import { reloadWhenRestoredFromCache } from './browser/back-forward-cache';
import { dropDoubleTapStrays } from './browser/double-tap';
import { startErrorReporting } from './app/error-reporting';
import { yieldToMain } from './browser/yield-to-main';
import './ui/styles.css';

async function start() {
  // §4: a bank return's `?token=` leaves the address bar before anything else reads or records it.
  const bankReturnToken = takeBankReturnToken(window);
  // §5 referral: stored before the first yield, so a customer who follows the link and moves on at once
  // (the page's load event comes before the start-up's later tasks) keeps the broker code.
  const referral = captureReferral(window.location.search, browserLocalStorage(), new Date());
  reloadWhenRestoredFromCache(window);
  dropDoubleTapStrays(document);
  // Off without VITE_SENTRY_DSN; the SDK itself loads after the page is interactive.
  startErrorReporting({ dsn: import.meta.env.VITE_SENTRY_DSN });
  const stored = initI18n();
  await setupInspector();
  if (stored !== 'lt') await activateLocale(stored, { persist: false });
  // Start-up runs as a few short tasks instead of one long one after the scripts' evaluation (a phone
  // can paint and answer a tap in between): the session, then the flows and the router, then the render.
  await yieldToMain();
  // Long-lived actors are created once here, outside React, so StrictMode cannot start them twice.
  const session = createSession();
  const data = new DataCache();
  // §4: logout clears every cached query.
  session.actor.on('session.ended', () => data.clear());
  const services = createMainServices();
  // A refused access token: the session checks by refreshing whether it ended elsewhere.
  const api = createPortalApi(
    () => session.accessToken(),
    () => session.actor.send({ type: 'session.refused' }),
  );
  await yieldToMain();
  // Every screen's flow with its I/O actors provided here (the views only send events and read tags);
  // the authorized area's flows are loaded with /portal.
  const ports = { auth: session.actor, services, api, data, reload: () => router.invalidate() };
  const flows = createFlows(ports);
  const loadPortalFlows = portalFlowLoader(flows, ports);
  const router = createPortalRouter(session, data, services, api, referral, registerFlowLoader(flows));
  // A reload inside the authorized area while the stored session is being restored: the portal's routes,
  // texts and the screen's code are fetched during the token refresh instead of after it.
  const portalReload =
    window.location.pathname.startsWith('/portal') && session.actor.getSnapshot().matches('restoring');
  if (portalReload) void warmPortalScreen(router);
  await yieldToMain();
  // A reload inside the authorized area: portal.html already shows the portal's frame and a spinner, so
  // React mounts once the router has loaded the address (session, code, data). The first render is then one
  // transition over the whole screen, rendered in slices, instead of a pending page followed by the screen
  // in one synchronous piece when the data arrives (a long task on a phone). A failed load renders anyway:
  // the router shows its error or follows its redirect as it would.
  if (portalReload) await router.load().catch(() => undefined);
  // The frame is shown at once; the route guards wait for the stored session's restore (SessionPort.whenSettled).
  let navigation: Navigation | null = null;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const reactRoot = createRoot(root);
  // A transition: React renders the first screen in slices and yields to the browser between them (no long
  // task on a slow phone) instead of in one piece.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App
          router={router}
          flows={{
            flows,
            flowEvent: (flow, event) => navigation?.flowEvent(flow, event),
            loadFlows: loadPortalFlows,
          }}
          referral={referral}
          auth={session.actor}
        />
      </StrictMode>,
    ),
  );
  await whenSessionSettled(session);
  // Where the app goes next is decided in one place, from the machines' emitted events (not the restore's:
  // the guards above decide where a reload lands).
  navigation = connectNavigation(router, session.actor);
  // The bank return's token finishes the login like /login/sb/:token (a failure leads to /error-sb).
  if (bankReturnToken !== null && !session.isAuthorized()) {
    session.actor.send({ type: 'login.sbToken', token: bankReturnToken });
  }
  // The login's HTTP code (ofetch and the zod contract) is fetched when the visitor first interacts with
  // the page (focus, a key, a pointer), while they are still typing: a page that is only looked at
  // downloads none of it, and the first submit does not wait for it. A restored session loads it at once.
  onFirstInteraction(prefetchAuthHttp);
  // The portal's flows (the wizards' machines: evaluating them is a long task on a phone) and the other
  // screens' texts after the first portal screen, at the customer's first tap or key (which precedes
  // opening a wizard) or when the browser is idle 10 s later, so the first screen's main thread stays free;
  // a wizard opened before that suspends until they load (its route's pending page shows).
  const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
    if (!toLocation.pathname.startsWith('/portal') || !session.isAuthorized()) return;
    unsubscribe();
    let loaded = false;
    const load = () => {
      if (loaded) return;
      loaded = true;
      void Promise.all([loadPortalFlows(), prefetchPortalCatalogs()]).catch(() => {
        loaded = false;
      });
    };
    onFirstInteraction(load, ['pointerdown', 'keydown', 'touchstart']);
    window.setTimeout(() => whenIdle(load), PORTAL_FLOWS_LATEST_MS);
  });
}

/** The latest the portal's flows are loaded after the first portal screen when nobody interacts. */
const PORTAL_FLOWS_LATEST_MS = 10_000;

/** Loads the portal's routes and texts and the code of the screen the address names (not its data). */
async function warmPortalScreen(router: ReturnType<typeof createPortalRouter>): Promise<void> {
  try {
    await Promise.all([
      router.options.context.loadPortalRoutes?.(),
      ensurePortalCatalogs(window.location.pathname),
      import('./api/client'),
    ]);
    const matches = router.matchRoutes(window.location.pathname);
    const routes: Record<string, AnyRoute> = router.routesById;
    await Promise.all(
      matches.map((match) => {
        const route = routes[match.routeId];
        return route ? router.loadRouteChunk(route) : undefined;
      }),
    );
    // Still waiting for the token: the first number and date formatters (the locale's data) are built now
    // rather than inside the screen's first render, each in a task of its own (each loads locale data).
    await yieldToMain();
    i18n.number(0);
    await yieldToMain();
    warmFormats();
  } catch {
    // Only a head start: the navigation loads the same modules and reports a failure itself.
  }
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else window.setTimeout(run, 200);
}

type InteractionEvent = 'pointerdown' | 'keydown' | 'focusin' | 'touchstart';

function onFirstInteraction(
  run: () => void,
  events: readonly InteractionEvent[] = ['pointerdown', 'keydown', 'focusin', 'touchstart'],
): void {
  const once = () => {
    for (const type of events) document.removeEventListener(type, once, true);
    run();
  };
  for (const type of events) document.addEventListener(type, once, { capture: true, passive: true });
}

void start();

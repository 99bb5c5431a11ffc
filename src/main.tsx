import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prefetchAuthHttp } from './app/auth-actors';
import { setupInspector } from './app/inspector';
import { createMainServices } from './app/main-services';
import { DataCache } from './app/data-cache';
import { createFlows, portalFlowLoader, registerFlowLoader } from './app/flows';
import { connectNavigation } from './app/navigation';
import { createPortalApi } from './app/portal-api';
import { captureReferral } from './app/referral';
import { createPortalRouter } from './app/router';
import { createSession, whenSessionSettled } from './app/session';
import { activateLocale, initI18n } from './i18n/locale';
import { browserLocalStorage } from './browser/storage';
import { takeBankReturnToken } from './browser/bank-return-token';
import { startErrorReporting } from './app/error-reporting';
import './ui/styles.css';

async function start() {
  // §4: a bank return's `?token=` leaves the address bar before anything else reads or records it.
  const bankReturnToken = takeBankReturnToken(window);
  // Off without VITE_SENTRY_DSN; the SDK itself loads after the page is interactive.
  startErrorReporting({ dsn: import.meta.env.VITE_SENTRY_DSN });
  const stored = initI18n();
  await setupInspector();
  if (stored !== 'lt') await activateLocale(stored, { persist: false });
  // Long-lived actors are created once here, outside React, so StrictMode cannot start them twice.
  const session = createSession();
  await whenSessionSettled(session);
  const data = new DataCache();
  // §4: logout clears every cached query.
  session.actor.on('session.ended', () => data.clear());
  const services = createMainServices();
  const api = createPortalApi(() => session.accessToken());
  // Every screen's flow with its I/O actors provided here (the views only send events and read tags);
  // the authorized area's flows are loaded with /portal.
  const ports = { auth: session.actor, services, api, data, reload: () => router.invalidate() };
  const flows = createFlows(ports);
  const referral = captureReferral(window.location.search, browserLocalStorage(), new Date());
  const router = createPortalRouter(
    session,
    data,
    services,
    api,
    portalFlowLoader(flows, ports),
    referral,
    registerFlowLoader(flows),
  );
  // Where the app goes next is decided in one place, from the machines' emitted events.
  const navigation = connectNavigation(router, session.actor);
  // The bank return's token finishes the login like /login/sb/:token (a failure leads to /error-sb).
  if (bankReturnToken !== null && !session.isAuthorized()) {
    session.actor.send({ type: 'login.sbToken', token: bankReturnToken });
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App
        router={router}
        flows={{ flows, flowEvent: navigation.flowEvent }}
        referral={referral}
        auth={session.actor}
      />
    </StrictMode>,
  );
  // The login's HTTP code (ofetch and the zod contract) is fetched when the visitor first interacts with
  // the page (focus, a key, a pointer), while they are still typing: a page that is only looked at
  // downloads none of it, and the first submit does not wait for it. A restored session loads it at once.
  prefetchOnFirstInteraction(prefetchAuthHttp);
}

function prefetchOnFirstInteraction(prefetch: () => void): void {
  const events = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  const once = () => {
    for (const type of events) document.removeEventListener(type, once, true);
    prefetch();
  };
  for (const type of events) document.addEventListener(type, once, { capture: true, passive: true });
}

void start();

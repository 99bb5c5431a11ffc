/**
 * Routers for stories. `StoryApp` renders the REAL route tree (shell, guards, lazy pages) at a URL in
 * a memory history, inside the same providers as src/app/app.tsx (the preview decorator supplies
 * I18nProvider). `StoryRouter` is a minimal router for a component in a given state: a root route
 * that renders the story's children for any URL, so Link and router hooks work.
 */
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DataCache } from '../../src/app/data-cache';
import type { PortalApi } from '../../src/app/portal-api';

/** Stories of data screens pass their own fake API; the default never answers. */
const storyApi: PortalApi = { call: () => new Promise(() => undefined) };
import { AuthProvider, type AuthActorRef } from '../../src/app/auth-context';
import { COOKIE_CONSENT_KEY } from '../../src/app/cookie-consent-store';
import type { Referral } from '../../src/app/referral';
import { ReferralProvider } from '../../src/app/referral-context';
import { FlowHostProvider, type FlowHost } from '../../src/app/flow-context';
import { createFlows, type FlowPorts } from '../../src/app/flows';
import { createPortalFlows } from '../../src/app/portal-flows';
import { registerMachineProvided } from '../../src/flows/register/register-actors';
import { connectNavigation } from '../../src/app/navigation';
import type { PublicServices } from '../../src/app/services';
import { routeTree } from '../../src/app/routes/public-route-tree';
import { portalRoutesLoader } from '../../src/app/router';
import { frozenServices, signedOut } from './fakes';

/**
 * The cookie banner reads localStorage, which every story shares: decide it before the first render
 * so only the stories that ask for the banner show it.
 */
export function setCookieBannerVisible(visible: boolean): void {
  try {
    if (visible) window.localStorage.removeItem(COOKIE_CONSENT_KEY);
    else
      window.localStorage.setItem(
        COOKIE_CONSENT_KEY,
        JSON.stringify({ analytics: false, decidedAt: new Date().toISOString() }),
      );
  } catch {
    // storage unavailable: the banner shows, which is harmless in a story
  }
}

export const storyReferral: Referral = {
  brokerCode: 'KONS123',
  email: 'konsultantas@bankas.example',
  storedAt: '2024-05-01T09:00:00.000Z',
};

export interface StoryAppProps {
  /** The address the memory history starts at, e.g. '/login/smart-id' or '/error-500?code=server_error'. */
  url: string;
  /** Creates the session actor (started); signed out and frozen by default. */
  auth?: () => AuthActorRef;
  services?: PublicServices;
  referral?: Referral | null;
  /** Show the cookie banner (hidden by default so screens are seen unobstructed). */
  cookieBanner?: boolean;
  /** The authorized API for data screens; the default never answers. */
  api?: PortalApi;
}

/** The whole app at a URL: real route tree, fake session and services. */
export function StoryApp({
  url,
  auth = signedOut,
  services = frozenServices,
  referral = null,
  cookieBanner = false,
  api = storyApi,
}: StoryAppProps) {
  const [app] = useState(() => {
    setCookieBannerVisible(cookieBanner);
    const actor = auth();
    const data = new DataCache();
    const loadPortalRoutes = portalRoutesLoader(() => router);
    const router = createRouter({
      routeTree,
      history: createMemoryHistory({ initialEntries: [url] }),
      context: {
        session: { isAuthorized: () => actor.getSnapshot().hasTag('authorized') },
        data,
        services,
        api,
        referral,
        loadPortalRoutes,
      },
    });
    // The same composition as src/main.tsx: the real flows over the fakes, the real navigation.
    const navigation = connectNavigation(router, actor);
    const host: FlowHost = {
      flows: allFlows({ auth: actor, services, api, data, reload: () => router.invalidate() }),
      flowEvent: navigation.flowEvent,
    };
    return { actor, router, host, navigation };
  });
  // Stop timers and fakes when the story is left.
  useEffect(
    () => () => {
      app.navigation.stop();
      app.actor.stop();
    },
    [app],
  );
  return (
    <AuthProvider actor={app.actor}>
      <FlowHostProvider host={app.host}>
        <ReferralProvider value={referral}>
          <RouterProvider router={app.router} />
        </ReferralProvider>
      </FlowHostProvider>
    </AuthProvider>
  );
}

/** Every flow at once: stories render portal screens without the /portal route's lazy load. */
function allFlows(ports: FlowPorts) {
  return { ...createFlows(ports), register: registerMachineProvided, ...createPortalFlows(ports) };
}

const StoryContent = createContext<ReactNode>(null);

function RenderStoryContent() {
  return <>{useContext(StoryContent)}</>;
}

/** A minimal router around `children`: any URL renders them. */
export function StoryRouter({ url = '/', children }: { url?: string; children: ReactNode }) {
  const [router] = useState(() => {
    const root = createRootRoute({ component: RenderStoryContent });
    const anyPath = createRoute({ getParentRoute: () => root, path: '$' });
    const index = createRoute({ getParentRoute: () => root, path: '/' });
    return createRouter({
      routeTree: root.addChildren([index, anyPath]),
      history: createMemoryHistory({ initialEntries: [url] }),
    });
  });
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}

/** Decorator form of StoryRouter for component-level stories. */
export function withStoryRouter(url = '/'): Decorator {
  return (Story) => (
    <StoryRouter url={url}>
      <Story />
    </StoryRouter>
  );
}

/**
 * The flows (over fake services and API) and a session for a component rendered outside StoryApp.
 * Nothing navigates: a flow's end is only seen in the component.
 */
export function withProviders({
  auth,
  services = frozenServices,
  api = storyApi,
}: {
  auth?: () => AuthActorRef;
  services?: PublicServices;
  api?: PortalApi;
} = {}): Decorator {
  function Providers({ children }: { children: ReactNode }) {
    const [app] = useState(() => {
      const actor = (auth ?? signedOut)();
      const host: FlowHost = {
        flows: allFlows({
          auth: actor,
          services,
          api,
          data: new DataCache(),
          reload: () => Promise.resolve(),
        }),
        flowEvent: () => undefined,
      };
      return { actor, host };
    });
    useEffect(() => () => app.actor.stop(), [app]);
    return (
      <AuthProvider actor={app.actor}>
        <FlowHostProvider host={app.host}>{children}</FlowHostProvider>
      </AuthProvider>
    );
  }
  return (Story) => (
    <Providers>
      <Story />
    </Providers>
  );
}

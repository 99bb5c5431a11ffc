import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataCache } from '../../../src/app/data-cache';
import { createPortalApi } from '../../../src/app/portal-api';
import { headStartReads } from '../../../src/head-start/reads';
import { portalRoute } from '../../../src/app/routes/portal-route';
import { dashboardLoader } from '../../../src/flows/overview/overview-loaders';
import type { RouterContext } from '../../../src/app/routes/router-context';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The requests the app's own client sends for a screen (the real API client, a fetch that records what it
 * is asked and answers 503), as paths with their query: what the head start must send to be of use.
 */
async function requestsOf(load: (context: RouterContext) => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), window.location.href);
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-1');
      sent.push(`${url.pathname}${url.search}`);
      return new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const context: RouterContext = {
    api: createPortalApi(() => 'access-1'),
    data: new DataCache(),
    session: { isAuthorized: () => true },
    services: {} as RouterContext['services'], // the loaders here use no public service
    referral: null,
  };
  await load(context).catch(() => undefined);
  return sent;
}

describe('the head start sends what the first screen will ask for', () => {
  it('the dashboard (/portal/dashboard, and /portal which leads there): the layout’s and the dashboard’s reads', async () => {
    const layout = portalRoute.options.loader as unknown as (match: {
      context: RouterContext;
    }) => Promise<unknown>;
    const expected = [
      ...(await requestsOf((context) => layout({ context }))),
      ...(await requestsOf(dashboardLoader)),
    ].sort();
    expect(expected).toHaveLength(7);
    expect([...headStartReads('/portal/dashboard')].sort()).toEqual(expected);
    expect([...headStartReads('/portal')].sort()).toEqual(expected);
  });

  it('any other portal address: the layout’s notifications only; nothing outside the authorized area', async () => {
    const layout = portalRoute.options.loader as unknown as (match: {
      context: RouterContext;
    }) => Promise<unknown>;
    expect(headStartReads('/portal/contractsoverview')).toEqual(
      await requestsOf((context) => layout({ context })),
    );
    expect(headStartReads('/login')).toEqual([]);
    expect(headStartReads('/portalx')).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalErrorOf } from '../../../src/api/portal-error-of';
import { createPortalApi } from '../../../src/app/portal-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function respond(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

describe('createPortalApi', () => {
  it('a 401 to a request sent with a token tells the session; other failures and token-less requests do not', async () => {
    const refused = vi.fn();
    respond(401, { status: 401, code: 'unauthorized', message: 'Invalid or expired access token' });
    await expect(
      createPortalApi(() => 'access-token-1', refused).call('Dashboard.GetDashboard'),
    ).rejects.toThrow();
    expect(refused).toHaveBeenCalledTimes(1);
    await expect(createPortalApi(() => null, refused).call('Dashboard.GetDashboard')).rejects.toThrow();
    respond(503, { status: 503, code: 'unavailable', message: 'down' });
    await expect(
      createPortalApi(() => 'access-token-1', refused).call('Dashboard.GetDashboard', { suppress5xx: true }),
    ).rejects.toThrow();
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('sends the session access token as the bearer token', async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ status: 'ok' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const api = createPortalApi(() => 'access-token-1');
    await api
      .call('Dashboard.ModifyBannerAlert', { query: { showBannerAlert: 'false' } })
      .catch(() => undefined);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer access-token-1');
  });

  it('an unsuppressed 5xx carries the /error-500 redirect; a suppressed one does not', async () => {
    respond(500, { status: 500, code: 'internal', message: 'boom' });
    const api = createPortalApi(() => 'token');
    const unsuppressed = await api
      .call('Dashboard.ModifyBannerAlert', {
        query: { showBannerAlert: 'false' },
      })
      .catch((error: unknown) => error);
    expect(portalErrorOf(unsuppressed)?.redirect).toBe('/error-500');
    const suppressed = await api
      .call('Dashboard.GetDashboard', { suppress5xx: true })
      .catch((error: unknown) => error);
    expect(portalErrorOf(suppressed)?.kind).toBe('server-error');
    expect(portalErrorOf(suppressed)?.redirect).toBeUndefined();
  });

  it('a deadlock or timeout message carries the /error-timeout redirect', async () => {
    respond(500, { status: 500, code: 'internal', message: 'Transaction was deadlocked' });
    const error = await createPortalApi(() => 'token')
      .call('Dashboard.ModifyBannerAlert', { query: { showBannerAlert: 'false' } })
      .catch((rejection: unknown) => rejection);
    expect(portalErrorOf(error)?.redirect).toBe('/error-timeout');
  });
});

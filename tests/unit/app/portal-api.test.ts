import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('an unsuppressed 5xx redirects to /error-500; a suppressed one does not', async () => {
    respond(500, { status: 500, code: 'internal', message: 'boom' });
    const onRedirect = vi.fn();
    const api = createPortalApi(() => 'token', onRedirect);
    await expect(api.call('Dashboard.GetDashboard')).rejects.toBeTruthy();
    expect(onRedirect).toHaveBeenCalledWith('/error-500');
    onRedirect.mockClear();
    await expect(api.call('Dashboard.GetDashboard', { suppress5xx: true })).rejects.toBeTruthy();
    expect(onRedirect).not.toHaveBeenCalled();
  });

  it('a deadlock or timeout message goes to /error-timeout', async () => {
    respond(500, { status: 500, code: 'internal', message: 'Transaction was deadlocked' });
    const onRedirect = vi.fn();
    await expect(
      createPortalApi(() => 'token', onRedirect).call('Dashboard.GetDashboard'),
    ).rejects.toBeTruthy();
    expect(onRedirect).toHaveBeenCalledWith('/error-timeout');
  });
});

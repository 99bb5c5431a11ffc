import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, setAccessTokenProvider } from '../../../src/api/client';
import { isPortalApiError, type PortalError } from '../../../src/api/errors';

const fetchMock = vi.fn<(input: Request | string, init?: RequestInit) => Promise<Response>>();

function json(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

async function failure(promise: Promise<unknown>): Promise<PortalError> {
  try {
    await promise;
  } catch (error) {
    if (isPortalApiError(error)) return error.portalError;
    throw error;
  }
  throw new Error('expected a failure');
}

function requestOf(callIndex = 0): Request {
  const [input, init] = fetchMock.mock.calls[callIndex] ?? [];
  return input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setAccessTokenProvider(() => 'token-123');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends the bearer token and the query, and parses the answer with the contract', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(call('Notifications.UpdateStatusRead', { query: { notificationNr: 7 } })).resolves.toEqual({
      ok: true,
    });
    const request = requestOf();
    expect(request.method).toBe('PUT');
    expect(request.url).toContain('/api/Notifications/UpdateStatusRead?notificationNr=7');
    expect(request.headers.get('authorization')).toBe('Bearer token-123');
  });

  it('sends JSON bodies', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await call('Contracts.Log', { body: { pillar: 3, step: 'client-data' } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const request = requestOf();
    const body = init?.body ?? (await request.text());
    expect(JSON.parse(String(body))).toEqual({ pillar: 3, step: 'client-data' });
  });

  it('resolves null on 204 for noContent endpoints', async () => {
    fetchMock.mockResolvedValueOnce(json(204, null));
    await expect(call('Dashboard.GetAssetScore')).resolves.toBeNull();
  });

  it('turns error answers into catalogued errors', async () => {
    fetchMock.mockResolvedValueOnce(
      json(500, { status: 500, code: 'invalid_iban', message: 'Neteisinga banko sąskaita' }),
    );
    expect(
      await failure(
        call('BankAccounts.CreateBankAccount', { body: { bankAccountNumber: 'x', swiftCode: 'CBVILT2X' } }),
      ),
    ).toMatchObject({
      kind: 'invalid-iban',
    });
    fetchMock.mockResolvedValueOnce(
      json(500, { status: 500, code: 'internal', message: 'Internal server error' }),
    );
    expect(await failure(call('Dashboard.GetDashboard'))).toMatchObject({
      kind: 'server-error',
      redirect: '/error-500',
    });
    fetchMock.mockResolvedValueOnce(
      json(500, { status: 500, code: 'internal', message: 'Internal server error' }),
    );
    expect((await failure(call('Dashboard.GetDashboard', { suppress5xx: true }))).redirect).toBeUndefined();
  });

  it('rejects answers that break the contract', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { exists: 'yes' }));
    expect(await failure(call('Contracts.ExistsInvestmentFundContracts'))).toMatchObject({
      kind: 'unexpected',
    });
  });

  it('reports cancellation as 499 and timeouts as 408', async () => {
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          const signal = init?.signal ?? (_input instanceof Request ? _input.signal : undefined);
          const abort = (): void => reject(new DOMException('aborted', 'AbortError'));
          if (signal?.aborted) abort();
          else signal?.addEventListener('abort', abort);
        }),
    );
    const controller = new AbortController();
    const pending = failure(call('Dashboard.GetDashboard', { signal: controller.signal }));
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'cancelled', status: 499 });
    expect(await failure(call('Dashboard.GetDashboard', { timeoutMs: 20 }))).toMatchObject({
      kind: 'timeout',
      status: 408,
    });
  });

  it('reports a network failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failure(call('Dashboard.GetDashboard'))).toMatchObject({ kind: 'network', status: 0 });
  });
});

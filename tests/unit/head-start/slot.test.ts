import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeHeadStart,
  headStartFetch,
  headStartSlot,
  takeHeadStart,
  type HeadStartEntry,
  type HeadStartSlot,
} from '../../../src/head-start/slot';

const TOKEN_URL = 'http://localhost:3000/connect/token';
const READ_URL = 'http://localhost:3000/api/Dashboard/GetDashboard';
const REFRESH_FORM = { grant_type: 'refresh_token', client_id: 'pension-portal', refresh_token: 'r-1' };

function answer(body: string): Promise<Response> {
  return Promise.resolve(new Response(body, { status: 200 }));
}

function slotWith(...entries: Omit<HeadStartEntry, 'sentAt'>[]): HeadStartSlot {
  return { entries: entries.map((entry) => ({ ...entry, sentAt: 1_000 })) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  headStartSlot().entries = [];
  headStartSlot().closed = false;
  window.sessionStorage.clear();
});

describe('the head start hands an answer only to the very request it sent', () => {
  it('the refresh: same URL, method and form fields (in any order)', async () => {
    const slot = slotWith({ method: 'POST', url: TOKEN_URL, form: REFRESH_FORM, response: answer('tokens') });
    const body = new URLSearchParams({
      refresh_token: 'r-1',
      client_id: 'pension-portal',
      grant_type: 'refresh_token',
    });
    const taken = takeHeadStart('/connect/token', { method: 'POST', body }, 2_000, slot);
    expect(await (await taken)?.text()).toBe('tokens');
  });

  it('a refresh of another token, another grant or a GET is not given the answer', () => {
    const slot = slotWith({ method: 'POST', url: TOKEN_URL, form: REFRESH_FORM, response: answer('tokens') });
    const other = new URLSearchParams({ ...REFRESH_FORM, refresh_token: 'r-2' });
    expect(takeHeadStart('/connect/token', { method: 'POST', body: other }, 2_000, slot)).toBeUndefined();
    const password = new URLSearchParams({ grant_type: 'password', client_id: 'pension-portal' });
    expect(takeHeadStart('/connect/token', { method: 'POST', body: password }, 2_000, slot)).toBeUndefined();
    expect(takeHeadStart('/connect/token', undefined, 2_000, slot)).toBeUndefined();
    expect(slot.entries).toHaveLength(1);
  });

  it('a read: same URL and the same bearer token; another token or address goes to the network', async () => {
    const slot = slotWith({
      method: 'GET',
      url: READ_URL,
      bearer: 'access-1',
      response: answer('dashboard'),
    });
    expect(
      takeHeadStart(
        '/api/Dashboard/GetDashboard',
        { headers: { Authorization: 'Bearer access-2' } },
        2_000,
        slot,
      ),
    ).toBeUndefined();
    expect(takeHeadStart('/api/Dashboard/GetDashboard', undefined, 2_000, slot)).toBeUndefined();
    expect(
      takeHeadStart(
        '/api/Contracts/GetContracts',
        { headers: { Authorization: 'Bearer access-1' } },
        2_000,
        slot,
      ),
    ).toBeUndefined();
    const headers = new Headers({ Authorization: 'Bearer access-1', Accept: 'application/json' });
    const taken = takeHeadStart('/api/Dashboard/GetDashboard', { method: 'GET', headers }, 2_000, slot);
    expect(await (await taken)?.text()).toBe('dashboard');
  });

  it('each answer is given once: the same request again goes to the network', () => {
    const slot = slotWith({ method: 'GET', url: READ_URL, bearer: 'a', response: answer('once') });
    const init = { headers: { Authorization: 'Bearer a' } };
    expect(takeHeadStart(READ_URL, init, 2_000, slot)).toBeDefined();
    expect(takeHeadStart(READ_URL, init, 2_000, slot)).toBeUndefined();
  });

  it('the refresh’s answer is given however late the app asks (its token is spent)', () => {
    const slot = slotWith({ method: 'POST', url: TOKEN_URL, form: REFRESH_FORM, response: answer('tokens') });
    const body = new URLSearchParams(REFRESH_FORM);
    expect(takeHeadStart('/connect/token', { method: 'POST', body }, 1_000 + 600_000, slot)).toBeDefined();
  });

  it('a read sent 30 seconds ago or earlier is dropped, not given', () => {
    const init = { headers: { Authorization: 'Bearer a' } };
    const fresh = slotWith({ method: 'GET', url: READ_URL, bearer: 'a', response: answer('x') });
    expect(takeHeadStart(READ_URL, init, 1_000 + 29_999, fresh)).toBeDefined();
    const stale = slotWith({ method: 'GET', url: READ_URL, bearer: 'a', response: answer('x') });
    expect(takeHeadStart(READ_URL, init, 1_000 + 30_000, stale)).toBeUndefined();
    expect(stale.entries).toEqual([]);
  });
});

describe('headStartFetch: the app clients’ fetch', () => {
  it('answers from the head start where it sent the request, from the network otherwise', async () => {
    const network = vi.fn(async () => new Response('network'));
    vi.stubGlobal('fetch', network);
    headStartSlot().entries.push({
      method: 'GET',
      url: READ_URL.replace('http://localhost:3000', window.location.origin),
      bearer: 'a',
      sentAt: Date.now(),
      response: answer('early'),
    });
    const init = { headers: { Authorization: 'Bearer a' } };
    expect(await (await headStartFetch('/api/Dashboard/GetDashboard', init)).text()).toBe('early');
    expect(network).not.toHaveBeenCalled();
    expect(await (await headStartFetch('/api/Dashboard/GetDashboard', init)).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('rejects with an AbortError when the caller aborts before the early answer arrives', async () => {
    vi.stubGlobal('fetch', vi.fn());
    headStartSlot().entries.push({
      method: 'GET',
      url: `${window.location.origin}/api/Dashboard/GetDashboard`,
      bearer: 'a',
      sentAt: Date.now(),
      response: new Promise<Response>(() => undefined),
    });
    const controller = new AbortController();
    const pending = headStartFetch('/api/Dashboard/GetDashboard', {
      headers: { Authorization: 'Bearer a' },
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a failed early request fails the request that takes it, as the network would', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const failure = Promise.reject(new TypeError('Failed to fetch'));
    failure.catch(() => undefined);
    headStartSlot().entries.push({
      method: 'GET',
      url: `${window.location.origin}/api/Dashboard/GetDashboard`,
      bearer: 'a',
      sentAt: Date.now(),
      response: failure,
    });
    await expect(
      headStartFetch('/api/Dashboard/GetDashboard', { headers: { Authorization: 'Bearer a' } }),
    ).rejects.toThrow('Failed to fetch');
  });
});

describe('the head start never races the app for the refresh token', () => {
  it('a head start that runs after the app began its own exchange sends nothing', async () => {
    const network = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', network);
    window.sessionStorage.setItem('sessionRefresh', 'r-1');
    window.history.replaceState(null, '', '/portal/dashboard');
    closeHeadStart();
    vi.resetModules();
    await import('../../../src/head-start/main');
    expect(network).not.toHaveBeenCalled();
    expect(headStartSlot().entries).toEqual([]);
  });

  it('one that runs first exchanges the stored token once and leaves the answer for the app', async () => {
    const network = vi.fn(async () => new Response('{}', { status: 400 }));
    vi.stubGlobal('fetch', network);
    window.sessionStorage.setItem('sessionRefresh', 'r-1');
    window.history.replaceState(null, '', '/portal/dashboard');
    headStartSlot().closed = false;
    vi.resetModules();
    await import('../../../src/head-start/main');
    expect(network).toHaveBeenCalledTimes(1);
    expect(headStartSlot().entries).toMatchObject([
      { method: 'POST', form: { grant_type: 'refresh_token', refresh_token: 'r-1' } },
    ]);
  });
});

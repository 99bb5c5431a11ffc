import { describe, expect, it } from 'vitest';
import { DataCache, isLoadFailedError } from '../../../src/app/data-cache';
import { checkResetLink } from '../../../src/app/routes/loaders';
import type { PublicServices } from '../../../src/app/services';

describe('DataCache', () => {
  it('loads once and serves the cached data while the customer moves around', async () => {
    const cache = new DataCache();
    let calls = 0;
    const fetcher = async () => {
      calls += 1;
      return { value: calls };
    };
    expect(await cache.ensure('a', fetcher)).toEqual({ state: 'Loaded', data: { value: 1 } });
    expect(await cache.ensure('a', fetcher)).toEqual({ state: 'Loaded', data: { value: 1 } });
    expect(calls).toBe(1);
  });

  it('null is NoContent', async () => {
    expect(await new DataCache().ensure('x', async () => null)).toEqual({ state: 'NoContent', data: null });
  });

  it('a failure is thrown as Failed or Timeout and retried on the next ensure', async () => {
    const cache = new DataCache();
    let calls = 0;
    const fetcher = async () => {
      calls += 1;
      if (calls === 1) throw { portalError: { kind: 'timeout', status: 408, message: 't' } };
      if (calls === 2) throw { portalError: { kind: 'server-error', status: 500, message: 's' } };
      return 'ok';
    };
    const first = await cache.ensure('k', fetcher).catch((e: unknown) => e);
    expect(isLoadFailedError(first) && first.state).toBe('Timeout');
    const second = await cache.ensure('k', fetcher).catch((e: unknown) => e);
    expect(isLoadFailedError(second) && second.state).toBe('Failed');
    expect(await cache.ensure('k', fetcher)).toEqual({ state: 'Loaded', data: 'ok' });
  });

  it('clear() forgets everything (logout)', async () => {
    const cache = new DataCache();
    await cache.ensure('a', async () => 1);
    await cache.ensure('b', async () => 2);
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('checkResetLink', () => {
  const services = (validate: PublicServices['validateChangePasswordToken']) =>
    ({ validateChangePasswordToken: validate }) as unknown as PublicServices;
  const signal = new AbortController().signal;

  it('a malformed hash is invalid without asking the server', async () => {
    let asked = false;
    const s = services(async () => {
      asked = true;
    });
    expect(await checkResetLink(s, 'bad hash!', signal)).toEqual({ valid: false });
    expect(await checkResetLink(s, undefined, signal)).toEqual({ valid: false });
    expect(asked).toBe(false);
  });

  it('an expired token is an answer, a server failure is a failure', async () => {
    expect(
      await checkResetLink(
        services(async () => {
          throw { portalError: { kind: 'invalid-token-expired', status: 400, message: 'x' } };
        }),
        'abcdefgh12',
        signal,
      ),
    ).toEqual({ valid: false });
    await expect(
      checkResetLink(
        services(async () => {
          throw { portalError: { kind: 'server-error', status: 500, message: 'x' } };
        }),
        'abcdefgh12',
        signal,
      ),
    ).rejects.toBeTruthy();
    expect(
      await checkResetLink(
        services(async () => undefined),
        'abcdefgh12',
        signal,
      ),
    ).toEqual({ valid: true });
  });
});

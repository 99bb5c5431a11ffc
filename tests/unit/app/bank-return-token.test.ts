import { describe, expect, it } from 'vitest';
import { takeBankReturnToken } from '../../../src/browser/bank-return-token';

/** §4: a token in the URL query on return from the bank login is removed from the URL and used. */
function addressBar(url: string) {
  const parsed = new URL(url, 'https://portal.example');
  const replaced: string[] = [];
  return {
    bar: {
      location: { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash },
      history: {
        state: { key: 'k' },
        replaceState: (_state: unknown, _unused: string, next?: string | URL | null) => {
          replaced.push(String(next));
        },
      },
    },
    replaced,
  };
}

describe('the bank return token in the query (§4)', () => {
  it.each([
    ['/login?token=abc123', '/login'],
    ['/login/smart-id?token=abc123', '/login/smart-id'],
    ['/?token=abc123', '/'],
    ['/login?returnUrl=%2Fportal%2Freports&token=abc123#top', '/login?returnUrl=%2Fportal%2Freports#top'],
  ])('%s: the token is taken and the address becomes %s', (url, after) => {
    const { bar, replaced } = addressBar(url);
    expect(takeBankReturnToken(bar)).toBe('abc123');
    expect(replaced).toEqual([after]);
  });

  it('an address without the parameter is left alone', () => {
    const { bar, replaced } = addressBar('/login?returnUrl=%2Fportal');
    expect(takeBankReturnToken(bar)).toBeNull();
    expect(replaced).toEqual([]);
  });

  it('other pages and the path form /login/sb/:token are not bank returns', () => {
    for (const url of ['/portal/dashboard?token=abc', '/password-reset?token=abc', '/login/sb/x?token=abc']) {
      const { bar, replaced } = addressBar(url);
      expect(takeBankReturnToken(bar)).toBeNull();
      expect(replaced).toEqual([]);
    }
  });

  it('an empty token is removed from the address but not used', () => {
    const { bar, replaced } = addressBar('/login?token=');
    expect(takeBankReturnToken(bar)).toBeNull();
    expect(replaced).toEqual(['/login']);
  });
});

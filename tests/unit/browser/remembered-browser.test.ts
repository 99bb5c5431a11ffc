import { describe, expect, it } from 'vitest';
import { forgetBrowser, isRememberedBrowser, rememberBrowser } from '../../../src/browser/remembered-browser';

const DAY_MS = 24 * 60 * 60 * 1000;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('the remembered browser hint', () => {
  const now = Date.UTC(2026, 10, 28, 12);

  it('is offered for the 30 days the server remembers the browser (docs/eid.md), and not after', () => {
    const storage = memoryStorage();
    expect(isRememberedBrowser(storage, now)).toBe(false);
    rememberBrowser(storage, now);
    expect(isRememberedBrowser(storage, now + 30 * DAY_MS - 1)).toBe(true);
    expect(isRememberedBrowser(storage, now + 30 * DAY_MS)).toBe(false);
  });

  it('keeps no personal data, only the expiry', () => {
    const storage = memoryStorage();
    rememberBrowser(storage, now);
    expect([...storage.data.values()]).toEqual([String(now + 30 * DAY_MS)]);
  });

  it('is gone once forgotten; a tampered or unreadable value is no offer', () => {
    const storage = memoryStorage();
    rememberBrowser(storage, now);
    forgetBrowser(storage);
    expect(isRememberedBrowser(storage, now)).toBe(false);
    storage.setItem('eidRemembered', 'soon');
    expect(isRememberedBrowser(storage, now)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberBrowser(broken, now)).not.toThrow();
    expect(() => forgetBrowser(broken)).not.toThrow();
    expect(isRememberedBrowser(broken, now)).toBe(false);
    expect(isRememberedBrowser(undefined, now)).toBe(false);
  });
});

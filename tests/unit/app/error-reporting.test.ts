/**
 * Issue 15 item 7: the SPA's error reporting is off without a DSN, loads its SDK only once the page is
 * interactive, and keeps (a few) errors that happen before that.
 */
import { describe, expect, it, vi } from 'vitest';
import { startErrorReporting, type ErrorReporter } from '../../../src/app/error-reporting';

function fakeTarget() {
  const listeners = new Map<string, (event: Event) => void>();
  return {
    listeners,
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
}

describe('startErrorReporting', () => {
  it('is off without a DSN: no SDK loaded, no global handler', () => {
    const load = vi.fn();
    const target = fakeTarget();
    const reporter = startErrorReporting({
      dsn: undefined,
      load,
      target,
      whenInteractive: (start) => start(),
    });
    reporter.captureException(new Error('x'));
    startErrorReporting({ dsn: '  ', load, target, whenInteractive: (start) => start() });
    expect(load).not.toHaveBeenCalled();
    expect(target.listeners.size).toBe(0);
  });

  it('loads the SDK only when the page is interactive, and sends what happened before', async () => {
    const sent: unknown[] = [];
    const sdk: ErrorReporter = { captureException: (error) => sent.push(error) };
    const load = vi.fn(async () => sdk);
    const target = fakeTarget();
    let interactive: (() => void) | undefined;
    const reporter = startErrorReporting({
      dsn: 'https://key@reports.example/1',
      load,
      target,
      whenInteractive: (start) => (interactive = start),
    });
    const early = new Error('before the SDK');
    target.listeners.get('error')?.({ error: early } as unknown as Event);
    target.listeners.get('unhandledrejection')?.({ reason: 'rejected' } as unknown as Event);
    reporter.captureException('by hand');
    expect(load).not.toHaveBeenCalled();
    interactive?.();
    await vi.waitFor(() => expect(sent).toEqual([early, 'rejected', 'by hand']));
    expect(load).toHaveBeenCalledWith('https://key@reports.example/1');
    // The SDK's own handlers take over.
    expect(target.listeners.size).toBe(0);
    reporter.captureException('later');
    expect(sent.at(-1)).toBe('later');
  });

  it('keeps at most 10 errors while waiting', async () => {
    const sent: unknown[] = [];
    let interactive: (() => void) | undefined;
    const reporter = startErrorReporting({
      dsn: 'https://key@reports.example/1',
      load: async () => ({ captureException: (error) => sent.push(error) }),
      target: fakeTarget(),
      whenInteractive: (start) => (interactive = start),
    });
    for (let i = 0; i < 25; i += 1) reporter.captureException(i);
    interactive?.();
    await vi.waitFor(() => expect(sent.length).toBe(10));
    expect(sent).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

/**
 * Error reporting of the SPA (§8: an error-reporting service is used), behind one small interface so that
 * the SDK can be swapped and the app never imports it directly.
 *
 * - Off unless a DSN is configured (VITE_SENTRY_DSN at build time): nothing is loaded, nothing is sent.
 * - The SDK (@sentry/browser, src/app/sentry-browser.ts, its own chunk) is loaded only after the page is
 *   interactive (the load event, then an idle moment), so it is never part of the login page's JavaScript.
 *   Unhandled errors and rejections from before that are kept (at most MAX_EARLY) and sent once it is there.
 * - Every report passes src/domain/error-scrub.ts (beforeSend / beforeBreadcrumb): no personal codes,
 *   tokens or query strings.
 */
export interface ErrorReporter {
  captureException(error: unknown): void;
}

/** What the lazily loaded SDK module provides (src/app/sentry-browser.ts). */
export type ReporterLoader = (dsn: string) => Promise<ErrorReporter>;

const MAX_EARLY = 10;

export interface ErrorReportingOptions {
  dsn: string | undefined;
  load?: ReporterLoader;
  /** Runs `start` once the page is interactive (default: after `load`, at the next idle moment). */
  whenInteractive?: (start: () => void) => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const loadSentry: ReporterLoader = async (dsn) =>
  (await import('./sentry-browser')).createSentryReporter(dsn);

function afterInteractive(start: () => void): void {
  const idle = () =>
    (window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1000)))(() => start(), {
      timeout: 5000,
    });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Starts error reporting; returns the reporter the app may call (a no-op when no DSN is configured).
 * Errors captured before the SDK has loaded wait in a short queue.
 */
export function startErrorReporting(options: ErrorReportingOptions): ErrorReporter {
  const dsn = options.dsn?.trim();
  if (!dsn) return { captureException: () => undefined };
  const target = options.target ?? window;
  const early: unknown[] = [];
  let reporter: ErrorReporter | undefined;
  const capture = (error: unknown) => {
    if (reporter) reporter.captureException(error);
    else if (early.length < MAX_EARLY) early.push(error);
  };
  // Until the SDK is there (it installs its own global handlers), ours keep what happens.
  const onError = (event: Event) => capture((event as ErrorEvent).error ?? (event as ErrorEvent).message);
  const onRejection = (event: Event) => capture((event as PromiseRejectionEvent).reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  (options.whenInteractive ?? afterInteractive)(() => {
    void (options.load ?? loadSentry)(dsn)
      .then((loaded) => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
        reporter = loaded;
        for (const error of early.splice(0)) loaded.captureException(error);
      })
      .catch(() => undefined);
  });
  return { captureException: capture };
}

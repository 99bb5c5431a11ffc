/**
 * Error reporting of the server (§8), behind one small interface: off unless SENTRY_DSN is set; then
 * @sentry/node (loaded only in that case) receives every 5xx and every unhandled error of the process,
 * scrubbed by src/domain/error-scrub.ts (no personal codes, tokens or query strings; no default PII).
 */
import { scrubReport } from '../../src/domain/error-scrub';

export interface ServerErrorReporter {
  captureException(error: unknown): void;
  flush(timeoutMs?: number): Promise<void>;
}

export const NO_ERROR_REPORTING: ServerErrorReporter = {
  captureException: () => undefined,
  flush: async () => undefined,
};

export async function createServerErrorReporter(dsn: string | undefined): Promise<ServerErrorReporter> {
  if (!dsn?.trim()) return NO_ERROR_REPORTING;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: dsn.trim(),
    sendDefaultPii: false,
    // Our own handlers report (app.ts's error handler, main.ts's process handlers); no auto-instrumentation.
    defaultIntegrations: false,
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
  return {
    captureException: (error) => void Sentry.captureException(error),
    flush: async (timeoutMs = 2000) => {
      await Sentry.flush(timeoutMs);
    },
  };
}

/**
 * The Sentry browser SDK behind src/app/error-reporting.ts: loaded as its own chunk, only when a DSN is
 * configured and the page is interactive. No default PII; every event and breadcrumb is scrubbed. It returns
 * the ErrorReporter shape without importing it (error-reporting.ts imports this module: no cycle).
 */
import * as Sentry from '@sentry/browser';
import { scrubReport } from '../domain/error-scrub';

/** `transport` is for tests (a recording transport); the SDK's fetch transport otherwise. */
export function createSentryReporter(
  dsn: string,
  options: { transport?: Sentry.BrowserOptions['transport'] } = {},
): { captureException(error: unknown): void } {
  Sentry.init({
    dsn,
    ...(options.transport ? { transport: options.transport } : {}),
    sendDefaultPii: false,
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
  });
  return { captureException: (error) => void Sentry.captureException(error) };
}

/**
 * Issue 15 item 7: what the Sentry SDK actually sends (the envelope, through a recording transport) carries
 * no personal code, token or query string.
 */
import * as Sentry from '@sentry/browser';
import { afterAll, describe, expect, it } from 'vitest';
import { createSentryReporter } from '../../../src/app/sentry-browser';

describe('the browser SDK behind the error-reporting interface', () => {
  afterAll(async () => {
    await Sentry.close();
  });

  it('sends scrubbed events only', async () => {
    const bodies: string[] = [];
    const reporter = createSentryReporter('https://publickey@reports.example/7', {
      transport: (options) =>
        Sentry.createTransport(options, async (request) => {
          bodies.push(
            typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body),
          );
          return { statusCode: 200 };
        }),
    });
    Sentry.addBreadcrumb({ category: 'navigation', data: { to: '/password-reset?hash=secret-hash-1' } });
    reporter.captureException(
      new Error(
        'refresh failed for 30303039914 at https://portal.example/login?returnUrl=%2Fportal with eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
      ),
    );
    await Sentry.flush(5000);
    const sent = bodies.join('\n');
    expect(sent).toContain('[personal-code]');
    expect(sent).toContain('https://portal.example/login');
    for (const secret of ['30303039914', 'returnUrl', 'secret-hash-1', 'eyJhbGciOiJFUzI1NiJ9', 'hash=']) {
      expect(sent, secret).not.toContain(secret);
    }
  });
});

/**
 * Issue 15 item 7 / §8: an error report never carries personal codes (11 digits), tokens or query strings.
 */
import { describe, expect, it } from 'vitest';
import { scrubReport, scrubText } from '../../../src/domain/error-scrub';

const JWT =
  'eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJhYmMiLCJzaWQiOiJ4eXoifQ.MEUCIQDx3m1f7k9Qy2fJb0vK8uP1Yw';
const REFRESH = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbG1ub3A';

describe('scrubText', () => {
  it('replaces personal codes, but not shorter or longer digit runs', () => {
    expect(scrubText('login failed for 30303039914')).toBe('login failed for [personal-code]');
    expect(scrubText('code=39901012239,')).toBe('code=[personal-code],');
    expect(scrubText('contract 1234567890 and 123456789012')).toBe('contract 1234567890 and 123456789012');
  });

  it('replaces JWTs, bearer tokens and long opaque tokens', () => {
    expect(scrubText(`token ${JWT} expired`)).toBe('token [token] expired');
    expect(scrubText('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer [token]');
    expect(scrubText(`refresh ${REFRESH}`)).toBe('refresh [token]');
    expect(scrubText('index-CsUpzlGA.js:1:20')).toBe('index-CsUpzlGA.js:1:20');
  });

  it('drops query strings and fragments of URLs and paths', () => {
    expect(scrubText('GET https://portal.example/password-reset?hash=abc123&x=1 failed')).toBe(
      'GET https://portal.example/password-reset failed',
    );
    expect(scrubText('/isejimas-is-bendroves#hash=zzz')).toBe('/isejimas-is-bendroves');
    expect(scrubText('/login?returnUrl=%2Fportal&tk=BROKER1&e=am9uYXNAZXhhbXBsZS5sdA')).toBe('/login');
  });
});

describe('scrubReport (a Sentry event)', () => {
  const event = {
    event_id: '0123456789abcdef0123456789abcdef',
    level: 'error',
    message: 'Refresh failed for 30303039914',
    user: { id: '42', ip_address: '203.0.113.5', email: 'jonas@example.lt' },
    request: {
      url: 'https://portal.example/portal/dashboard?tab=1',
      query_string: 'tab=1',
      cookies: { sid: 'x' },
      headers: { Authorization: `Bearer ${JWT}` },
      data: { password: 'Pensija2026' },
    },
    exception: {
      values: [
        {
          type: 'Error',
          value: `POST /connect/token answered 400 for refresh_token=${REFRESH}`,
          stacktrace: { frames: [{ filename: 'https://cdn.example/assets/index-CsUpzlGA.js', lineno: 1 }] },
        },
      ],
    },
    breadcrumbs: [
      { category: 'fetch', data: { url: '/api/Users/GetUser?personalCode=30303039914', status_code: 200 } },
      { category: 'navigation', data: { from: '/login?returnUrl=/portal', to: '/password-reset?hash=abc' } },
    ],
    extra: { personalCode: '30303039914', phone: '+37060000666', accessToken: JWT, note: 'ok' },
    contexts: { trace: { trace_id: 'fedcba9876543210fedcba9876543210' } },
  };
  const scrubbed = scrubReport(event);
  const text = JSON.stringify(scrubbed);

  it('carries no personal code, token, query string, password, e-mail or phone anywhere', () => {
    for (const secret of [
      '30303039914',
      JWT,
      REFRESH,
      'Pensija2026',
      'jonas@example.lt',
      '+37060000666',
      '203.0.113.5',
      'tab=1',
      'returnUrl',
      'hash=abc',
      'Bearer ey',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('keeps what makes the report useful', () => {
    expect(scrubbed.event_id).toBe('0123456789abcdef0123456789abcdef');
    expect(scrubbed.contexts.trace.trace_id).toBe('fedcba9876543210fedcba9876543210');
    expect(scrubbed.message).toBe('Refresh failed for [personal-code]');
    expect(scrubbed.request.url).toBe('https://portal.example/portal/dashboard');
    expect(scrubbed.exception.values[0]?.stacktrace.frames[0]?.filename).toBe(
      'https://cdn.example/assets/index-CsUpzlGA.js',
    );
    expect(scrubbed.breadcrumbs[0]?.data.url).toBe('/api/Users/GetUser');
    expect(scrubbed.breadcrumbs[0]?.data.status_code).toBe(200);
    expect(scrubbed.extra.note).toBe('ok');
    expect(scrubbed.extra.personalCode).toBe('[redacted]');
    expect('user' in scrubbed).toBe(false);
    expect(scrubbed.request).toEqual({ url: 'https://portal.example/portal/dashboard' });
  });

  it('does not change the event it was given', () => {
    expect(event.message).toBe('Refresh failed for 30303039914');
    expect(event.user.email).toBe('jonas@example.lt');
  });
});

/**
 * What an error report may carry (§8: an error-reporting service is used; the customer's data must not
 * leave with it). One pure function for the SPA and the server, used as the SDK's `beforeSend` and
 * `beforeBreadcrumb`:
 *
 * - personal codes (any run of 11 digits) become `[personal-code]`;
 * - tokens become `[token]`: JWTs (`eyJ….….…`), `Bearer …`, and long opaque strings of URL-safe base64;
 * - URLs lose their query string and fragment (hash links, referral codes, e-mails, one-time tokens);
 * - values under secret-looking keys (token, password, authorization, cookie, hash, personal code, phone,
 *   e-mail, query string …) become `[redacted]`;
 * - the `user` of an event and the request's cookies, headers and query string are dropped.
 */

const PERSONAL_CODE = /(?<!\d)\d{11}(?!\d)/g;
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer)\s+[^\s"',;]+/gi;
/** Opaque token-looking runs: 32+ URL-safe base64 / hex characters. */
const OPAQUE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}={0,2}(?![A-Za-z0-9_-])/g;
/** A query string or fragment after a path or URL: from '?' or '#' to the end of the token. */
const QUERY = /([A-Za-z0-9_~.%/:@!$&'()*+,;=-]*)[?#][^\s"'<>]*/g;

const SECRET_KEY =
  /token|password|passwd|secret|authorization|cookie|hash|personal.?code|phone|e.?mail|query.?string|^code$|^tk$|^e$|session|refresh|confirmation|iban/i;

/** The report's own identifiers and metadata (Sentry's event, trace and span ids are 32/16 hex characters). */
const REPORT_KEY =
  /^(event_id|trace_id|span_id|parent_span_id|release|dist|platform|level|timestamp|start_timestamp)$/;

const REDACTED = '[redacted]';
const MAX_DEPTH = 12;

export function scrubText(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(BEARER, '$1 [token]')
    .replace(QUERY, (match: string, before: string) => (/[?#]/.test(match) ? before : match))
    .replace(OPAQUE, '[token]')
    .replace(PERSONAL_CODE, '[personal-code]');
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (REPORT_KEY.test(key) && typeof item !== 'object') out[key] = item;
    else if (SECRET_KEY.test(key) && item !== null && item !== undefined) out[key] = REDACTED;
    else out[key] = scrubValue(item, depth + 1);
  }
  return out;
}

/** Any report-shaped object (a Sentry event or breadcrumb), scrubbed as described above. */
export function scrubReport<T extends object>(report: T): T {
  const copy = { ...(report as Record<string, unknown>) };
  delete copy.user;
  const request = copy.request;
  if (request && typeof request === 'object') {
    const {
      cookies: _cookies,
      headers: _headers,
      query_string: _query,
      data: _data,
      ...rest
    } = request as Record<string, unknown>;
    copy.request = rest;
  }
  return scrubValue(copy, 0) as T;
}

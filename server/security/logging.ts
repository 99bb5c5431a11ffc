/**
 * Structured JSON logs (pino through Fastify) with personal codes and tokens masked: the authorization
 * header and secrets in bodies are redacted, and 11-digit personal codes, token/hash/e/recipient query
 * values (also under percent-encoded names) and the /login/sb/<token> handover path are masked in URLs.
 */
import type { FastifyServerOptions } from 'fastify';

const PERSONAL_CODE = /(?<!\d)([1-6])\d{6}(\d{4})(?!\d)/g;
/**
 * Query parameters whose values are secrets or personal data: tokens and link hashes, the referral's
 * base64 e-mail `e`, the outbox `recipient` (an e-mail or phone).
 */
const SECRET_PARAMETERS = new Set([
  'token',
  'hash',
  'access_token',
  'refresh_token',
  'id_token',
  'code',
  'password',
  'e',
  'recipient',
]);
const SECRET_QUERY =
  /([?&](?:token|hash|access_token|refresh_token|id_token|code|password|e|recipient)=)[^&\s"]*/gi;
/** The bank-portal handover page /login/sb/<single-use token>. */
const SB_HANDOVER_PATH = /(\/login\/sb\/)[^/?#\s"]+/gi;

/** '30303039914' -> '3******9914'; '?token=abc' -> '?token=***'; '/login/sb/abc' -> '/login/sb/***'. */
export function maskText(text: string): string {
  return text
    .replace(PERSONAL_CODE, '$1******$2')
    .replace(SECRET_QUERY, '$1***')
    .replace(SB_HANDOVER_PATH, '$1***');
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * A request URL as logged: the path masked (percent-escapes decoded first, so `/login/%73b/…` is masked
 * too), each query parameter's name decoded (so `%74oken=` is recognised as `token=`), secret values
 * replaced by *** and personal codes masked in every other value.
 */
export function maskUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = maskText(decode(queryAt === -1 ? url : url.slice(0, queryAt)));
  if (queryAt === -1) return path;
  const pairs = url
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = decode(equals === -1 ? pair : pair.slice(0, equals));
      const value = equals === -1 ? undefined : decode(pair.slice(equals + 1));
      const shownName = encodeURIComponent(maskText(name));
      if (value === undefined) return shownName;
      if (SECRET_PARAMETERS.has(name.trim().toLowerCase())) return `${shownName}=***`;
      return `${shownName}=${encodeURIComponent(maskText(value))}`;
    });
  return `${path}?${pairs.join('&')}`;
}

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.personalCode',
  '*.personal_code',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.token',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.hash',
];

/** An error as logged: type, code, masked message and stack; never `query`, `params` or other fields. */
export function serializeError(error: unknown): {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
} {
  if (!(error instanceof Error)) return { type: typeof error, message: maskText(String(error)), stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: maskText(error.message),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    stack: maskText(error.stack ?? ''),
  };
}

export function loggerOptions(level = 'info'): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '***' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: maskUrl(request.url), ip: request.ip };
      },
      // Errors keep only what helps an operator; a database error's query parameters never reach the log.
      err: serializeError,
    },
  };
}

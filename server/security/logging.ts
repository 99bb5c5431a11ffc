/**
 * Structured JSON logs (pino through Fastify) with personal codes and tokens masked: the authorization
 * header and secrets in bodies are redacted, and 11-digit personal codes and token/hash query values in
 * URLs are masked.
 */
import type { FastifyServerOptions } from 'fastify';

const PERSONAL_CODE = /(?<!\d)([1-6])\d{6}(\d{4})(?!\d)/g;
const SECRET_QUERY = /([?&](?:token|hash|access_token|refresh_token|id_token|code|password)=)[^&]*/gi;

/** '30303039914' -> '3******9914'; '?token=abc' -> '?token=***'. */
export function maskText(text: string): string {
  return text.replace(PERSONAL_CODE, '$1******$2').replace(SECRET_QUERY, '$1***');
}

export const REDACT_PATHS = [
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
        return { id: request.id, method: request.method, url: maskText(request.url), ip: request.ip };
      },
      // Errors keep only what helps an operator; a database error's query parameters never reach the log.
      err: serializeError,
    },
  };
}

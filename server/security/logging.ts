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

export function loggerOptions(level = 'info'): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '***' },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: maskText(request.url), ip: request.ip };
      },
    },
  };
}

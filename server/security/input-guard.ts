/**
 * No control characters in text input. Every string the server accepts - query parameters, path
 * parameters, form and JSON bodies, their names included - is refused with 400 when it contains a C0 or C1
 * control character (U+0000-U+001F, U+007F-U+009F): a NUL would otherwise reach PostgreSQL and end in a 500,
 * and a line break could forge log lines or mail headers. No screen of the portal sends any of them (there
 * is no multi-line field). Runs before validation (preValidation), after the body was parsed.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/api-error';
import { OAuthError } from '../auth/oauth-error';
import { routedPath } from './request-kind';

// eslint-disable-next-line no-control-regex -- control characters are exactly what this check refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The first place (e.g. 'body.address.street', 'query[name]') where a string has a control character. */
function findControlCharacter(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findControlCharacter(value[index], `${path}.${index}`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL.test(key)) return `${path} (a parameter name)`;
    const found = findControlCharacter(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function controlCharacterIn(request: FastifyRequest): string | undefined {
  return (
    findControlCharacter(request.params, 'params') ??
    findControlCharacter(request.query, 'query') ??
    findControlCharacter(request.body, 'body')
  );
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = controlCharacterIn(request);
    if (field === undefined) return;
    const message = `${field}: control characters are not allowed`;
    if (routedPath(request).startsWith('/connect/')) throw new OAuthError('invalid_request', message);
    throw new ApiHttpError(400, 'validation', message, field);
  });
}

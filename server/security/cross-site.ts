/**
 * A foreign page cannot spend a visitor's bad-request budget. Browsers mark every request with
 * `Sec-Fetch-Site`; the portal's SPA calls its API from the same origin, so an API or auth-server request
 * marked `cross-site` (an <img>, a no-cors fetch or a form posted by another site) is refused with 403
 * before it is evaluated and without counting as a bad request - otherwise 31 such requests would get the
 * visitor's address banned. Tools that send no such header are not affected; /api/health never is.
 */
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from '../http/api-error';
import { OAuthError } from '../auth/oauth-error';
import { isApiRequest, isHealthCheck, routedPath } from './request-kind';

const MESSAGE = 'Cross-site requests to the API are not accepted';

export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.headers['sec-fetch-site'] !== 'cross-site') return;
    if (!isApiRequest(request) || isHealthCheck(request)) return;
    request.rateLimitSkipCount = true;
    if (routedPath(request).startsWith('/connect/')) throw new OAuthError('invalid_request', MESSAGE);
    throw new ApiHttpError(403, 'forbidden', MESSAGE);
  });
}

import type * as Client from '../api/client';
import type { CallOptions, CallResult } from '../api/client';
import type { EndpointId } from '../api/contract/endpoints';
import { portalErrorOf } from '../api/portal-error-of';

/** The authorized API as route loaders and actors see it (router context `api`). */
export interface PortalApi {
  call<K extends EndpointId>(id: K, options?: CallOptions<K>): Promise<CallResult<K>>;
}

/**
 * The one API client (src/api/client.ts), loaded on first use so that it is not part of the login
 * route's JavaScript, with the session's in-memory access token as its bearer token.
 */
export function createPortalApi(
  accessToken: () => string | null,
  /** §8: where an unsuppressed 5xx (/error-500) or a deadlock/timeout (/error-timeout) sends the customer. */
  onRedirect: (path: '/error-500' | '/error-timeout') => void = () => undefined,
): PortalApi {
  let client: Promise<typeof Client> | null = null;
  const load = () =>
    (client ??= import('../api/client').then((module) => {
      module.setAccessTokenProvider(accessToken);
      return module;
    }));
  return {
    call: async (id, options) => {
      try {
        return await (await load()).call(id, options);
      } catch (error) {
        const redirect = portalErrorOf(error)?.redirect;
        if (redirect) onRedirect(redirect);
        throw error;
      }
    },
  };
}

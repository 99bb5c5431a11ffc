import type * as Client from '../api/client';
import type { CallOptions, CallResult } from '../api/client';
import type { EndpointId } from '../api/contract/endpoints';

/** The authorized API as route loaders and actors see it (router context `api`). */
export interface PortalApi {
  call<K extends EndpointId>(id: K, options?: CallOptions<K>): Promise<CallResult<K>>;
}

/**
 * The one API client (src/api/client.ts), loaded on first use so that it is not part of the login
 * route's JavaScript, with the session's in-memory access token as its bearer token. A failure rejects
 * with the portal error, which carries its §8 redirect (an unsuppressed 5xx → /error-500, a deadlock or
 * timeout message → /error-timeout); src/app/navigation.ts follows it when a flow's write fails.
 */
export function createPortalApi(accessToken: () => string | null): PortalApi {
  let client: Promise<typeof Client> | null = null;
  const load = () =>
    (client ??= import('../api/client').then((module) => {
      module.setAccessTokenProvider(accessToken);
      return module;
    }));
  return {
    call: async (id, options) => (await load()).call(id, options),
  };
}

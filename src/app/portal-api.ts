import type * as Client from '../api/client';
import { portalErrorOf } from '../api/portal-error-of';
import type { CallOptions, CallResult } from '../api/client';
import type { UploadCallOptions } from '../api/upload';
import type { EndpointResponse } from '../api/contract/endpoints';
import type { EndpointId } from '../api/contract/endpoints';
import type { StepUpAction } from '../api/contract/auth-codes';
import type { EidInitiateInput, EidInitiateOutput } from '../../machines/auth/eid-login.machine';
import type { StepUpConfirmation } from '../../machines/auth/auth-types';

/**
 * The auth server's qualify calls (§4), made with the customer's bearer token: the fresh eID confirmation
 * sensitive changes need (docs/security.md). They reject like the login's eID calls (AuthFlowError).
 */
export interface QualifyApi {
  initiate(input: EidInitiateInput, action: StepUpAction, signal?: AbortSignal): Promise<EidInitiateOutput>;
  complete(input: { token: string }, signal?: AbortSignal): Promise<StepUpConfirmation>;
}

/** The authorized API as route loaders and actors see it (router context `api`). */
export interface PortalApi {
  call<K extends EndpointId>(id: K, options?: CallOptions<K>): Promise<CallResult<K>>;
  /** Optional so that fakes of screens without a sensitive change need not provide it. */
  qualify?: QualifyApi;
  /**
   * A call whose body is sent with upload progress (src/api/upload.ts: XMLHttpRequest, same base URL,
   * bearer token, contract check and error catalogue). Optional so that fakes of other screens need not
   * provide it.
   */
  upload?<K extends EndpointId>(id: K, options: UploadCallOptions<K>): Promise<EndpointResponse<K>>;
}

/**
 * The one API client (src/api/client.ts), loaded on first use so that it is not part of the login
 * route's JavaScript, with the session's in-memory access token as its bearer token. A failure rejects
 * with the portal error, which carries its §8 redirect (an unsuppressed 5xx → /error-500, a deadlock or
 * timeout message → /error-timeout); src/app/navigation.ts follows it when a flow's write fails.
 *
 * A 401 to a request sent with a token calls `onRefused`: the session may have ended elsewhere (a
 * logout in another tab, a password reset), and the session finds out by refreshing (`session.refused`)
 * rather than leaving the screen to say the connection failed.
 */
export function createPortalApi(
  accessToken: () => string | null,
  onRefused: () => void = () => undefined,
): PortalApi {
  let client: Promise<typeof Client> | null = null;
  const load = () =>
    (client ??= import('../api/client').then((module) => {
      module.setAccessTokenProvider(accessToken);
      return module;
    }));
  const authHttp = () => import('./auth-http');
  const watch = async <T>(request: () => Promise<T>): Promise<T> => {
    const sentWithToken = accessToken() !== null;
    try {
      return await request();
    } catch (error) {
      if (sentWithToken && portalErrorOf(error)?.kind === 'unauthorized') onRefused();
      throw error;
    }
  };
  return {
    qualify: {
      initiate: async (input, action, signal) =>
        (await authHttp()).initiateQualify(input, action, accessToken(), signal),
      complete: async (input, signal) => (await authHttp()).completeQualify(input, accessToken(), signal),
    },
    call: (id, options) => watch(async () => (await load()).call(id, options)),
    upload: (id, options) =>
      watch(async () => {
        await load();
        return (await import('../api/upload')).uploadWithProgress(id, options);
      }),
  };
}

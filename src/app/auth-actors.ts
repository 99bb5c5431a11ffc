import { fromCallback, fromPromise } from 'xstate';
import type { AuthTokens } from '../../machines/auth/auth-types';
import { authMachine, type DeviceLinkCallbackInput } from '../../machines/auth/auth.machine';
import {
  deviceLinkLoginMachine,
  type DeviceLinkInitiateOutput,
  type DeviceLinkInput,
  type DeviceLinkRefresherEvent,
  type DeviceLinkRefreshInput,
} from '../../machines/auth/device-link-login.machine';
import {
  eidLoginMachine,
  type EidInitiateInput,
  type EidInitiateOutput,
} from '../../machines/auth/eid-login.machine';

/**
 * The session machine's I/O actors. The HTTP code (ofetch and the zod contract) is loaded on first use,
 * and prefetched once the first screen has rendered, so that it is not part of the login route's
 * initial JavaScript.
 */
export const http = () => import('./auth-http');

export function prefetchAuthHttp(): void {
  void http().catch(() => undefined);
}

export const liveAuthMachine = authMachine.provide({
  actors: {
    passwordLogin: fromPromise<AuthTokens, { username: string; password: string }>(
      async ({ input, signal }) => (await http()).passwordLogin(input, signal),
    ),
    exchangeSbToken: fromPromise<AuthTokens, { token: string }>(async ({ input, signal }) =>
      (await http()).exchangeSbToken(input, signal),
    ),
    refreshTokens: fromPromise<AuthTokens, { refreshToken: string }>(async ({ input, signal }) =>
      (await http()).refreshTokens(input, signal),
    ),
    revokeToken: fromPromise<void, { refreshToken: string }>(async ({ input, signal }) =>
      (await http()).revokeToken(input, signal),
    ),
    deviceLinkLogin: deviceLinkLoginMachine.provide({
      actors: {
        initiateDeviceLink: fromPromise<DeviceLinkInitiateOutput, DeviceLinkInput>(
          async ({ input, signal }) => (await http()).initiateDeviceLink(input, signal),
        ),
        // The refresher comes with the HTTP code, on first use (machines/auth/device-link-refresher.ts).
        linkRefresher: fromCallback<DeviceLinkRefresherEvent, DeviceLinkRefreshInput>(
          ({ input, sendBack }) => {
            let stop: (() => void) | null = null;
            let stopped = false;
            void Promise.all([import('../../machines/auth/device-link-refresher'), http()]).then(
              ([refresher, client]) => {
                if (!stopped) stop = refresher.startLinkRefresher(input, sendBack, client.refreshDeviceLinks);
              },
            );
            return () => {
              stopped = true;
              stop?.();
            };
          },
        ),
        finalizeEid: fromPromise<AuthTokens, { token: string }>(async ({ input, signal }) =>
          (await http()).finalizeDeviceLink(input, signal),
        ),
      },
    }),
    deviceLinkCallback: fromPromise<AuthTokens, DeviceLinkCallbackInput>(async ({ input, signal }) =>
      (await http()).finishDeviceLinkCallback(input, signal),
    ),
    eidLogin: eidLoginMachine.provide({
      actors: {
        initiateEid: fromPromise<EidInitiateOutput, EidInitiateInput>(async ({ input, signal }) =>
          (await http()).initiateEid(input, signal),
        ),
        finalizeEid: fromPromise<AuthTokens, { token: string }>(async ({ input, signal }) =>
          (await http()).finalizeEid(input, signal),
        ),
      },
    }),
  },
});

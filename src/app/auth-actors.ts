import { ofetch, FetchError } from 'ofetch';
import { fromPromise } from 'xstate';
import {
  AUTH_PATHS,
  AUTH_SCOPE,
  AuthErrorBody,
  EidInitiateResponse,
  PASSWORD_PROVIDER,
  PORTAL_CLIENT_ID,
  TokenResponse,
  toEidPhoneNumber,
} from '../api/contract/auth';
import { AuthFlowError, type AuthTokens } from '../../machines/auth/auth-types';
import { authMachine } from '../../machines/auth/auth.machine';
import { eidLoginMachine } from '../../machines/auth/eid-login.machine';
import { config } from './config';

/**
 * The auth server calls (§7 "Auth server": form-encoded POST) as the session machine's actors.
 * Failures reject with an AuthFlowError carrying the RFC 6749 `error` code, which the machines map
 * to the §8 catalogue; a network failure or an unreadable body counts as server_error.
 */
const connect = ofetch.create({ baseURL: config.apiBaseUrl, timeout: 20_000, retry: 0 });

async function postForm(
  path: string,
  fields: Record<string, string>,
  signal?: AbortSignal,
): Promise<unknown> {
  try {
    return await connect(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof FetchError) {
      const body = AuthErrorBody.safeParse(error.data);
      if (body.success) throw new AuthFlowError(body.data.error as never, body.data.error_description);
    }
    throw new AuthFlowError('server_error');
  }
}

function toTokens(data: unknown): AuthTokens {
  const parsed = TokenResponse.safeParse(data);
  if (!parsed.success) throw new AuthFlowError('server_error', 'Unexpected token response');
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token,
    idToken: parsed.data.id_token,
    expiresIn: parsed.data.expires_in,
    issuedAt: Date.now(),
  };
}

export const authActors = {
  passwordLogin: fromPromise<AuthTokens, { username: string; password: string }>(async ({ input, signal }) =>
    toTokens(
      await postForm(
        AUTH_PATHS.token,
        {
          grant_type: 'password',
          provider: PASSWORD_PROVIDER,
          client_id: PORTAL_CLIENT_ID,
          username: input.username.trim(),
          password: input.password,
          scope: AUTH_SCOPE,
        },
        signal,
      ),
    ),
  ),
  exchangeSbToken: fromPromise<AuthTokens, { token: string }>(async ({ input, signal }) =>
    toTokens(
      await postForm(
        AUTH_PATHS.token,
        { grant_type: 'login_sb_token', client_id: PORTAL_CLIENT_ID, token: input.token, scope: AUTH_SCOPE },
        signal,
      ),
    ),
  ),
  refreshTokens: fromPromise<AuthTokens, { refreshToken: string }>(async ({ input, signal }) =>
    toTokens(
      await postForm(
        AUTH_PATHS.token,
        { grant_type: 'refresh_token', client_id: PORTAL_CLIENT_ID, refresh_token: input.refreshToken },
        signal,
      ),
    ),
  ),
  revokeToken: fromPromise<void, { refreshToken: string }>(async ({ input, signal }) => {
    await postForm(
      AUTH_PATHS.revocation,
      { token: input.refreshToken, token_type_hint: 'refresh_token', client_id: PORTAL_CLIENT_ID },
      signal,
    );
  }),
};

export const eidActors = {
  initiateEid: fromPromise(
    async ({
      input,
      signal,
    }: {
      input: {
        provider: 'pension_smart_id' | 'pension_mobile_id';
        personalCode: string;
        phoneNumber?: string;
      };
      signal: AbortSignal;
    }) => {
      const fields: Record<string, string> = {
        provider: input.provider,
        client_id: PORTAL_CLIENT_ID,
        personal_code: input.personalCode,
      };
      if (input.provider === 'pension_mobile_id' && input.phoneNumber) {
        fields.phone_number = toEidPhoneNumber(input.phoneNumber);
      }
      const parsed = EidInitiateResponse.safeParse(await postForm(AUTH_PATHS.eidInitiate, fields, signal));
      if (!parsed.success) throw new AuthFlowError('server_error', 'Unexpected initiate response');
      return { controlCode: parsed.data.control_code, token: parsed.data.token, startedAt: Date.now() };
    },
  ),
  finalizeEid: fromPromise<AuthTokens, { token: string }>(async ({ input, signal }) =>
    toTokens(
      await postForm(
        AUTH_PATHS.token,
        { grant_type: 'eid_token', client_id: PORTAL_CLIENT_ID, token: input.token, scope: AUTH_SCOPE },
        signal,
      ),
    ),
  ),
};

/** The session machine with every I/O actor implemented against the auth server. */
export const liveAuthMachine = authMachine.provide({
  actors: {
    ...authActors,
    eidLogin: eidLoginMachine.provide({ actors: eidActors }),
  },
});

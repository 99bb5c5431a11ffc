import '../api/zod-jitless';
import { ofetch, FetchError } from 'ofetch';
import {
  AuthErrorBody,
  DeviceLinkInitiateResponse,
  DeviceLinkLinksResponse,
  EidInitiateResponse,
  QualifyCompleteResponse,
  QualifyInitiateResponse,
  RegisterCompleteResponse,
  RegisterInitiateResponse,
  TokenResponse,
} from '../api/contract/auth';
import {
  AUTH_PATHS,
  AUTH_SCOPE,
  PASSWORD_PROVIDER,
  PORTAL_CLIENT_ID,
  toEidPhoneNumber,
  toLoginError,
  type StepUpAction,
} from '../api/contract/auth-codes';
import { AuthFlowError, type AuthTokens, type StepUpConfirmation } from '../../machines/auth/auth-types';
import type { DeviceLinkCallbackInput } from '../../machines/auth/auth.machine';
import type {
  DeviceLinkInitiateOutput,
  DeviceLinkInput,
  DeviceLinkRefreshInput,
  DeviceLinks,
} from '../../machines/auth/device-link-login.machine';
import type { EidInitiateInput, EidInitiateOutput } from '../../machines/auth/eid-login.machine';
import type { RegistrationResult } from '../../machines/auth/register.machine';
import { closeHeadStart, headStartFetch } from '../head-start/slot';
import { API_BASE_URL } from '../api/base-url';
import { browserLocalStorage } from '../browser/storage';
import { forgetBrowser, rememberBrowser } from '../browser/remembered-browser';
import { tabSync } from './tab-sync';

// The session keeps its tokens through this module, which it loads anyway (./session.ts).
export { sessionEnded, sessionTokens } from './tab-sync';

/**
 * The auth server calls (§7 "Auth server": form-encoded POST) as the session machine's actors.
 * Failures reject with an AuthFlowError carrying the RFC 6749 `error` code, which the machines map
 * to the §8 catalogue; a network failure or an unreadable body counts as server_error.
 */
const connect = ofetch.create(
  { baseURL: API_BASE_URL, timeout: 20_000, retry: 0 },
  // A reload's refresh may already be under way (src/head-start), else the network.
  { fetch: headStartFetch },
);

async function postForm(
  path: string,
  fields: Record<string, string>,
  signal?: AbortSignal,
  bearer?: string | null,
): Promise<unknown> {
  try {
    return await connect(path, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        // The portal's language, not the browser's: the server writes the customer's messages in it.
        'Accept-Language': document.documentElement.lang,
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof FetchError) {
      const body = AuthErrorBody.safeParse(error.data);
      if (body.success)
        throw new AuthFlowError(
          toLoginError(body.data.error),
          body.data.error_description,
          body.data.blocked_until,
        );
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

export async function passwordLogin(input: { username: string; password: string }, signal?: AbortSignal) {
  return toTokens(
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
  );
}

export async function exchangeSbToken(input: { token: string }, signal?: AbortSignal) {
  return toTokens(
    await postForm(
      AUTH_PATHS.token,
      { grant_type: 'login_sb_token', client_id: PORTAL_CLIENT_ID, token: input.token, scope: AUTH_SCOPE },
      signal,
    ),
  );
}

export async function refreshTokens(input: { refreshToken: string }, signal?: AbortSignal) {
  // From here on only the app exchanges the stored token: a head start that has not run yet sends nothing
  // (a second exchange of the same token would be refused as a reuse); one that has is taken over below.
  closeHeadStart();
  // Other tabs of this session may hold the same token: one refresh for all of them (./tab-sync.ts).
  return tabSync.refresh(input.refreshToken, async () =>
    toTokens(
      await postForm(
        AUTH_PATHS.token,
        { grant_type: 'refresh_token', client_id: PORTAL_CLIENT_ID, refresh_token: input.refreshToken },
        signal,
      ),
    ),
  );
}

export async function revokeToken(input: { refreshToken: string }, signal?: AbortSignal): Promise<void> {
  await postForm(
    AUTH_PATHS.revocation,
    { token: input.refreshToken, token_type_hint: 'refresh_token', client_id: PORTAL_CLIENT_ID },
    signal,
  );
}

/** The §7 eID payload: provider, personal code and, for Mobile-ID, the number without plus or spaces. */
function eidFields(input: EidInitiateInput): Record<string, string> {
  const fields: Record<string, string> = {
    provider: input.provider,
    client_id: PORTAL_CLIENT_ID,
    personal_code: input.personalCode,
  };
  if (input.provider === 'pension_mobile_id' && input.phoneNumber) {
    fields.phone_number = toEidPhoneNumber(input.phoneNumber);
  }
  return fields;
}

export async function initiateEid(input: EidInitiateInput, signal?: AbortSignal): Promise<EidInitiateOutput> {
  const parsed = EidInitiateResponse.safeParse(
    input.remembered
      ? await initiateRemembered(signal)
      : await postForm(AUTH_PATHS.eidInitiate, eidFields(input), signal),
  );
  if (!parsed.success) throw new AuthFlowError('server_error', 'Unexpected initiate response');
  return { controlCode: parsed.data.control_code, token: parsed.data.token, startedAt: Date.now() };
}

/** A notification login for the person this browser's cookie names; refused, the browser is not remembered. */
async function initiateRemembered(signal?: AbortSignal): Promise<unknown> {
  try {
    return await postForm(AUTH_PATHS.rememberedInitiate, { client_id: PORTAL_CLIENT_ID }, signal);
  } catch (error) {
    if (error instanceof AuthFlowError && error.code === 'invalid_grant')
      forgetBrowser(browserLocalStorage());
    throw error;
  }
}

/** This browser is no longer remembered: the server drops its cookie, and the login page its offer. */
export async function forgetRememberedBrowser(signal?: AbortSignal): Promise<void> {
  await postForm(AUTH_PATHS.rememberedForget, { client_id: PORTAL_CLIENT_ID }, signal);
  forgetBrowser(browserLocalStorage());
}

/** A device-link login's poll: once it logs in, the server remembers this browser (and so does the page). */
export async function finalizeDeviceLink(input: { token: string }, signal?: AbortSignal) {
  const tokens = await finalizeEid(input, signal);
  rememberBrowser(browserLocalStorage(), Date.now());
  return tokens;
}

export async function finalizeEid(input: { token: string }, signal?: AbortSignal) {
  return toTokens(
    await postForm(
      AUTH_PATHS.token,
      { grant_type: 'eid_token', client_id: PORTAL_CLIENT_ID, token: input.token, scope: AUTH_SCOPE },
      signal,
    ),
  );
}

/** Smart-ID by QR code / on this phone: starts an anonymous session (and gets the binding cookie). */
export async function initiateDeviceLink(
  input: DeviceLinkInput,
  signal?: AbortSignal,
): Promise<DeviceLinkInitiateOutput> {
  const parsed = DeviceLinkInitiateResponse.safeParse(
    await postForm(AUTH_PATHS.deviceLinkInitiate, { client_id: PORTAL_CLIENT_ID, lang: input.lang }, signal),
  );
  if (!parsed.success) throw new AuthFlowError('server_error', 'Unexpected device-link response');
  const { token, qr, web2app } = parsed.data;
  return { token, qr, web2app, startedAt: Date.now() };
}

/** The QR code's link rebuilt now (asked for every second while the QR is shown). */
export async function refreshDeviceLinks(
  input: DeviceLinkRefreshInput,
  signal?: AbortSignal,
): Promise<DeviceLinks> {
  const parsed = DeviceLinkLinksResponse.safeParse(
    await postForm(
      AUTH_PATHS.deviceLinkLinks,
      { client_id: PORTAL_CLIENT_ID, token: input.token, lang: input.lang },
      signal,
    ),
  );
  if (!parsed.success) throw new AuthFlowError('server_error', 'Unexpected device-link links response');
  return { qr: parsed.data.qr, web2app: parsed.data.web2app };
}

/** The Smart-ID app came back to this browser: its query (with the binding cookie) ends the login. */
export async function finishDeviceLinkCallback(
  input: DeviceLinkCallbackInput,
  signal?: AbortSignal,
): Promise<AuthTokens> {
  const tokens = toTokens(
    await postForm(
      AUTH_PATHS.deviceLinkCallback,
      { client_id: PORTAL_CLIENT_ID, ...input, scope: AUTH_SCOPE },
      signal,
    ),
  );
  rememberBrowser(browserLocalStorage(), Date.now());
  return tokens;
}

/** Registration: starts an eID session for registering (same payload and answer as initiateEid). */
export async function initiateRegistration(
  input: EidInitiateInput,
  signal?: AbortSignal,
): Promise<EidInitiateOutput> {
  const parsed = RegisterInitiateResponse.safeParse(
    await postForm(AUTH_PATHS.registerInitiate, eidFields(input), signal),
  );
  if (!parsed.success) throw new AuthFlowError('server_error', 'Unexpected register initiate response');
  return { controlCode: parsed.data.control_code, token: parsed.data.token, startedAt: Date.now() };
}

/** Registration: one poll; rejects with authorization_pending until the person confirmed. */
export async function completeRegistration(
  input: { token: string },
  signal?: AbortSignal,
): Promise<RegistrationResult> {
  const parsed = RegisterCompleteResponse.safeParse(
    await postForm(AUTH_PATHS.registerComplete, { client_id: PORTAL_CLIENT_ID, token: input.token }, signal),
  );
  if (!parsed.success) throw new AuthFlowError('server_error', 'Unexpected register complete response');
  return parsed.data;
}

/**
 * Qualify (§4): starts the second eID confirmation of the logged-in customer (bearer) for one change. The
 * server asks the customer's own phone, so no personal code is sent; Mobile-ID sends the phone (§7).
 */
export async function initiateQualify(
  input: EidInitiateInput,
  action: StepUpAction,
  accessToken: string | null,
  signal?: AbortSignal,
): Promise<EidInitiateOutput> {
  const fields: Record<string, string> = { provider: input.provider, client_id: PORTAL_CLIENT_ID, action };
  if (input.provider === 'pension_mobile_id' && input.phoneNumber) {
    fields.phone_number = toEidPhoneNumber(input.phoneNumber);
  }
  const parsed = QualifyInitiateResponse.safeParse(
    await postForm(AUTH_PATHS.qualifyInitiate, fields, signal, accessToken),
  );
  if (!parsed.success) throw new AuthFlowError('server_error', 'Unexpected qualify initiate response');
  return { controlCode: parsed.data.control_code, token: parsed.data.token, startedAt: Date.now() };
}

/** Qualify: one poll; rejects with authorization_pending until confirmed, then the step-up confirmation. */
export async function completeQualify(
  input: { token: string },
  accessToken: string | null,
  signal?: AbortSignal,
): Promise<StepUpConfirmation> {
  const parsed = QualifyCompleteResponse.safeParse(
    await postForm(
      AUTH_PATHS.qualifyComplete,
      { client_id: PORTAL_CLIENT_ID, token: input.token },
      signal,
      accessToken,
    ),
  );
  if (!parsed.success) throw new AuthFlowError('server_error', 'Unexpected qualify complete response');
  return { confirmation: parsed.data.confirmation, expiresAt: Date.now() + parsed.data.expires_in * 1000 };
}

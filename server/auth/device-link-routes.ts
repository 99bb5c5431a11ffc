/**
 * Smart-ID device-link login and the remembered browser, inside the auth server plugin
 * (./connect-routes.ts: its form parser, no-store headers and RFC 6749 error bodies):
 *
 *   POST /connect/eid/device-link/initiate   client_id, lang -> { token, qr, web2app, expires_in } + binding cookie
 *   POST /connect/eid/device-link/links      client_id, token, lang -> { qr, web2app, expires_in } (poll every 1 s)
 *   POST /connect/eid/device-link/callback   client_id, value, sessionSecretDigest, userChallengeVerifier
 *                                            (+ binding cookie) -> tokens once, + remembered-browser cookie
 *   grant_type=eid_token                     the QR login's status and tokens (./connect-routes.ts)
 *   POST /connect/eid/remembered/initiate    client_id (+ remembered cookie) -> a notification login
 *   POST /connect/eid/remembered/forget      client_id -> {} and the cookie cleared
 *
 * The binding cookie carries a random value that is also the callback URL's `value` (SK's Web2App
 * callback rules: SameSite=Lax, single use); only its hash is stored. The remembered-browser cookie is a
 * random token whose hash maps to the personal code for 30 days; starting a login with it counts against
 * the per-person push limit like the personal-code form (./eid-push-limit.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { AUTH_PATHS, DEVICE_LINK_CALLBACK_PATH } from '../../src/api/contract/auth-codes';
import {
  DeviceLinkCallbackRequest,
  DeviceLinkInitiateRequest,
  DeviceLinkLinksRequest,
  RememberedInitiateRequest,
  type DeviceLinkInitiateResponse,
  type DeviceLinkLinksResponse,
  type TokenResponse,
} from '../../src/api/contract/auth';
import type { EidSessions } from './eid-sessions';
import type { LoginCustomer } from './customers';
import { newOpaqueToken, tokenHash } from './crypto-tokens';
import { OAuthError } from './oauth-error';
import { EID_REMEMBERED_BROWSER_MS } from '../../src/domain/constants';
import { resolveScope } from './token-service';

export const BINDING_COOKIE = 'eid_device_link';
export const REMEMBERED_COOKIE = 'eid_remembered';

export interface DeviceLinkRoutesDeps {
  db: Db;
  now: () => number;
  eidSessions: EidSessions;
  /** The portal's public address (PUBLIC_URL): the callback URL and whether cookies are Secure. */
  publicUrl: string;
  issueTokens(
    customer: LoginCustomer,
    method: 'pension_smart_id' | 'pension_mobile_id',
    scope: string,
  ): Promise<TokenResponse>;
  formBody(body: unknown): Record<string, string>;
  checkClient(clientId: string | undefined, required: boolean): void;
  describeIssue(error: { issues: readonly { path: readonly PropertyKey[] }[] }): string;
}

/** The value of one cookie of the request (the Cookie header, RFC 6265 §5.4). */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function registerDeviceLinkRoutes(
  app: FastifyInstance,
  deps: DeviceLinkRoutesDeps,
): { remember(reply: FastifyReply, personalCode: string): Promise<void> } {
  const { db, now, eidSessions } = deps;
  const secure = deps.publicUrl.startsWith('https:') ? '; Secure' : '';
  const callbackBase = `${deps.publicUrl}${DEVICE_LINK_CALLBACK_PATH}`;

  const setCookie = (reply: FastifyReply, cookie: string) => {
    const existing = reply.getHeader('set-cookie');
    const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
    reply.header('set-cookie', [...list, cookie]);
  };
  const bindingCookie = (value: string, maxAge: number) =>
    `${BINDING_COOKIE}=${value}; Path=/connect/eid/device-link; Max-Age=${String(maxAge)}; HttpOnly; SameSite=Lax${secure}`;
  const rememberedCookie = (value: string, maxAge: number) =>
    `${REMEMBERED_COOKIE}=${value}; Path=/connect/eid; Max-Age=${String(maxAge)}; HttpOnly; SameSite=Strict${secure}`;

  function parse<T>(
    schema: {
      safeParse(
        value: unknown,
      ):
        | { success: true; data: T }
        | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
    },
    body: unknown,
  ): T {
    const form = deps.formBody(body);
    deps.checkClient(form.client_id, true);
    const parsed = schema.safeParse(form);
    if (!parsed.success) throw new OAuthError('invalid_request', deps.describeIssue(parsed.error));
    return parsed.data;
  }

  /** Remembers the browser of a completed device-link login (a new random token, hashed in the database). */
  async function remember(reply: FastifyReply, personalCode: string): Promise<void> {
    const token = newOpaqueToken();
    await db.query(
      'INSERT INTO eid_remembered_browsers (token_hash, personal_code, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [
        tokenHash(token),
        personalCode,
        new Date(now()).toISOString(),
        new Date(now() + EID_REMEMBERED_BROWSER_MS).toISOString(),
      ],
    );
    setCookie(reply, rememberedCookie(token, EID_REMEMBERED_BROWSER_MS / 1000));
  }

  app.post(AUTH_PATHS.deviceLinkInitiate, async (request, reply) => {
    const { lang } = parse(DeviceLinkInitiateRequest, request.body);
    const started = await eidSessions.initiateDeviceLink(callbackBase);
    const links = await eidSessions.deviceLinks(started.token, lang ?? 'lit');
    setCookie(reply, bindingCookie(started.binding, started.expiresIn));
    const body: DeviceLinkInitiateResponse = {
      token: started.token,
      qr: links.qr,
      web2app: links.web2app,
      expires_in: links.expiresIn,
    };
    return reply.status(200).send(body);
  });

  app.post(AUTH_PATHS.deviceLinkLinks, async (request, reply) => {
    const { token, lang } = parse(DeviceLinkLinksRequest, request.body);
    const links = await eidSessions.deviceLinks(token, lang ?? 'lit');
    const body: DeviceLinkLinksResponse = {
      qr: links.qr,
      web2app: links.web2app,
      expires_in: links.expiresIn,
    };
    return reply.status(200).send(body);
  });

  app.post(AUTH_PATHS.deviceLinkCallback, async (request, reply) => {
    const form = parse(DeviceLinkCallbackRequest, request.body);
    const scope = resolveScope(form.scope);
    const confirmed = await eidSessions.callback(cookieOf(request, BINDING_COOKIE), form.value, {
      sessionSecretDigest: form.sessionSecretDigest,
      userChallengeVerifier: form.userChallengeVerifier,
    });
    const { customer, method } = await eidSessions.finalizeConfirmed(confirmed);
    setCookie(reply, bindingCookie('', 0));
    await remember(reply, confirmed.personalCode);
    return reply.status(200).send(await deps.issueTokens(customer, method, scope));
  });

  app.post(AUTH_PATHS.rememberedInitiate, async (request, reply) => {
    parse(RememberedInitiateRequest, request.body);
    const token = cookieOf(request, REMEMBERED_COOKIE);
    const rows = token
      ? await db.query<{ personal_code: string }>(
          `UPDATE eid_remembered_browsers SET last_used_at = $2
            WHERE token_hash = $1 AND expires_at > $2 RETURNING personal_code`,
          [tokenHash(token), new Date(now()).toISOString()],
        )
      : [];
    const personalCode = rows[0]?.personal_code;
    if (!personalCode) throw new OAuthError('invalid_grant', 'This browser is not remembered');
    return reply.status(200).send(
      await eidSessions.initiate({
        provider: 'pension_smart_id',
        client_id: 'pension-portal',
        personal_code: personalCode,
      }),
    );
  });

  app.post(AUTH_PATHS.rememberedForget, async (request, reply) => {
    parse(RememberedInitiateRequest, request.body);
    const token = cookieOf(request, REMEMBERED_COOKIE);
    if (token)
      await db.query('DELETE FROM eid_remembered_browsers WHERE token_hash = $1', [tokenHash(token)]);
    setCookie(reply, rememberedCookie('', 0));
    return reply.status(200).send({});
  });
  return { remember };
}

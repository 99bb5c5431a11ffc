/**
 * The auth server (§7 "Auth server (form-encoded POST)"), as one Fastify plugin registered by buildServer
 * without a prefix:
 *
 *   POST /connect/eid/initiate   Smart-ID / Mobile-ID: control code + token of the pending login
 *   POST /connect/token          grant_type eid_token | refresh_token | password | login_sb_token
 *   POST /connect/revocation     RFC 7009: logout, revokes the refresh-token family
 *   GET  /connect/jwks           public signing keys of the access tokens (also /.well-known/jwks.json)
 *   POST /connect/register/*     registration by Smart-ID / Mobile-ID (./register-routes.ts)
 *   POST /connect/qualify/*      a fresh eID confirmation while logged in (server/step-up/qualify-routes.ts)
 *   POST /connect/eid/device-link/*, /connect/eid/remembered/*   Smart-ID QR / Web2App (./device-link-routes.ts)
 *
 * Requests are application/x-www-form-urlencoded; answers JSON with `Cache-Control: no-store` and
 * `Pragma: no-cache`; errors are RFC 6749 §5.2 bodies. Every piece of state (pending eID logins, refresh
 * families, lockout counters, used handover assertions) is in the database, so processes are interchangeable.
 * The plugin is encapsulated: its form parser, hooks and error handler apply only to these routes.
 * Nothing here logs a token, a password or a personal code.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../db/db';
import type { SigningKeys } from './keys';
import { prepareDummyHash, verifyAgainstDummy, verifyPassword } from './password-hash';
import { AUTH_PATHS, PORTAL_CLIENT_ID } from '../../src/api/contract/auth-codes';
import {
  EidInitiateRequest,
  RevocationRequest,
  TokenRequest,
  type TokenResponse,
} from '../../src/api/contract/auth';
import { ApiHttpError } from '../http/api-error';
import { OAuthError } from './oauth-error';
import { createTokenService, resolveScope } from './token-service';
import { createEidSessions } from './eid-sessions';
import { customerForLogin, findCustomerById, mayEnterPortal, notOnboarded } from './customers';
import {
  MAX_PASSWORD_FAILURES,
  PASSWORD_LOCK_MS,
  passwordAttemptFailed,
  passwordAttemptSucceeded,
  reserveLockedPasswordCheck,
  reservePasswordAttempt,
} from './lockout';
import { createAccessTokens, type AccessTokens } from './access-tokens';
import { portalLanguage, rememberLanguage, sendLocalizedMessage } from '../api/outbox';
import { loginLockedMessage } from '../delivery/messages';
import { NO_BANK_HANDOVER, type BankHandover } from './sb-handover';
import type { EidClients } from './eid/types';
import { notConfiguredEidClients } from './eid/not-configured';
import { registerRegistrationRoutes } from './register-routes';
import { registerDeviceLinkRoutes } from './device-link-routes';
import type { EidPushLimit } from './eid-push-limit';
import { registerQualifyRoutes } from '../step-up/qualify-routes';

export interface ConnectRoutesOptions {
  db: Db;
  /** Signs access/id tokens (keys.signAccessToken, keys.sign) and verifies them. */
  keys: SigningKeys;
  /** The API's access-token checker (shared, so a logout here is seen by the API at once). */
  accessTokens?: AccessTokens;
  /** The Smart-ID / Mobile-ID clients (server/auth/eid/); default: every eID start answers eid_not_configured. */
  eid?: EidClients;
  /** The portal's public address (PUBLIC_URL): the Web2App callback URL starts with it. */
  publicUrl?: string;
  /** The per-person eID push limit (default EID_PUSH_LIMIT, ./eid-push-limit.ts). */
  eidPushLimit?: EidPushLimit;
  /** The bank's signed handover (grant login_sb_token, ./sb-handover.ts); default: refused. */
  bankHandover?: BankHandover;
  /** Clock (ms since epoch); tests move it. */
  now?: () => number;
  accessTokenTtlSeconds?: number;
}

const FORM = 'application/x-www-form-urlencoded';
/** Every auth-server request is a short form. */
export const FORM_BODY_LIMIT = 8 * 1024;

class FormError extends Error {}

/** Parses a form body; a parameter given twice is invalid (RFC 6749 §3.1). */
export function parseForm(body: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(result, key)) throw new FormError(`Parameter ${key} given more than once`);
    result[key] = value;
  }
  return result;
}

function firstIssue(error: { issues: readonly { path: readonly PropertyKey[] }[] }): string {
  const path = error.issues[0]?.path.map(String).join('.') ?? '';
  return path ? `Invalid or missing parameter: ${path}` : 'Invalid request';
}

export const connectRoutes: FastifyPluginAsync<ConnectRoutesOptions> = async (
  app: FastifyInstance,
  options,
) => {
  const { db, keys } = options;
  const now = options.now ?? Date.now;
  const bankHandover = options.bankHandover ?? NO_BANK_HANDOVER;
  const clients = options.eid ?? notConfiguredEidClients();
  const accessTokens = options.accessTokens ?? createAccessTokens({ db, keys, now });
  const tokens = createTokenService({
    db,
    keys,
    accessTokens,
    now,
    ...(options.accessTokenTtlSeconds !== undefined
      ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds }
      : {}),
  });
  const eidSessions = createEidSessions({
    db,
    clients,
    now,
    log: app.log,
    ...(options.eidPushLimit ? { pushLimit: options.eidPushLimit } : {}),
  });
  // The first unknown user must not wait for the dummy hash to be made (a timing difference).
  await prepareDummyHash();

  // This plugin's own form parser (encapsulated: other routes keep theirs).
  if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
  app.addContentTypeParser(
    FORM,
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
      } catch (error) {
        done(error instanceof Error ? error : new FormError('Invalid form body'), undefined);
      }
    },
  );

  // Small bodies only, whatever parser would read them.
  app.addHook('onRoute', (route) => {
    route.bodyLimit = FORM_BODY_LIMIT;
  });

  // Only form-encoded bodies are accepted, refused before any body is read (a JSON body would otherwise
  // be parsed by the app's JSON parser).
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    const type = request.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith(FORM)) {
      throw new OAuthError('invalid_request', `Content-Type must be ${FORM}`);
    }
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('Pragma', 'no-cache');
    return payload;
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof OAuthError) {
      // Polling is the normal way to wait for an eID confirmation: not a "bad request" for the IP ban.
      if (error.code === 'authorization_pending') request.rateLimitSkipCount = true;
      return reply.status(error.status).send(error.toBody());
    }
    if (error instanceof ApiHttpError && (error.code === 'ip_banned' || error.code === 'rate_limited')) {
      // The server's IP ban / rate limit (server/security/rate-limit.ts), as an RFC 6749-shaped body.
      return reply.status(error.status).send({
        error: error.code,
        error_description: error.message,
        ...(error.extra.blockedUntil ? { blocked_until: error.extra.blockedUntil } : {}),
      });
    }
    if (error instanceof FormError) {
      return reply.status(400).send({ error: 'invalid_request', error_description: error.message });
    }
    const status =
      typeof error === 'object' &&
      error !== null &&
      'statusCode' in error &&
      typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (status >= 400 && status < 500) {
      return reply.status(400).send({ error: 'invalid_request', error_description: 'Malformed request' });
    }
    request.log.error(
      { err: error instanceof Error ? { name: error.name, message: error.message } : 'error' },
      'auth server error',
    );
    return reply.status(500).send({ error: 'server_error', error_description: 'Internal server error' });
  });

  function formBody(body: unknown): Record<string, string> {
    if (typeof body !== 'object' || body === null) {
      throw new OAuthError('invalid_request', `Content-Type must be ${FORM}`);
    }
    return body as Record<string, string>;
  }

  function checkClient(clientId: string | undefined, required: boolean): void {
    if (clientId === undefined) {
      if (required) throw new OAuthError('invalid_client', 'client_id is required');
      return;
    }
    if (clientId !== PORTAL_CLIENT_ID) throw new OAuthError('invalid_client', 'Unknown client');
  }

  const send = (reply: FastifyReply, response: TokenResponse) => reply.status(200).send(response);

  app.post(AUTH_PATHS.eidInitiate, async (request, reply) => {
    const form = formBody(request.body);
    checkClient(form.client_id, true);
    const parsed = EidInitiateRequest.safeParse(form);
    if (!parsed.success) throw new OAuthError('invalid_request', firstIssue(parsed.error));
    return reply.status(200).send(await eidSessions.initiate(parsed.data));
  });

  registerRegistrationRoutes(app, {
    db,
    now,
    eidSessions,
    formBody,
    checkClient,
    describeIssue: firstIssue,
  });

  // Smart-ID QR / Web2App login and the remembered browser (./device-link-routes.ts).
  const deviceLinks = registerDeviceLinkRoutes(app, {
    db,
    now,
    eidSessions,
    publicUrl: options.publicUrl ?? 'http://127.0.0.1:8080',
    issueTokens: (customer, method, scope) => tokens.issue(customer, method, scope),
    formBody,
    checkClient,
    describeIssue: firstIssue,
  });

  // Qualify: a fresh eID confirmation for sensitive changes (server/step-up/qualify-routes.ts).
  registerQualifyRoutes(app, {
    db,
    accessTokens,
    now,
    eidSessions,
    formBody,
    checkClient,
    describeIssue: firstIssue,
  });

  app.post(AUTH_PATHS.token, async (request, reply) => {
    const form = formBody(request.body);
    if (form.grant_type === undefined) throw new OAuthError('invalid_request', 'grant_type is required');
    if (!['eid_token', 'refresh_token', 'password', 'login_sb_token'].includes(form.grant_type)) {
      throw new OAuthError('unsupported_grant_type');
    }
    const parsed = TokenRequest.safeParse(form);
    if (!parsed.success) throw new OAuthError('invalid_request', firstIssue(parsed.error));
    const grant = parsed.data;
    // The portal's language (the SPA sends it as Accept-Language): messages are written in it.
    const language = portalLanguage(request.headers['accept-language']);

    switch (grant.grant_type) {
      case 'eid_token': {
        checkClient(grant.client_id, true);
        const scope = resolveScope(grant.scope);
        const { customer, method, confirmed } = await eidSessions.finalize(grant.token);
        // A QR login remembers the browser, like a Web2App one (SK: notification logins from there on).
        if (confirmed.flow === 'device-link') await deviceLinks.remember(reply, confirmed.personalCode);
        await rememberLanguage(db, customer.id, language);
        return send(reply, await tokens.issue(customer, method, scope));
      }
      case 'refresh_token': {
        checkClient(grant.client_id, false);
        return send(reply, await tokens.refresh(grant.refresh_token, grant.scope));
      }
      case 'password': {
        checkClient(grant.client_id, false);
        const scope = resolveScope(grant.scope);
        return send(reply, await passwordLogin(grant.username, grant.password, scope, language));
      }
      case 'login_sb_token': {
        checkClient(grant.client_id, false);
        const scope = resolveScope(grant.scope);
        const personalCode = await bankHandover.redeem(grant.token, now());
        const customer = await customerForLogin(db, personalCode);
        await rememberLanguage(db, customer.id, language);
        return send(reply, await tokens.issue(customer, 'sb', scope));
      }
    }
  });

  /**
   * grant_type=password. Unknown usernames, wrong passwords and locked customers get the same answer
   * (invalid_grant) after the same work (one scrypt run): the answer never tells whether an account
   * exists or is locked. The attempt is counted before the password is checked (./lockout.ts); the
   * customer learns about a lock from the message queued when it starts, and from `user_locked` when they
   * give the right password while it lasts (a few checks per lock: LOCKED_PASSWORD_CHECKS).
   */
  async function passwordLogin(
    username: string,
    password: string,
    scope: string,
    language: 'lt' | 'en' | null,
  ): Promise<TokenResponse> {
    const rows = await db.query<{ customer_id: number; password_hash: string | null }>(
      `SELECT DISTINCT pc.customer_id, pc.password_hash
         FROM password_credentials pc
         LEFT JOIN customer_emails e ON e.customer_id = pc.customer_id
        WHERE lower(pc.username) = lower($1) OR lower(e.email) = lower($1)`,
      [username],
    );
    const row = rows.length === 1 ? rows[0] : undefined;
    const refused = () => new OAuthError('invalid_grant', 'Incorrect username or password');
    if (!row || !row.password_hash) {
      await verifyAgainstDummy(password);
      throw refused();
    }
    const attempt = await reservePasswordAttempt(db, row.customer_id, now());
    if (!attempt.allowed) {
      // Locked: a wrong password gets the answer above; the right one (a few checks per lock) learns of the
      // lock and whom to call. Either way one scrypt run, and the lock stays.
      if (await reserveLockedPasswordCheck(db, row.customer_id, now())) {
        if (await verifyPassword(password, row.password_hash))
          throw new OAuthError('user_locked', 'Password login is locked for a while');
      } else {
        await verifyAgainstDummy(password);
      }
      throw refused();
    }
    if (!(await verifyPassword(password, row.password_hash))) {
      const outcome = await passwordAttemptFailed(db, row.customer_id, attempt.seq);
      if (outcome.lockedNow) await queueLockNotice(row.customer_id);
      throw refused();
    }
    await passwordAttemptSucceeded(db, row.customer_id, attempt.seq);
    const customer = await findCustomerById(db, row.customer_id);
    if (!customer) throw new OAuthError('user_not_found');
    if (!(await mayEnterPortal(db, customer.id))) throw notOnboarded(customer);
    await rememberLanguage(db, customer.id, language);
    return tokens.issue(customer, 'password', scope);
  }

  /** Tells the customer (primary e-mail, else a phone) that password login is locked for a while. */
  async function queueLockNotice(customerId: number): Promise<void> {
    const contacts = await db.query<{ channel: 'email' | 'sms'; recipient: string }>(
      `SELECT * FROM (
         (SELECT 'email' AS channel, email AS recipient, 0 AS rank FROM customer_emails
           WHERE customer_id = $1 ORDER BY is_primary DESC, id LIMIT 1)
         UNION ALL
         (SELECT 'sms', phone, 1 FROM customer_phones WHERE customer_id = $1 ORDER BY kind LIMIT 1)
       ) contact ORDER BY rank LIMIT 1`,
      [customerId],
    );
    const contact = contacts[0];
    if (!contact) return;
    await sendLocalizedMessage(db, {
      customerId,
      channel: contact.channel,
      recipient: contact.recipient,
      texts: loginLockedMessage(contact.channel, PASSWORD_LOCK_MS / 60_000, MAX_PASSWORD_FAILURES),
    });
  }

  app.post(AUTH_PATHS.revocation, async (request, reply) => {
    const parsed = RevocationRequest.safeParse(formBody(request.body));
    if (!parsed.success) throw new OAuthError('invalid_request', firstIssue(parsed.error));
    checkClient(parsed.data.client_id, false);
    // token_type_hint is not trusted: a refresh or an access token ends its family either way.
    await tokens.revoke(parsed.data.token);
    return reply.status(200).send({});
  });

  app.get(AUTH_PATHS.jwks, async (_request, reply) => reply.status(200).send(keys.jwks()));
};

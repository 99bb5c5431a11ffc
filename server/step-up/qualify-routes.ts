/**
 * Qualify (§4 "Qualify (second electronic-ID confirmation) while authorized"): the fresh Smart-ID /
 * Mobile-ID confirmation that sensitive changes require (docs/security.md). Registered inside the auth
 * server plugin (server/auth/connect-routes.ts), so it shares its form parser, no-store headers, eID
 * sessions and RFC 6749 error bodies:
 *
 *   POST /connect/qualify/initiate   Bearer + provider, client_id, [personal_code], phone_number (Mobile-ID),
 *                                    action -> { control_code, token, expires_in }
 *   POST /connect/qualify/complete   Bearer + client_id, token -> authorization_pending until the person
 *                                    confirms, then { confirmation, expires_in: 300, action } once
 *
 * - The person is always the logged-in customer: the eID session is started for the bearer's personal
 *   code (a different `personal_code` is refused), so a stolen access token can only ask the real
 *   customer's phone, and only the customer can confirm.
 * - The eID session has purpose 'qualify' and is recorded with the customer and the action
 *   (step_up_requests); only the same customer's bearer can complete it. Its token is refused by grant
 *   eid_token and by registration, and login/registration tokens are refused here (invalid_grant).
 * - Completion claims the eID session and issues the confirmation in one transaction (exactly once).
 * - A missing, expired or forged bearer gets 401 `invalid_token` (RFC 6750) with WWW-Authenticate.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { AccessTokens } from '../auth/access-tokens';
import type { EidSessions } from '../auth/eid-sessions';
import { tokenHash } from '../auth/crypto-tokens';
import { OAuthError } from '../auth/oauth-error';
import { AUTH_PATHS } from '../../src/api/contract/auth-codes';
import {
  QualifyCompleteRequest,
  QualifyInitiateRequest,
  type QualifyCompleteResponse,
  type StepUpAction,
} from '../../src/api/contract/auth';
import { issueConfirmation } from './confirmations';

interface QualifyRoutesDeps {
  db: Db;
  /** The API's access-token checker: revoked or expired sessions are refused here too. */
  accessTokens: AccessTokens;
  now: () => number;
  eidSessions: EidSessions;
  formBody(body: unknown): Record<string, string>;
  checkClient(clientId: string | undefined, required: boolean): void;
  describeIssue(error: { issues: readonly { path: readonly PropertyKey[] }[] }): string;
}

class BearerError extends Error {}

async function bearerCustomer(accessTokens: AccessTokens, header: string | undefined): Promise<number> {
  const match = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) throw new BearerError('Missing bearer token');
  try {
    return (await accessTokens.verify(match[1])).customerId;
  } catch {
    throw new BearerError('Invalid or expired access token');
  }
}

export function registerQualifyRoutes(app: FastifyInstance, deps: QualifyRoutesDeps): void {
  const { db, accessTokens, now, eidSessions } = deps;

  // A child context: its error handler answers the bearer failures and hands everything else to the auth
  // plugin's handler (RFC 6749 bodies, authorization_pending not counted as a bad request).
  void app.register(async (qualify) => {
    qualify.setErrorHandler((error, _request, reply) => {
      if (error instanceof BearerError) {
        return reply
          .status(401)
          .header('WWW-Authenticate', 'Bearer error="invalid_token"')
          .send({ error: 'invalid_token', error_description: error.message });
      }
      throw error;
    });

    qualify.post(AUTH_PATHS.qualifyInitiate, async (request, reply) => {
      const customerId = await bearerCustomer(accessTokens, request.headers.authorization);
      const form = deps.formBody(request.body);
      deps.checkClient(form.client_id, true);
      const parsed = QualifyInitiateRequest.safeParse(form);
      if (!parsed.success) throw new OAuthError('invalid_request', deps.describeIssue(parsed.error));
      const rows = await db.query<{ personal_code: string }>(
        'SELECT personal_code FROM customers WHERE id = $1',
        [customerId],
      );
      const personalCode = rows[0]?.personal_code;
      if (!personalCode) throw new BearerError('Invalid or expired access token');
      if (parsed.data.personal_code !== undefined && parsed.data.personal_code !== personalCode) {
        throw new OAuthError('invalid_request', 'personal_code is not the logged-in customer');
      }
      // The push limit counts per customer here: a stolen session cannot flood its customer's phone.
      const started = await eidSessions.initiate(
        {
          provider: parsed.data.provider,
          client_id: parsed.data.client_id,
          personal_code: personalCode,
          ...(parsed.data.phone_number !== undefined ? { phone_number: parsed.data.phone_number } : {}),
        },
        'qualify',
        { customerId },
      );
      await db.query(
        'INSERT INTO step_up_requests (eid_token_hash, customer_id, action, created_at) VALUES ($1, $2, $3, $4)',
        [tokenHash(started.token), customerId, parsed.data.action, new Date(now()).toISOString()],
      );
      return reply.status(200).send(started);
    });

    qualify.post(AUTH_PATHS.qualifyComplete, async (request, reply) => {
      const customerId = await bearerCustomer(accessTokens, request.headers.authorization);
      const form = deps.formBody(request.body);
      deps.checkClient(form.client_id, true);
      const parsed = QualifyCompleteRequest.safeParse(form);
      if (!parsed.success) throw new OAuthError('invalid_request', deps.describeIssue(parsed.error));
      const requests = await db.query<{ action: StepUpAction }>(
        'SELECT action FROM step_up_requests WHERE eid_token_hash = $1 AND customer_id = $2',
        [tokenHash(parsed.data.token), customerId],
      );
      const stepUp = requests[0];
      // Another customer's qualify token is as unknown as a made-up one.
      if (!stepUp) throw new OAuthError('invalid_grant', 'Unknown or used eID token');
      const confirmed = await eidSessions.confirm(parsed.data.token, 'qualify');
      const response = await db.transaction(async (tx): Promise<QualifyCompleteResponse> => {
        await eidSessions.claim(confirmed.hash, tx);
        const issued = await issueConfirmation(tx, {
          customerId,
          action: stepUp.action,
          provider: confirmed.provider,
          now: now(),
        });
        await tx.query('INSERT INTO audit_log (customer_id, action, details, ip) VALUES ($1, $2, $3, $4)', [
          customerId,
          'step-up.confirmed',
          JSON.stringify({ action: stepUp.action, provider: confirmed.provider }),
          request.ip,
        ]);
        return { confirmation: issued.confirmation, expires_in: issued.expiresIn, action: stepUp.action };
      });
      return reply.status(200).send(response);
    });
  });
}

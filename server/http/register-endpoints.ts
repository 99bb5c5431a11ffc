/**
 * Registers one Fastify route per entry of the contract registry (src/api/contract/endpoints.ts):
 * bearer check, zod validation of query and body, the handler, and serialisation of the answer through the
 * response schema.
 *
 * Cheap rejection: the bearer token is checked in the route's onRequest hook, before Fastify reads or
 * parses a body, so an unauthenticated request costs no body memory; and every route has its own body
 * limit (ROUTE_BODY_LIMITS): only UploadDocument accepts the §5 upload size, everything else
 * SMALL_BODY_LIMIT.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpoints, type EndpointDef } from '../../src/api/contract/endpoints';
import type { Db, Queryable } from '../db/db';
import { UPLOAD_MAX_FILES, UPLOAD_MAX_FILE_BYTES } from '../../src/domain/constants';
import type { AccessTokens } from '../auth/access-tokens';
import { ApiHttpError } from './api-error';
import { NO_CONTENT, type Handler, type HandlerContext, type Handlers } from './handler-types';
import type { EndpointId } from '../../src/api/contract/endpoints';

/** First zod issue as a 400 naming the field ('query.gdprType', 'body.fundChangeDto.contractNr'). */
export function validationError(source: 'query' | 'body', error: z.ZodError): ApiHttpError {
  const issue = error.issues[0];
  const path = issue ? issue.path.map(String).join('.') : '';
  const field = path ? `${source}.${path}` : source;
  const message = issue ? `${field}: ${issue.message}` : `Invalid ${source}`;
  return new ApiHttpError(400, 'validation', message, field);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer endpoint's customer, set by the route's onRequest hook. */
    authCustomerId?: number;
    /** The login session (refresh-token family) of the bearer token. */
    authSessionId?: string;
  }
}

async function authenticate(
  request: FastifyRequest,
  accessTokens: AccessTokens,
): Promise<{ customerId: number; sessionId: string }> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) throw new ApiHttpError(401, 'unauthorized', 'Missing bearer token');
  try {
    const verified = await accessTokens.verify(match[1]);
    return { customerId: verified.customerId, sessionId: verified.sessionId };
  } catch {
    throw new ApiHttpError(401, 'unauthorized', 'Invalid or expired access token');
  }
}

/** Body limit of every route without its own: JSON forms are a few KiB. */
const SMALL_BODY_LIMIT = 64 * 1024;

/** §5 upload: 5 files of 10 Mb, as base64 (4/3), plus room for the JSON around them. */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_FILES * Math.ceil(UPLOAD_MAX_FILE_BYTES / 3) * 4 + SMALL_BODY_LIMIT;

/** Routes that accept bigger bodies than SMALL_BODY_LIMIT. */
const ROUTE_BODY_LIMITS: Partial<Record<EndpointId, number>> = {
  'Documents.UploadDocument': UPLOAD_BODY_LIMIT,
  // One identity-document photo of at most 10 Mb (base64) and the draft id; a file just over the limit
  // still arrives, so the handler can answer file_too_large.
  'Aml.UploadIdentityDocument': Math.ceil(UPLOAD_MAX_FILE_BYTES / 3) * 4 + SMALL_BODY_LIMIT,
};

interface RegisterOptions {
  db: Db;
  accessTokens: AccessTokens;
  handlers: Handlers;
}

export function registerEndpoints(app: FastifyInstance, options: RegisterOptions): void {
  const { db, accessTokens, handlers } = options;
  for (const definition of endpoints as readonly EndpointDef[]) {
    const handler = handlers[definition.id as EndpointId] as Handler<EndpointId> | undefined;
    if (!handler) throw new Error(`No handler for ${definition.id}`);
    app.route({
      method: definition.method,
      url: definition.path,
      bodyLimit: ROUTE_BODY_LIMITS[definition.id as EndpointId] ?? SMALL_BODY_LIMIT,
      // Before the body is read (onRequest precedes preParsing and the content-type parsers).
      ...(definition.auth === 'bearer'
        ? {
            onRequest: async (request: FastifyRequest) => {
              const verified = await authenticate(request, accessTokens);
              request.authCustomerId = verified.customerId;
              request.authSessionId = verified.sessionId;
            },
          }
        : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const customerId = definition.auth === 'bearer' ? (request.authCustomerId ?? null) : null;
        if (definition.auth === 'bearer' && customerId === null) {
          throw new ApiHttpError(401, 'unauthorized', 'Missing bearer token');
        }
        let query: unknown = undefined;
        if (definition.query) {
          const parsed = definition.query.safeParse(request.query ?? {});
          if (!parsed.success) throw validationError('query', parsed.error);
          query = parsed.data;
        }
        let body: unknown = undefined;
        if (definition.body) {
          const parsed = definition.body.safeParse(request.body);
          if (!parsed.success) throw validationError('body', parsed.error);
          body = parsed.data;
        }
        const context: HandlerContext<EndpointId> = {
          db,
          customerId,
          sessionId: request.authSessionId ?? null,
          query: query as never,
          body: body as never,
          ip: request.ip,
          async audit(tx: Queryable, action: string, details: Record<string, unknown> = {}) {
            await tx.query(
              'INSERT INTO audit_log (customer_id, action, details, ip) VALUES ($1, $2, $3, $4)',
              [customerId, action, JSON.stringify(details), request.ip],
            );
          },
        };
        const result = await handler(context);
        if (result === NO_CONTENT) {
          if (!definition.noContent)
            throw new Error(`${definition.id} answered 204 but is not a noContent endpoint`);
          return reply.code(204).send();
        }
        const serialised = definition.response.safeParse(result);
        if (!serialised.success) {
          request.log.error(
            { endpoint: definition.id, issues: serialised.error.issues.slice(0, 5) },
            'response does not match its schema',
          );
          throw new ApiHttpError(500, 'internal', 'Internal server error');
        }
        return reply.code(200).send(serialised.data);
      },
    });
  }
}

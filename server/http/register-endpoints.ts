/**
 * Registers one Fastify route per entry of the contract registry (src/api/contract/endpoints.ts):
 * bearer check, zod validation of query and body, the handler (or 501 when not implemented yet), and
 * serialisation of the answer through the response schema.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { endpoints, type EndpointDef } from '../../src/api/contract/endpoints';
import type { Db, Queryable } from '../db/db';
import type { SigningKeys } from '../auth/keys';
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

async function authenticate(request: FastifyRequest, keys: SigningKeys): Promise<number> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) throw new ApiHttpError(401, 'unauthorized', 'Missing bearer token');
  try {
    const verified = await keys.verifyAccessToken(match[1]);
    return verified.customerId;
  } catch {
    throw new ApiHttpError(401, 'unauthorized', 'Invalid or expired access token');
  }
}

/** Routes that accept bigger bodies than the global limit (5 files x 10 Mb as base64). */
export const ROUTE_BODY_LIMITS: Partial<Record<EndpointId, number>> = {
  'Documents.UploadDocument': 72 * 1024 * 1024,
};

export interface RegisterOptions {
  db: Db;
  keys: SigningKeys;
  handlers: Handlers;
}

export function registerEndpoints(app: FastifyInstance, options: RegisterOptions): void {
  const { db, keys, handlers } = options;
  for (const definition of endpoints as readonly EndpointDef[]) {
    const handler = handlers[definition.id as EndpointId] as Handler<EndpointId> | undefined;
    app.route({
      method: definition.method,
      url: definition.path,
      ...(ROUTE_BODY_LIMITS[definition.id as EndpointId]
        ? { bodyLimit: ROUTE_BODY_LIMITS[definition.id as EndpointId] }
        : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const customerId = definition.auth === 'bearer' ? await authenticate(request, keys) : null;
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
        if (!definition.implemented || !handler) {
          throw new ApiHttpError(501, 'not_implemented', `${definition.id} is not implemented yet`);
        }
        const context: HandlerContext<EndpointId> = {
          db,
          customerId,
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

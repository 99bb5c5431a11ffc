import type {
  EndpointBody,
  EndpointId,
  EndpointQuery,
  EndpointResponse,
} from '../../src/api/contract/endpoints';
import type { Db, Queryable } from '../db/db';

/** Returned by a handler of a `noContent` endpoint to answer 204. */
export const NO_CONTENT = Symbol('no-content');

export interface HandlerContext<K extends EndpointId> {
  db: Db;
  /** The authenticated customer (bearer endpoints); null on no-auth endpoints. */
  customerId: number | null;
  /** The bearer token's login session (refresh-token family); null on no-auth endpoints. */
  sessionId: string | null;
  query: EndpointQuery<K>;
  body: EndpointBody<K>;
  ip: string;
  /** Writes an audit row in the caller's transaction. */
  audit(tx: Queryable, action: string, details?: Record<string, unknown>): Promise<void>;
}

export type Handler<K extends EndpointId> = (
  context: HandlerContext<K>,
) => Promise<EndpointResponse<K> | typeof NO_CONTENT>;

export type Handlers = { [K in EndpointId]?: Handler<K> };

/** The customer id of a bearer endpoint (the auth hook guarantees it). */
export function requireCustomer<K extends EndpointId>(context: HandlerContext<K>): number {
  if (context.customerId === null) throw new Error('Handler of a bearer endpoint called without a customer');
  return context.customerId;
}

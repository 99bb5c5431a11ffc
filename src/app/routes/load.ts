import { cacheKey } from '../../api/cache-key';
import type { CallResult } from '../../api/client';
import type { EndpointId, EndpointQueryInput } from '../../api/contract/endpoints';
import type { LoadResult } from '../data-cache';
import type { RouterContext } from './router-context';

/** What a read needs: the API and the data cache (a route's context, or a flow's ports). */
export type DataReads = Pick<RouterContext, 'api' | 'data'>;

/**
 * One read of a screen's loader: the endpoint called with its query through the data cache, under the
 * key derived from both (src/api/cache-key.ts), so screens that make the same call share one answer.
 * Reads suppress the 5xx redirect (§8): a failed read shows the load-failure screen with a retry.
 */
export function load<K extends EndpointId>(
  context: DataReads,
  id: K,
  query?: EndpointQueryInput<K>,
): Promise<LoadResult<NonNullable<CallResult<K>>>> {
  return context.data.ensure(
    cacheKey(id, query),
    (signal) =>
      // CallResult<K> is NonNullable<CallResult<K>> | null, which TypeScript cannot see for a generic K.
      context.api.call(id, {
        ...(query === undefined ? {} : { query }),
        signal,
        suppress5xx: true,
      }) as Promise<NonNullable<CallResult<K>> | null>,
  );
}

/**
 * A wizard's read of the facts it opens with, made as a screen's (`load`: the same call, cache key and
 * answer), so a wizard opened from a screen asks the server only for what no screen has read yet. The
 * answer, or null on a 204; a failed read throws, and the wizard shows its §8 load failure with a retry.
 */
export async function read<K extends EndpointId>(
  context: DataReads,
  id: K,
  query?: EndpointQueryInput<K>,
): Promise<CallResult<K>> {
  const result = await load(context, id, query);
  // Only an endpoint that may answer 204 gives NoContent, and its CallResult<K> includes null.
  return result.data as CallResult<K>;
}

/** A part that may fail on its own: the screen shows the rest and a retry for that part. */
export async function part<T>(
  loading: Promise<LoadResult<T>>,
): Promise<LoadResult<T> | { state: 'Failed'; data: null }> {
  try {
    return await loading;
  } catch {
    return { state: 'Failed', data: null };
  }
}

/** The customer's contracts (GetContracts), shown by most overview and records screens. */
export const loadContracts = (context: DataReads) => load(context, 'Contracts.GetContracts');

/**
 * The contracts with what the customer may do on each (GetContractActions for their numbers): the contracts
 * overview and the applications home show the same list.
 */
export async function loadContractsWithActions(context: DataReads) {
  const contracts = await loadContracts(context);
  const numbers = contracts.state === 'Loaded' ? contracts.data.map((c) => c.contractNumber) : [];
  const actions =
    numbers.length === 0
      ? ({ state: 'NoContent', data: null } as const)
      : await load(context, 'Contracts.GetContractActions', { contractNumbers: numbers.join(',') });
  return { contracts, actions };
}

/** After a write: drops the cached reads it changed and re-runs the current screen's loaders. */
export async function reloadAfterWrite(
  ports: DataReads & { reload: () => Promise<void> },
  ...keys: string[]
): Promise<void> {
  for (const key of keys) ports.data.invalidate(key);
  await ports.reload();
}

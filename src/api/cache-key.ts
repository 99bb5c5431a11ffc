import type { EndpointBodyInput, EndpointId, EndpointQueryInput } from './contract/endpoints';

/**
 * THE data-cache key of a read: its contract endpoint and the query it is called with. Every loader
 * reads through `load(context, id, query)` (src/app/routes/load.ts), which derives its key here, and
 * every write that changes a read invalidates `cacheKey(id, query)` of that read, so two screens that
 * make the same call share one cached answer and no key is ever typed by hand.
 *
 * A read sent by POST (ValidateChangePasswordToken) is keyed by its body the same way.
 *
 * The query is written like the request (src/api/client.ts toSearchParams): missing values are left
 * out, arrays are joined with commas, and names are sorted so that the order of the fields does not matter.
 */
export function cacheKey<K extends EndpointId>(
  id: K,
  query?: EndpointQueryInput<K> | EndpointBodyInput<K>,
): string {
  if (!query || typeof query !== 'object') return id;
  const fields = Object.entries(query as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(
      ([name, value]) =>
        `${encodeURIComponent(name)}=${encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value))}`,
    );
  return fields.length === 0 ? id : `${id}?${fields.join('&')}`;
}

/**
 * The JSON-over-HTTPS call both SK clients make: a timeout a little above the long poll (MID README
 * §3.3.4: add ~1.5 s), and every failure that is not the person's doing turned into `EidServiceError`.
 */
import { EidServiceError } from './types';

export interface SkResponse {
  status: number;
  body: unknown;
}

export async function skRequest(
  fetchImpl: typeof fetch,
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown; timeoutMs: number },
): Promise<SkResponse> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    throw new EidServiceError(`eID service unreachable: ${error instanceof Error ? error.message : 'error'}`);
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, body };
}

/** The statuses that mean "not the person, not now": maintenance, client too old, our settings, 5xx. */
export function serviceFailure(status: number, what: string): EidServiceError {
  const reason =
    status === 580
      ? 'under maintenance'
      : status === 480
        ? 'this client version is no longer supported'
        : status === 401 || status === 403
          ? 'relying party not authorised (UUID, name or IP address)'
          : `answered HTTP ${String(status)}`;
  return new EidServiceError(`${what}: ${reason}`, status);
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The upload transport: one endpoint call sent with XMLHttpRequest, because fetch (and so ofetch) reports
 * no upload progress. Everything else is the API client's (client.ts): the same base URL and bearer token
 * (the session's current access token, kept fresh by the session's refresh before expiry), the answer
 * checked against the contract's zod schema, cancellation by AbortSignal (499), a timeout (408), and every
 * failure turned into a PortalError by the §8 error catalogue (errors.ts).
 */
import { API_BASE_URL } from './base-url';
import { bearerToken, type CallOptions } from './client';
import {
  getEndpoint,
  type EndpointBodyInput,
  type EndpointId,
  type EndpointResponse,
} from './contract/endpoints';
import { PortalApiError, toPortalError } from './errors';

/**
 * An upload of 10 MB (§5) on a slow mobile line takes minutes, not the 30 s of other calls; past this the
 * upload fails with a timeout and can be retried.
 */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000;

export interface UploadCallOptions<K extends EndpointId> extends Pick<
  CallOptions<K>,
  'signal' | 'suppress5xx'
> {
  body: EndpointBodyInput<K>;
  /** Bytes of the request body sent so far, and in all. */
  onProgress?: (loaded: number, total: number) => void;
  timeoutMs?: number;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text.slice(0, 200) };
  }
}

const failure = (status: number, body: unknown, suppress5xx?: boolean): PortalApiError =>
  new PortalApiError(toPortalError({ status, body, ...(suppress5xx !== undefined ? { suppress5xx } : {}) }));

/** Sends one endpoint's JSON body with upload progress; resolves with the parsed answer. */
export async function uploadWithProgress<K extends EndpointId>(
  id: K,
  options: UploadCallOptions<K>,
): Promise<EndpointResponse<K>> {
  const endpoint = getEndpoint(id);
  const { signal } = options;
  if (signal?.aborted) throw failure(499, { message: 'Request cancelled' });
  const token = await bearerToken();
  const payload = JSON.stringify(options.body);
  return new Promise<EndpointResponse<K>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = (): void => xhr.abort();
    const settle = (action: () => void): void => {
      signal?.removeEventListener('abort', onAbort);
      action();
    };
    xhr.open(endpoint.method, `${API_BASE_URL}${endpoint.path}`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () =>
      settle(() => {
        const body = parseJson(xhr.responseText);
        if (xhr.status < 200 || xhr.status >= 300) {
          reject(failure(xhr.status, body, options.suppress5xx));
          return;
        }
        const parsed = endpoint.response.safeParse(body);
        if (!parsed.success) {
          reject(
            new PortalApiError({
              kind: 'unexpected',
              status: xhr.status,
              message: `Response of ${id} does not match the contract`,
              redirect: '/error-500',
            }),
          );
          return;
        }
        resolve(parsed.data as EndpointResponse<K>);
      });
    xhr.onerror = () => settle(() => reject(failure(0, { message: 'Network error' })));
    xhr.ontimeout = () => settle(() => reject(failure(408, { message: 'Request timed out' })));
    xhr.onabort = () => settle(() => reject(failure(499, { message: 'Request cancelled' })));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(payload);
  });
}

import { ofetch } from 'ofetch';
import { config } from './config';

const api = ofetch.create({ baseURL: config.apiBaseUrl, timeout: 30_000, retry: 0 });

export async function publicPost(path: string, body: Record<string, unknown>, signal?: AbortSignal): Promise<void> {
  await api(path, { method: 'POST', body, ...(signal ? { signal } : {}) });
}

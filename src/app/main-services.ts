import { ofetch } from 'ofetch';
import { config } from './config';
import type { PublicServices } from './services';

/** Real implementations of the public (no-login) services against the reference API. */
export function createMainServices(): PublicServices {
  const api = ofetch.create({ baseURL: config.apiBaseUrl, timeout: 30_000 });
  const post = async (path: string, body: unknown, signal?: AbortSignal) => {
    await api(path, { method: 'POST', body: body as Record<string, unknown>, ...(signal ? { signal } : {}) });
  };
  return {
    setPotentialCustomer: (hash, signal) => post('/api/Applications/SetPotentialCustomer', { hash }, signal),
    saveGdprAnswer: (input, signal) => post('/api/Applications/SaveBusinessAccountStatistics', input, signal),
    saveNotificationSettings: (input, signal) =>
      post('/api/Applications/SaveNotificationSettings', input, signal),
    remindPassword: (input, signal) => post('/api/Authentication/RemindPassword', input, signal),
    validateChangePasswordToken: (hash, signal) =>
      post('/api/Authentication/ValidateChangePasswordToken', { hash }, signal),
    changePassword: (input, signal) => post('/api/Authentication/ChangePassword', input, signal),
  };
}

import type { PublicServices } from './services';

/**
 * Real implementations of the public (no-login) services against the reference API. The HTTP client is
 * loaded on first use so that it stays out of the login route's initial JavaScript.
 */
export function createMainServices(): PublicServices {
  const post = async (path: string, body: Record<string, unknown>, signal?: AbortSignal) => {
    const { publicPost } = await import('./public-http');
    await publicPost(path, body, signal);
  };
  return {
    setPotentialCustomer: (hash, signal) => post('/api/Applications/SetPotentialCustomer', { hash }, signal),
    saveGdprAnswer: (input, signal) => post('/api/Applications/SaveBusinessAccountStatistics', input, signal),
    saveNotificationSettings: (input, signal) => post('/api/Applications/SaveNotificationSettings', input, signal),
    remindPassword: (input, signal) => post('/api/Authentication/RemindPassword', input, signal),
    validateChangePasswordToken: (hash, signal) =>
      post('/api/Authentication/ValidateChangePasswordToken', { hash }, signal),
    changePassword: (input, signal) => post('/api/Authentication/ChangePassword', input, signal),
  };
}

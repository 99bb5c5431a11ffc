import type { PublicServices } from './services';

/**
 * Real implementations of the public (no-login) services, through the one API client. The writes leave
 * 5xx unsuppressed (§8: the flow's failure carries the /error-500 or /error-timeout redirect, which
 * src/app/navigation.ts follows); the reset-link check is a read and keeps its own message. The client (ofetch
 * and the zod contract) is loaded on first use so that it stays out of the login route's initial JavaScript.
 */
export function createMainServices(): PublicServices {
  const api = () => import('../api/client');
  return {
    setPotentialCustomer: async (hash, signal) => {
      await (await api()).call('Applications.SetPotentialCustomer', { body: { hash }, signal });
    },
    saveGdprAnswer: async (input, signal) => {
      await (await api()).call('Applications.SaveBusinessAccountStatistics', { body: input, signal });
    },
    saveNotificationSettings: async (input, signal) => {
      await (await api()).call('Applications.SaveNotificationSettings', { body: input, signal });
    },
    remindPassword: async (input, signal) => {
      // §7: the phone goes without the plus.
      const body =
        input.kind === 'phone' ? { kind: 'phone' as const, value: input.value.replace(/^\+/, '') } : input;
      await (await api()).call('Authentication.RemindPassword', { body, signal });
    },
    validateChangePasswordToken: async (hash, signal) => {
      await (
        await api()
      ).call('Authentication.ValidateChangePasswordToken', { body: { hash }, signal, suppress5xx: true });
    },
    forgetRememberedBrowser: async (signal) => (await import('./auth-http')).forgetRememberedBrowser(signal),
    changePassword: async (input, signal) => {
      await (await api()).call('Authentication.ChangePassword', { body: input, signal });
    },
  };
}

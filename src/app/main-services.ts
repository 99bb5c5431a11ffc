import type { PublicServices } from './services';

/**
 * Real implementations of the public (no-login) services, through the one API client. The client (ofetch
 * and the zod contract) is loaded on first use so that it stays out of the login route's initial JavaScript.
 */
export function createMainServices(): PublicServices {
  const api = () => import('../api/client');
  return {
    setPotentialCustomer: async (hash, signal) => {
      await (
        await api()
      ).call('Applications.SetPotentialCustomer', { body: { hash }, signal, suppress5xx: true });
    },
    saveGdprAnswer: async (input, signal) => {
      await (
        await api()
      ).call('Applications.SaveBusinessAccountStatistics', { body: input, signal, suppress5xx: true });
    },
    saveNotificationSettings: async (input, signal) => {
      await (
        await api()
      ).call('Applications.SaveNotificationSettings', { body: input, signal, suppress5xx: true });
    },
    remindPassword: async (input, signal) => {
      // §7: the phone goes without the plus.
      const body =
        input.kind === 'phone' ? { kind: 'phone' as const, value: input.value.replace(/^\+/, '') } : input;
      await (await api()).call('Authentication.RemindPassword', { body, signal, suppress5xx: true });
    },
    validateChangePasswordToken: async (hash, signal) => {
      await (
        await api()
      ).call('Authentication.ValidateChangePasswordToken', { body: { hash }, signal, suppress5xx: true });
    },
    changePassword: async (input, signal) => {
      await (await api()).call('Authentication.ChangePassword', { body: input, signal, suppress5xx: true });
    },
  };
}

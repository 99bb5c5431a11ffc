import {
  passwordChangeMachine,
  type ChangePasswordInput,
  type PasswordChangeFailure,
} from '../../../machines/account/password-change.machine';
import { portalErrorOf } from '../../api/portal-error-of';
import { cacheKey } from '../../api/cache-key';
import type { FlowPorts } from '../../app/flow-ports';
import { offerSourceOf, provideConfirmThenSubmit } from '../../kits/signing/qualify-actors';

/** Why ResetPassword refused, for the machine's guards; the portal error stays for the message. */
function failureOf(error: unknown): PasswordChangeFailure {
  const code = portalErrorOf(error)?.code;
  if (code === 'confirmation_required') return { reason: 'confirmation-required', error };
  if (code === 'user_locked') return { reason: 'locked', error };
  return { reason: 'refused', error };
}

/**
 * The password-change flow with its I/O: qualify for 'password', then ResetPassword (without the old
 * password when a first one is created). A success makes the cached contact information (`hasPassword`)
 * stale.
 */
export function providePasswordChange(ports: Pick<FlowPorts, 'auth' | 'api' | 'data'>) {
  const { api, data } = ports;
  return passwordChangeMachine.provide({
    actors: {
      confirmThenSubmit: provideConfirmThenSubmit<Omit<ChangePasswordInput, 'confirmation'>, void>(
        api,
        'password',
        async (payload, confirmation, signal) => {
          try {
            await api.call('Authentication.ResetPassword', {
              body: {
                confirmation: confirmation ?? '',
                ...(payload.oldPassword !== undefined ? { oldPassword: payload.oldPassword } : {}),
                newPassword: payload.newPassword,
                confirmNewPassword: payload.newPassword,
              },
              signal,
            });
          } catch (error) {
            throw failureOf(error);
          }
          data.invalidate(cacheKey('Users.GetContactInformation'));
        },
        offerSourceOf(ports),
      ),
    },
  });
}

import { fromPromise } from 'xstate';
import { AuthFlowError, type StepUpConfirmation } from '../../machines/auth/auth-types';
import type {
  EidFinalizeInput,
  EidInitiateInput,
  EidInitiateOutput,
} from '../../machines/auth/eid-login.machine';
import { qualifyIdentification, qualifyMachine } from '../../machines/auth/qualify.machine';
import {
  passwordChangeMachine,
  type ChangePasswordInput,
  type PasswordChangeFailure,
} from '../../machines/account/password-change.machine';
import {
  confirmThenSubmitMachine,
  type SubmitInput,
} from '../../machines/step-up/confirm-then-submit.machine';
import type { StepUpAction } from '../api/contract/auth-codes';
import { portalErrorOf } from '../api/portal-error-of';
import { cacheKey } from '../api/cache-key';
import type { DataCache } from './data-cache';
import type { PortalApi } from './portal-api';

/** The qualify machine (§4) for one sensitive change, over the customer's bearer token. */
export function provideQualify(api: PortalApi, action: StepUpAction) {
  const qualify = () => {
    if (!api.qualify) throw new AuthFlowError('server_error', 'Qualify is not available');
    return api.qualify;
  };
  return qualifyMachine.provide({
    actors: {
      eidLogin: qualifyIdentification.provide({
        actors: {
          initiateEid: fromPromise<EidInitiateOutput, EidInitiateInput>(({ input, signal }) =>
            qualify().initiate(input, action, signal),
          ),
          finalizeEid: fromPromise<StepUpConfirmation, EidFinalizeInput>(({ input, signal }) =>
            qualify().complete(input, signal),
          ),
        },
      }),
    },
  });
}

/**
 * The shared "fresh confirmation, then the change" child (machines/step-up) for one sensitive change:
 * qualify for its step-up action, then `submit` with the payload the flow shaped and the confirmation.
 */
export function provideConfirmThenSubmit<TPayload, TOutput>(
  api: PortalApi,
  action: StepUpAction,
  submit: (payload: TPayload, confirmation: string | null, signal: AbortSignal) => Promise<TOutput>,
) {
  return confirmThenSubmitMachine.provide({
    actors: {
      qualify: provideQualify(api, action),
      submit: fromPromise<unknown, SubmitInput>(({ input, signal }) =>
        // The flow shaped the payload for this change (its machine types it as TPayload).
        submit(input.payload as TPayload, input.confirmation, signal),
      ),
    },
  });
}

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
export function providePasswordChange(api: PortalApi, data?: Pick<DataCache, 'invalidate'>) {
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
          data?.invalidate(cacheKey('Users.GetContactInformation'));
        },
      ),
    },
  });
}

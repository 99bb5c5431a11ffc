import { fromPromise } from 'xstate';
import { AuthFlowError, type StepUpConfirmation } from '../../../machines/auth/auth-types';
import type {
  EidFinalizeInput,
  EidInitiateInput,
  EidInitiateOutput,
} from '../../../machines/auth/eid-login.machine';
import { qualifyIdentification, qualifyMachine } from '../../../machines/auth/qualify.machine';
import {
  confirmThenSubmitMachine,
  type SubmitInput,
} from '../../../machines/step-up/confirm-then-submit.machine';
import type { StepUpAction } from '../../api/contract/auth-codes';
import type { PortalApi } from '../../app/portal-api';

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

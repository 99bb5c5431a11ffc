import { fromPromise, type AnyActorRef } from 'xstate';
import type { StepUpConfirmation } from '../../machines/auth/auth-types';
import type {
  EidFinalizeInput,
  EidInitiateInput,
  EidInitiateOutput,
} from '../../machines/auth/eid-login.machine';
import { qualifyIdentification, qualifyMachine } from '../../machines/auth/qualify.machine';
import { stepUpConfirmation } from '../../machines/auth/qualify.fixtures';
import {
  confirmThenSubmitMachine,
  type SubmitInput,
} from '../../machines/step-up/confirm-then-submit.machine';

const never = <T>() => new Promise<T>(() => undefined);

/** The qualify machine (§4) over fake eID calls: by default it never gets a control code. */
export function qualifyWith(
  initiate: () => Promise<EidInitiateOutput> = never,
  finalize: () => Promise<StepUpConfirmation> = never,
) {
  return qualifyMachine.provide({
    actors: {
      eidLogin: qualifyIdentification.provide({
        actors: {
          initiateEid: fromPromise<EidInitiateOutput, EidInitiateInput>(initiate),
          finalizeEid: fromPromise<StepUpConfirmation, EidFinalizeInput>(finalize),
        },
      }),
    },
  });
}

/** The shared "fresh confirmation, then the change" child over fakes (stories of every sensitive change). */
export function confirmThenSubmitWith(fakes: {
  initiate?: () => Promise<EidInitiateOutput>;
  finalize?: () => Promise<StepUpConfirmation>;
  submit?: () => Promise<unknown>;
}) {
  return confirmThenSubmitMachine.provide({
    actors: {
      qualify: qualifyWith(fakes.initiate, fakes.finalize),
      submit: fromPromise<unknown, SubmitInput>(fakes.submit ?? never),
    },
  });
}

/** The flow's confirmation child, and its qualify child. */
export const confirmationOf = (flow: AnyActorRef): AnyActorRef | undefined =>
  (flow.getSnapshot().children as Record<string, AnyActorRef | undefined>).confirmThenSubmit;
export const qualifyOf = (flow: AnyActorRef): AnyActorRef | undefined =>
  (confirmationOf(flow)?.getSnapshot().children as Record<string, AnyActorRef | undefined> | undefined)
    ?.qualify;

/** The customer confirmed on the phone: the change is sent. */
export const confirmed = (flow: AnyActorRef): void =>
  confirmationOf(flow)?.send({ type: 'qualify.confirmed', confirmation: stepUpConfirmation });

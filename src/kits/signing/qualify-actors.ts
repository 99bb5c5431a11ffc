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
import {
  offeredMethodOf,
  type KnownPhones,
  type OfferedMethod,
} from '../../../machines/signing/offered-method';
import type { LoginProvider } from '../../../machines/auth/auth-types';
import { cacheKey } from '../../api/cache-key';
import type { StepUpAction } from '../../api/contract/auth-codes';
import type { FlowPorts } from '../../app/flow-ports';
import type { PortalApi } from '../../app/portal-api';
import { loginProviderOf } from '../wizard/wizard-draft';

/** Reads the customer's phones from the client data (GetContactInformation). */
export type ReadKnownPhones = (signal: AbortSignal) => Promise<KnownPhones | null>;

/** The client data read from the API. */
export const phonesFromApi =
  (api: PortalApi): ReadKnownPhones =>
  (signal) =>
    api.call('Users.GetContactInformation', { signal, suppress5xx: true });

/**
 * What a confirmation or signing offers first (machines/signing/offered-method.ts): the login's method,
 * and the known Mobile-ID phone when the client data can be read (else the customer types it).
 */
export async function offerMethod(
  loginProvider: LoginProvider | null,
  readPhones: ReadKnownPhones,
  signal: AbortSignal,
): Promise<OfferedMethod> {
  let phones: KnownPhones | null = null;
  try {
    phones = await readPhones(signal);
  } catch {
    // No phone is offered: the customer types it.
  }
  return offeredMethodOf(loginProvider, phones);
}

/** Where a sensitive change's confirmation learns what to offer: how the session logged in, the client data. */
export interface OfferSource {
  loginProvider: () => LoginProvider | null;
  readPhones: ReadKnownPhones;
}

/** The session's login method and the client data from the data cache (the settings screens loaded it). */
export function offerSourceOf(ports: Pick<FlowPorts, 'auth' | 'api' | 'data'>): OfferSource {
  return {
    loginProvider: () => {
      const { context } = ports.auth.getSnapshot();
      return loginProviderOf(context.provider, context.tokens?.idToken ?? null);
    },
    readPhones: async () =>
      (
        await ports.data.ensure(cacheKey('Users.GetContactInformation'), (signal) =>
          ports.api.call('Users.GetContactInformation', { signal, suppress5xx: true }),
        )
      ).data,
  };
}

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
 * qualify for its step-up action, then `submit` with the payload the flow shaped and the confirmation. The
 * confirmation offers the method `offer` says the customer logged in with, and their known Mobile-ID phone.
 */
export function provideConfirmThenSubmit<TPayload, TOutput>(
  api: PortalApi,
  action: StepUpAction,
  submit: (payload: TPayload, confirmation: string | null, signal: AbortSignal) => Promise<TOutput>,
  offer: OfferSource,
) {
  return confirmThenSubmitMachine.provide({
    actors: {
      qualify: provideQualify(api, action),
      offeredMethod: fromPromise<OfferedMethod>(({ signal }) =>
        offerMethod(offer.loginProvider(), offer.readPhones, signal),
      ),
      submit: fromPromise<unknown, SubmitInput>(({ input, signal }) =>
        // The flow shaped the payload for this change (its machine types it as TPayload).
        submit(input.payload as TPayload, input.confirmation, signal),
      ),
    },
  });
}

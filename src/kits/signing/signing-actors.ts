import { fromPromise } from 'xstate';
import {
  signingMachine,
  type InFlightSigning,
  type PingSigningInput,
  type PingSigningOutput,
  type SigningKind,
  type StartSigningInput,
  type StartSigningOutput,
} from '../../../machines/signing/signing.machine';
import type { SigningMethod } from '../../api/contract/contracts';
import type { PortalApi } from '../../app/portal-api';
import { confirmThenSignMachine } from '../../../machines/signing/confirm-then-sign.machine';
import type { OfferedMethod } from '../../../machines/signing/offered-method';
import type { LoginProvider } from '../../../machines/auth/auth-types';
import { forgetInFlight, keepInFlight, readInFlight } from './in-flight-signing';
import { offerMethod, phonesFromApi, provideQualify } from './qualify-actors';

/** §7: the phone is sent without plus or spaces. */
function methodOf(input: StartSigningInput): SigningMethod {
  return input.provider === 'pension_mobile_id' && input.phoneNumber !== undefined
    ? { provider: input.provider, phoneNumber: input.phoneNumber.replace(/[^0-9]/g, '') }
    : { provider: input.provider };
}

/** What every call that starts a signing carries besides its own fields: the method and the confirmation. */
export interface SigningFields {
  signing: SigningMethod;
  confirmation?: string;
}

function signingFieldsOf(input: StartSigningInput): SigningFields {
  return {
    signing: methodOf(input),
    ...(input.confirmation !== null ? { confirmation: input.confirmation } : {}),
  };
}

/**
 * One kind of signing's pair of calls (§7): start it with the wizard's request and the signing fields, then
 * ping it with the token. Each flow that signs keeps its own pair beside its other actors.
 */
export interface SigningCalls<TRequest> {
  /** Names the tab's record of a signing under way, which a reload or Back continues. */
  kind: SigningKind;
  start: (
    api: PortalApi,
    request: TRequest,
    fields: SigningFields,
    signal: AbortSignal,
  ) => Promise<{ token: string; controlCode: string }>;
  ping: (api: PortalApi, token: string, signal: AbortSignal) => Promise<PingSigningOutput>;
}

/**
 * The one signing machine with one kind's calls (contract, fund change, document, e-invoice).
 * `onSigned` runs once something was signed (the data cache is cleared: the contracts changed).
 */
export function provideSigning<TRequest>(
  api: PortalApi,
  calls: SigningCalls<TRequest>,
  onSigned: () => void = () => undefined,
) {
  const { kind } = calls;
  return signingMachine.provide({
    actors: {
      startSigning: fromPromise<StartSigningOutput, StartSigningInput>(async ({ input, signal }) => {
        // The wizard's machine hands over the request it was given for this kind of signing.
        const started = await calls.start(api, input.request as TRequest, signingFieldsOf(input), signal);
        const output = { token: started.token, controlCode: started.controlCode, startedAt: Date.now() };
        // Kept in the tab: a reload or Back continues this signing instead of losing it.
        await keepInFlight(kind, input.request, output, input.provider).catch(() => undefined);
        return output;
      }),
      pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(async ({ input, signal }) => {
        const result = await calls.ping(api, input.token, signal);
        if (result?.status === 'signed') onSigned();
        return result;
      }),
    },
    actions: {
      forgetInFlight: () => forgetInFlight(kind),
    },
  });
}

/**
 * The signing kit for one kind of signing: "confirm, then sign" (machines/signing/confirm-then-sign.machine.ts)
 * with the qualify calls for step-up action 'signing', the flow's signing calls, and the client data for
 * the Mobile-ID phone it offers. Every wizard that signs provides its `sign` child with this.
 */
export function provideSign<TRequest>(
  api: PortalApi,
  calls: SigningCalls<TRequest>,
  onSigned: () => void = () => undefined,
) {
  const { kind } = calls;
  return confirmThenSignMachine.provide({
    actors: {
      qualify: provideQualify(api, 'signing'),
      signing: provideSigning(api, calls, onSigned),
      offeredMethod: fromPromise<OfferedMethod, { loginProvider: LoginProvider | null }>(
        ({ input, signal }) => offerMethod(input.loginProvider, phonesFromApi(api), signal),
      ),
      inFlightSigning: fromPromise<InFlightSigning | null, { request: unknown }>(({ input }) =>
        readInFlight(kind, input.request, Date.now()),
      ),
    },
  });
}

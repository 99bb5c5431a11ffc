import { referralFields } from '../../browser/referral-fields';
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
import type { EInvoiceSigningRequest } from '../../../machines/invoices/e-invoice-agreements.machine';
import type { ChangeFundRequest, SigningMethod } from '../../api/contract/contracts';
import type { SignDocumentRequest } from '../../api/contract/documents';
import type { PortalApi } from '../../app/portal-api';
import { confirmThenSignMachine } from '../../../machines/signing/confirm-then-sign.machine';
import type { LoginProvider, OfferedMethod } from '../../../machines/signing/offered-method';
import { forgetInFlight, keepInFlight, readInFlight } from './in-flight-signing';
import { offerMethod, phonesFromApi, provideQualify } from './qualify-actors';

/** §7: the phone is sent without plus or spaces. */
function methodOf(input: StartSigningInput): SigningMethod {
  return input.provider === 'pension_mobile_id' && input.phoneNumber !== undefined
    ? { provider: input.provider, phoneNumber: input.phoneNumber.replace(/[^0-9]/g, '') }
    : { provider: input.provider };
}

/** What every call that starts a signing carries besides its own fields: the method and the confirmation. */
function signingFieldsOf(input: StartSigningInput): { signing: SigningMethod; confirmation?: string } {
  return {
    signing: methodOf(input),
    ...(input.confirmation !== null ? { confirmation: input.confirmation } : {}),
  };
}

/** What a new contract's signing sends: the pillar's create call and its body. */
export type ContractSigningRequest =
  | { pillar: 2; body: Record<string, unknown> & { fundNr: string; gdpr: boolean } }
  | { pillar: 3; body: Record<string, unknown> & { fundNr: string; gdpr: boolean } };

type Starter = (
  api: PortalApi,
  input: StartSigningInput,
  signal: AbortSignal,
) => Promise<{ token: string; controlCode: string }>;
type Pinger = (api: PortalApi, token: string, signal: AbortSignal) => Promise<PingSigningOutput>;

/** The four pairs of calls (§7): start the signing, then ping it with the token. */
const PAIRS: Record<SigningKind, { start: Starter; ping: Pinger }> = {
  contract: {
    start: (api, input, signal) => {
      const request = input.request as ContractSigningRequest;
      const body = { ...request.body, ...referralFields(), ...signingFieldsOf(input) };
      return request.pillar === 2
        ? api.call('Contracts.SecondPillarCreateNewContract', { body: body as never, signal })
        : api.call('Contracts.ThirdPillarCreateNewContract', { body: body as never, signal });
    },
    ping: (api, token, signal) => api.call('Contracts.PingCreateNewContract', { body: { token }, signal }),
  },
  'fund-change': {
    start: (api, input, signal) =>
      api.call('Contracts.ChangeFund', {
        body: { ...(input.request as ChangeFundRequest), ...signingFieldsOf(input) },
        signal,
      }),
    ping: (api, token, signal) => api.call('Contracts.PingChangeFund', { body: { token }, signal }),
  },
  document: {
    // An application signed as a document (§7 Documents): the machine's request is the SignDocument body
    // without the method ({ application, confirmation? }).
    start: (api, input, signal) =>
      api.call('Documents.SignDocument', {
        body: { ...(input.request as Omit<SignDocumentRequest, 'signing'>), ...signingFieldsOf(input) },
        signal,
      }),
    ping: (api, token, signal) => api.call('Documents.PingSignDocument', { body: { token }, signal }),
  },
  'e-invoice': {
    start: (api, input, signal) =>
      api.call('Invoices.SignDocument', {
        body: { ...(input.request as EInvoiceSigningRequest), ...signingFieldsOf(input) },
        signal,
      }),
    ping: (api, token, signal) => api.call('Invoices.SignDocumentGetStatus', { body: { token }, signal }),
  },
};

/**
 * The one signing machine with the calls of one kind (contract, fund change, document, e-invoice).
 * `onSigned` runs once something was signed (the data cache is cleared: the contracts changed).
 */
export function provideSigning(api: PortalApi, kind: SigningKind, onSigned: () => void = () => undefined) {
  const pair = PAIRS[kind];
  return signingMachine.provide({
    actors: {
      startSigning: fromPromise<StartSigningOutput, StartSigningInput>(async ({ input, signal }) => {
        const started = await pair.start(api, input, signal);
        const output = { token: started.token, controlCode: started.controlCode, startedAt: Date.now() };
        // Kept in the tab: a reload or Back continues this signing instead of losing it.
        await keepInFlight(kind, input.request, output, input.provider).catch(() => undefined);
        return output;
      }),
      pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(async ({ input, signal }) => {
        const result = await pair.ping(api, input.token, signal);
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
 * with the qualify calls for step-up action 'signing', the signing calls of `kind`, and the client data for
 * the Mobile-ID phone it offers. Every wizard that signs provides its `sign` child with this.
 */
export function provideSign(api: PortalApi, kind: SigningKind, onSigned: () => void = () => undefined) {
  return confirmThenSignMachine.provide({
    actors: {
      qualify: provideQualify(api, 'signing'),
      signing: provideSigning(api, kind, onSigned),
      offeredMethod: fromPromise<OfferedMethod, { loginProvider: LoginProvider | null }>(
        ({ input, signal }) => offerMethod(input.loginProvider, phonesFromApi(api), signal),
      ),
      inFlightSigning: fromPromise<InFlightSigning | null, { request: unknown }>(({ input }) =>
        readInFlight(kind, input.request, Date.now()),
      ),
    },
  });
}

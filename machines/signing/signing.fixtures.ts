import type { MachineFixtures } from '../../tests/model/fixture-types';
import { SIGNING_WINDOW_MS } from '../../src/domain/constants';
import type {
  InFlightSigning,
  PingSigningOutput,
  SigningMachine,
  StartSigningOutput,
} from './signing.machine';

/** A fixed "now" for fixtures (2026-11-23 10:00 UTC). */
export const SIGNING_FIXTURE_NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

/** The body of a new pillar II contract, as the onboarding hands it to the signing. */
export const signingRequest = { fundNr: '2P-1975', gdpr: true };

export const signingStarted: StartSigningOutput = {
  token: 'sign-token-0001',
  controlCode: '7351',
  startedAt: SIGNING_FIXTURE_NOW,
};

/** The same signing kept in the tab, read back 2 minutes after it started (a reload or Back meanwhile). */
export const keptSigning: InFlightSigning = {
  token: signingStarted.token,
  controlCode: signingStarted.controlCode,
  provider: 'pension_smart_id',
  expiresAt: SIGNING_FIXTURE_NOW + SIGNING_WINDOW_MS,
  remainingMs: SIGNING_WINDOW_MS - 2 * 60 * 1000,
};

export const signedResult: NonNullable<PingSigningOutput> = {
  status: 'signed',
  documentId: 91,
  message: null,
  contractNumber: '2P-000900',
  effectiveDate: null,
};

/** Rejections shaped like the API client's PortalApiError. */
export const alreadyExists = {
  portalError: {
    kind: 'contract-already-exists',
    status: 400,
    message: 'Already exists contract in specified fund.',
  },
};
/** The server's refusal of what is signed, when the signing starts (409 application_already_open). */
export const applicationAlreadyOpen = {
  portalError: {
    kind: 'client-error',
    status: 409,
    message: 'Tokios rūšies prašymas šiai sutarčiai jau pateiktas',
    code: 'application_already_open',
  },
};
/** The step-up confirmation was spent by an earlier signing or expired (403 confirmation_required). */
export const confirmationSpent = {
  portalError: { kind: 'confirmation-required', status: 403, message: 'Confirmation required' },
};
export const certificateNotFetched = {
  portalError: { kind: 'unable-to-fetch-certificate', status: 400, message: 'Unable to fetch certificate' },
};

export const signingFixtures = {
  input: { request: signingRequest, confirmation: null },
  events: {
    'signing.start': [
      { type: 'signing.start', provider: 'pension_smart_id' },
      { type: 'signing.start', provider: 'pension_mobile_id', phoneNumber: '+37060000666' },
    ],
    'signing.cancel': [{ type: 'signing.cancel' }],
    'signing.retry': [{ type: 'signing.retry' }],
  },
  actors: {
    startSigning: {
      done: [signingStarted],
      error: [
        alreadyExists,
        certificateNotFetched,
        applicationAlreadyOpen,
        confirmationSpent,
        new Error('network'),
      ],
    },
    pingSigning: {
      done: [
        null,
        signedResult,
        { status: 'failed', documentId: null, message: 'user_cancelled' },
        { status: 'failed', documentId: null, message: 'device_selection' },
        { status: 'failed', documentId: null, message: 'session_expired' },
        { status: 'cancelled', documentId: null, message: null },
        // Refused when the signature arrived (server/signing/signing-sessions.ts).
        { status: 'failed', documentId: null, message: 'fund_change_pending' },
        { status: 'failed', documentId: null, message: 'e_invoice_not_allowed' },
        { status: 'failed', documentId: null, message: 'vacation_too_late' },
      ],
      error: [new Error('network')],
    },
  },
} satisfies MachineFixtures<SigningMachine>;

/** A signing started before a reload or Back, continued: its code shown again and pinged at once. */
export const resumedSigningFixtures = {
  ...signingFixtures,
  input: { request: signingRequest, confirmation: null, resume: keptSigning },
} satisfies MachineFixtures<SigningMachine>;

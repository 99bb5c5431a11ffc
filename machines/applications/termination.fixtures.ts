import type { MachineFixtures } from '../../tests/model/fixture-types';
import { signCrashed, signFailed } from '../signing/confirm-then-sign.fixtures';
import { applicationAlreadyOpen, applicationServerError } from './application-form.fixtures';
import type { PdfDocument } from '../onboarding/onboarding-types';
import type { TerminationFacts, TerminationMachine } from './termination.machine';

/** A fixed day for fixtures and stories. */
export const TERMINATION_FIXTURE_TODAY = '2026-11-23';

/** The application PDF the server answers (a stub of bytes; the journey reads the real one). */
export const terminationPreview: PdfDocument = {
  fileName: 'prasymas-EndContract-2P-1004521.pdf',
  contentBase64: 'JVBERi0xLjcK',
};

export const terminationFacts: TerminationFacts = {
  contracts: [
    {
      contractNumber: '2P-1004521',
      pillar: 2,
      fundName: 'Pensijų turto išsaugojimo fondas',
      contractValueEur: 18250.4,
      lastWithdrawal: null,
    },
    {
      contractNumber: '3P-2008813',
      pillar: 3,
      fundName: 'Medio',
      contractValueEur: 6120.75,
      lastWithdrawal: '2025-09-10',
    },
  ],
};

export const oneContractFacts: TerminationFacts = {
  contracts: [terminationFacts.contracts[1] ?? terminationFacts.contracts[0]!],
};

export const terminationFixtures = {
  input: { today: TERMINATION_FIXTURE_TODAY, loginProvider: 'password' },
  events: {
    'termination.contract': [{ type: 'termination.contract', contractNumber: '2P-1004521' }],
    'termination.request': [{ type: 'termination.request' }],
    'termination.keep': [{ type: 'termination.keep' }],
    'termination.confirm': [{ type: 'termination.confirm' }],
    'sign.begin': [{ type: 'sign.begin' }],
    'load.retry': [{ type: 'load.retry' }],
    'application.edit': [{ type: 'application.edit' }],
    'application.retry': [{ type: 'application.retry' }],
  },
  actors: {
    loadTermination: {
      done: [terminationFacts, oneContractFacts, { contracts: [] }],
      error: [new Error('network')],
    },
    fetchApplicationPreview: {
      done: [terminationPreview],
      error: [applicationAlreadyOpen, applicationServerError],
    },
    sign: {
      done: [{ status: 'signed', documentId: 9001, contractNumber: null, effectiveDate: null }, signFailed],
      error: [signCrashed],
    },
  },
} satisfies MachineFixtures<TerminationMachine>;

import type { MachineFixtures } from '../../tests/model/fixture-types';
import { signCrashed, signFailed } from '../signing/confirm-then-sign.fixtures';
import { applicationAlreadyOpen, applicationServerError } from './application-form.fixtures';
import type { PdfDocument } from '../onboarding/onboarding-types';
import type { VacationFacts, VacationMachine } from './vacation.machine';

/** A fixed day for fixtures and stories: the 30-day notice counts from it. */
export const VACATION_FIXTURE_TODAY = '2026-11-23';

/** Two contracts; the pillar III one has a registered 3-month holiday (January to March 2027). */
export const vacationFacts: VacationFacts = {
  contracts: [
    { contractNumber: '2P-1004521', pillar: 2, fundName: 'Pensijų turto išsaugojimo fondas' },
    { contractNumber: '3P-2012519', pillar: 3, fundName: 'Tvarus' },
  ],
  registered: [
    { contractNumber: '3P-2012519', start: '2027-01-01', end: '2027-03-31', status: 'registered' },
  ],
};

/** One contract with 10 months already taken (approved): 2 months are left. */
export const tenMonthsUsedFacts: VacationFacts = {
  contracts: [{ contractNumber: '2P-1004521', pillar: 2, fundName: 'Pensijų turto išsaugojimo fondas' }],
  registered: [{ contractNumber: '2P-1004521', start: '2025-01-01', end: '2025-10-31', status: 'approved' }],
};

/** The application PDF the server answers (a stub of bytes; the journey reads the real one). */
export const vacationPreview: PdfDocument = {
  fileName: 'prasymas-HolidaysSuspensionContributions-2P-1004521.pdf',
  contentBase64: 'JVBERi0xLjcK',
};

export const vacationFixtures = {
  input: { today: VACATION_FIXTURE_TODAY, loginProvider: 'password' },
  events: {
    'vacation.contract': [{ type: 'vacation.contract', contractNumber: '3P-2012519' }],
    'vacation.start': [
      // §5: exactly 30 days ahead is allowed; 29 days is not.
      { type: 'vacation.start', value: '2026-12-23' },
      { type: 'vacation.start', value: '2026-12-22' },
      // After the registered holiday of 3P-2012519 (2 months from 2026-12-23 overlap it).
      { type: 'vacation.start', value: '2027-04-01' },
    ],
    'vacation.months': [
      { type: 'vacation.months', value: '0' },
      { type: 'vacation.months', value: '2' },
      { type: 'vacation.months', value: '3' },
    ],
    'form.submit': [{ type: 'form.submit' }],
    'sign.begin': [{ type: 'sign.begin' }],
    'load.retry': [{ type: 'load.retry' }],
    'application.edit': [{ type: 'application.edit' }],
    'application.retry': [{ type: 'application.retry' }],
  },
  actors: {
    loadVacation: {
      done: [vacationFacts, tenMonthsUsedFacts, { contracts: [], registered: [] }],
      error: [new Error('network')],
    },
    fetchApplicationPreview: {
      done: [vacationPreview],
      error: [applicationAlreadyOpen, applicationServerError],
    },
    sign: {
      done: [{ status: 'signed', documentId: 9003, contractNumber: null, effectiveDate: null }, signFailed],
      error: [signCrashed],
    },
  },
} satisfies MachineFixtures<VacationMachine>;

import type { MachineFixtures } from '../../tests/model/fixture-types';
import { EID_LOGIN_WINDOW_MS } from '../../src/domain/constants';
import type { StepUpConfirmation } from './auth-types';
import type { qualifyMachine } from './qualify.machine';
import { FIXTURE_NOW } from './auth.fixtures';

/** A step-up confirmation as /connect/qualify/complete answers it (valid 5 minutes). */
export const stepUpConfirmation: StepUpConfirmation = {
  confirmation: 'c0nf1rmat10n-f1xture-0000000000000000000000',
  expiresAt: FIXTURE_NOW + 300_000,
};

export const qualifyFixtures = {
  input: undefined,
  events: {
    'qualify.start': [
      { type: 'qualify.start', provider: 'pension_smart_id' },
      { type: 'qualify.start', provider: 'pension_mobile_id', phoneNumber: '+37060000666' },
    ],
    'qualify.cancel': [{ type: 'qualify.cancel' }],
    'error.dismiss': [{ type: 'error.dismiss' }],
    'eid.started': [
      { type: 'eid.started', controlCode: '4821', expiresAt: FIXTURE_NOW + EID_LOGIN_WINDOW_MS },
    ],
  },
  actors: {
    eidLogin: {
      done: [
        { status: 'confirmed', tokens: stepUpConfirmation },
        { status: 'failed', error: 'user_cancelled' },
        { status: 'failed', error: 'session_expired' },
      ],
      error: [new Error('child crashed')],
    },
  },
} satisfies MachineFixtures<typeof qualifyMachine>;

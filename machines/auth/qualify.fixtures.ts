import type { MachineFixtures } from '../../tests/model/fixture-types';
import { EID_LOGIN_WINDOW_MS } from '../../src/domain/constants';
import type { qualifyMachine } from './qualify.machine';
import { FIXTURE_NOW, loginTokens } from './auth.fixtures';

export const qualifyFixtures = {
  input: undefined,
  events: {
    'qualify.start': [{ type: 'qualify.start', provider: 'pension_smart_id', personalCode: '30303039914' }],
    'qualify.cancel': [{ type: 'qualify.cancel' }],
    'error.dismiss': [{ type: 'error.dismiss' }],
    'eid.started': [
      { type: 'eid.started', controlCode: '4821', expiresAt: FIXTURE_NOW + EID_LOGIN_WINDOW_MS },
    ],
  },
  actors: {
    eidLogin: {
      done: [
        { status: 'confirmed', tokens: loginTokens },
        { status: 'failed', error: 'user_cancelled' },
        { status: 'failed', error: 'session_expired' },
      ],
      error: [new Error('child crashed')],
    },
  },
} satisfies MachineFixtures<typeof qualifyMachine>;

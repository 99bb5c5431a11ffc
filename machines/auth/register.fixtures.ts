import type { MachineFixtures } from '../../tests/model/fixture-types';
import { EID_LOGIN_WINDOW_MS } from '../../src/domain/constants';
import type { registerMachine } from './register.machine';
import { FIXTURE_NOW } from './auth.fixtures';

/** The fixtures' "today" (FIXTURE_NOW's date in Lithuania). */
export const FIXTURE_TODAY = '2026-01-15';

/** A new adult (born 1987-03-18) and a minor (born 2011-01-01, the SK demo minor). */
export const ADULT_CODE = '38703181745';
export const MINOR_CODE = '61101012257';

/**
 * Typed fixtures of the registration machine: submits by an adult (Smart-ID, Mobile-ID) and by a minor,
 * and the eID child's outcomes: registered, the §8 failures a registration meets, and a crash.
 */
export const registerFixtures = {
  input: undefined,
  events: {
    'register.submit': [
      {
        type: 'register.submit',
        provider: 'pension_smart_id',
        personalCode: ADULT_CODE,
        today: FIXTURE_TODAY,
      },
      {
        type: 'register.submit',
        provider: 'pension_mobile_id',
        personalCode: ADULT_CODE,
        phoneNumber: '+37061234567',
        today: FIXTURE_TODAY,
      },
      {
        type: 'register.submit',
        provider: 'pension_smart_id',
        personalCode: MINOR_CODE,
        today: FIXTURE_TODAY,
      },
    ],
    'register.cancel': [{ type: 'register.cancel' }],
    'error.dismiss': [{ type: 'error.dismiss' }],
    'eid.started': [
      { type: 'eid.started', controlCode: '4821', expiresAt: FIXTURE_NOW + EID_LOGIN_WINDOW_MS },
    ],
  },
  actors: {
    eidLogin: {
      done: [
        { status: 'confirmed', tokens: { status: 'registered' } },
        { status: 'failed', error: 'user_cancelled' },
        { status: 'failed', error: 'already_registered' },
        { status: 'failed', error: 'minor_not_allowed' },
      ],
      error: [new Error('child crashed')],
    },
  },
} satisfies MachineFixtures<typeof registerMachine>;

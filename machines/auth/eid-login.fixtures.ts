import type { MachineFixtures } from '../../tests/model/fixture-types';
import type { eidLoginMachine } from './eid-login.machine';
import { AuthFlowError } from './auth-types';
import { FIXTURE_NOW, finalizeEidErrors, loginTokens } from './auth.fixtures';

/**
 * Fixtures of the shared eID identification: initiate outcomes (including the §8 codes the auth server
 * answers at initiation) and finalisation outcomes: authorization_pending, a transient error (retried up to
 * 10 times) and every definitive §8 answer.
 */
export const eidLoginFixtures = {
  input: { provider: 'pension_smart_id', personalCode: '30303039914' },
  events: {},
  actors: {
    initiateEid: {
      done: [{ controlCode: '4821', token: 'eid-session-token', startedAt: FIXTURE_NOW }],
      error: [
        new AuthFlowError('smart_id_does_not_exist'),
        new AuthFlowError('smart_id_basic'),
        new AuthFlowError('invalid_request'),
      ],
    },
    finalizeEid: {
      done: [loginTokens],
      error: finalizeEidErrors(
        'wrong_vc',
        'mobile_id_does_not_exist',
        'phone_absent',
        'user_not_found',
        'user_not_onboarded',
        'user_locked',
      ),
    },
  },
} satisfies MachineFixtures<typeof eidLoginMachine>;

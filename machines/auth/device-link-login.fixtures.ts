import type { MachineFixtures } from '../../tests/model/fixture-types';
import type { deviceLinkLoginMachine } from './device-link-login.machine';
import { AuthFlowError } from './auth-types';
import { FIXTURE_NOW, finalizeEidErrors, loginTokens } from './auth.fixtures';

const QR = 'https://sid.demo.sk.ee/device-link?deviceLinkType=QR&elapsedSeconds=0&sessionToken=t&authCode=a';
const WEB2APP =
  'https://sid.demo.sk.ee/device-link?deviceLinkType=Web2App&sessionToken=t&lang=lit&authCode=b';

/**
 * Fixtures of the Smart-ID QR / Web2App login: initiate outcomes (a start refused by the server's rate
 * limit or a network error), the refresher's fresh links and its "too old" report, and the notification login's
 * finalisation outcomes (pending, a transient error retried up to 10 times, definitive §8 answers).
 */
export const deviceLinkLoginFixtures = {
  input: { lang: 'lit' },
  events: {
    'deviceLink.fresh': [
      { type: 'deviceLink.fresh', qr: QR.replace('elapsedSeconds=0', 'elapsedSeconds=1'), web2app: WEB2APP },
    ],
    'deviceLink.stale': [{ type: 'deviceLink.stale' }],
  },
  actors: {
    initiateDeviceLink: {
      done: [{ token: 'device-link-token', qr: QR, web2app: WEB2APP, startedAt: FIXTURE_NOW }],
      error: [new AuthFlowError('rate_limited'), new AuthFlowError('server_error')],
    },
    linkRefresher: { done: [], error: [] },
    finalizeEid: {
      done: [loginTokens],
      error: finalizeEidErrors('smart_id_basic', 'user_not_found', 'user_not_onboarded'),
    },
  },
} satisfies MachineFixtures<typeof deviceLinkLoginMachine>;

import type { MachineFixtures } from '../../tests/model/fixture-types';
import type { inactivityMachine } from './inactivity.machine';
import { FIXTURE_NOW } from './auth.fixtures';

export const inactivityFixtures = {
  input: { startedAt: FIXTURE_NOW },
  events: {
    activity: [{ type: 'activity', at: FIXTURE_NOW + 60_000 }],
    'session.extend': [{ type: 'session.extend', at: FIXTURE_NOW + 400_000 }],
  },
  actors: {},
} satisfies MachineFixtures<typeof inactivityMachine>;

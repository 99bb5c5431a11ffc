import type { MachineFixtures } from '../../tests/model/fixture-types';
import type { loadMachine } from './load.machine';

/** Rejections as src/api/client.ts produces them: a PortalApiError-like object carrying `portalError`. */
export const loadFailure = { portalError: { kind: 'server-error', status: 500, message: 'Internal error' } };
export const loadTimeout = { portalError: { kind: 'timeout', status: 408, message: 'Request timed out' } };

export const loadFixtures = {
  input: undefined,
  events: {
    'load.start': [{ type: 'load.start' }],
    'load.retry': [{ type: 'load.retry' }],
    'load.refresh': [{ type: 'load.refresh' }],
  },
  actors: {
    fetch: {
      done: [{ contracts: [{ number: 'P2-000123' }] }, null],
      error: [loadFailure, loadTimeout],
    },
  },
} satisfies MachineFixtures<typeof loadMachine>;

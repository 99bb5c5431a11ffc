/**
 * Stop or renew contributions (§2 Applications second-pillar / third-pillar, sign-applications,
 * success, error-500-applications): generated paths with the specification's expectations.
 */
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { stopRenewMachine, applicationOf, isRefusal } from '../../machines/applications/stop-renew.machine';
import { stopRenewFixtures } from '../../machines/applications/stop-renew.fixtures';
import { createModel, testGeneratedPaths } from './harness';

const done = (id: string) => `xstate.done.actor.${id}`;
const fail = (message: string): never => {
  throw new Error(message);
};

/** The facts the last load answered on the path. */
const factsOf = (history: readonly AnyEventObject[]) =>
  history.findLast((e) => e.type === done('loadStopRenew'))?.output as
    | { contract: { contractNumber: string } | null; offer: { offer: string; state: string } | null }
    | undefined;

/** §3 pairs: stop = StopAccumulations / StopAccumulation; renew = RenewAccumulations / UpdateAccumulation. */
const applicationIn = (history: readonly AnyEventObject[]) => {
  const facts = factsOf(history);
  const contractNumber = facts?.contract?.contractNumber ?? '';
  return facts?.offer?.offer === 'stop'
    ? { kind: 'StopAccumulation', actionType: 'StopAccumulations', contractNumber }
    : { kind: 'UpdateAccumulation', actionType: 'RenewAccumulations', contractNumber };
};

describe('stop or renew contributions: generated paths', () => {
  const model = createModel({
    name: 'stopRenew',
    machine: stopRenewMachine,
    fixtures: stopRenewFixtures,
    spec: {
      delays: {},
      inputs: {
        loadStopRenew: () => ({ pillar: 3 }),
        fetchApplicationPreview: ({ history }) => ({ application: applicationIn(history) }),
        // The signing kit gets the application and how the customer logged in (§4 Qualify is the kit's).
        sign: ({ history }) => ({
          request: { application: applicationIn(history) },
          loginProvider: stopRenewFixtures.input.loginProvider,
        }),
      },
      rules: [
        // An open application of the kind blocks a second: nothing is submitted unless the offer is available.
        ({ invoked, history }) => {
          if (!invoked.has('fetchApplicationPreview')) return;
          if (factsOf(history)?.offer?.state !== 'available') fail('submitted a blocked application');
        },
        // §9: the incentive effect is acknowledged before anything is submitted.
        ({ invoked, history }) => {
          if (!invoked.has('fetchApplicationPreview')) return;
          const last = history.findLast((e) => e.type === 'incentive.understood');
          if (last?.value !== true) fail('submitted without acknowledging the incentive effect');
        },
        // The application PDF is read before signing.
        ({ invoked, history }) => {
          if (!invoked.has('sign')) return;
          if (!history.some((e) => e.type === done('fetchApplicationPreview')))
            fail('signing before the preview');
        },
      ],
    },
    invariant: (snapshot) => {
      const steps = [...snapshot.tags].filter((tag) => String(tag).startsWith('step:'));
      if (steps.length > 1) throw new Error(`more than one step tag: ${steps.join(', ')}`);
    },
  });

  testGeneratedPaths(model);
});

describe('stop or renew: pure helpers', () => {
  it('builds the §3 pair of the offer', () => {
    expect(
      applicationOf({
        contract: { contractNumber: '3P-1', fundName: 'F', accumulationState: 'Stopped' },
        offer: { offer: 'renew', state: 'available' },
      }),
    ).toEqual({ kind: 'UpdateAccumulation', actionType: 'RenewAccumulations', contractNumber: '3P-1' });
    expect(applicationOf({ contract: null, offer: null })).toBeNull();
  });

  it('tells a 4xx refusal from a server failure', () => {
    expect(isRefusal({ portalError: { status: 409 } })).toBe(true);
    expect(isRefusal({ portalError: { status: 500 } })).toBe(false);
    expect(isRefusal({ portalError: { status: 0 } })).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
  });
});

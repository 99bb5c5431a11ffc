import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  qualifyIdentification,
  qualifyMachine,
  type QualifyEmitted,
} from '../../machines/auth/qualify.machine';
import { qualifyFixtures, stepUpConfirmation } from '../../machines/auth/qualify.fixtures';
import { FIXTURE_NOW } from '../../machines/auth/auth.fixtures';
import { AuthFlowError } from '../../machines/auth/auth-types';
import {
  selectQualifyControlCode,
  selectQualifyError,
  selectQualifySecondsLeft,
} from '../../machines/auth/auth.selectors';
import { createModel, testGeneratedPaths } from './harness';
import { eidLoginSpec, qualifySpec, SPEC } from './specification';
import { eidLoginFixtures } from '../../machines/auth/eid-login.fixtures';
import type { MachineFixtures } from './fixture-types';

describe('qualify machine: generated paths', () => {
  const model = createModel({
    name: 'qualify',
    machine: qualifyMachine,
    fixtures: qualifyFixtures,
    spec: qualifySpec,
    invariant: (snapshot) => {
      if (snapshot.hasTag('error') !== (snapshot.context.error !== null)) throw new Error('error tag');
      if (snapshot.hasTag('eid-waiting') && snapshot.context.controlCode === null)
        throw new Error('no control code');
    },
  });

  testGeneratedPaths(model);
});

/**
 * The identification qualify invokes is the login's (§4 Qualify: a second electronic-ID confirmation):
 * the same 3 s polling, 10 retries and 120 s window, finalising with the step-up confirmation
 * (docs/security.md); no personal code is sent.
 */
describe('qualify identification: generated paths', () => {
  const request = { provider: 'pension_smart_id', personalCode: '' } as const;
  const fixtures = {
    ...eidLoginFixtures,
    input: request,
    actors: {
      ...eidLoginFixtures.actors,
      finalizeEid: { ...eidLoginFixtures.actors.finalizeEid, done: [stepUpConfirmation] },
    },
  } satisfies MachineFixtures<typeof qualifyIdentification>;
  const model = createModel({
    name: 'qualify identification',
    machine: qualifyIdentification,
    fixtures,
    spec: eidLoginSpec(qualifyIdentification, request),
  });

  testGeneratedPaths(model);
});

describe('qualify machine with the real eID child', () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  function start(finalize: () => Promise<typeof stepUpConfirmation>) {
    const clock = new SimulatedClock();
    const emitted: QualifyEmitted[] = [];
    const machine = qualifyMachine.provide({
      actors: {
        eidLogin: qualifyIdentification.provide({
          actors: {
            initiateEid: fromPromise(async () => ({
              controlCode: '0917',
              token: 'q-token',
              startedAt: FIXTURE_NOW,
            })),
            finalizeEid: fromPromise(finalize),
          },
        }),
      },
    });
    const actor = createActor(machine, { clock });
    actor.on('qualify.confirmed', (event) => emitted.push(event));
    actor.start();
    return { actor, clock, emitted };
  }

  it('loading -> electronicIdLoading (code, countdown) -> back to initial, emitting the confirmation', async () => {
    const { actor, clock, emitted } = start(async () => stepUpConfirmation);
    actor.send({ type: 'qualify.start', provider: 'pension_smart_id' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await flush();
    expect(actor.getSnapshot().hasTag('eid-waiting')).toBe(true);
    expect(selectQualifyControlCode(actor.getSnapshot())).toBe('0917');
    expect(selectQualifySecondsLeft(actor.getSnapshot(), FIXTURE_NOW + 20_000)).toBe(100);
    clock.increment(SPEC.eidPollIntervalMs);
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('initial');
    expect(emitted).toEqual([{ type: 'qualify.confirmed', confirmation: stepUpConfirmation }]);
    // docs/security.md: the server's confirmation is valid 5 minutes.
    expect(emitted[0]?.confirmation.expiresAt).toBe(FIXTURE_NOW + SPEC.stepUpConfirmationValidMs);
  });

  it('ends in error with the §8 code', async () => {
    const { actor, clock } = start(async () => {
      throw new AuthFlowError('user_cancelled');
    });
    actor.send({ type: 'qualify.start', provider: 'pension_smart_id' });
    await flush();
    clock.increment(SPEC.eidPollIntervalMs);
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(selectQualifyError(actor.getSnapshot())).toBe('user_cancelled');
  });
});

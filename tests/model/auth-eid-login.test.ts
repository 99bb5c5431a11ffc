import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  eidLoginMachine,
  type EidFinalizeInput,
  type EidLoginContext,
} from '../../machines/auth/eid-login.machine';
import { eidLoginFixtures } from '../../machines/auth/eid-login.fixtures';
import { FIXTURE_NOW, loginTokens } from '../../machines/auth/auth.fixtures';
import { AuthFlowError, type AuthTokens } from '../../machines/auth/auth-types';
import { createModel, testGeneratedPaths } from './harness';
import { eidLoginSpec, SPEC } from './specification';

function invariant(snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as EidLoginContext;
  if (snapshot.hasTag('eid-waiting') && (context.controlCode === null || context.expiresAt === null)) {
    throw new Error('waiting without a control code');
  }
  if (context.retries > SPEC.eidMaxFinalizeRetries) throw new Error('more retries than allowed');
  if (snapshot.matches('failed') && context.error === null) throw new Error('failed without an error');
  if (snapshot.matches('confirmed') && context.tokens === null) throw new Error('confirmed without tokens');
}

describe('eidLogin machine: generated paths', () => {
  const model = createModel({
    name: 'eidLogin',
    machine: eidLoginMachine,
    fixtures: eidLoginFixtures,
    invariant,
    spec: eidLoginSpec(eidLoginMachine, { provider: 'pension_smart_id', personalCode: '30303039914' }),
  });

  testGeneratedPaths(model);
});

describe('eidLogin machine: simulated time', () => {
  type Answer = AuthTokens | AuthFlowError;

  function start(answers: (attempt: number) => Answer | 'hang') {
    const clock = new SimulatedClock();
    const calls: number[] = [];
    const machine = eidLoginMachine.provide({
      actors: {
        initiateEid: fromPromise(async () => ({
          controlCode: '4821',
          token: 'eid-token',
          startedAt: FIXTURE_NOW,
        })),
        finalizeEid: fromPromise<AuthTokens, EidFinalizeInput>(async ({ input }) => {
          expect(input.token).toBe('eid-token');
          calls.push(clock.now());
          const answer = answers(calls.length);
          if (answer === 'hang') return new Promise<never>(() => {});
          if (answer instanceof AuthFlowError) throw answer;
          return answer;
        }),
      },
    });
    const actor = createActor(machine, {
      clock,
      input: { provider: 'pension_smart_id', personalCode: '30303039914' },
    });
    actor.start();
    return { actor, clock, calls };
  }

  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('shows the control code, polls every 3 s silently while pending, then confirms', async () => {
    const { actor, clock, calls } = start((n) =>
      n < 4 ? new AuthFlowError('authorization_pending') : loginTokens,
    );
    await flush();
    expect(actor.getSnapshot().hasTag('eid-waiting')).toBe(true);
    expect(actor.getSnapshot().context.controlCode).toBe('4821');
    expect(actor.getSnapshot().context.expiresAt).toBe(FIXTURE_NOW + SPEC.eidLoginWindowMs);
    expect(calls).toEqual([]);
    for (let i = 0; i < 4; i++) {
      clock.increment(SPEC.eidPollIntervalMs - 1);
      await flush();
      expect(calls).toHaveLength(i);
      clock.increment(1);
      await flush();
      expect(calls).toHaveLength(i + 1);
    }
    expect(calls).toEqual([3000, 6000, 9000, 12000]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ status: 'confirmed', tokens: loginTokens });
    expect(actor.getSnapshot().context.retries).toBe(0);
  });

  it('retries a transient error up to 10 times, then fails with it', async () => {
    const { actor, clock, calls } = start(() => new AuthFlowError('server_error'));
    await flush();
    for (let i = 0; i < SPEC.eidMaxFinalizeRetries + 1; i++) {
      clock.increment(SPEC.eidPollIntervalMs);
      await flush();
    }
    expect(calls).toHaveLength(SPEC.eidMaxFinalizeRetries + 1);
    expect(actor.getSnapshot().output).toEqual({ status: 'failed', error: 'server_error' });
  });

  it('a definitive answer (user_cancelled) ends at once, without retries', async () => {
    const { actor, clock, calls } = start(() => new AuthFlowError('user_cancelled'));
    await flush();
    clock.increment(SPEC.eidPollIntervalMs);
    await flush();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().output).toEqual({ status: 'failed', error: 'user_cancelled' });
  });

  it('ends with session_expired after the 120 s window, even while a request hangs', async () => {
    const { actor, clock, calls } = start((n) =>
      n < 10 ? new AuthFlowError('authorization_pending') : 'hang',
    );
    await flush();
    for (let i = 0; i < SPEC.eidLoginWindowMs / 1000 - 1; i++) {
      clock.increment(1000);
      await flush();
    }
    clock.increment(999);
    await flush();
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    await flush();
    expect(calls).toHaveLength(10);
    expect(actor.getSnapshot().output).toEqual({ status: 'failed', error: 'session_expired' });
  });
});

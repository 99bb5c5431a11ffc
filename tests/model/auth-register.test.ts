import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  registerEidIdentification,
  registerMachine,
  selectIsIdentifying,
  selectIsMinor,
  selectIsRegistered,
  selectRegisterControlCode,
  selectRegisterError,
  selectRegisterSecondsLeft,
  type RegisterContext,
  type RegistrationResult,
} from '../../machines/auth/register.machine';
import {
  ADULT_CODE,
  FIXTURE_TODAY,
  MINOR_CODE,
  registerFixtures,
} from '../../machines/auth/register.fixtures';
import { FIXTURE_NOW } from '../../machines/auth/auth.fixtures';
import { AuthFlowError, type EidRequest } from '../../machines/auth/auth-types';
import type { EidInitiateOutput } from '../../machines/auth/eid-login.machine';
import { createModel, testGeneratedPaths } from './harness';
import { registerSpec, SPEC } from './specification';
import type { SpecStep } from './harness';

function invariant(snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as RegisterContext;
  if (snapshot.hasTag('error') !== (context.error !== null)) throw new Error('error tag iff an error');
  if (snapshot.hasTag('eid-waiting') && (context.controlCode === null || context.expiresAt === null))
    throw new Error('control code screen without a code');
  if (!snapshot.hasTag('eid') && context.controlCode !== null) throw new Error('stale control code');
  if (snapshot.hasTag('eid') && context.request === null) throw new Error('eID without a request');
  if (snapshot.hasTag('minor') && context.request?.personalCode !== MINOR_CODE)
    throw new Error('an adult directed to the customer centre');
  if (snapshot.hasTag('eid') && context.request?.personalCode === MINOR_CODE)
    throw new Error('a minor reached the eID session');
}

/** What the registration screens read, on every step. */
function viewRule({ after, history }: SpecStep): void {
  const snapshot = after as unknown as Parameters<typeof selectIsMinor>[0];
  const lastFailure = history.findLast((e) => e.type === 'xstate.done.actor.eidLogin');
  const serverMinor =
    after.hasTag('error') &&
    (lastFailure?.output as { error?: string } | undefined)?.error === 'minor_not_allowed';
  if (selectIsMinor(snapshot) !== (after.hasTag('minor') || serverMinor)) throw new Error('minor message');
  if (selectIsRegistered(snapshot) !== (after.status === 'done')) throw new Error('registered');
  if (selectIsIdentifying(snapshot) !== after.matches('identifying')) throw new Error('identifying');
  const seconds = selectRegisterSecondsLeft(snapshot, FIXTURE_NOW);
  if (seconds !== (after.matches({ identifying: 'awaitingConfirmation' }) ? 120 : null))
    throw new Error(`seconds left ${seconds}`);
}

describe('register machine: generated paths', () => {
  const model = createModel({
    name: 'register',
    machine: registerMachine,
    fixtures: registerFixtures,
    invariant,
    spec: { ...registerSpec, rules: [...(registerSpec.rules ?? []), viewRule] },
  });

  testGeneratedPaths(model);
});

describe('register machine with the real eID child', () => {
  const flush = async () => {
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setImmediate(resolve));
  };

  function start(finalize: () => Promise<RegistrationResult>, initiate?: () => Promise<EidInitiateOutput>) {
    const clock = new SimulatedClock();
    const initiated: EidRequest[] = [];
    const machine = registerMachine.provide({
      actors: {
        eidLogin: registerEidIdentification.provide({
          actors: {
            initiateEid: fromPromise<EidInitiateOutput, EidRequest>(async ({ input }) => {
              initiated.push(input);
              return initiate
                ? initiate()
                : { controlCode: '0917', token: 'r-token', startedAt: FIXTURE_NOW };
            }),
            finalizeEid: fromPromise(finalize),
          },
        }),
      },
    });
    const actor = createActor(machine, { clock });
    actor.start();
    return { actor, clock, initiated };
  }

  const submit = { type: 'register.submit', provider: 'pension_smart_id', today: FIXTURE_TODAY } as const;

  it('an adult: control code and countdown, polling until registered', async () => {
    let polls = 0;
    const { actor, clock, initiated } = start(async () => {
      polls += 1;
      if (polls < 3) throw new AuthFlowError('authorization_pending');
      return { status: 'registered' };
    });
    actor.send({ ...submit, personalCode: ADULT_CODE });
    expect(selectIsIdentifying(actor.getSnapshot())).toBe(true);
    await flush();
    expect(initiated).toEqual([{ provider: 'pension_smart_id', personalCode: ADULT_CODE }]);
    expect(selectRegisterControlCode(actor.getSnapshot())).toBe('0917');
    expect(selectRegisterSecondsLeft(actor.getSnapshot(), FIXTURE_NOW + 30_000)).toBe(90);
    for (let i = 0; i < 3; i += 1) {
      clock.increment(SPEC.eidPollIntervalMs);
      await flush();
    }
    expect(polls).toBe(3);
    expect(selectIsRegistered(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().value).toBe('registered');
  });

  it('a minor is directed to the customer centre without any eID session', async () => {
    const { actor, initiated } = start(async () => ({ status: 'registered' }));
    actor.send({ ...submit, personalCode: MINOR_CODE });
    await flush();
    expect(actor.getSnapshot().value).toBe('minor');
    expect(selectIsMinor(actor.getSnapshot())).toBe(true);
    expect(initiated).toEqual([]);
    // The same person is an adult on their 18th birthday.
    actor.send({ ...submit, personalCode: MINOR_CODE, today: '2029-01-01' });
    await flush();
    expect(initiated).toHaveLength(1);
  });

  it('already_registered at initiation fails without polling; a retry is allowed', async () => {
    const { actor, initiated } = start(
      async () => ({ status: 'registered' }),
      async () => {
        throw new AuthFlowError('already_registered');
      },
    );
    actor.send({ ...submit, personalCode: ADULT_CODE });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectRegisterError(actor.getSnapshot())).toBe('already_registered');
    actor.send({ ...submit, personalCode: ADULT_CODE });
    await flush();
    expect(initiated).toHaveLength(2);
  });

  it('no confirmation within 120 s: session_expired; cancel returns to the form', async () => {
    const { actor, clock } = start(async () => {
      throw new AuthFlowError('authorization_pending');
    });
    actor.send({ ...submit, personalCode: ADULT_CODE });
    await flush();
    for (let elapsed = 0; elapsed < SPEC.eidLoginWindowMs; elapsed += SPEC.eidPollIntervalMs) {
      clock.increment(SPEC.eidPollIntervalMs);
      await flush();
    }
    expect(selectRegisterError(actor.getSnapshot())).toBe('session_expired');
    actor.send({ ...submit, personalCode: ADULT_CODE });
    await flush();
    expect(selectIsIdentifying(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'register.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectRegisterControlCode(actor.getSnapshot())).toBeNull();
  });

  it('a definitive §8 answer at completion ends at once (user_cancelled)', async () => {
    let polls = 0;
    const { actor, clock } = start(async () => {
      polls += 1;
      throw new AuthFlowError('user_cancelled');
    });
    actor.send({ ...submit, personalCode: ADULT_CODE });
    await flush();
    clock.increment(SPEC.eidPollIntervalMs);
    await flush();
    expect(polls).toBe(1);
    expect(selectRegisterError(actor.getSnapshot())).toBe('user_cancelled');
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});

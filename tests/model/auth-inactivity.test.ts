import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { inactivityMachine } from '../../machines/auth/inactivity.machine';
import { inactivityFixtures } from '../../machines/auth/inactivity.fixtures';
import { FIXTURE_NOW } from '../../machines/auth/auth.fixtures';
import { selectInactivitySecondsLeft, selectIsInactivityWarning } from '../../machines/auth/auth.selectors';
import { createModel, testGeneratedPaths } from './harness';
import { inactivitySpec, SPEC } from './specification';

describe('inactivity machine: generated paths', () => {
  const model = createModel({
    name: 'inactivity',
    machine: inactivityMachine,
    fixtures: inactivityFixtures,
    spec: inactivitySpec(FIXTURE_NOW),
    invariant: (snapshot) => {
      if (snapshot.hasTag('inactivity-warning') !== snapshot.matches('warning'))
        throw new Error('warning tag');
    },
  });

  testGeneratedPaths(model);
});

describe('inactivity machine: simulated time', () => {
  function start() {
    const clock = new SimulatedClock();
    const actor = createActor(inactivityMachine, { clock, input: { startedAt: FIXTURE_NOW } });
    actor.start();
    return { actor, clock };
  }

  it('warns after 5 min without activity with a 300 s countdown, logs out after 10 min', () => {
    const { actor, clock } = start();
    clock.increment(SPEC.inactivityWarningAfterMs - 1);
    expect(selectIsInactivityWarning(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectIsInactivityWarning(actor.getSnapshot())).toBe(true);
    expect(
      selectInactivitySecondsLeft(actor.getSnapshot(), FIXTURE_NOW + SPEC.inactivityWarningAfterMs),
    ).toBe((SPEC.inactivityLogoutAfterMs - SPEC.inactivityWarningAfterMs) / 1000);
    expect(
      selectInactivitySecondsLeft(actor.getSnapshot(), FIXTURE_NOW + SPEC.inactivityLogoutAfterMs - 1500),
    ).toBe(2);
    clock.increment(SPEC.inactivityLogoutAfterMs - SPEC.inactivityWarningAfterMs - 1);
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().value).toBe('timedOut');
  });

  it('activity (from any tab) restarts the 5 min before the warning', () => {
    const { actor, clock } = start();
    clock.increment(4 * 60_000);
    actor.send({ type: 'activity', at: FIXTURE_NOW + 4 * 60_000 });
    clock.increment(SPEC.inactivityWarningAfterMs - 1);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('warning');
    expect(
      selectInactivitySecondsLeft(
        actor.getSnapshot(),
        FIXTURE_NOW + 4 * 60_000 + SPEC.inactivityWarningAfterMs,
      ),
    ).toBe(300);
  });

  it('one click on "extend" in the warning restores the full 10 minutes (WCAG 2.2.1)', () => {
    const { actor, clock } = start();
    clock.increment(SPEC.inactivityWarningAfterMs + 60_000);
    expect(actor.getSnapshot().value).toBe('warning');
    const at = FIXTURE_NOW + SPEC.inactivityWarningAfterMs + 60_000;
    actor.send({ type: 'session.extend', at });
    expect(actor.getSnapshot().value).toBe('active');
    expect(selectInactivitySecondsLeft(actor.getSnapshot(), at)).toBe(SPEC.inactivityLogoutAfterMs / 1000);
    clock.increment(SPEC.inactivityWarningAfterMs - 1);
    expect(actor.getSnapshot().value).toBe('active');
  });

  it('an activity stamped earlier than the last one does not shorten the session', () => {
    const { actor } = start();
    actor.send({ type: 'activity', at: FIXTURE_NOW - 60_000 });
    expect(actor.getSnapshot().context.lastActivityAt).toBe(FIXTURE_NOW);
  });
});

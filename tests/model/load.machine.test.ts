import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ASYNC_STATE_OF, isTimeoutError, loadMachine } from '../../machines/data/load.machine';
import { loadFailure, loadFixtures, loadTimeout } from '../../machines/data/load.fixtures';
import { assertFullCoverage, createModel, formatCoverage } from './harness';
import { loadSpec } from './specification';

describe('load machine: generated paths', () => {
  const model = createModel({
    name: 'load',
    machine: loadMachine,
    fixtures: loadFixtures,
    spec: loadSpec,
    // The attempt counter grows without bound; states differ by value and what is held, not by the count.
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.data === null, snapshot.context.error === null]),
  });

  for (const path of model.paths) {
    it(path.description, async () => {
      await model.runPath(path);
    });
  }

  it('covers every state, transition and branch', () => {
    const report = model.coverage();
    console.log(formatCoverage(report));
    assertFullCoverage(report);
    expect(report.states.total).toBe(Object.keys(ASYNC_STATE_OF).length);
  });
});

describe('load machine: behaviour', () => {
  it('retries after a failure and keeps counting attempts', async () => {
    let calls = 0;
    const machine = loadMachine.provide({
      actors: {
        fetch: fromPromise<unknown, void>(async () => {
          calls += 1;
          if (calls === 1) throw loadFailure;
          return { ok: true };
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'load.start' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('settled'), { timeout: 10_000 });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'load.retry' });
    await waitFor(actor, (snapshot) => snapshot.hasTag('settled'), { timeout: 10_000 });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context).toMatchObject({ data: { ok: true }, attempts: 2, error: null });
  });

  it('tells a timeout from other failures', () => {
    expect(isTimeoutError(loadTimeout)).toBe(true);
    expect(isTimeoutError({ portalError: { kind: 'timeout-error' } })).toBe(true);
    expect(isTimeoutError(loadFailure)).toBe(false);
    expect(isTimeoutError(new Error('x'))).toBe(false);
    // §8 408 / deadlock-timeout only from a portal error's kind, wherever the rejection carries it.
    expect(isTimeoutError({ kind: 'timeout' })).toBe(true);
    expect(isTimeoutError({ portalError: null })).toBe(false);
    expect(isTimeoutError({ portalError: 'timeout' })).toBe(false);
    expect(isTimeoutError({ portalError: { status: 408 } })).toBe(false);
    expect(isTimeoutError({ kind: 'server-error' })).toBe(false);
    expect(isTimeoutError(null)).toBe(false);
    expect(isTimeoutError('timeout')).toBe(false);
  });
});

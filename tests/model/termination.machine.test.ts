import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { terminationMachine, type TerminationFacts } from '../../machines/applications/termination.machine';
import {
  terminationFacts,
  terminationFixtures,
  terminationPreview,
} from '../../machines/applications/termination.fixtures';
import { createModel } from './harness';
import { terminationSpec, testGeneratedPathsOfLogins, type LoginKind } from './applications-specification';

describe('termination machine: generated paths', () => {
  const model = (login: LoginKind) =>
    createModel({
      name: `termination (${login})`,
      machine: terminationMachine,
      fixtures: { ...terminationFixtures, input: { ...terminationFixtures.input, loginProvider: login } },
      spec: terminationSpec(login),
      invariant: (snapshot) => {
        // The pause tag is on the modal's two states only, and the modal never shows a signing.
        if (snapshot.hasTag('pause') !== (snapshot.matches('pausing') || snapshot.matches('confirming')))
          throw new Error('pause tag');
        if (snapshot.hasTag('pause') && snapshot.children.sign !== undefined)
          throw new Error('signing under the pause modal');
      },
    });

  testGeneratedPathsOfLogins([model('password'), model('smart_id')]);
});

describe('termination: the pause to think cannot be skipped (§2)', () => {
  function start() {
    const clock = new SimulatedClock();
    const signed: unknown[] = [];
    const machine = terminationMachine.provide({
      actors: {
        loadTermination: fromPromise<TerminationFacts, { today: string }>(async () => terminationFacts),
        fetchApplicationPreview: fromPromise(async () => terminationPreview),
        // The signing child as a promise that never settles: only its input matters here.
        sign: fromPromise(async ({ input }) => {
          signed.push(input);
          return new Promise<never>(() => undefined);
        }) as never,
      },
    });
    const actor = createActor(machine, {
      input: { today: '2026-11-23', loginProvider: 'smart_id' },
      clock,
    }).start();
    return { actor, clock, signed };
  }

  it('stays in the pause for 10 seconds whatever the customer sends, then asks to confirm', async () => {
    const { actor, clock, signed } = start();
    await expect.poll(() => actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'termination.contract', contractNumber: '2P-1004521' });
    actor.send({ type: 'termination.request' });
    expect(actor.getSnapshot().value).toBe('pausing');
    // Everything that could move forward is ignored during the pause.
    for (const type of ['termination.confirm', 'termination.request', 'application.retry', 'form.submit'])
      actor.send({ type } as never);
    clock.increment(9_999);
    expect(actor.getSnapshot().value).toBe('pausing');
    actor.send({ type: 'termination.confirm' });
    expect(actor.getSnapshot().value).toBe('pausing');
    expect(signed).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'termination.confirm' });
    // The application's PDF and summary come first; signing starts from "Pasirašyti".
    await expect.poll(() => actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(signed).toEqual([]);
    actor.send({ type: 'sign.begin' });
    expect(actor.getSnapshot().matches('signing')).toBe(true);
    expect(signed).toEqual([
      {
        request: {
          application: { kind: 'EndContract', actionType: 'EndContract', contractNumber: '2P-1004521' },
        },
        loginProvider: 'smart_id',
      },
    ]);
    actor.stop();
  });

  it('keeping the contract during the pause ends it; asking again starts a new full pause', async () => {
    const { actor, clock } = start();
    await expect.poll(() => actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'termination.contract', contractNumber: '3P-2008813' });
    actor.send({ type: 'termination.request' });
    clock.increment(6_000);
    actor.send({ type: 'termination.keep' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'termination.request' });
    clock.increment(6_000);
    expect(actor.getSnapshot().value).toBe('pausing');
    clock.increment(4_000);
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.stop();
  });

  it('does not open the pause without a contract', async () => {
    const { actor } = start();
    await expect.poll(() => actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'termination.request' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.contractMissing).toBe(true);
    actor.stop();
  });
});

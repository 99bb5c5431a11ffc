import { createActor, fromPromise, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  signingMachine,
  type PingSigningInput,
  type PingSigningOutput,
  type StartSigningInput,
  type StartSigningOutput,
} from '../../machines/signing/signing.machine';
import {
  keptSigning,
  resumedSigningFixtures,
  signedResult,
  signingFixtures,
  signingRequest,
  signingStarted,
} from '../../machines/signing/signing.fixtures';
import { createModel, testGeneratedPathsTogether } from './harness';
import { signingSpec } from './specification';

describe('signing machine: generated paths (a new signing, and one continued after a reload or Back)', () => {
  const invariant = (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as { error: unknown; controlCode: unknown };
    if (snapshot.hasTag('error') !== (context.error !== null)) throw new Error('error tag');
    if (snapshot.hasTag('eid-waiting') && context.controlCode === null) throw new Error('no control code');
  };
  testGeneratedPathsTogether(
    'signing',
    [
      createModel({
        name: 'signing',
        machine: signingMachine,
        fixtures: signingFixtures,
        spec: signingSpec(signingRequest),
        invariant,
      }),
      createModel({
        name: 'signing (continued)',
        machine: signingMachine,
        fixtures: resumedSigningFixtures,
        spec: signingSpec(signingRequest, null, keptSigning),
        invariant,
      }),
    ],
    [
      {
        state: 'opening',
        reason:
          'it only chooses between continuing a kept signing and choosing the method (an eventless transition); no snapshot rests in it, and both branches are covered',
      },
    ],
  );
});

describe('signing machine: timing against the specification', () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  function start(pings: PingSigningOutput[]) {
    const clock = new SimulatedClock();
    const starts: StartSigningInput[] = [];
    const pinged: PingSigningInput[] = [];
    const machine = signingMachine.provide({
      actors: {
        startSigning: fromPromise<StartSigningOutput, StartSigningInput>(async ({ input }) => {
          starts.push(input);
          return { ...signingStarted, token: `token-${starts.length}` };
        }),
        pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(async ({ input }) => {
          pinged.push(input);
          return pings.length > 0 ? (pings.shift() ?? null) : null;
        }),
      },
    });
    const actor = createActor(machine, {
      input: { request: signingRequest, confirmation: null },
      clock,
    }).start();
    return { actor, clock, starts, pinged };
  }

  it('pings every 3 s while the answer is 204, and is signed on the result', async () => {
    const { actor, clock, pinged } = start([null, null, signedResult]);
    actor.send({ type: 'signing.start', provider: 'pension_smart_id' });
    await flush();
    for (let i = 0; i < 3; i++) {
      clock.increment(2_999);
      await flush();
      expect(pinged).toHaveLength(i);
      clock.increment(1);
      await flush();
      expect(pinged).toHaveLength(i + 1);
    }
    expect(pinged.every((p) => p.token === 'token-1')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      status: 'signed',
      documentId: 91,
      contractNumber: '2P-000900',
      effectiveDate: null,
    });
  });

  it('gives up after 10 minutes (§9), and a retry starts a new signing with a new token', async () => {
    const { actor, clock, starts, pinged } = start([]);
    actor.send({ type: 'signing.start', provider: 'pension_smart_id' });
    await flush();
    expect(actor.getSnapshot().context.expiresAt).toBe(signingStarted.startedAt + 600_000);
    for (let elapsed = 0; elapsed < 597_000; elapsed += 3_000) {
      clock.increment(3_000);
      await flush();
    }
    expect(actor.getSnapshot().hasTag('eid-waiting')).toBe(true);
    clock.increment(3_000);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('window-over');
    const before = pinged.length;
    actor.send({ type: 'signing.retry' });
    actor.send({ type: 'signing.start', provider: 'pension_mobile_id', phoneNumber: '+37060000666' });
    await flush();
    expect(starts).toHaveLength(2);
    expect(starts[1]).toEqual({
      request: signingRequest,
      confirmation: null,
      provider: 'pension_mobile_id',
      phoneNumber: '+37060000666',
    });
    clock.increment(3_000);
    await flush();
    expect(pinged.slice(before)).toEqual([{ token: 'token-2' }]);
  });
});

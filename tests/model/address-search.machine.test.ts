import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { addressSearchMachine, type AddressSuggestion } from '../../machines/settings/address-search.machine';
import { addressSearchFixtures, gediminoSuggestions } from '../../machines/settings/address-search.fixtures';
import { createModel, testGeneratedPaths } from './harness';
import { addressSearchSpec } from './settings-specification';

describe('address search machine: generated paths', () => {
  const model = createModel({
    name: 'addressSearch',
    machine: addressSearchMachine,
    fixtures: addressSearchFixtures,
    spec: addressSearchSpec,
    invariant: (snapshot) => {
      const loading = snapshot.matches('searching') || snapshot.matches('fetchingAddress');
      if (snapshot.hasTag('loading') !== loading) throw new Error('loading tag');
    },
  });

  testGeneratedPaths(model);
});

describe('address search machine: debounce and cancellation in time', () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  function start() {
    const sent: { text: string; signal: AbortSignal }[] = [];
    const clock = new SimulatedClock();
    const machine = addressSearchMachine.provide({
      actors: {
        searchAddresses: fromPromise<AddressSuggestion[], { text: string }>(
          ({ input, signal }) =>
            new Promise((resolve) => {
              sent.push({ text: input.text, signal });
              signal.addEventListener('abort', () => resolve([]));
              if (input.text === 'Gedimino 9') resolve(gediminoSuggestions);
            }),
        ),
      },
    });
    const actor = createActor(machine, { clock }).start();
    return { actor, sent, clock };
  }

  it('sends one request 300 ms after the last key press, none for empty text', async () => {
    const { actor, sent, clock } = start();
    for (const text of ['G', 'Ge', 'Ged']) {
      actor.send({ type: 'address.type', text });
      clock.increment(299);
    }
    expect(sent).toEqual([]);
    clock.increment(1);
    expect(sent.map((s) => s.text)).toEqual(['Ged']);
    actor.send({ type: 'address.type', text: '' });
    clock.increment(10_000);
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('cancels the earlier request when the customer types again', async () => {
    const { actor, sent, clock } = start();
    actor.send({ type: 'address.type', text: 'Gedimino' });
    clock.increment(300);
    expect(sent[0]?.signal.aborted).toBe(false);
    actor.send({ type: 'address.type', text: 'Gedimino 9' });
    expect(sent[0]?.signal.aborted).toBe(true);
    clock.increment(300);
    await flush();
    expect(sent.map((s) => s.text)).toEqual(['Gedimino', 'Gedimino 9']);
    expect(actor.getSnapshot().value).toBe('suggestions');
    expect(actor.getSnapshot().context.suggestions).toEqual(gediminoSuggestions);
  });
});

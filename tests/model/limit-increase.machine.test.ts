import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { limitIncreaseMachine } from '../../machines/applications/limit-increase.machine';
import { limitIncreaseFixtures, oneLimitContract } from '../../machines/applications/limit-increase.fixtures';
import { createModel, testGeneratedPaths } from './harness';
import { limitIncreaseSpec } from './applications-specification';

describe('limit increase machine: generated paths', () => {
  const model = createModel({
    name: 'limitIncrease',
    machine: limitIncreaseMachine,
    fixtures: limitIncreaseFixtures,
    spec: limitIncreaseSpec,
  });

  testGeneratedPaths(model);
});

describe('limit increase: the 1000 EUR threshold (§5, §9)', () => {
  async function submitAmount(amount: string) {
    const machine = limitIncreaseMachine.provide({
      actors: { loadLimit: fromPromise(async () => oneLimitContract) },
    });
    const actor = createActor(machine, { input: { today: '2026-11-23' } }).start();
    await expect.poll(() => actor.getSnapshot().matches('amount')).toBe(true);
    actor.send({ type: 'limit.amount', value: amount });
    actor.send({ type: 'form.submit' });
    const snapshot = actor.getSnapshot();
    actor.stop();
    return snapshot;
  }

  it.each([
    ['1000', 'optional'],
    ['999.99', 'optional'],
    ['1000,01', 'document'],
    ['1001', 'document'],
    ['5000', 'document'],
  ])('%s EUR a year leads to %s', async (amount, step) => {
    expect((await submitAmount(amount)).matches(step as 'optional' | 'document')).toBe(true);
  });

  it.each([
    ['', 'required'],
    ['abc', 'wrong-number-format'],
    ['0', 'amount-too-small'],
  ])('the amount %j is refused with %s', async (amount, code) => {
    const snapshot = await submitAmount(amount);
    expect(snapshot.value).toBe('amount');
    expect(snapshot.context.refusal).toBe(code);
  });
});

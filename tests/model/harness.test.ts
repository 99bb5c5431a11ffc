import { assign, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MachineFixtures } from './fixture-types';
import {
  assertFullCoverage,
  createModel,
  formatCoverage,
  stateValueKey,
  type SpecExpectations,
} from './harness';

/**
 * The harness itself, proven on a tiny eID-style polling machine: an invoked actor whose error branches
 * read `event.error`, a retry counter, a 3 s poll delay and a 120 s window on the parent state.
 */

type PollEvent = { type: 'eid.start' } | { type: 'eid.cancel' };
type FinalizeError = { error: 'authorization_pending' } | { error: 'server_error' };

const pollingMachine = setup({
  types: {
    context: {} as { maxRetries: number; retries: number; token: string | null; failure: unknown },
    events: {} as PollEvent,
    input: {} as { maxRetries: number },
  },
  actors: {
    finalize: fromPromise<{ token: string }, { retries: number }>(async () => {
      throw new Error('provide finalize');
    }),
  },
  guards: {
    isPending: ({ event }) =>
      'error' in event && (event.error as FinalizeError | undefined)?.error === 'authorization_pending',
    retriesLeft: ({ context }) => context.retries < context.maxRetries,
  },
  delays: { pollInterval: 3000, loginWindow: 120_000 },
}).createMachine({
  id: 'poll',
  context: ({ input }) => ({ maxRetries: input.maxRetries, retries: 0, token: null, failure: null }),
  initial: 'idle',
  states: {
    idle: { on: { 'eid.start': 'active' } },
    active: {
      entry: assign({ retries: 0 }),
      after: { loginWindow: 'expired' },
      on: { 'eid.cancel': 'idle' },
      initial: 'polling',
      states: {
        polling: {
          invoke: {
            id: 'finalize',
            src: 'finalize',
            input: ({ context }) => ({ retries: context.retries }),
            onDone: {
              target: '#poll.authorized',
              actions: assign({ token: ({ event }) => event.output.token }),
            },
            onError: [
              { guard: 'isPending', target: 'waiting' },
              {
                guard: 'retriesLeft',
                target: 'waiting',
                actions: assign({ retries: ({ context }) => context.retries + 1 }),
              },
              { target: '#poll.failed', actions: assign({ failure: ({ event }) => event.error }) },
            ],
          },
        },
        waiting: { after: { pollInterval: 'polling' } },
      },
    },
    authorized: { type: 'final' },
    failed: { on: { 'eid.start': 'active' } },
    expired: { on: { 'eid.start': 'active' } },
  },
});

const pollingFixtures = {
  input: { maxRetries: 2 },
  events: { 'eid.start': [{ type: 'eid.start' }], 'eid.cancel': [{ type: 'eid.cancel' }] },
  actors: {
    finalize: {
      done: [{ token: 'access-token' }],
      error: [{ error: 'authorization_pending' }, { error: 'server_error' }],
    },
  },
} satisfies MachineFixtures<typeof pollingMachine>;

/** The polling machine's "specification": 3 s polls, a 120 s window, the retry count sent to finalize. */
const pollingSpec: SpecExpectations = {
  delays: { pollInterval: 3000, loginWindow: 120_000 },
  inputs: {
    finalize: ({ history }) => {
      const sinceStart = history.slice(history.findLastIndex((e) => e.type === 'eid.start') + 1);
      const retries = sinceStart.filter(
        (e) =>
          e.type === 'xstate.error.actor.finalize' && (e.error as FinalizeError).error === 'server_error',
      ).length;
      return { retries };
    },
  },
};

describe('harness on a polling machine (delays and invoke error branches)', () => {
  const model = createModel({
    name: 'poll',
    machine: pollingMachine,
    fixtures: pollingFixtures,
    spec: pollingSpec,
  });

  it('offers done/error events with fixture payloads and after events for timers', () => {
    const types = new Set(model.paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    expect(types).toEqual(
      new Set([
        'xstate.init',
        'eid.start',
        'eid.cancel',
        'xstate.done.actor.finalize',
        'xstate.error.actor.finalize',
        'xstate.after.pollInterval.poll.active.waiting',
        'xstate.after.loginWindow.poll.active',
      ]),
    );
  });

  for (const path of model.paths) {
    it(path.description, async () => {
      await model.runPath(path);
    });
  }

  it('covers every state, transition and guarded branch', () => {
    const report = model.coverage();
    console.log(formatCoverage(report));
    assertFullCoverage(report);
    expect(report.branches.covered).toContain('active.polling on xstate.error.actor.finalize[1]');
    expect(report.transitions.covered).toContain(
      'active.waiting --xstate.after.pollInterval.poll.active.waiting--> active.polling',
    );
    expect(report.transitions.covered).toContain(
      'active.polling --xstate.after.loginWindow.poll.active--> expired',
    );
  });
});

describe('harness catches what it must', () => {
  it('reports a guarded branch whose fixture data is missing, and accepts it only as an explicit exclusion', async () => {
    const fixtures = {
      ...pollingFixtures,
      actors: { finalize: { done: [{ token: 't' }], error: [{ error: 'authorization_pending' }] } },
    } satisfies MachineFixtures<typeof pollingMachine>;
    const model = createModel({ name: 'poll-thin', machine: pollingMachine, fixtures, spec: pollingSpec });
    for (const path of model.paths) await model.runPath(path);
    const report = model.coverage();

    // The adjacency map never saw the retry/failure branches, so transitions alone would look complete ...
    expect(report.transitions.missing).toEqual([]);
    // ... but branch coverage and state coverage notice.
    expect(report.branches.missing).toEqual([
      'active.polling on xstate.error.actor.finalize[1]',
      'active.polling on xstate.error.actor.finalize[2]',
      'failed on eid.start[0]',
    ]);
    expect(report.states.missing).toEqual(['failed']);
    expect(() => assertFullCoverage(report)).toThrow(
      /not covered: branch active.polling on xstate.error.actor.finalize\[1\]/,
    );

    const exclusions = [
      { state: 'failed', reason: 'demo: no server_error fixture' },
      { branch: 'active.polling on xstate.error.actor.finalize[1]', reason: 'demo' },
      { branch: 'active.polling on xstate.error.actor.finalize[2]', reason: 'demo' },
      { branch: 'failed on eid.start[0]', reason: 'demo' },
    ];
    expect(() => assertFullCoverage(report, exclusions)).not.toThrow();
    expect(formatCoverage(report, exclusions)).toContain(
      'excluded state failed: demo: no server_error fixture',
    );
    expect(() => assertFullCoverage(report, [...exclusions, { state: 'idle', reason: 'stale' }])).toThrow(
      /stale exclusion: state idle/,
    );
  });

  it('fails a path when real time disagrees with the model (an earlier timer fires first)', async () => {
    const racing = setup({ delays: { short: 1000, long: 5000 } }).createMachine({
      id: 'race',
      initial: 'outer',
      states: {
        outer: {
          after: { short: 'shortFired' },
          initial: 'inner',
          states: { inner: { after: { long: '#race.longFired' } } },
        },
        shortFired: {},
        longFired: {},
      },
    });
    const model = createModel({
      name: 'race',
      machine: racing,
      fixtures: { input: undefined, events: {}, actors: {} },
      spec: { delays: { short: 1000, long: 5000 }, inputs: {} },
    });
    const longFirst = model.paths.find((p) =>
      p.steps.some((s) => stateValueKey(s.state.value) === 'longFired'),
    );
    const shortFirst = model.paths.find((p) =>
      p.steps.some((s) => stateValueKey(s.state.value) === 'shortFired'),
    );
    expect(longFirst).toBeDefined();
    expect(shortFirst).toBeDefined();
    await expect(model.runPath(shortFirst!)).resolves.toBeUndefined();
    await expect(model.runPath(longFirst!)).rejects.toThrow(/state mismatch/);
  });

  it('fails a path when the invoked actor was never started', async () => {
    // A model path claiming a done event from an actor that is not running must not pass.
    const model = createModel({
      name: 'poll',
      machine: pollingMachine,
      fixtures: pollingFixtures,
      spec: pollingSpec,
    });
    const path = model.paths.find((p) => p.steps.some((s) => s.event.type === 'xstate.done.actor.finalize'));
    expect(path).toBeDefined();
    const forged = { ...path!, steps: path!.steps.filter((s) => s.event.type !== 'eid.start') };
    await expect(model.runPath(forged)).rejects.toThrow(/state mismatch|not running/);
  });

  /** Runs every path of a model and returns the failure messages. */
  async function failures(spec: SpecExpectations): Promise<string[]> {
    const model = createModel({ name: 'poll', machine: pollingMachine, fixtures: pollingFixtures, spec });
    const messages: string[] = [];
    for (const path of model.paths) {
      await model.runPath(path).catch((error: unknown) => messages.push(String(error)));
    }
    return messages;
  }

  it('fails every path that starts a timer whose duration differs from the specification', async () => {
    const messages = await failures({
      ...pollingSpec,
      delays: { ...pollingSpec.delays, pollInterval: 2000 },
    });
    expect(messages.length).toBeGreaterThan(5);
    expect(messages[0]).toMatch(/the timer 'pollInterval' lasts 3000 ms, the specification says 2000 ms/);
  });

  it('fails a timer or an actor the specification does not list', async () => {
    const timers = await failures({ ...pollingSpec, delays: { loginWindow: 120_000 } });
    expect(timers.some((m) => /the timer 'pollInterval' is not in the spec's delays/.test(m))).toBe(true);
    const actors = await failures({ ...pollingSpec, inputs: {} });
    expect(actors.some((m) => /the actor 'finalize' is not in the spec's inputs/.test(m))).toBe(true);
  });

  it('fails every path where an actor receives another input than the specification says', async () => {
    const messages = await failures({ ...pollingSpec, inputs: { finalize: () => ({ retries: 0 }) } });
    expect(messages.length).toBeGreaterThan(1);
    expect(messages[0]).toMatch(
      /the actor 'finalize' received \{ retries: 1 \}, the specification says \{ retries: 0 \}/,
    );
  });

  it('fails a step where the machine does not emit what the specification says', async () => {
    const messages = await failures({
      ...pollingSpec,
      emitted: ({ event }) =>
        event.type === 'xstate.done.actor.finalize' ? [{ type: 'session.tokens' }] : [],
    });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages[0]).toMatch(/emitted \[\], the specification says \[ \{ type: 'session.tokens' \} \]/);
  });

  it('checks the output on the final step and the rules on every step', async () => {
    const outputs = await failures({ ...pollingSpec, output: () => 'something else' });
    expect(
      outputs.some((m) => /the output is undefined, the specification says 'something else'/.test(m)),
    ).toBe(true);
    const seen: string[] = [];
    await failures({ ...pollingSpec, rules: [({ event }) => void seen.push(event.type)] });
    expect(seen).toContain('xstate.init');
    expect(seen).toContain('xstate.after.pollInterval.poll.active.waiting');
  });
});

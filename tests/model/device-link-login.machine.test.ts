import { createActor, fromCallback, fromPromise, setup, SimulatedClock } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deviceLinkLoginMachine,
  type DeviceLinkLoginContext,
  type DeviceLinkRefresherEvent,
  type DeviceLinks,
} from '../../machines/auth/device-link-login.machine';
import { createLinkRefresher } from '../../machines/auth/device-link-refresher';
import { deviceLinkLoginFixtures } from '../../machines/auth/device-link-login.fixtures';
import { FIXTURE_NOW, loginTokens } from '../../machines/auth/auth.fixtures';
import { AuthFlowError, type AuthTokens } from '../../machines/auth/auth-types';
import { createModel, testGeneratedPaths } from './harness';
import { deviceLinkLoginSpec, SPEC } from './specification';

function invariant(snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as DeviceLinkLoginContext;
  if (snapshot.hasTag('eid-waiting') && (context.links === null || context.expiresAt === null))
    throw new Error('showing without links');
  if (context.retries > SPEC.eidMaxFinalizeRetries) throw new Error('more retries than allowed');
  if (snapshot.matches('failed') && context.error === null) throw new Error('failed without an error');
  if (snapshot.matches('confirmed') && context.tokens === null) throw new Error('confirmed without tokens');
}

describe('deviceLinkLogin machine: generated paths', () => {
  const model = createModel({
    name: 'deviceLinkLogin',
    machine: deviceLinkLoginMachine,
    fixtures: deviceLinkLoginFixtures,
    invariant,
    spec: deviceLinkLoginSpec('lit'),
  });

  testGeneratedPaths(model);
});

describe('deviceLinkLogin machine: simulated time', () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  it('polls every 3 s while the refresher runs, and ends with session_expired after 120 s', async () => {
    const clock = new SimulatedClock();
    const polls: number[] = [];
    let refresherInput: unknown = null;
    const machine = deviceLinkLoginMachine.provide({
      actors: {
        initiateDeviceLink: fromPromise(async () => ({
          token: 't',
          qr: 'qr-0',
          web2app: 'w',
          startedAt: FIXTURE_NOW,
        })),
        linkRefresher: fromCallback(({ input }) => {
          refresherInput = input;
        }),
        finalizeEid: fromPromise<AuthTokens, { token: string }>(async () => {
          polls.push(clock.now());
          throw new AuthFlowError('authorization_pending');
        }),
      },
    });
    const actor = createActor(machine, { clock, input: { lang: 'lit' } });
    actor.start();
    await flush();
    expect(refresherInput).toEqual({ token: 't', lang: 'lit' });
    for (let i = 0; i < SPEC.eidLoginWindowMs / 1000; i++) {
      clock.increment(1000);
      await flush();
    }
    expect(polls.slice(0, 3)).toEqual([3000, 6000, 9000]);
    expect(actor.getSnapshot().output).toEqual({ status: 'failed', error: 'session_expired' });
  });

  it('confirms with the tokens the token endpoint answers', async () => {
    const clock = new SimulatedClock();
    const machine = deviceLinkLoginMachine.provide({
      actors: {
        initiateDeviceLink: fromPromise(async () => ({ token: 't', qr: 'q', web2app: 'w', startedAt: 0 })),
        linkRefresher: fromCallback(() => undefined),
        finalizeEid: fromPromise(async () => loginTokens),
      },
    });
    const actor = createActor(machine, { clock, input: { lang: 'eng' } });
    actor.start();
    await flush();
    clock.increment(SPEC.eidPollIntervalMs);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ status: 'confirmed', tokens: loginTokens });
  });
});

describe('the QR link refresher', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function run(answer: (attempt: number) => Promise<DeviceLinks>) {
    vi.useFakeTimers();
    const events: { type: string; at: number; qr?: string }[] = [];
    const started = Date.now();
    const calls: number[] = [];
    const parent = createActor(
      setup({
        types: { events: {} as DeviceLinkRefresherEvent },
        actors: {
          refresher: createLinkRefresher(async (input) => {
            expect(input).toEqual({ token: 't', lang: 'lit' });
            calls.push(Date.now() - started);
            return answer(calls.length);
          }),
        },
      }).createMachine({
        invoke: { src: 'refresher', input: { token: 't', lang: 'lit' } },
        on: {
          '*': {
            actions: ({ event }) =>
              events.push({
                type: event.type,
                at: Date.now() - started,
                ...('qr' in event ? { qr: event.qr } : {}),
              }),
          },
        },
      }),
    );
    parent.start();
    return { parent, events, calls };
  }

  it('asks for new links every second and reports each', async () => {
    const { parent, events, calls } = run(async (n) => ({ qr: `qr-${n}`, web2app: 'w' }));
    await vi.advanceTimersByTimeAsync(3_500);
    expect(calls).toEqual([1000, 2000, 3000]);
    expect(events).toEqual([
      { type: 'deviceLink.fresh', at: 1000, qr: 'qr-1' },
      { type: 'deviceLink.fresh', at: 2000, qr: 'qr-2' },
      { type: 'deviceLink.fresh', at: 3000, qr: 'qr-3' },
    ]);
    parent.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(3);
  });

  it('a request that hangs hides the QR when it is 3 s old; one that fails too', async () => {
    const hanging = run((n) =>
      n === 2 ? new Promise<never>(() => {}) : Promise.resolve({ qr: `qr-${n}`, web2app: 'w' }),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    // Fresh at 1 s; the second request (at 2 s) never answers: stale 3 s after the last fresh links.
    expect(hanging.events).toEqual([
      { type: 'deviceLink.fresh', at: 1000, qr: 'qr-1' },
      { type: 'deviceLink.stale', at: 4000 },
    ]);
    hanging.parent.stop();
    vi.useRealTimers();

    const failing = run((n) =>
      n === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ qr: `qr-${n}`, web2app: 'w' }),
    );
    await vi.advanceTimersByTimeAsync(3_500);
    // The first refresh fails at 1 s; the second brings fresh links at 2 s, within the 3 s.
    expect(failing.events).toEqual([
      { type: 'deviceLink.fresh', at: 2000, qr: 'qr-2' },
      { type: 'deviceLink.fresh', at: 3000, qr: 'qr-3' },
    ]);
    failing.parent.stop();
  });
});

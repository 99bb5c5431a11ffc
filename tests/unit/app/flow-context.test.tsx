import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMachine, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { FlowHostProvider, useFlow, type FlowHost } from '../../../src/app/flow-context';
import type { Flows } from '../../../src/app/flows';

/**
 * The authorized area's flows are not part of the first download: a screen whose flow is not loaded yet
 * waits for it (its route's pending view shows) instead of failing, and a failed download can be retried.
 */

const wizard = createMachine({ id: 'wizard', initial: 'step1', states: { step1: { tags: ['first'] } } });

function Screen() {
  // Any portal flow name: the host below provides its machine only once "downloaded".
  const actor: AnyActorRef = useFlow('fundChange');
  return (
    <p>{`flow ${(actor.getSnapshot() as { hasTag(tag: string): boolean }).hasTag('first') ? 'started' : 'missing'}`}</p>
  );
}

function host(flows: Record<string, AnyStateMachine>, loadFlows?: () => Promise<void>): FlowHost {
  return {
    // A partial catalogue stands for the flows before the portal's are added (the test fills it).
    flows: flows as unknown as Flows,
    flowEvent: () => undefined,
    ...(loadFlows ? { loadFlows } : {}),
  };
}

function renderScreen(flowHost: FlowHost) {
  return render(
    <FlowHostProvider host={flowHost}>
      <Suspense fallback={<p>loading the screen</p>}>
        <Screen />
      </Suspense>
    </FlowHostProvider>,
  );
}

describe('useFlow with flows that load later', () => {
  afterEach(cleanup);

  it('suspends until the flows are loaded, then starts the screen on its flow', async () => {
    const flows: Record<string, AnyStateMachine> = {};
    let finish: () => void = () => undefined;
    const loading = new Promise<void>((resolve) => {
      finish = () => {
        // The portal's flows are added to the catalogue when their chunk has arrived.
        Object.assign(flows, { fundChange: wizard });
        resolve();
      };
    });
    // React retries a suspended render from its act queue: render and resolve inside awaited act scopes.
    await act(async () => {
      renderScreen(host(flows, () => loading));
    });
    expect(screen.getByText('loading the screen')).toBeTruthy();
    await act(async () => {
      finish();
      await loading;
    });
    expect(await screen.findByText('flow started')).toBeTruthy();
  });

  it('shows the screen at once when its flow is already there', () => {
    renderScreen(host({ fundChange: wizard }, () => new Promise(() => undefined)));
    expect(screen.getByText('flow started')).toBeTruthy();
  });

  it('fails loudly where nothing can load the flow (a story or test that forgot it)', () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      expect(() => renderScreen(host({}))).toThrow(/fundChange/);
    } finally {
      console.error = original;
    }
  });
});

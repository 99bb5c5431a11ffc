/**
 * The address bar and a wizard's step kept in step (src/kits/wizard/use-wizard-url.ts), with a wizard of
 * three steps that opens a step only when the earlier ones are complete: the address follows the step,
 * "back" asks the wizard and is taken, an address the wizard refuses goes back to its step without
 * leaving a history entry, and an end shown outside the wizard (an error page) replaces the entry.
 */
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
  type RouterHistory,
} from '@tanstack/react-router';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWizardUrl } from '../../../src/kits/wizard/use-wizard-url';

const STEPS = ['one', 'two', 'three'] as const;
type Step = (typeof STEPS)[number] | 'error';

/** A wizard: `complete` steps are done; `goto` opens a step only if every earlier one is complete. */
let wizard: { step: Step; complete: number; set: (step: Step) => void; asked: string[] };

function Wizard() {
  const [step, setStep] = useState<Step>('one');
  wizard.step = step;
  wizard.set = setStep;
  const goto = useCallback((wanted: string) => {
    wizard.asked.push(wanted);
    const index = STEPS.indexOf(wanted as (typeof STEPS)[number]);
    if (index >= 0 && index <= wizard.complete) setStep(wanted as Step);
  }, []);
  useWizardUrl({
    base: '/wizard',
    step,
    goto,
    addressOf: (s) => (s === 'error' ? '/error-500' : `/wizard/${s}`),
  });
  return <p>{step}</p>;
}

function start(at: string, complete = 0): RouterHistory {
  wizard = { step: 'one', complete, set: () => undefined, asked: [] };
  const history = createMemoryHistory({ initialEntries: ['/before', at] });
  const router = createRouter({
    routeTree: createRootRoute({ component: Wizard }),
    history,
  });
  render(<RouterProvider router={router} />);
  return history;
}

const path = (history: RouterHistory) => history.location.pathname;

/** Moves the wizard on, as a completed step does. */
async function advance(history: RouterHistory, to: Step) {
  wizard.complete = Math.max(wizard.complete, STEPS.indexOf(to as (typeof STEPS)[number]));
  act(() => wizard.set(to));
  await waitFor(() => expect(path(history)).toBe(to === 'error' ? '/error-500' : `/wizard/${to}`));
}

afterEach(cleanup);

describe('useWizardUrl', () => {
  it('the wizard’s own address is replaced by its first step; each next step adds an entry; back is taken', async () => {
    const history = start('/wizard');
    await waitFor(() => expect(path(history)).toBe('/wizard/one'));
    expect(history.length).toBe(2);
    await advance(history, 'two');
    await advance(history, 'three');
    expect(history.length).toBe(4);
    act(() => history.back());
    await waitFor(() => expect(wizard.step).toBe('two'));
    expect(path(history)).toBe('/wizard/two');
    expect(wizard.asked).toEqual(['two']);
    // Back was taken: no entry was added on the way.
    expect(history.length).toBe(4);
  });

  it('opened at its first step, every next step adds an entry: back returns to the step before', async () => {
    const history = start('/wizard/one');
    await waitFor(() => expect(wizard.step).toBe('one'));
    await advance(history, 'two');
    expect(history.length).toBe(3);
    act(() => history.back());
    await waitFor(() => expect(wizard.step).toBe('one'));
    expect(path(history)).toBe('/wizard/one');
  });

  it('an address of a step not reached yet is refused: the address goes back to the step, replacing it', async () => {
    const history = start('/wizard/three');
    await waitFor(() => expect(path(history)).toBe('/wizard/one'));
    expect(wizard.asked).toEqual(['three']);
    expect(wizard.step).toBe('one');
    expect(history.length).toBe(2);
  });

  it('a reachable address wins when the wizard first knows its step', async () => {
    // The wizard has completed step one already (a resumed draft).
    const history = start('/wizard/two', 1);
    await waitFor(() => expect(wizard.step).toBe('two'));
    expect(path(history)).toBe('/wizard/two');
  });

  it('an end shown outside the wizard replaces the entry', async () => {
    const history = start('/wizard/one');
    await waitFor(() => expect(wizard.step).toBe('one'));
    await advance(history, 'two');
    const length = history.length;
    await advance(history, 'error');
    expect(history.length).toBe(length);
  });
});

/**
 * Issue 13: the shortest path to every state of the stop/renew machine (machines/applications/
 * stop-renew.machine.ts), replayed on the real screen (StopRenewView in a memory router) with
 * controllable fake actors: each load, preview and signing call is a deferred promise the test settles,
 * the customer's steps are user-event clicks, and the qualify child's answer is sent as the child would.
 * After each path the actor is in the state and the screen shows it (spinner, the §8 load failure, the
 * incentive acknowledgement, the refusal, error-500-applications, sign-applications, qualify, signing,
 * success).
 *
 * States: loading, loadFailed, form, submitting, submitFailed, sign.reviewing, sign.qualifying,
 * sign.signing, success.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import { stepUpConfirmation } from '../../machines/auth/qualify.fixtures';
import { qualifyMachine } from '../../machines/auth/qualify.machine';
import { confirmThenSignMachine } from '../../machines/signing/confirm-then-sign.machine';
import {
  alreadyOpenError,
  applicationPreview,
  noContract,
  renewAvailable,
  serverError,
  stopAvailable,
  stopBlocked,
} from '../../machines/applications/stop-renew.fixtures';
import {
  stopRenewMachine,
  type StopRenewApplication,
  type StopRenewFacts,
  type StopRenewInput,
} from '../../machines/applications/stop-renew.machine';
import type { PdfDocument } from '../../machines/onboarding/onboarding-types';
import {
  signingMachine,
  type PingSigningInput,
  type PingSigningOutput,
  type StartSigningInput,
  type StartSigningOutput,
} from '../../machines/signing/signing.machine';
import { i18n, initI18n } from '../../src/i18n/locale';
import { StopRenewView } from '../../src/flows/applications/stop-renew';
import { StoryRouter } from '../../stories/support/story-router';

const WAIT = { timeout: 15_000 };
const ACKNOWLEDGE = 'Supratau, ką tai reiškia valstybės skatinimui';

/** A promise the test settles when it chooses (one call of a fake actor). */
interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Each call of an actor takes the next deferred; the test settles them in order. */
class Calls<T, I = unknown> {
  readonly pending: Deferred<T>[] = [];
  readonly inputs: I[] = [];
  next(input: I): Promise<T> {
    const call = deferred<T>();
    this.pending.push(call);
    this.inputs.push(input);
    return call.promise;
  }
  async last(): Promise<Deferred<T>> {
    await waitFor(() => expect(this.pending.length).toBeGreaterThan(0), WAIT);
    return this.pending[this.pending.length - 1]!;
  }
}

interface Harness {
  actor: Actor<typeof stopRenewMachine>;
  loads: Calls<StopRenewFacts>;
  previews: Calls<PdfDocument, { application: StopRenewApplication }>;
  starts: Calls<StartSigningOutput, StartSigningInput>;
  pings: Calls<PingSigningOutput, PingSigningInput>;
}

beforeAll(() => {
  initI18n();
});
afterEach(cleanup);

function renderStopRenew(input: StopRenewInput = { pillar: 3, loginProvider: 'smart_id' }): Harness {
  const loads = new Calls<StopRenewFacts>();
  const previews = new Calls<PdfDocument, { application: StopRenewApplication }>();
  const starts = new Calls<StartSigningOutput, StartSigningInput>();
  const pings = new Calls<PingSigningOutput, PingSigningInput>();
  const signing = signingMachine.provide({
    actors: {
      startSigning: fromPromise<StartSigningOutput, StartSigningInput>(({ input: i }) => starts.next(i)),
      pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(({ input: i }) => pings.next(i)),
    },
    delays: { pollInterval: 0 },
  });
  const actor = createActor(
    stopRenewMachine.provide({
      actors: {
        loadStopRenew: fromPromise<StopRenewFacts, { pillar: 2 | 3 }>(({ input: i }) => loads.next(i)),
        fetchApplicationPreview: fromPromise<PdfDocument, { application: StopRenewApplication }>(
          ({ input: i }) => previews.next(i),
        ),
        sign: confirmThenSignMachine.provide({ actors: { qualify: qualifyMachine, signing } }),
      },
    }),
    { input },
  ).start();
  render(
    <I18nProvider i18n={i18n}>
      <StoryRouter url={`/portal/applications/${input.pillar === 2 ? 'second' : 'third'}-pillar`}>
        <StopRenewView actor={actor} />
      </StoryRouter>
    </I18nProvider>,
  );
  return { actor, loads, previews, starts, pings };
}

/** loading → form with the given facts. */
async function loaded(h: Harness, facts: StopRenewFacts) {
  const load = await h.loads.last();
  await act(async () => load.resolve(facts));
  await waitFor(() => expect(h.actor.getSnapshot().matches('form')).toBe(true), WAIT);
}

/** form → tick the acknowledgement → Tęsti → submitting. */
async function submit(h: Harness) {
  const user = userEvent.setup();
  const box = await screen.findByRole('checkbox', { name: ACKNOWLEDGE }, WAIT);
  if (!(box as HTMLInputElement).checked) await user.click(box);
  await user.click(screen.getByRole('button', { name: 'Tęsti' }));
  await waitFor(() => expect(h.actor.getSnapshot().matches('submitting')).toBe(true), WAIT);
}

/** submitting → sign.reviewing (the preview answered). */
async function previewed(h: Harness) {
  const call = await h.previews.last();
  await act(async () => call.resolve(applicationPreview));
  await waitFor(() => expect(h.actor.getSnapshot().matches({ sign: 'reviewing' })).toBe(true), WAIT);
}

describe('stop/renew: the shortest path to every state through the screen', { timeout: 60_000 }, () => {
  it('loading: a spinner while the contract is read', async () => {
    const h = renderStopRenew();
    expect(h.actor.getSnapshot().matches('loading')).toBe(true);
    expect((await screen.findAllByRole('status', undefined, WAIT)).length).toBeGreaterThan(0);
    expect(screen.getByText('Įkeliama…')).toBeTruthy();
    await h.loads.last();
    expect(h.loads.inputs[0]).toEqual({ pillar: 3 });
  });

  it('loadFailed: the §8 load failure with a retry that loads again', async () => {
    const h = renderStopRenew();
    const load = await h.loads.last();
    await act(async () => load.reject(new Error('network')));
    expect(await screen.findByRole('heading', { name: 'Nepavyko įkelti duomenų' }, WAIT)).toBeTruthy();
    expect(h.actor.getSnapshot().matches('loadFailed')).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    expect(h.actor.getSnapshot().matches('loading')).toBe(true);
    await loaded(h, stopAvailable);
    expect(h.loads.pending).toHaveLength(2);
  });

  it('form (pillar III, stop): the acknowledgement must be ticked before continuing', async () => {
    const h = renderStopRenew();
    await loaded(h, stopAvailable);
    expect(screen.getByRole('heading', { name: 'Sustabdyti įmokas' })).toBeTruthy();
    // Never disabled: pressed before the tick, it says so at the box and puts the focus there.
    const proceed = screen.getByRole('button', { name: 'Tęsti' }) as HTMLButtonElement;
    expect(proceed.disabled).toBe(false);
    const user = userEvent.setup();
    await user.click(proceed);
    expect(h.actor.getSnapshot().matches('form')).toBe(true);
    const box = screen.getByRole('checkbox', { name: ACKNOWLEDGE });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Pažymėkite, kad supratote, ką tai reiškia valstybės skatinimui.',
    );
    expect(document.activeElement).toBe(box);
    expect(h.previews.pending).toHaveLength(0);
    await user.click(box);
    expect(h.actor.getSnapshot().context.understood).toBe(true);
    expect(screen.queryByText('Pažymėkite, kad supratote, ką tai reiškia valstybės skatinimui.')).toBeNull();
    await user.click(proceed);
    expect(h.actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it('form (pillar II, renew): renewing is offered', async () => {
    const h = renderStopRenew({ pillar: 2, loginProvider: 'smart_id' });
    await loaded(h, renewAvailable);
    expect(screen.getByRole('heading', { name: 'II pakopos įmokos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Atnaujinti įmokas' })).toBeTruthy();
    expect(h.loads.inputs[0]).toEqual({ pillar: 2 });
  });

  it('form, blocked: an open application of the kind says why and offers nothing to submit', async () => {
    const h = renderStopRenew();
    await loaded(h, stopBlocked);
    expect(screen.getByText('Prašymas sustabdyti įmokas jau pateiktas ir dar nagrinėjamas.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tęsti' })).toBeNull();
  });

  it('form, no contract: nothing to apply for', async () => {
    const h = renderStopRenew();
    await loaded(h, noContract);
    expect(screen.getByText('Neturite galiojančios III pakopos sutarties.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tęsti' })).toBeNull();
  });

  it('submitting: the button shows a loader while the server checks the application', async () => {
    const h = renderStopRenew();
    await loaded(h, stopAvailable);
    await submit(h);
    expect(h.previews.inputs[0]).toEqual({
      application: {
        kind: 'StopAccumulation',
        actionType: 'StopAccumulations',
        contractNumber: '3P-2008813',
      },
    });
    expect(screen.getByRole('button', { name: /Tęsti/ }).getAttribute('aria-busy')).toBe('true');
  });

  it('submitting → form with a 4xx refusal in the customer’s words; the tick is kept', async () => {
    const h = renderStopRenew();
    await loaded(h, stopAvailable);
    await submit(h);
    const call = await h.previews.last();
    await act(async () => call.reject(alreadyOpenError));
    await waitFor(() => expect(h.actor.getSnapshot().matches('form')).toBe(true), WAIT);
    expect(
      screen.getByText(
        'Tokios rūšies prašymas šiai sutarčiai jau pateiktas ir dar nagrinėjamas. Naują galėsite pateikti, kai jis bus išnagrinėtas.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: ACKNOWLEDGE }) as HTMLInputElement).checked).toBe(true);
  });

  it('submitFailed (error-500-applications): back keeps what was chosen; retry submits again', async () => {
    const h = renderStopRenew();
    await loaded(h, stopAvailable);
    await submit(h);
    const call = await h.previews.last();
    await act(async () => call.reject(serverError));
    expect(await screen.findByRole('heading', { name: 'Prašymo pateikti nepavyko' }, WAIT)).toBeTruthy();
    expect(h.actor.getSnapshot().matches('submitFailed')).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Grįžti prie prašymo' }));
    expect(h.actor.getSnapshot().matches('form')).toBe(true);
    expect((screen.getByRole('checkbox', { name: ACKNOWLEDGE }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Tęsti' }));
    const again = await h.previews.last();
    await act(async () => again.reject(serverError));
    await user.click(await screen.findByRole('button', { name: 'Bandyti dar kartą' }, WAIT));
    expect(h.actor.getSnapshot().matches('submitting')).toBe(true);
    expect(h.previews.pending).toHaveLength(3);
  });

  it('sign.reviewing (sign-applications): the PDF to read; back returns to the form', async () => {
    const h = renderStopRenew();
    await loaded(h, stopAvailable);
    await submit(h);
    await previewed(h);
    expect(screen.getByRole('heading', { name: 'Prašymo pasirašymas' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Atgal' }));
    expect(h.actor.getSnapshot().matches('form')).toBe(true);
  });

  it('sign.signing, password login: the kit confirms with an eID first; back returns to reviewing', async () => {
    const h = renderStopRenew({ pillar: 3, loginProvider: 'password' });
    await loaded(h, stopAvailable);
    await submit(h);
    await previewed(h);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pasirašyti' }));
    expect(h.actor.getSnapshot().matches({ sign: 'signing' })).toBe(true);
    expect(
      await screen.findByRole('heading', { name: 'Prieš pasirašydami patvirtinkite savo tapatybę' }, WAIT),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Grįžti' }));
    expect(h.actor.getSnapshot().matches({ sign: 'reviewing' })).toBe(true);
    // The qualify child's answer continues to the signing screen (the kit carries the confirmation).
    await user.click(screen.getByRole('button', { name: 'Pasirašyti' }));
    const kit = h.actor.getSnapshot().children.sign;
    act(() => kit?.send({ type: 'qualify.confirmed', confirmation: stepUpConfirmation }));
    expect(await screen.findByRole('heading', { name: 'Pasirašykite prašymą' }, WAIT)).toBeTruthy();
  });

  it('sign.signing: the signing panel; back returns to reviewing', async () => {
    const h = renderStopRenew();
    await loaded(h, stopAvailable);
    await submit(h);
    await previewed(h);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pasirašyti' }));
    expect(h.actor.getSnapshot().matches({ sign: 'signing' })).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Pasirašykite prašymą' }, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Grįžti' }));
    expect(h.actor.getSnapshot().matches({ sign: 'reviewing' })).toBe(true);
  });

  it('success: signed with Smart-ID, the application is registered', async () => {
    const h = renderStopRenew();
    await loaded(h, stopAvailable);
    await submit(h);
    await previewed(h);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pasirašyti' }));
    await user.click(await screen.findByRole('button', { name: 'Pasirašyti su Smart-ID' }, WAIT));
    const start = await h.starts.last();
    expect(h.starts.inputs[0]).toMatchObject({
      request: {
        application: {
          kind: 'StopAccumulation',
          actionType: 'StopAccumulations',
          contractNumber: '3P-2008813',
        },
      },
    });
    await act(async () => start.resolve({ token: 't', controlCode: '1234', startedAt: Date.now() }));
    expect(await screen.findByText('1234', undefined, WAIT)).toBeTruthy();
    const ping = await h.pings.last();
    await act(async () =>
      ping.resolve({ status: 'signed', documentId: 901, message: null, contractNumber: null }),
    );
    expect(await screen.findByRole('heading', { name: 'Prašymas pateiktas' }, WAIT)).toBeTruthy();
    expect(h.actor.getSnapshot().matches('success')).toBe(true);
    expect(h.actor.getSnapshot().context.documentId).toBe(901);
  });
});

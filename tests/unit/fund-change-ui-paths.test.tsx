/**
 * The fund-change wizard's shortest path to every state, driven through the real screens (ARCHITECTURE §4).
 *
 * The model is the wizard's generated-path model (tests/model/fund-change.machine.test.ts). For every
 * state the wizard can be in, the shortest path over the edges a person (or the world) can cause on the
 * screens is replayed on FundChangeView over a real actor: the wizard's own I/O and the I/O of its real
 * children (the short AML questionnaire, qualify, signing) are controllable fakes. User events are clicks
 * (user-event); actor outcomes settle the fake; the children are driven like a person drives them (the
 * signing: Smart-ID, the control code, the 3 s ping on fake timers). After each step the wizard's state
 * must equal the model's, and the screen must show it.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createActor, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { amlMachine } from '../../machines/aml/aml.machine';
import { qualifyMachine } from '../../machines/auth/qualify.machine';
import { stepUpConfirmation } from '../../machines/auth/qualify.fixtures';
import {
  fundChangeMachine,
  type FundChangeContext,
  type FundChangeInput,
} from '../../machines/fund-change/fund-change.machine';
import {
  FUND_CHANGE_NOW,
  fundChangeFixtures,
  fundChangePreview,
} from '../../machines/fund-change/fund-change.fixtures';
import { signingMachine } from '../../machines/signing/signing.machine';
import { confirmThenSignMachine } from '../../machines/signing/confirm-then-sign.machine';
import { i18n, initI18n } from '../../src/i18n/locale';
import { FundChangeView, type FundChangeActorRef } from '../../src/flows/fund-change/fund-change-view';
import {
  createModel,
  defaultSerializeState,
  describeEvent,
  stateValueKey,
  type ModelStep,
} from '../model/harness';
import { fundChangeSpec } from '../model/fund-change-specification';
import { ControllableActors, settle } from './support/login-screen';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const serialize = defaultSerializeState;

const model = createModel({
  name: 'fundChange',
  machine: fundChangeMachine,
  fixtures: fundChangeFixtures,
  spec: fundChangeSpec({
    loginProvider: 'password',
    personalCode: '30303039914',
    now: FUND_CHANGE_NOW,
    resume: { contractNr: '3P-2008813', fundNr: '302' },
  }),
});

interface Edge {
  readonly from: AnyMachineSnapshot;
  readonly event: AnyEventObject;
  readonly to: AnyMachineSnapshot;
}

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as FundChangeContext;

/**
 * Edges the screens give a person no way to cause. A rule that matches no edge fails the test, so the
 * list cannot go stale.
 */
const GAPS: readonly { rule: string; matches: (edge: Edge) => boolean }[] = [
  {
    rule: 'step.goto: a typed, reloaded or "back" URL (driven by tests/e2e/fund-change.spec.ts, the reload)',
    matches: ({ event }) => event.type === 'step.goto',
  },
  {
    rule: 'choosing what is chosen already, or a fund the screen does not offer (another pillar, the current fund)',
    matches: ({ from, event }) => {
      const context = contextOf(from);
      if (event.type === 'contract.select') return context.contractNr === event.contractNr;
      if (event.type !== 'fund.select') return false;
      const contract = context.facts?.contracts.find((c) => c.contractNumber === context.contractNr);
      if (!contract) return true;
      const offered = context.facts?.funds[contract.pillar].some((f) => f.fundNr === event.fundNr) ?? false;
      return !offered || contract.fundNr === event.fundNr || context.fundNr === event.fundNr;
    },
  },
  {
    rule: 'ticking the box already ticked (a click on it unticks: another event)',
    matches: ({ from, event }) => event.type === 'terms.accept' && contextOf(from).accepted,
  },
  {
    rule: 'the children never reject (the signing kit ends failed only when its signing child crashes), and the AML child ends Invalid only after a whole questionnaire (its own UI test)',
    matches: ({ event }) =>
      event.type === `${ERROR}aml` ||
      event.type === `${ERROR}sign` ||
      (event.type === `${DONE}sign` && (event.output as { status: string }).status === 'failed') ||
      (event.type === `${DONE}aml` && (event.output as { status: string }).status === 'Invalid'),
  },
];

const isGap = (edge: Edge) => GAPS.some((gap) => gap.matches(edge));

function edgesOfModel(): Edge[] {
  const edges = new Map<string, Edge>();
  for (const path of model.paths) {
    for (let i = 1; i < path.steps.length; i++) {
      const from = (path.steps[i - 1] as ModelStep).state;
      const { event, state: to } = path.steps[i] as ModelStep;
      edges.set(`${serialize(from)}|${JSON.stringify(event)}|${serialize(to)}`, { from, event, to });
    }
  }
  return [...edges.values()];
}

/** The shortest drivable path to each state value (breadth first over the drivable edges). */
function shortestPathsToEveryState() {
  const initial = ((model.paths[0] as { steps: readonly ModelStep[] }).steps[0] as ModelStep).state;
  const all = edgesOfModel();
  const drivable = all.filter((edge) => !isGap(edge));
  const bySource = new Map<string, Edge[]>();
  for (const edge of drivable)
    bySource.set(serialize(edge.from), [...(bySource.get(serialize(edge.from)) ?? []), edge]);
  const prefixes = new Map<string, ModelStep[]>([[serialize(initial), []]]);
  const byValue = new Map<string, ModelStep[]>([[stateValueKey(initial.value), []]]);
  const queue = [serialize(initial)];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    for (const edge of bySource.get(key) ?? []) {
      const target = serialize(edge.to);
      if (prefixes.has(target)) continue;
      const steps = [...(prefixes.get(key) as ModelStep[]), { event: edge.event, state: edge.to }];
      prefixes.set(target, steps);
      const value = stateValueKey(edge.to.value);
      if (!byValue.has(value)) byValue.set(value, steps);
      queue.push(target);
    }
  }
  const allValues = new Set(
    all.flatMap((edge) => [stateValueKey(edge.from.value), stateValueKey(edge.to.value)]),
  );
  return { initial, byValue, allValues, all };
}

/** A short label of a step for the test name: `loadFundChange.done(aml not valid)`, `step.next`. */
function shortEvent(event: AnyEventObject): string {
  if (event.type === `${DONE}loadFundChange`) {
    const facts = event.output as { adult: boolean; amlValid: boolean; amlRequired: boolean };
    return `loaded(${!facts.adult ? 'minor' : facts.amlRequired ? 'USA lockout' : facts.amlValid ? 'AML valid' : 'AML due'})`;
  }
  if (event.type === `${DONE}aml`) return `aml.done(${(event.output as { status: string }).status})`;
  if (event.type.startsWith(DONE)) return `${event.type.slice(DONE.length)}.done`;
  if (event.type.startsWith(ERROR)) return `${event.type.slice(ERROR.length)}.error`;
  if (event.type === 'contract.select') return `contract(${String(event.contractNr)})`;
  if (event.type === 'fund.select') return `fund(${String(event.fundNr)})`;
  return event.type;
}

class Driver {
  readonly io = new ControllableActors();
  actor!: FundChangeActorRef;
  user!: UserEvent;

  async start(input: FundChangeInput = fundChangeFixtures.input): Promise<void> {
    const io = this.io;
    const machine = fundChangeMachine.provide({
      actors: {
        loadFundChange: io.logic(),
        fetchPreview: io.logic(),
        aml: amlMachine.provide({ actors: { loadValidity: io.logic(), openDraft: io.logic() } }),
        // The eID child as a controllable fake: provide() is typed per src, and a promise actor is not the
        // child machine's type, hence the cast.
        sign: confirmThenSignMachine.provide({
          actors: {
            qualify: qualifyMachine.provide({
              actors: { eidLogin: io.logic() },
            } as unknown as Parameters<typeof qualifyMachine.provide>[0]),
            signing: signingMachine.provide({
              actors: { startSigning: io.logic(), pingSigning: io.logic() },
            }),
          },
        }),
      },
    });
    this.actor = createActor(machine, { input }).start();
    const actor = this.actor;
    const rootRoute = createRootRoute({ component: () => <FundChangeView actor={actor} /> });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/portal/fund-change/start'] }),
    });
    this.user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), delay: null });
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    await settle();
  }

  async click(name: string | RegExp, role: 'button' | 'radio' | 'checkbox' = 'button'): Promise<void> {
    await this.user.click(screen.getByRole(role, { name }));
    await settle();
  }

  async settleActor(id: string, outcome: { done: true; output: unknown } | { done: false; error: unknown }) {
    await act(async () => this.io.settle(id, outcome));
    await settle();
  }

  /** Realises one model step the way a person or the world causes it. */
  async perform(event: AnyEventObject, from: AnyMachineSnapshot): Promise<void> {
    if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
      const id = event.type.slice((event.type.startsWith(DONE) ? DONE : ERROR).length);
      if (id === 'aml') {
        // The short questionnaire ends at once with the validity IsAmlValid answers.
        await this.settleActor('loadValidity', { done: true, output: event.output });
        return;
      }
      if (id === 'sign') {
        // A password login: the signing kit confirms with eID first (§4 Qualify), then signs.
        await this.click('Patvirtinti su Smart-ID');
        await this.settleActor('eidLogin', {
          done: true,
          output: { status: 'confirmed', tokens: stepUpConfirmation },
        });
        await this.click('Pasirašyti su Smart-ID');
        await this.settleActor('startSigning', {
          done: true,
          output: { token: 'sign-token', controlCode: '4821', startedAt: Date.now() },
        });
        screen.getByText('4821');
        // §4: ping every 3 s.
        await act(async () => {
          await vi.advanceTimersByTimeAsync(3_000);
        });
        const output = event.output as { contractNumber: string; effectiveDate: string };
        await this.settleActor('pingSigning', {
          done: true,
          output: { status: 'signed', documentId: null, message: null, ...output },
        });
        return;
      }
      await this.settleActor(
        id,
        event.type.startsWith(DONE)
          ? { done: true, output: event.output }
          : { done: false, error: event.error },
      );
      return;
    }
    switch (event.type) {
      case 'contract.select':
        return this.click(new RegExp(String(event.contractNr)), 'radio');
      case 'fund.select': {
        const context = contextOf(from);
        const contract = context.facts?.contracts.find((c) => c.contractNumber === context.contractNr);
        const fund = context.facts?.funds[contract?.pillar ?? 3].find((f) => f.fundNr === event.fundNr);
        const group = within(screen.getByRole('group', { name: 'Pasirinkite fondą' }));
        await this.user.click(group.getByRole('radio', { name: new RegExp(fund?.name ?? '') }));
        await settle();
        return;
      }
      case 'terms.accept':
        return this.click(/Perskaičiau prašymą/, 'checkbox');
      case 'step.next':
        return this.click(from.matches({ wizard: 'clientData' }) ? 'Duomenys teisingi' : 'Toliau');
      case 'step.back':
        return this.click('Atgal');
      case 'load.retry':
      case 'preview.retry':
        return this.click('Bandyti dar kartą');
      case 'sign.begin':
        return this.click('Pasirašyti');
      case 'sign.back':
        return this.click('Grįžti');
      default:
        throw new Error(`no UI action for '${event.type}'`);
    }
  }

  /** What the screen must show in a state (the step's heading or message). */
  expectScreen(state: AnyMachineSnapshot): void {
    const text: [object | string, string | RegExp][] = [
      ['loading', 'Įkeliama…'],
      ['loadFailed', 'Nepavyko įkelti duomenų'],
      ['minor', 'Savitarnoje fondą gali keisti tik pilnamečiai (18 metų ir vyresni).'],
      ['amlRequired', /Prieš keičiant fondą reikia užpildyti kliento anketą/],
      ['noContract', /Fondą galima keisti tik galiojančios sutarties/],
      [{ wizard: 'start' }, 'Pasirinkite sutartį ir naują fondą'],
      [{ wizard: 'aml' }, 'Kliento anketa'],
      [{ wizard: 'clientData' }, 'Patikrinkite savo kontaktinius duomenis'],
      [{ wizard: { preview: 'loadingPreview' } }, 'Ruošiamas prašymas…'],
      [{ wizard: { preview: 'previewFailed' } }, 'Nepavyko įkelti prašymo PDF.'],
      [{ wizard: { preview: 'reviewing' } }, 'Peržiūrėkite ir pasirašykite prašymą'],
      // A password login: the signing kit asks for the eID confirmation first.
      [{ wizard: { preview: 'signing' } }, 'Prieš pasirašydami patvirtinkite savo tapatybę'],
      ['amlPending', 'Jūsų kliento anketa tikrinama.'],
      [{ signed: 'createInvoice' }, 'Įmokos į naują fondą'],
      [{ signed: 'success' }, 'Fondo keitimo prašymas pateiktas'],
    ];
    const found = text.find(([value]) => state.matches(value as never));
    if (!found) throw new Error(`no screen check for ${stateValueKey(state.value)}`);
    expect(screen.getAllByText(found[1]).length, stateValueKey(state.value)).toBeGreaterThan(0);
    // §1: the working day is on the success and e-invoice screens.
    if (state.matches('signed')) expect(screen.getAllByText('2026-12-03').length).toBeGreaterThan(0);
  }
}

beforeAll(() => {
  initI18n();
});
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: false,
  });
  vi.setSystemTime(new Date(FUND_CHANGE_NOW));
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  vi.stubGlobal('scrollTo', () => {});
  // The preview link makes an object URL of the PDF; jsdom has none.
  URL.createObjectURL = () => 'blob:preview';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fund change: the shortest path to every state, through the screens', () => {
  const { byValue, allValues, all } = shortestPathsToEveryState();

  for (const [value, steps] of byValue) {
    it(`${value}: ${steps.map((step) => shortEvent(step.event)).join(' → ') || 'start'}`, async () => {
      const driver = new Driver();
      await driver.start();
      try {
        let from = driver.actor.getSnapshot() as AnyMachineSnapshot;
        driver.expectScreen(from);
        for (const [index, step] of steps.entries()) {
          await driver.perform(step.event, from);
          const actual = driver.actor.getSnapshot() as AnyMachineSnapshot;
          expect(serialize(actual), `step ${index + 1} ${describeEvent(step.event)}`).toBe(
            serialize(step.state),
          );
          driver.expectScreen(actual);
          from = actual;
        }
      } finally {
        driver.actor.stop();
      }
    });
  }

  it('Toliau and Pasirašyti are never disabled: pressed too early, each says what is missing at its field', async () => {
    const driver = new Driver();
    // No draft: nothing is chosen yet.
    await driver.start({ ...fundChangeFixtures.input, resume: {} });
    try {
      await driver.settleActor('loadFundChange', {
        done: true,
        output: fundChangeFixtures.actors.loadFundChange.done[0],
      });
      // Two contracts, none chosen: the contract is asked for first, with the focus on its choice.
      await driver.click('Toliau');
      const contracts = screen.getByRole('group', { name: 'Sutartis' });
      expect(contracts.getAttribute('aria-describedby')).toBe('fund-change-contract-error');
      expect(screen.getByText('Pasirinkite sutartį, kurios fondą keičiate.').id).toBe(
        'fund-change-contract-error',
      );
      expect(document.activeElement).toBe(within(contracts).getAllByRole('radio')[0]);
      expect(driver.actor.getSnapshot().matches({ wizard: 'start' })).toBe(true);
      // The contract chosen: now the new fund is what is missing.
      await driver.click(/3P-2008813/, 'radio');
      await driver.click('Toliau');
      expect(screen.queryByText('Pasirinkite sutartį, kurios fondą keičiate.')).toBeNull();
      const funds = screen.getByRole('group', { name: 'Pasirinkite fondą' });
      expect(within(funds).getByText('Pasirinkite naują fondą.')).toBeTruthy();
      expect(document.activeElement).toBe(within(funds).getAllByRole('radio')[0]);
      await driver.user.click(within(funds).getByRole('radio', { name: /Bold/ }));
      await settle();
      expect(screen.queryByText('Pasirinkite naują fondą.')).toBeNull();
      await driver.click('Toliau');
      await driver.click('Duomenys teisingi');
      await driver.settleActor('fetchPreview', { done: true, output: fundChangePreview });
      // The preview: signing before the tick asks for it, at the box, which gets the focus.
      await driver.click('Pasirašyti');
      const box = screen.getByRole('checkbox', { name: /Perskaičiau prašymą/ });
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Pažymėkite, kad perskaitėte prašymą ir sutinkate su mokesčiais ir data.',
      );
      expect(document.activeElement).toBe(box);
      expect(driver.actor.getSnapshot().matches({ wizard: { preview: 'reviewing' } })).toBe(true);
      await driver.click(/Perskaičiau prašymą/, 'checkbox');
      expect(box.getAttribute('aria-invalid')).toBeNull();
      await driver.click('Pasirašyti');
      expect(driver.actor.getSnapshot().matches({ wizard: { preview: 'signing' } })).toBe(true);
    } finally {
      driver.actor.stop();
    }
  });

  it('reaches every state of the wizard but the AML Invalid ending; every gap rule is used', () => {
    const missing = [...allValues].filter((value) => !byValue.has(value));
    console.log(
      `fundChange through the UI: ${byValue.size}/${allValues.size} states; not driven: ${missing.join(', ')}`,
    );
    expect(missing).toEqual(['amlInvalid']);
    for (const gap of GAPS) expect(all.some(gap.matches), `stale gap rule: ${gap.rule}`).toBe(true);
  });
});

/**
 * The shortest path to every state of the signing machine and of the pillar II onboarding machine,
 * driven through the real screens (like login-ui-paths.test.tsx): SigningPanel over a real
 * signing actor, and SecondPillarView over a real wizard whose qualify and signing children are the real
 * machines. I/O actors are controllable fakes. Each step is realised the way a person or the world causes
 * it: user events by clicking and typing, actor outcomes by settling the fake, delays by advancing fake
 * time, the phone's confirmation by the qualify child's `qualify.confirmed`. After every step the actor
 * must be in the model's state, and the screen must show that state in Lithuanian.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createActor, type AnyActorRef, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondPillarMachine } from '../../machines/onboarding/second-pillar.machine';
import {
  contractPreview,
  onboardingFacts,
  secondPillarFixtures,
  secondPillarProviders,
} from '../../machines/onboarding/second-pillar.fixtures';
import type { OnboardingFacts } from '../../machines/onboarding/onboarding-types';
import { signingMachine } from '../../machines/signing/signing.machine';
import { confirmThenSignMachine } from '../../machines/signing/confirm-then-sign.machine';
import { stepUpConfirmation } from '../../machines/auth/qualify.fixtures';
import { SIGNING_FIXTURE_NOW, signingFixtures } from '../../machines/signing/signing.fixtures';
import { qualifyIdentification, qualifyMachine } from '../../machines/auth/qualify.machine';
import { i18n, initI18n, ensureCatalog } from '../../src/i18n/locale';
import { portalCatalog, portalMoreCatalog } from '../../src/app/routes/portal-catalog';
import { SecondPillarView } from '../../src/flows/onboarding/second-pillar';
import { loadOnboardingFacts } from '../../src/flows/onboarding/onboarding-actors';
import type { DataReads } from '../../src/app/routes/load';
import { DataCache } from '../../src/app/data-cache';
import type { PortalApi } from '../../src/app/portal-api';
import { SigningPanel } from '../../src/kits/signing/signing-panel';
import { StoryRouter } from '../../stories/support/story-router';
import { createModel, stateValueKey, type ModelPath } from '../model/harness';
import { onboardingSpec, signingSpec } from '../model/specification';
import { ControllableActors, settle } from './support/login-screen';

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';
const AFTER = 'xstate.after.';

/** §8 signing messages as the screen words them (src/kits/signing/signing-panel.tsx). */
const SIGNING_MESSAGE: Record<string, string> = {
  cancelled: 'Pasirašymas atšauktas. Niekas nepasirašyta – galite bandyti dar kartą.',
  'window-over': 'Pasirašymo laikas (10 minučių) baigėsi. Niekas nepasirašyta – bandykite dar kartą.',
  'device-selection':
    'Nepavyko pasirinkti Smart-ID įrenginio. Patikrinkite, ar Smart-ID programėlė veikia, ir bandykite dar kartą.',
  certificate:
    'Nepavyko gauti jūsų pasirašymo sertifikato. Patikrinkite Smart-ID ar Mobile-ID paskyrą ir bandykite dar kartą.',
  'already-exists':
    'Jūs jau turite sutartį su šiuo fondu. Pasirinkite kitą fondą arba peržiūrėkite savo sutartis.',
  failed: 'Pasirašyti nepavyko. Niekas nepasirašyta – bandykite dar kartą.',
  // The server's refusals of what is signed: the customer reads why.
  'application-already-open':
    'Tokios rūšies prašymas šiai sutarčiai jau pateiktas ir dar nagrinėjamas. Naują galėsite pateikti, kai jis bus išnagrinėtas. Niekas nepasirašyta.',
  'fund-change-pending':
    'Jau turite pateiktą ir dar neįvykdytą fondo keitimo prašymą. Naujo pateikti negalima, kol jis bus įvykdytas. Niekas nepasirašyta.',
  'e-invoice-not-allowed': 'Naujų e. sąskaitų sutikimų pateikti negalima. Niekas nepasirašyta.',
  'vacation-too-late':
    'Prašymą reikia pateikti ne vėliau kaip likus 30 dienų iki atostogų pradžios. Grįžkite ir pasirinkite vėlesnę pradžią.',
};

/**
 * The shortest path to every state (by state value) among the model's paths and their prefixes, without
 * the steps `skip` names.
 */
function shortestToEveryState(paths: readonly ModelPath[], skip: (event: AnyEventObject) => boolean) {
  const best = new Map<string, ModelPath>();
  for (const path of paths) {
    for (let end = 1; end <= path.steps.length; end++) {
      const steps = path.steps.slice(0, end);
      if (steps.slice(1).some((step) => skip(step.event))) break;
      const last = steps[steps.length - 1];
      if (!last) continue;
      const key = stateValueKey(last.state.value);
      const known = best.get(key);
      if (!known || known.steps.length > steps.length)
        best.set(key, {
          description: steps
            .slice(1)
            .map((s) => s.event.type)
            .join(' → '),
          steps,
        });
    }
  }
  return [...best.entries()];
}

async function advanceTo(actor: AnyActorRef, type: string): Promise<void> {
  const timer = Object.values(actor.system.getSnapshot()._scheduledEvents).find(
    (scheduled) => scheduled.event.type === type,
  );
  if (!timer) throw new Error(`no timer '${type}' is scheduled`);
  const ms = Math.max(0, timer.startedAt + timer.delay - Date.now());
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

let user: UserEvent;

beforeAll(async () => {
  initI18n();
  await ensureCatalog('portal', portalCatalog);
  await ensureCatalog('portal-more', portalMoreCatalog);
});
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    shouldAdvanceTime: false,
  });
  // Testing Library's async wrapper advances fake timers only when it sees `jest`; point it at Vitest.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  // The router restores scroll positions; jsdom does not implement scrolling.
  vi.stubGlobal('scrollTo', () => {});
  vi.setSystemTime(SIGNING_FIXTURE_NOW);
  user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), delay: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWithin(node: React.ReactNode) {
  render(
    <I18nProvider i18n={i18n}>
      <StoryRouter url="/portal/onboarding">{node}</StoryRouter>
    </I18nProvider>,
  );
}

// ── the signing machine through SigningPanel ─────────────────────────────────────────────────────

describe('signing: the shortest path to every state, through the signing screen', () => {
  const model = createModel({
    name: 'signing (screen)',
    machine: signingMachine,
    fixtures: signingFixtures,
    spec: signingSpec(signingFixtures.input.request),
  });
  const paths = shortestToEveryState(model.paths, () => false);

  it('reaches every state of the machine', () => {
    const states = new Set(paths.map(([key]) => key.split('.')[0]));
    expect([...states].sort()).toEqual(
      [
        'awaitingConfirmation',
        'choosingMethod',
        'confirmationRequired',
        'failed',
        'signed',
        'starting',
      ].sort(),
    );
  });

  for (const [state, path] of paths) {
    it(`${state}: ${path.description || 'start'}`, async () => {
      const io = new ControllableActors();
      const actor = createActor(
        signingMachine.provide({ actors: { startSigning: io.logic(), pingSigning: io.logic() } }),
        { input: signingFixtures.input },
      ).start();
      renderWithin(<SigningPanel actor={actor} title="Pasirašykite II pakopos sutartį" />);
      await settle();
      for (const step of path.steps.slice(1)) {
        const event = step.event;
        if (event.type === 'signing.start') {
          if (event.provider === 'pension_mobile_id') {
            await user.click(screen.getByLabelText('Mobile-ID', { exact: true }));
            const phone = screen.getByLabelText<HTMLInputElement>('Mobile-ID telefono numeris');
            await user.clear(phone);
            await user.type(phone, String(event.phoneNumber));
            await user.click(screen.getByRole('button', { name: 'Pasirašyti su Mobile-ID' }));
          } else {
            await user.click(screen.getByLabelText('Smart-ID', { exact: true }));
            await user.click(screen.getByRole('button', { name: 'Pasirašyti su Smart-ID' }));
          }
        } else if (event.type === 'signing.cancel') {
          await user.click(screen.getByRole('button', { name: 'Atšaukti' }));
        } else if (event.type === 'signing.retry') {
          await user.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
        } else if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
          const id = event.type.startsWith(DONE)
            ? event.type.slice(DONE.length)
            : event.type.slice(ERROR.length);
          await act(async () =>
            io.settle(
              id,
              event.type.startsWith(DONE)
                ? { done: true, output: event.output as unknown }
                : { done: false, error: event.error as unknown },
            ),
          );
        } else if (event.type.startsWith(AFTER)) {
          await advanceTo(actor, event.type);
        } else throw new Error(`no way to cause ${event.type} on the screen`);
        await settle();
        expect(stateValueKey(actor.getSnapshot().value)).toBe(stateValueKey(step.state.value));
        expectSigningScreen(actor.getSnapshot());
      }
      actor.stop();
    });
  }
});

function expectSigningScreen(snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as {
    error: string | null;
    controlCode: string | null;
    expiresAt: number | null;
  };
  if (snapshot.matches('choosingMethod')) {
    screen.getByRole('group', { name: 'Pasirašymo būdas' });
    screen.getByRole('heading', { name: 'Pasirašykite II pakopos sutartį' });
  } else if (snapshot.matches('starting')) {
    expect(screen.getAllByText(/^Jungiamasi prie (Smart|Mobile)-ID…$/).length).toBeGreaterThan(0);
    screen.getByRole('button', { name: 'Atšaukti' });
  } else if (snapshot.hasTag('eid-waiting')) {
    expect(document.querySelector('.control-code__value')?.textContent).toBe(context.controlCode);
    // §9: the countdown of the 10-minute window.
    const left = Math.max(0, Math.ceil(((context.expiresAt ?? 0) - Date.now()) / 1000));
    expect(screen.getByRole('timer').textContent).toBe(clock(left));
    screen.getByRole('button', { name: 'Atšaukti' });
  } else if (snapshot.matches('failed')) {
    screen.getByText(SIGNING_MESSAGE[context.error ?? 'failed'] ?? 'missing message');
    screen.getByRole('button', { name: 'Bandyti dar kartą' });
  } else if (snapshot.matches('signed')) {
    screen.getByText('Pasirašyta.');
  } else if (snapshot.matches('confirmationRequired')) {
    // The kit asks for a fresh confirmation next (machines/signing/confirm-then-sign.machine.ts).
    screen.getByText('Reikia iš naujo patvirtinti tapatybę…');
  } else throw new Error(`no screen check for ${JSON.stringify(snapshot.value)}`);
}

// ── the pillar II wizard through SecondPillarView ─────────────────────────────────────────────────

/** The step headings and texts the wizard's screen shows (src/flows/onboarding/second-pillar.tsx). */
const WIZARD_SCREEN: Record<string, () => void> = {
  loading: () => screen.getByText('Įkeliama…', { selector: '*:not(title)' }),
  loadFailed: () => screen.getByText('Nepavyko įkelti duomenų'),
  minor: () => screen.getByText('Savitarnoje sutartis gali sudaryti tik pilnamečiai (18 metų ir vyresni).'),
  alreadyOnboarded: () => screen.getByRole('heading', { name: 'Jūs jau kaupiate II pakopoje' }),
  phoneRequired: () => screen.getByText('Prieš sudarant sutartį reikia nurodyti telefono numerį.'),
  amlRequired: () => {
    screen.getByText('Prieš sudarant sutartį reikia užpildyti kliento anketą (užtruks apie 3 minutes).');
    screen.getByRole('link', { name: 'Pildyti anketą' });
  },
  'wizard.chooseFund': () => screen.getByRole('heading', { name: 'Pasirinkite pensijų fondą' }),
  'wizard.paymentsStopped': () => screen.getByRole('heading', { name: 'Įmokos sustabdytos' }),
  'wizard.clientData': () => screen.getByRole('heading', { name: 'Patikrinkite savo kontaktinius duomenis' }),
  'wizard.signAgreement.loadingPreview': () =>
    screen.getByText('Ruošiama sutartis…', { selector: '*:not(title)' }),
  'wizard.signAgreement.previewFailed': () => screen.getByText('Nepavyko įkelti sutarties PDF.'),
  'wizard.signAgreement.reviewing': () => {
    screen.getByRole('heading', { name: 'Peržiūrėkite ir pasirašykite sutartį' });
    screen.getByRole('link', { name: 'Peržiūrėti sutartį (PDF)' });
  },
  // A password login: the signing kit asks for the eID confirmation first (§4 Qualify).
  'wizard.signAgreement.signing': () =>
    screen.getByRole('heading', { name: 'Prieš pasirašydami patvirtinkite savo tapatybę' }),
  success: () => {
    screen.getByRole('heading', { name: 'Sutartis pasirašyta' });
    const signed = screen.getByText('2P-5000001');
    expect(signed.closest('p')?.textContent).toMatch(/^Jūsų II pakopos sutartis 2P-5000001 pasirašyta/);
    // Kept on one line: a narrow screen would break it at its hyphen.
    expect(signed.className).toBe('nowrap');
  },
};

function startWizard(io: ControllableActors) {
  const signing = signingMachine.provide({
    actors: { startSigning: io.logic(), pingSigning: io.logic() },
  });
  const machine = secondPillarMachine.provide({
    actors: {
      loadOnboarding: io.logic(),
      logStep: io.logic(),
      fetchPreview: io.logic(),
      sign: confirmThenSignMachine.provide({
        actors: {
          // The real qualify screen; its eID start never answers (the phone's answer is sent to the kit).
          qualify: qualifyMachine.provide({
            actors: {
              eidLogin: qualifyIdentification.provide({
                actors: { initiateEid: io.logic(), finalizeEid: io.logic() },
              }),
            },
          }),
          signing,
        },
      }),
    },
  });
  const actor = createActor(machine, { input: secondPillarFixtures.input }).start();
  renderWithin(<SecondPillarView actor={actor} />);
  return actor;
}

describe('pillar II onboarding: the shortest path to every state, through the wizard screens', () => {
  const model = createModel({
    name: 'secondPillarOnboarding (screen)',
    machine: secondPillarMachine,
    fixtures: secondPillarFixtures,
    spec: onboardingSpec({
      pillar: 2,
      loginProvider: 'password',
      loggedSteps: [],
      previewInput: () => undefined,
      signingRequest: () => undefined,
    }),
  });
  // The signing kit never fails as an actor, and ends failed only when its signing child crashes (its
  // refusals are the signing machine's own states, driven above).
  const paths = shortestToEveryState(
    model.paths,
    (event) =>
      event.type === `${ERROR}sign` ||
      (event.type === `${DONE}sign` && (event.output as { status: string }).status === 'failed'),
  );

  it('reaches every state of the machine', () => {
    expect(paths.map(([key]) => key).sort()).toEqual(Object.keys(WIZARD_SCREEN).sort());
  });

  for (const [state, path] of paths) {
    it(`${state}: ${path.description || 'start'}`, async () => {
      const io = new ControllableActors();
      const actor = startWizard(io);
      await settle();
      for (const step of path.steps.slice(1)) {
        await causeWizardStep(actor, io, step.event);
        expect(stateValueKey(actor.getSnapshot().value)).toBe(stateValueKey(step.state.value));
        const check = WIZARD_SCREEN[stateValueKey(actor.getSnapshot().value)];
        if (!check) throw new Error(`no screen check for ${stateValueKey(actor.getSnapshot().value)}`);
        check();
      }
      actor.stop();
    });
  }
});

async function causeWizardStep(actor: AnyActorRef, io: ControllableActors, event: AnyEventObject) {
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  if (event.type === 'provider.select') {
    // A company the list offers is chosen in the select; any other id is not on the screen.
    const option = secondPillarProviders.find((provider) => provider.providerId === event.providerId);
    const question = screen.getByRole('combobox', { name: TRANSFER_QUESTION });
    if (event.providerId === null) await user.selectOptions(question, 'Ne, neturiu');
    else if (option) await user.selectOptions(question, option.name);
    else await act(async () => actor.send(event));
  } else if (event.type === 'fund.select') {
    const fund = secondPillarFixtures.actors.loadOnboarding.done[0]?.funds.find(
      (f) => f.fundNr === event.fundNr,
    );
    await user.click(screen.getByRole('radio', { name: new RegExp(fund?.name ?? '') }));
  } else if (event.type === 'step.next') {
    const name = snapshot.matches({ wizard: 'clientData' }) ? 'Duomenys teisingi' : 'Toliau';
    await user.click(screen.getByRole('button', { name }));
  } else if (event.type === 'step.back') {
    await user.click(screen.getByRole('button', { name: 'Atgal' }));
  } else if (event.type === 'load.retry' || event.type === 'preview.retry') {
    await user.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
  } else if (event.type === 'sign.begin') {
    await user.click(screen.getByRole('button', { name: 'Pasirašyti', exact: true } as never));
  } else if (event.type === 'sign.back') {
    await user.click(screen.getByRole('button', { name: 'Grįžti' }));
  } else if (event.type === 'step.goto') {
    // What a typed, reloaded or "back" URL sends (use-wizard-url.ts; the journeys drive the URL itself).
    await act(async () => actor.send(event));
  } else if (event.type === `${DONE}sign`) {
    // A password login: the person confirms on the phone first (the qualify child tells the kit)…
    const kit = (snapshot.children as Record<string, AnyActorRef>).sign;
    if (!kit) throw new Error('no signing kit');
    await act(async () => kit.send({ type: 'qualify.confirmed', confirmation: stepUpConfirmation }));
    await settle();
    // …then signs: Smart-ID on the signing screen, the control code, 204, then signed (§4).
    await user.click(screen.getByRole('button', { name: 'Pasirašyti su Smart-ID' }));
    await settle();
    await act(async () =>
      io.settle('startSigning', {
        done: true,
        output: { token: 'sign-1', controlCode: '7351', startedAt: Date.now() },
      }),
    );
    await settle();
    const signing = (kit.getSnapshot() as AnyMachineSnapshot).children.signing as AnyActorRef | undefined;
    if (!signing) throw new Error('no signing child');
    await advanceTo(signing, 'xstate.after.pollInterval.signing.awaitingConfirmation.waiting');
    const result = event.output as { contractNumber: string };
    await act(async () =>
      io.settle('pingSigning', {
        done: true,
        output: { status: 'signed', documentId: null, message: null, contractNumber: result.contractNumber },
      }),
    );
  } else if (event.type.startsWith(DONE) || event.type.startsWith(ERROR)) {
    const id = event.type.startsWith(DONE) ? event.type.slice(DONE.length) : event.type.slice(ERROR.length);
    await act(async () =>
      io.settle(
        id,
        event.type.startsWith(DONE)
          ? { done: true, output: event.output as unknown }
          : { done: false, error: event.error as unknown },
      ),
    );
  } else throw new Error(`no way to cause ${event.type} on the screen`);
  await settle();
}

// ── §1 and §6 lockouts on /portal/onboarding ─────────────────────────────────────

describe('lockouts: minors and USA / foreign residents whose AML is not Valid cannot start', () => {
  const lockouts: [string, OnboardingFacts, string][] = [
    ['a minor (§1)', { ...onboardingFacts, adult: false }, 'minor'],
    [
      'a USA / foreign resident whose questionnaire is not Valid (§6)',
      { ...onboardingFacts, amlRequired: true, amlValid: false },
      'amlRequired',
    ],
  ];
  for (const [who, facts, state] of lockouts) {
    it(`${who}: the lockout, no fund to choose, and a typed step URL stays refused`, async () => {
      const io = new ControllableActors();
      const actor = startWizard(io);
      await settle();
      await act(async () => io.settle('loadOnboarding', { done: true, output: facts }));
      await settle();
      expect(actor.getSnapshot().value).toBe(state);
      WIZARD_SCREEN[state]?.();
      expect(screen.queryByRole('radio')).toBeNull();
      // What a typed or reloaded step URL sends (use-wizard-url.ts): refused, nothing logged or fetched.
      for (const step of ['choose-second-pillar-fund', 'client-data', 'sign-agreement'] as const) {
        await act(async () => actor.send({ type: 'step.goto', step }));
        await settle();
        expect(actor.getSnapshot().value).toBe(state);
      }
      expect(io.calls.get('fetchPreview')).toBeUndefined();
      expect(io.calls.get('logStep')).toBeUndefined();
      actor.stop();
    });
  }
});

// ── savings with another company (§1 transfer) ───────────────────────────────────────────────────

const TRANSFER_QUESTION = 'Ar turite šios pakopos pensijų santaupų kitoje bendrovėje?';

/** A paragraph whose whole text is `text` (the date sits in its own span). */
const paragraph = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('savings with another company: the optional question on the fund step', () => {
  it('the chosen company goes with the preview and the signing, and is told before and after signing', async () => {
    const io = new ControllableActors();
    const actor = startWizard(io);
    await settle();
    await act(async () => io.settle('loadOnboarding', { done: true, output: onboardingFacts }));
    await settle();
    const question = screen.getByRole('combobox', { name: TRANSFER_QUESTION });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ne, neturiu',
      ...secondPillarProviders.map((provider) => provider.name),
    ]);
    expect((question as HTMLSelectElement).value).toBe('');
    await user.click(screen.getByRole('radio', { name: /Pensijų fondas 1996-2002/ }));
    await user.selectOptions(question, 'UAB „Baltic Pension Asset Management“');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Toliau' }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Duomenys teisingi' }));
    await settle();
    const body = { fundNr: '207', gdpr: true, transferFromProviderId: 2 };
    expect(io.calls.get('fetchPreview')).toEqual([{ request: { pillar: 2, body } }]);
    await act(async () => io.settle('fetchPreview', { done: true, output: contractPreview }));
    await settle();
    paragraph(
      'Lėšos iš UAB „Baltic Pension Asset Management“ bus pervestos į naują sutartį: pervedimas bus įregistruotas per 3 darbo dienas nuo pasirašymo, o lėšos pervestos per 3 dienas po to. Tikslios datos nurodytos sutarties PDF.',
    );

    await user.click(screen.getByRole('button', { name: 'Pasirašyti', exact: true } as never));
    await settle();
    const kit = (actor.getSnapshot() as AnyMachineSnapshot).children.sign as AnyActorRef | undefined;
    if (!kit) throw new Error('no signing kit');
    await act(async () => kit.send({ type: 'qualify.confirmed', confirmation: stepUpConfirmation }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Pasirašyti su Smart-ID' }));
    await settle();
    expect((io.peek('startSigning').input as { request: unknown }).request).toEqual({ pillar: 2, body });
    await act(async () =>
      io.settle('startSigning', {
        done: true,
        output: { token: 'sign-1', controlCode: '7351', startedAt: Date.now() },
      }),
    );
    await settle();
    const signing = (kit.getSnapshot() as AnyMachineSnapshot).children.signing as AnyActorRef | undefined;
    if (!signing) throw new Error('no signing child');
    await advanceTo(signing, 'xstate.after.pollInterval.signing.awaitingConfirmation.waiting');
    await act(async () =>
      io.settle('pingSigning', {
        done: true,
        output: {
          status: 'signed',
          documentId: null,
          message: null,
          contractNumber: '2P-5000001',
          effectiveDate: '2026-03-09',
        },
      }),
    );
    await settle();
    screen.getByRole('heading', { name: 'Sutartis pasirašyta' });
    paragraph(
      'Lėšos iš UAB „Baltic Pension Asset Management“ bus pervestos į jūsų naują sutartį iki 2026-03-09.',
    );
    actor.stop();
  });

  it('Toliau is never disabled: pressed before a fund is chosen, it says so at the list', async () => {
    const io = new ControllableActors();
    const actor = startWizard(io);
    await settle();
    await act(async () => io.settle('loadOnboarding', { done: true, output: onboardingFacts }));
    await settle();
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Toliau' });
    expect(next.disabled).toBe(false);
    await user.click(next);
    await settle();
    expect(actor.getSnapshot().matches({ wizard: 'chooseFund' })).toBe(true);
    const funds = screen.getByRole('group', { name: 'Pasirinkite fondą' });
    const message = within(funds).getByText('Pasirinkite pensijų fondą.');
    expect(funds.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(within(funds).getAllByRole('radio')[0]);
    await user.click(screen.getByRole('radio', { name: /Pensijų fondas 1996-2002/ }));
    expect(screen.queryByText('Pasirinkite pensijų fondą.')).toBeNull();
    await user.click(next);
    await settle();
    expect(actor.getSnapshot().matches({ wizard: 'clientData' })).toBe(true);
    actor.stop();
  });

  it('without the list of companies the question is not asked and joining goes on without a transfer', async () => {
    const io = new ControllableActors();
    const actor = startWizard(io);
    await settle();
    await act(async () =>
      io.settle('loadOnboarding', { done: true, output: { ...onboardingFacts, transferProviders: [] } }),
    );
    await settle();
    expect(screen.queryByRole('combobox', { name: TRANSFER_QUESTION })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /Pensijų fondas 1996-2002/ }));
    await user.click(screen.getByRole('button', { name: 'Toliau' }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Duomenys teisingi' }));
    await settle();
    expect(io.calls.get('fetchPreview')).toEqual([
      { request: { pillar: 2, body: { fundNr: '207', gdpr: true } } },
    ]);
    actor.stop();
  });
});

describe('loadOnboardingFacts: the other companies of the pillar', () => {
  const answers = (providers: () => Promise<unknown>): DataReads => ({
    data: new DataCache(),
    api: {
      call: ((id: string) => {
        if (id === 'Contracts.GetExternalFundProviders') return providers();
        if (id === 'Dashboard.GetDashboard')
          return Promise.resolve({
            isAdult: true,
            phoneRequired: false,
            isUsaCitizen: false,
            isForeignResident: false,
            amlStatus: 'Valid',
          });
        if (id === 'Users.GetContactInformation')
          return Promise.resolve({ birthDate: '1990-05-01', email: null, phoneNumber: null, address: null });
        return Promise.resolve([]);
      }) as PortalApi['call'],
    },
  });
  const listed = () =>
    Promise.resolve([
      { providerId: 1, name: 'UAB „Šiaurės investicijų valdymas“', pillar: 2, funds: [] },
      { providerId: 4, name: 'UAB „Šiaurės investicijų valdymas“', pillar: 3, funds: [] },
      { providerId: 5, name: 'UAB „Nemuno investicijos“', pillar: 3, funds: [] },
    ]);

  it('keeps only the companies of the wizard’s pillar', async () => {
    expect((await loadOnboardingFacts(answers(listed), 3)).transferProviders).toEqual([
      { providerId: 4, name: 'UAB „Šiaurės investicijų valdymas“' },
      { providerId: 5, name: 'UAB „Nemuno investicijos“' },
    ]);
    expect((await loadOnboardingFacts(answers(listed), 2)).transferProviders).toEqual([
      { providerId: 1, name: 'UAB „Šiaurės investicijų valdymas“' },
    ]);
  });

  it('a list that fails to load leaves the wizard without the question, not without the facts', async () => {
    const facts = await loadOnboardingFacts(
      answers(() => Promise.reject(new Error('502'))),
      2,
    );
    expect(facts.transferProviders).toEqual([]);
    expect(facts.adult).toBe(true);
  });
});

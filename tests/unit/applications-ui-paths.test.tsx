/**
 * The shortest path to each state of the holiday and termination machines, driven through the
 * real screens (user-event clicks and typing on VacationView / TerminationView, the fakes answering, the
 * pause's timer on a simulated clock). After each path the actor is in the state and the screen shows it.
 */
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import { terminationFacts, terminationPreview } from '../../machines/applications/termination.fixtures';
import { terminationMachine } from '../../machines/applications/termination.machine';
import { vacationFacts, vacationPreview } from '../../machines/applications/vacation.fixtures';
import { vacationMachine } from '../../machines/applications/vacation.machine';
import { qualifyMachine } from '../../machines/auth/qualify.machine';
import { confirmThenSignMachine } from '../../machines/signing/confirm-then-sign.machine';
import {
  signingMachine,
  type PingSigningInput,
  type PingSigningOutput,
  type StartSigningInput,
  type StartSigningOutput,
} from '../../machines/signing/signing.machine';
import { i18n, initI18n } from '../../src/i18n/locale';
import { TerminationView } from '../../src/flows/applications/termination';
import { VacationView } from '../../src/flows/applications/vacation';
import { StoryRouter } from '../../stories/support/story-router';

const WAIT = { timeout: 15_000 };
const never = <T,>() => new Promise<T>(() => undefined);
/** The signing kit (a Smart-ID login: no second confirmation) around a signing child. */
const kit = (signingChild: AnyActorLogic) =>
  confirmThenSignMachine.provide({ actors: { qualify: qualifyMachine, signing: signingChild as never } });
const signing = kit(
  signingMachine.provide({
    actors: {
      startSigning: fromPromise<StartSigningOutput, StartSigningInput>(never),
      pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(never),
    },
  }),
);
/** A signing child that crashes at once (an unexpected error: the applications' error page). */
const crashing = kit(
  createMachine({
    entry: () => {
      throw new Error('signing crashed');
    },
  }),
);
/** The real signing machine whose calls sign at once (Smart-ID chosen by the test). */
const signed = kit(
  signingMachine.provide({
    actors: {
      startSigning: fromPromise<StartSigningOutput, StartSigningInput>(() =>
        Promise.resolve({ token: 't', controlCode: '1234', startedAt: Date.now() }),
      ),
      pingSigning: fromPromise<PingSigningOutput, PingSigningInput>(() =>
        Promise.resolve({ status: 'signed', documentId: 1, message: null, contractNumber: null }),
      ),
    },
    delays: { pollInterval: 0 },
  }),
);

beforeAll(() => {
  initI18n();
});
afterEach(cleanup);

function renderVacation(load: () => Promise<unknown>, sign: AnyActorLogic = signing) {
  const actor = createActor(
    vacationMachine.provide({
      actors: {
        loadVacation: fromPromise(load) as never,
        fetchApplicationPreview: fromPromise(async () => vacationPreview),
        sign: sign as never,
      },
    }),
    { input: { today: '2026-11-23', loginProvider: 'smart_id' } },
  ).start();
  render(
    <I18nProvider i18n={i18n}>
      <StoryRouter url="/portal/applications/vacation">
        <VacationView actor={actor} />
      </StoryRouter>
    </I18nProvider>,
  );
  return actor;
}

async function fillHoliday(contract: RegExp, start: string, months: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(contract, undefined, WAIT));
  const date = screen.getByLabelText('Atostogų pradžia');
  await user.clear(date);
  await user.type(date, start);
  await user.selectOptions(screen.getByLabelText('Trukmė (mėnesiais)'), months);
  await user.click(screen.getByRole('button', { name: 'Pateikti prašymą' }));
}

/** The summary before signing: "Pasirašyti" starts the signing kit. */
async function signFromSummary() {
  const summary = await screen.findByRole('region', { name: 'Patikrinkite prašymą' }, WAIT);
  await userEvent.setup().click(within(summary).getByRole('button', { name: 'Pasirašyti' }));
}

describe('contribution holiday: shortest paths through the screen', { timeout: 60_000 }, () => {
  it('loading shows a spinner', async () => {
    const actor = renderVacation(never);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect((await screen.findAllByRole('status', undefined, WAIT)).length).toBeGreaterThan(0);
  });

  it('loadFailed → retry → editing', async () => {
    let calls = 0;
    const actor = renderVacation(() =>
      calls++ === 0 ? Promise.reject(new Error('x')) : Promise.resolve(vacationFacts),
    );
    const retry = await screen.findByRole('button', { name: 'Bandyti dar kartą' }, WAIT);
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    await userEvent.setup().click(retry);
    await waitFor(() => expect(actor.getSnapshot().matches('editing')).toBe(true), WAIT);
    expect(screen.getByRole('button', { name: 'Pateikti prašymą' })).toBeTruthy();
  });

  it('noContract says there is nothing to apply for', async () => {
    const actor = renderVacation(() => Promise.resolve({ contracts: [], registered: [] }));
    expect(
      await screen.findByText(/Neturite galiojančios pensijų kaupimo sutarties/, undefined, WAIT),
    ).toBeTruthy();
    expect(actor.getSnapshot().matches('noContract')).toBe(true);
  });

  it('editing shows the months left and the earliest start; the registered holiday is listed', async () => {
    renderVacation(() => Promise.resolve(vacationFacts));
    await userEvent.setup().click(await screen.findByLabelText(/3P-2012519/, undefined, WAIT));
    expect(screen.getByTestId('vacation-months-left').textContent).toBe('9 mėn.');
    expect(screen.getByTestId('vacation-earliest-start').textContent).toBe('2026-12-23');
    expect(screen.getByRole('heading', { name: 'Jūsų įmokų atostogos' })).toBeTruthy();
  });

  it.each([
    [
      '2026-12-22',
      '3',
      /2P-1004521/,
      'Prašymą reikia pateikti ne vėliau kaip likus 30 dienų iki atostogų pradžios',
    ],
    ['2027-02-01', '1', /3P-2012519/, 'Atostogų laikotarpiai negali persidengti'],
    [
      '2027-04-01',
      '1',
      /3P-2012519/,
      'Šiai sutarčiai jau pateiktas prašymas dėl įmokų atostogų. Naujo prašymo pateikti negalima, kol jis nebus išnagrinėtas.',
    ],
  ])('refused (%s, %s months) shows its own message', async (start, months, contract, message) => {
    const actor = renderVacation(() => Promise.resolve(vacationFacts));
    await fillHoliday(contract, start, months);
    expect(actor.getSnapshot().matches({ editing: 'refused' })).toBe(true);
    expect(screen.getByText(message, { exact: true })).toBeTruthy();
  });

  it('reviewing shows what is signed and its PDF before any signing; "Taisyti" keeps what was entered', async () => {
    const actor = renderVacation(() => Promise.resolve(vacationFacts));
    await fillHoliday(/2P-1004521/, '2027-01-02', '3');
    const summary = await screen.findByRole('region', { name: 'Patikrinkite prašymą' }, WAIT);
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(summary.textContent).toContain('2P-1004521, Pensijų turto išsaugojimo fondas');
    expect(summary.textContent).toContain('2027-01-02');
    // Three whole months from 2 January end on 1 April.
    expect(summary.textContent).toContain('2027-04-01');
    expect(summary.textContent).toContain('3 mėn.');
    expect(
      within(summary).getByRole('link', { name: 'Peržiūrėti prašymą (PDF)' }).getAttribute('download'),
    ).toBe(vacationPreview.fileName);
    expect(screen.queryByRole('button', { name: 'Pasirašyti su Smart-ID' })).toBeNull();
    await userEvent.setup().click(within(summary).getByRole('button', { name: 'Taisyti prašymą' }));
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect((screen.getByLabelText('Atostogų pradžia') as HTMLInputElement).value).toBe('2027-01-02');
  });

  it('signing shows the signing screen; back keeps what was entered', async () => {
    const actor = renderVacation(() => Promise.resolve(vacationFacts));
    await fillHoliday(/2P-1004521/, '2027-01-02', '3');
    await signFromSummary();
    expect(actor.getSnapshot().matches('signing')).toBe(true);
    const back = await screen.findByRole('button', { name: 'Grįžti' }, WAIT);
    expect(screen.getByRole('button', { name: 'Pasirašyti su Smart-ID' })).toBeTruthy();
    await userEvent.setup().click(back);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect((screen.getByLabelText('Atostogų pradžia') as HTMLInputElement).value).toBe('2027-01-02');
  });

  it('submitFailed (error-500-applications) → back to the form keeps the values', async () => {
    const actor = renderVacation(() => Promise.resolve(vacationFacts), crashing);
    await fillHoliday(/2P-1004521/, '2027-01-02', '3');
    await signFromSummary();
    const back = await screen.findByRole('button', { name: 'Grįžti į prašymą' }, WAIT);
    expect(actor.getSnapshot().matches('submitFailed')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Prašymo pateikti nepavyko' })).toBeTruthy();
    await userEvent.setup().click(back);
    expect((screen.getByLabelText('Trukmė (mėnesiais)') as HTMLSelectElement).value).toBe('3');
  });

  it('success says it is registered', async () => {
    const actor = renderVacation(() => Promise.resolve(vacationFacts), signed);
    await fillHoliday(/2P-1004521/, '2027-01-02', '3');
    await signFromSummary();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Pasirašyti su Smart-ID' }, WAIT));
    expect(await screen.findByRole('heading', { name: 'Prašymas pateiktas' }, WAIT)).toBeTruthy();
    expect(actor.getSnapshot().matches('success')).toBe(true);
  });
});

describe(
  'termination: shortest paths through the screen (the pause cannot be skipped)',
  { timeout: 60_000 },
  () => {
    function renderTermination() {
      const clock = new SimulatedClock();
      const actor = createActor(
        terminationMachine.provide({
          actors: {
            loadTermination: fromPromise(() => Promise.resolve(terminationFacts)) as never,
            fetchApplicationPreview: fromPromise(async () => terminationPreview),
            sign: signing as never,
          },
        }),
        { input: { today: '2026-11-23', loginProvider: 'smart_id' }, clock },
      ).start();
      render(
        <I18nProvider i18n={i18n}>
          <StoryRouter url="/portal/applications/termination">
            <TerminationView actor={actor} />
          </StoryRouter>
        </I18nProvider>,
      );
      return { actor, clock };
    }

    it('choosing → pausing (no confirm button) → 10 s → confirming → reviewing → signing', async () => {
      const { actor, clock } = renderTermination();
      const user = userEvent.setup();
      await user.click(await screen.findByLabelText(/3P-2008813/, undefined, WAIT));
      expect(screen.getByText('Ką prarasite nutraukę sutartį')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Nutraukti sutartį' }));
      expect(actor.getSnapshot().matches('pausing')).toBe(true);
      expect(screen.queryByRole('button', { name: 'Taip, nutraukti sutartį' })).toBeNull();
      expect(screen.getByText(/Patvirtinti galėsite po \d+ s\./)).toBeTruthy();
      act(() => clock.increment(9_999));
      expect(screen.queryByRole('button', { name: 'Taip, nutraukti sutartį' })).toBeNull();
      act(() => clock.increment(1));
      expect(actor.getSnapshot().matches('confirming')).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Taip, nutraukti sutartį' }));
      // What is lost and the application's PDF, once more, before anything is signed.
      const summary = await screen.findByRole('region', { name: 'Patikrinkite prašymą' }, WAIT);
      expect(actor.getSnapshot().matches('reviewing')).toBe(true);
      expect(summary.textContent).toContain('3P-2008813');
      expect(summary.textContent).toContain('Nebegalėsite susigrąžinti gyventojų pajamų mokesčio');
      expect(within(summary).getByRole('link', { name: 'Peržiūrėti prašymą (PDF)' })).toBeTruthy();
      await user.click(within(summary).getByRole('button', { name: 'Pasirašyti' }));
      expect(actor.getSnapshot().matches('signing')).toBe(true);
      expect(await screen.findByRole('button', { name: 'Pasirašyti su Smart-ID' }, WAIT)).toBeTruthy();
    });

    it('keeping the contract in the pause returns to the choice', async () => {
      const { actor } = renderTermination();
      const user = userEvent.setup();
      await user.click(await screen.findByLabelText(/2P-1004521/, undefined, WAIT));
      await user.click(screen.getByRole('button', { name: 'Nutraukti sutartį' }));
      await user.click(screen.getAllByRole('button', { name: 'Palikti sutartį' })[0]!);
      expect(actor.getSnapshot().matches('choosing')).toBe(true);
    });
  },
);

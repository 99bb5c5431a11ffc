/**
 * Issue 13: the applications base's stories (stories/applications.stories.tsx) render the screen state
 * they name: the home with each status (§4 Užregistruotas, Vykdomas, Patvirtintas, Atmestas), a blocked
 * offer with its reason, the empty list, the load failure; stop/renew per pillar with the acknowledgement
 * unticked and ticked, a 4xx refusal, sign-applications, success and error-500-applications.
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../src/i18n/locale';
import * as stories from '../../../stories/applications.stories';

const WAIT = { timeout: 30_000 };
const ACKNOWLEDGE = 'Supratau, ką tai reiškia valstybės skatinimui';

beforeAll(() => {
  initI18n();
});
afterEach(cleanup);

function renderStory(story: { render?: unknown }) {
  // The stories' render functions ignore Storybook's args and context: render them as components.
  const Story = story.render as () => ReactNode;
  render(
    <I18nProvider i18n={i18n}>
      <Story />
    </I18nProvider>,
  );
}

const checkbox = () => screen.getByRole('checkbox', { name: ACKNOWLEDGE }) as HTMLInputElement;

describe('applications stories render their state', { timeout: 60_000 }, () => {
  it('home: each status, offers per contract, a blocked offer with its reason', async () => {
    renderStory(stories.HomeLoaded);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prašymai' }, WAIT)).toBeTruthy();
    for (const status of ['Užregistruotas', 'Vykdomas', 'Patvirtintas', 'Atmestas'])
      expect(screen.getByText(`Būsena: ${status}`)).toBeTruthy();
    expect(screen.getAllByText(/negalima: tokios rūšies prašymas šiai sutarčiai jau pateiktas/).length).toBe(
      2,
    );
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('home: empty list', async () => {
    renderStory(stories.HomeEmpty);
    expect(await screen.findByText('Prašymų dar nepateikėte.', undefined, WAIT)).toBeTruthy();
  });

  it('home: no contracts', async () => {
    renderStory(stories.HomeNoContracts);
    expect(
      await screen.findByText(
        'Neturite galiojančių sutarčių, kurioms galima pateikti prašymą.',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
  });

  it('home: load failure with a retry', async () => {
    renderStory(stories.HomeLoadFailed);
    expect(await screen.findByRole('button', { name: /Bandyti dar kartą/ }, WAIT)).toBeTruthy();
    expect(screen.queryByText(/Būsena:/)).toBeNull();
  });

  it('stop/renew: loading and the load failure', async () => {
    renderStory(stories.StopRenewLoading);
    expect(await screen.findByText('Įkeliama…', undefined, WAIT)).toBeTruthy();
    cleanup();
    renderStory(stories.StopRenewLoadFailed);
    expect(await screen.findByRole('heading', { name: 'Nepavyko įkelti duomenų' }, WAIT)).toBeTruthy();
  });

  it('stop/renew: pillar III stop and pillar II renew, unticked and ticked', async () => {
    renderStory(stories.StopPillarThreeUnticked);
    expect(await screen.findByRole('heading', { name: 'Sustabdyti įmokas' }, WAIT)).toBeTruthy();
    expect(checkbox().checked).toBe(false);
    cleanup();
    renderStory(stories.StopPillarThreeTicked);
    await screen.findByRole('heading', { name: 'Sustabdyti įmokas' }, WAIT);
    await waitFor(() => expect(checkbox().checked).toBe(true), WAIT);
    cleanup();
    renderStory(stories.RenewPillarTwoUnticked);
    expect(await screen.findByRole('heading', { name: 'Atnaujinti įmokas' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'II pakopos įmokos' })).toBeTruthy();
    expect(checkbox().checked).toBe(false);
    cleanup();
    renderStory(stories.RenewPillarTwoTicked);
    await screen.findByRole('heading', { name: 'Atnaujinti įmokas' }, WAIT);
    await waitFor(() => expect(checkbox().checked).toBe(true), WAIT);
  });

  it('stop/renew: blocked, no contract, submitting, refused', async () => {
    renderStory(stories.StopBlocked);
    expect(
      await screen.findByText(
        'Prašymas sustabdyti įmokas jau pateiktas ir dar nagrinėjamas.',
        undefined,
        WAIT,
      ),
    ).toBeTruthy();
    cleanup();
    renderStory(stories.StopRenewNoContract);
    expect(
      await screen.findByText('Neturite galiojančios III pakopos sutarties.', undefined, WAIT),
    ).toBeTruthy();
    cleanup();
    renderStory(stories.StopRenewSubmitting);
    await waitFor(
      () => expect(screen.getByRole('button', { name: /Tęsti/ }).getAttribute('aria-busy')).toBe('true'),
      WAIT,
    );
    cleanup();
    renderStory(stories.StopRenewRefused);
    expect(
      await screen.findByText(/jau pateiktas ir dar nagrinėjamas\. Naują galėsite pateikti/, undefined, WAIT),
    ).toBeTruthy();
  });

  it('sign-applications: review, qualify, signing, control code', async () => {
    renderStory(stories.SignApplications);
    expect(await screen.findByRole('heading', { name: 'Prašymo pasirašymas' }, WAIT)).toBeTruthy();
    cleanup();
    renderStory(stories.SignApplicationsQualify);
    expect(
      await screen.findByRole('heading', { name: 'Prieš pasirašydami patvirtinkite savo tapatybę' }, WAIT),
    ).toBeTruthy();
    cleanup();
    renderStory(stories.SignApplicationsSigning);
    expect(await screen.findByRole('button', { name: 'Pasirašyti su Smart-ID' }, WAIT)).toBeTruthy();
    cleanup();
    renderStory(stories.SignApplicationsControlCode);
    expect(await screen.findByText('7351', undefined, WAIT)).toBeTruthy();
  });

  it('success and error-500-applications', async () => {
    renderStory(stories.StopRenewSuccess);
    expect(await screen.findByRole('heading', { name: 'Prašymas pateiktas' }, WAIT)).toBeTruthy();
    cleanup();
    renderStory(stories.Error500Applications);
    expect(await screen.findByRole('heading', { name: 'Prašymo pateikti nepavyko' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Grįžti prie prašymo' })).toBeTruthy();
  });
});

/**
 * The code sent to a new e-mail or phone (stories/settings.stories.tsx): once every resend is used, the
 * resend button is disabled, looks it (src/ui/styles.css), and says why next to it.
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../src/i18n/locale';
import * as stories from '../../../stories/settings.stories';

const WAIT = { timeout: 30_000 };

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

describe('the contact code: resending', { timeout: 60_000 }, () => {
  it('while resends are left the button works and says how many', async () => {
    renderStory(stories.ContactsCode);
    const resend = await screen.findByRole('button', { name: 'Siųsti kodą dar kartą' }, WAIT);
    expect((resend as HTMLButtonElement).disabled).toBe(false);
    expect(document.getElementById(resend.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Galite paprašyti naujo kodo dar 3 k.',
    );
  });

  it('with none left the button is disabled and the hint beside it says why and what to do', async () => {
    renderStory(stories.ContactsCodeNoMoreResends);
    const hint = await screen.findByText(
      'Naujo kodo paprašyti nebegalite – visi kartai išnaudoti. Įveskite paskutinį gautą kodą.',
      {},
      WAIT,
    );
    const resend = screen.getByRole('button', { name: 'Siųsti kodą dar kartą' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.getAttribute('aria-describedby')).toBe(hint.id);
  });
});

import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { findHorizontalOverflow } from './overflow-probe';
import { dismissCookies, heading } from './support';

/** The widths every screen must fit without sideways scrolling: phones, a tablet, a laptop. */
export const WIDTHS = [320, 390, 768, 1280] as const;
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/** The page's horizontal overflow (tests/e2e/overflow-probe.ts) once the layout has settled. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  // Two animation frames: the layout (and the chart's resize observer) has settled after a resize.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  return page.evaluate(findHorizontalOverflow);
}

/**
 * Tap targets smaller than 44 × 44 CSS px among buttons, menu and tab links, and the links of every
 * navigation (links inside running text are exempt, WCAG 2.5.8's inline exception).
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const targets = document.querySelectorAll<HTMLElement>(
      'button, .btn, nav a, [role="tab"], .tabs__tab, .switcher__menu a, .portal__menu-toggle',
    );
    const small: string[] = [];
    for (const target of targets) {
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || target.closest('.visually-hidden')) continue;
      if (box.height < 43.5 || box.width < 43.5)
        small.push(
          `${target.tagName.toLowerCase()} "${(target.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  });
}

/** Opens a screen by URL and waits for its heading. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await heading(page);
}

export interface Persona {
  name: string;
  login: (page: Page) => Promise<void>;
}

/** Jonas: pillar II and III, two years of transactions, reports, e-invoices, investment funds. */
export const rich: Persona = {
  name: 'rich (30303039914)',
  async login(page) {
    await page.goto('/login/email');
    await heading(page);
    await dismissCookies(page);
    await page.getByLabel('El. paštas arba naudotojo vardas').fill('jonas01');
    await page.getByLabel('Slaptažodis', { exact: true }).fill('Pensija2026');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/);
  },
};

/** Pillar III only, contributions stopped: few records, no investment funds. */
export const sparse: Persona = {
  name: 'sparse (50001018865)',
  async login(page) {
    await page.goto('/login/mobile-id');
    await heading(page);
    await dismissCookies(page);
    await page.getByLabel('Asmens kodas').fill('50001018865');
    await page.getByLabel('Mobiliojo telefono numeris').fill('+37060000666');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
  },
};

/** One logged-in browser context per persona, reused by every test of a file. */
export async function loggedIn(
  browser: Browser,
  persona: Persona,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await persona.login(page);
  return { context, page };
}

import { expect, type Page } from '@playwright/test';
import { dismissCookies, heading } from './support';

/** Issue 13b journeys: Rūta (48503121230) has both pillars accumulating and nothing applied for. */
export const RUTA = '48503121230';

/** Today in Lithuania plus `days`, as 'yyyy-MM-dd' (what the date field takes). */
export function daysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function smartIdLogin(page: Page, code: string) {
  await page.goto('/login/smart-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
}

export async function mobileIdLogin(page: Page, code: string, phone: string) {
  await page.goto('/login/mobile-id');
  await heading(page);
  await dismissCookies(page);
  await page.getByLabel('Asmens kodas').fill(code);
  await page.getByLabel('Telefono numeris').fill(phone);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard$/, { timeout: 30_000 });
}

/** Opens a portal screen by its address (inside the app, so the session stays) and waits for its heading. */
export async function openPortal(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
}

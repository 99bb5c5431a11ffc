import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DESKTOP, PHONE, loggedIn, rich } from './responsive-support';
import { heading } from './support';

/**
 * Issue 10: keyboard use of the shell. After a navigation focus is on the new page's h1 (not <main>,
 * not the menu); the skip link jumps over the header and the menu to the main heading; on a phone the
 * menu opens and closes by keyboard, Escape gives focus back to its button, and choosing a page closes it.
 */

let context: BrowserContext;
let page: Page;
test.beforeAll(async ({ browser }) => {
  ({ context, page } = await loggedIn(browser, rich));
});
test.afterAll(async () => {
  await context.close();
});

const menu = () => page.getByRole('navigation', { name: 'Savitarnos meniu' });
const mainHeading = () => page.locator('main h1');

test('after navigation focus is on the page heading, and Tab continues in the content', async () => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/portal/dashboard');
  await heading(page);
  await menu().getByRole('link', { name: 'Operacijos' }).focus();
  await page.keyboard.press('Enter');
  await expect(mainHeading()).toHaveText('Sąskaitos operacijos');
  await expect(mainHeading()).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is inside the page's content, after the menu.
  const inContent = await page.evaluate(() => document.activeElement?.closest('.portal__content') !== null);
  expect(inContent).toBe(true);
});

test('the skip link lands on the main heading, past the header and the menu', async () => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/portal/reports');
  await heading(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Pereiti prie turinio' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mainHeading()).toHaveText('Ataskaitos');
  await expect(mainHeading()).toBeFocused();
});

test('on a phone the menu is a button that opens and closes by keyboard', async () => {
  await page.setViewportSize(PHONE);
  await page.goto('/portal/dashboard');
  await heading(page);
  const toggle = menu().getByRole('button', { name: 'Meniu' });
  const reports = menu().getByRole('link', { name: 'Ataskaitos' });
  // Collapsed: only the button shows; the heading is in the first screen.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(reports).toBeHidden();
  const headingTop = await mainHeading().evaluate((element) => element.getBoundingClientRect().top);
  expect(headingTop).toBeLessThan(300);
  const panelId = await toggle.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();

  // Open with Enter, Tab into the panel, Escape closes and returns focus to the button.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu().getByRole('link', { name: 'Pradžia' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(reports).toBeHidden();

  // Space opens it too; a click outside closes it.
  await page.keyboard.press('Space');
  await expect(reports).toBeVisible();
  // (The open panel covers the heading; the bottom-left corner of the window is outside it.)
  await page.mouse.click(4, PHONE.height - 4);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Choosing a page by keyboard closes the menu and puts focus on the new page's heading.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await reports.focus();
  await page.keyboard.press('Enter');
  await expect(mainHeading()).toHaveText('Ataskaitos');
  await expect(mainHeading()).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(reports).toBeHidden();

  // The logout button in the open panel shows its whole label.
  await toggle.click();
  const logout = menu().getByRole('button', { name: 'Atsijungti' });
  await expect(logout).toBeVisible();
  const fits = await logout.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);
  await page.keyboard.press('Escape');
});

import { fileURLToPath } from 'node:url';
import { findHorizontalOverflow } from '../e2e/overflow-probe';
import { waitFor, type Engine } from './engine';
import type { NameMatch, Query } from './page-query';

/**
 * The smoke journeys every engine runs: the things a customer does most, each where an engine
 * has let a customer down before. Each screen the journey passes is also measured at the other width
 * (a phone's 390 px and a laptop's 1280 px) by resizing the window: it must not scroll sideways.
 */

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;
type Size = typeof PHONE | typeof DESKTOP;

const PNG = fileURLToPath(new URL('../server/fixtures/id-photo.png', import.meta.url));

/** A persona who logs in with Smart-ID and changes a pillar III fund (README "Demo logins"). */
export interface SmartIdPersona {
  personalCode: string;
  name: string;
  /** The pillar III contract whose fund changes. */
  contract: string;
}

const pattern = (source: string): NameMatch => ({ pattern: source });

/** Runs one named step; a failure names the engine and the step. */
async function step(engine: Engine, name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    const where = await engine.run(() => location.href).catch(() => '(unknown address)');
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${engine.name}: ${name} (at ${where}): ${message}`, { cause: error });
  }
}

const pathIs = (engine: Engine, expected: RegExp) =>
  waitFor(`the address to match ${expected}`, async () => {
    const href = await engine.run(() => location.pathname + location.search);
    return expected.test(href) ? href : null;
  });

const textShown = (engine: Engine, text: NameMatch) =>
  waitFor(`"${JSON.stringify(text)}" on screen`, () => engine.run(findText, text));

/** Page-side: whether a visible element's text matches (the same matching as page-query.ts). */
function findText(text: NameMatch): boolean {
  const collapse = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();
  const body = collapse(document.body.innerText);
  return typeof text === 'string' ? body.includes(text) : new RegExp(text.pattern).test(body);
}

/** The page fits both widths; the journey's own width is restored afterwards. */
async function fitsBothWidths(engine: Engine, size: Size): Promise<void> {
  const problems: string[] = [];
  for (const other of size === PHONE ? [DESKTOP, PHONE] : [PHONE, DESKTOP]) {
    await engine.setViewport(other.width, other.height);
    await waitFor(`the layout at ${other.width} px`, () =>
      engine.run(
        (width: number) =>
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(document.documentElement.getBoundingClientRect().width <= width),
              ),
            ),
          ),
        other.width,
      ),
    );
    for (const problem of await engine.run(findHorizontalOverflow))
      problems.push(`@${other.width}: ${problem}`);
  }
  if (problems.length > 0) throw new Error(`Scrolls sideways:\n${problems.join('\n')}`);
}

/** Accepts only the essential cookies (the banner is part of the shell, there once the page is). */
async function dismissCookies(engine: Engine): Promise<void> {
  await waitFor('the page', () => engine.run(() => document.querySelector('main h1') !== null));
  const banner = await engine.run(() => document.querySelector('.cookie-banner') !== null);
  if (banner) await engine.click({ role: 'button', name: 'Tik būtinieji' });
}

/**
 * Clicks a link or button of the portal menu, opening the folded menu first on a phone (again if a
 * re-render closed it in between).
 */
async function inMenu(engine: Engine, size: Size, target: Query): Promise<void> {
  const query: Query = { ...target, within: 'nav.portal__nav' };
  await waitFor(`${JSON.stringify(target)} in the portal menu`, async () => {
    if (await engine.exists(query)) {
      await engine.click(query);
      return true;
    }
    const expanded = () =>
      engine.run(() => document.querySelector('.portal__menu-toggle')?.getAttribute('aria-expanded') ?? null);
    if (size === PHONE && (await expanded()) === 'false') {
      await engine.click({ role: 'button', name: 'Meniu' });
      // Until React has opened it: a second tap meanwhile would close it again.
      await waitFor('the menu to open', async () => (await expanded()) === 'true', 15_000).catch(() => false);
    }
    return false;
  });
}

/**
 * Logs out on the current page, then goes Back: the page the customer left must not come back logged in
 * (WebKit kept it in its back/forward cache), the login page shows instead.
 */
async function logOutAndBack(engine: Engine, size: Size): Promise<void> {
  await step(engine, 'log out', async () => {
    await inMenu(engine, size, { role: 'button', name: 'Atsijungti' });
    await pathIs(engine, /^\/login/);
    await textShown(engine, 'Jūs atsijungėte nuo savitarnos.');
  });
  await step(engine, 'Back after logging out', async () => {
    await engine.back();
    const seen = await waitFor('the login page after Back', async () => {
      const page = await engine.run(() => ({
        path: location.pathname,
        portal: document.querySelector('nav.portal__nav') !== null,
        login: document.querySelector('main form input') !== null,
      }));
      return page.path.startsWith('/login') && page.login && !page.portal ? page : null;
    });
    if (seen.portal) throw new Error('the portal is shown after logging out');
  });
}

/**
 * jonas01 with his password at phone width: the dashboard and a reload of it, the documents list from the
 * folded menu and a PDF opened in a new tab from the first tap, an upload, the transactions of a full page
 * load, then log out and Back.
 */
export async function passwordJourney(engine: Engine): Promise<void> {
  const size = PHONE;
  await engine.setViewport(size.width, size.height);
  await step(engine, 'log in with a password', async () => {
    await engine.goto('/login/email');
    await dismissCookies(engine);
    await engine.type({ label: 'El. paštas arba naudotojo vardas' }, 'jonas01');
    await engine.type({ label: 'Slaptažodis' }, 'Pensija2026');
    await engine.click({ role: 'button', name: 'Prisijungti' });
    await pathIs(engine, /^\/portal\/dashboard$/);
    await textShown(engine, 'Sveiki, Jonas Petrauskas!');
    await fitsBothWidths(engine, size);
  });
  await step(engine, 'reload the dashboard', async () => {
    await engine.reload();
    await pathIs(engine, /^\/portal\/dashboard$/);
    await textShown(engine, 'Sveiki, Jonas Petrauskas!');
  });
  await step(engine, 'open a PDF from the documents list', async () => {
    await inMenu(engine, size, { role: 'link', name: 'Dokumentai' });
    await pathIs(engine, /^\/portal\/documents-list$/);
    await engine.click({ role: 'button', name: pattern('^Peržiūrėti ?:'), within: 'main' });
    // One tap opens the document in a new tab; a blocked tab shows a link instead (the defect).
    const opened = await waitFor('a new tab with the PDF, or the blocked tab message', async () => {
      const urls = await engine.otherTabUrls();
      if (urls.some((url) => url.startsWith('blob:'))) return 'opened';
      const blocked = await engine.run(findText, 'Naršyklė neleido atverti naujo lango.');
      return blocked ? 'blocked' : null;
    });
    if (opened !== 'opened') throw new Error('the first tap on "Peržiūrėti" did not open the PDF');
    await engine.closeOtherTabs();
    await fitsBothWidths(engine, size);
  });
  await step(engine, 'upload a document', async () => {
    await engine.goto('/portal/document-upload');
    await textShown(engine, 'Dokumentų įkėlimas');
    await engine.click({ role: 'radio', label: 'Kitas dokumentas' });
    await engine.type({ label: 'Dokumento pavadinimas' }, 'Pažyma darbdaviui');
    await engine.setFiles({ label: 'Failai' }, [PNG]);
    await textShown(engine, 'id-photo.png');
    await engine.click({ role: 'button', name: 'Įkelti' });
    await pathIs(engine, /^\/portal\/document-upload\/success\?count=1$/);
  });
  await step(engine, 'transactions', async () => {
    await engine.goto('/portal/account-transactions');
    await textShown(engine, 'Operacijos');
    await waitFor('rows of transactions', () =>
      engine.run(() => document.querySelectorAll('main table tbody tr').length > 0),
    );
    await fitsBothWidths(engine, size);
  });
  await logOutAndBack(engine, size);
}

/**
 * A Smart-ID login at laptop width (the simulated phone confirms after EID_CONFIRM_DELAY_MS), a pillar III
 * fund change signed with Smart-ID, the pending change on the contracts of a full page load, then log out
 * and Back.
 */
export async function smartIdJourney(engine: Engine, persona: SmartIdPersona): Promise<void> {
  const size = DESKTOP;
  await engine.setViewport(size.width, size.height);
  await step(
    engine,
    'the Smart-ID QR code and the phone link, drawn and refreshed, then cancelled',
    async () => {
      await engine.goto('/login/smart-id');
      await dismissCookies(engine);
      await engine.click({ role: 'button', name: 'Naudoti QR kodą arba Smart-ID programėlę šiame telefone' });
      await textShown(engine, 'Atidaryti Smart-ID programėlę');
      // The QR code is an SVG drawn in the page, and a newer link the server built redraws it.
      const drawn = await waitFor('the QR code', () =>
        engine.run(
          () => document.querySelector('svg[aria-label="Smart-ID QR kodas"] path')?.getAttribute('d') ?? null,
        ),
      );
      await waitFor('a redrawn QR code', () =>
        engine.run((before: string) => {
          const now = document.querySelector('svg[aria-label="Smart-ID QR kodas"] path')?.getAttribute('d');
          return now && now !== before ? now : null;
        }, drawn),
      );
      await fitsBothWidths(engine, size);
      await engine.click({ role: 'button', name: 'Atšaukti' });
    },
  );
  await step(
    engine,
    "a remembered browser's offer; without the server's cookie it is refused and gone",
    async () => {
      // The page's hint alone (a QR login would set it with the server's cookie): the offer is drawn.
      await engine.run(() => localStorage.setItem('eidRemembered', String(Date.now() + 60 * 60 * 1000)));
      await engine.goto('/login/smart-id');
      await textShown(engine, 'Šioje naršyklėje jau jungėtės su Smart-ID.');
      await fitsBothWidths(engine, size);
      await engine.click({ role: 'button', name: 'Prisijungti kaip anksčiau' });
      await textShown(engine, 'Šis prisijungimas jau baigtas arba nebegalioja.');
      await waitFor('the offer gone', () =>
        engine.exists({ role: 'button', name: 'Prisijungti kaip anksčiau' }).then((found) => !found || null),
      );
    },
  );
  await step(engine, 'log in with Smart-ID', async () => {
    await waitFor('the personal-code form', () =>
      engine.exists({ label: 'Asmens kodas' }).then((found) => found || null),
    );
    await engine.type({ label: 'Asmens kodas' }, persona.personalCode);
    await engine.click({ role: 'button', name: 'Prisijungti' });
    await pathIs(engine, /^\/portal\/dashboard$/);
    await textShown(engine, `Sveiki, ${persona.name}!`);
    await fitsBothWidths(engine, size);
  });
  await step(engine, 'change the pillar III fund, signed with Smart-ID', async () => {
    await engine.click({ role: 'link', name: 'Keisti III pakopos pensijų fondą' });
    await pathIs(engine, /^\/portal\/fund-change\/start$/);
    await engine.click({ role: 'radio', label: pattern(persona.contract) });
    await engine.click({ role: 'radio', label: pattern('^Bold III pakopos pensijų fondas') });
    await engine.click({ role: 'button', name: 'Toliau' });
    await pathIs(engine, /^\/portal\/fund-change\/client-data$/);
    await engine.click({ role: 'button', name: 'Duomenys teisingi' });
    await pathIs(engine, /^\/portal\/fund-change\/preview$/);
    await engine.click({ role: 'checkbox', label: pattern('^Perskaičiau prašymą') });
    await engine.click({ role: 'button', name: 'Pasirašyti' });
    await textShown(engine, 'Pasirašykite fondo keitimo prašymą');
    await engine.click({ role: 'radio', label: 'Smart-ID' });
    await engine.click({ role: 'button', name: 'Pasirašyti su Smart-ID' });
    await pathIs(engine, /^\/portal\/fund-change\/create-invoice$/);
    await engine.click({ role: 'button', name: 'Toliau' });
    await pathIs(engine, /^\/portal\/fund-change\/success$/);
    await textShown(engine, 'Fondo keitimo prašymas pateiktas');
    await fitsBothWidths(engine, size);
  });
  await step(engine, 'the pending change on the contracts', async () => {
    await engine.goto('/portal/contractsoverview');
    await textShown(
      engine,
      pattern(`Pateiktas fondo keitimo prašymas: į fondą „Bold III pakopos pensijų fondas“`),
    );
    await fitsBothWidths(engine, size);
  });
  await logOutAndBack(engine, size);
}

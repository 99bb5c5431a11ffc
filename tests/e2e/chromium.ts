import { existsSync } from 'node:fs';

/** Debian's browser flags for every journey: no sandbox (root in CI), no GPU, nothing phoning home. */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's headless shell (the headless-only build Playwright itself prefers) when installed: no browser
 * window, tab strip or WebUI renderers to run for every test, so far less work per page than the full
 * browser in headless mode. Otherwise Debian's Chromium.
 */
export const defaultChromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium-headless-shell')
      ? '/usr/bin/chromium-headless-shell'
      : '/usr/bin/chromium'),
  args: ARGS,
};

/**
 * The full browser, for journeys that open a PDF in a new tab: only it has the PDF viewer (the headless
 * shell downloads the file instead of showing it, as no customer's browser would).
 */
export const fullChromium = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS };

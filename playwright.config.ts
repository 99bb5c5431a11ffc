import { defineConfig } from '@playwright/test';
import { defaultChromium } from './tests/e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8091);
/** The second server (its fakes on + 30 … + 33 must not meet the first's): the journeys run in two lanes. */
const PORT_B = PORT + 10;

/**
 * The journeys' second lane. Every lane starts from the seed and runs its files one at a time in name
 * order, so a file sees the seed as changed only by the earlier files of its own lane. Files that build on
 * another's changes, or whose comments name an order, stay in one lane (lane A keeps every file not listed
 * here). Two lanes, not more: on a 2-core machine beside the unit and server tests, a third browser and
 * server slowed every lane until journeys timed out.
 */
const LANE_B =
  /[\\/](?:login(?:-forms|-messages|-weight|-qr)?|register|responsive|routes|shell-keyboard|settings)\.spec\.ts$/;
const SCREENSHOTS = /responsive-screens\.spec\.ts$/;
/** Moves lane A's demo clock, carrying out every pending order: only once lane A's journeys are done. */
const AFTER_LANE_A = /demo-clock\.spec\.ts$/;

function server(port: number) {
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port) },
    // The server logs warnings and errors only (LOG_LEVEL=warn): a journey that fails on a server error
    // shows it beside the failure.
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}
/**
 * Browser tests run in Debian's Chromium (Playwright cannot download browsers here) against the real
 * reference server serving the built SPA, with a throw-away embedded database, and the real eID clients talking to SK's fake.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Generous limits for a busy 2-core CI machine; waits are conditions (expect, waitForResponse), never sleeps.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    launchOptions: defaultChromium,
    trace: 'off',
  },
  webServer: [server(PORT), server(PORT_B)],

  // Two lanes, each one file at a time against its own server and database. The screenshot comparisons
  // need lane A's seed as it is (a journey dismisses Jonas's banner, reads his notifications …), so they run
  // first, before either lane starts.
  projects: [
    { name: 'screenshots', testMatch: SCREENSHOTS, workers: 1 },
    {
      name: 'journeys',
      testIgnore: [SCREENSHOTS, LANE_B, AFTER_LANE_A],
      dependencies: ['screenshots'],
      workers: 1,
    },
    { name: 'after-journeys', testMatch: AFTER_LANE_A, dependencies: ['journeys'], workers: 1 },
    {
      name: 'journeys-b',
      testMatch: LANE_B,
      testIgnore: SCREENSHOTS,
      // Playwright runs a project once all it depends on have finished, in phases: with the same
      // dependency both lanes start together, right after the screenshots.
      dependencies: ['screenshots'],
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${PORT_B}` },
    },
  ],
});

import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8091);
/** The other lanes' servers, 10 ports apart (each server's fakes sit on its port + 30 … + 33). */
const PORT_B = PORT + 10;
const PORT_C = PORT + 20;

/**
 * The journeys run in three lanes. Every lane starts from the seed and runs its files one at a time in
 * name order, so a file sees the seed as changed only by the earlier files of its own lane. Files that
 * build on another's changes, or whose comments name an order, stay in one lane (lane A keeps every file
 * not listed in B or C). The lanes are balanced by their running time: the journeys mostly wait (pages,
 * the simulated phone, timers), so three lanes on a 2-core machine finish well before two.
 */
const LANE_B =
  /[\\/](?:login(?:-forms|-messages|-weight)?|register|responsive|shell-keyboard|settings)\.spec\.ts$/;
/**
 * The applications (Rūta B., Mantas), uploads and e-invoices, the fund change with the demo clock that
 * carries it out (zz-demo-clock sorts last in its lane, as it must), pillar III joining (Rasa), the routes.
 */
const LANE_C =
  /[\\/](?:applications(?:\.[\w-]+)?|document-upload|e-invoices|fund-change|pillar-three-onboarding|routes|zz-demo-clock)\.spec\.ts$/;
const SCREENSHOTS = /responsive-screens\.spec\.ts$/;

function server(port: number) {
  return {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
/**
 * Browser tests run in Debian's Chromium (Playwright cannot download browsers here) against the real
 * reference server serving the built SPA, with a throw-away embedded database and a fast eID simulator.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 3,
  retries: 0,
  // Generous limits for a busy 2-core CI machine; waits are conditions (expect, waitForResponse), never sleeps.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: [server(PORT), server(PORT_B), server(PORT_C)],

  // Three lanes, each one file at a time against its own server and database. The screenshot comparisons
  // need lane A's seed as it is (a journey dismisses Jonas's banner, reads his notifications …), so they run
  // first, before any lane starts.
  projects: [
    { name: 'screenshots', testMatch: SCREENSHOTS, workers: 1 },
    {
      name: 'journeys',
      testIgnore: [SCREENSHOTS, LANE_B, LANE_C],
      dependencies: ['screenshots'],
      workers: 1,
    },
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
    {
      name: 'journeys-c',
      testMatch: LANE_C,
      dependencies: ['screenshots'],
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${PORT_C}` },
    },
  ],
});

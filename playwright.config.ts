import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8091);

/**
 * Browser tests run in Debian's Chromium (Playwright cannot download browsers here) against the real
 * reference server serving the built SPA, with a throw-away embedded database and a fast eID simulator.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
  // Every file shares one server and database. The screenshot comparisons need the seed as it is (a
  // journey dismisses Jonas's banner, reads his notifications …), so they run first; the journeys then
  // run one file at a time in name order (see the file comments where that order matters).
  projects: [
    { name: 'screenshots', testMatch: /responsive-screens\.spec\.ts$/ },
    { name: 'journeys', testIgnore: /responsive-screens\.spec\.ts$/, dependencies: ['screenshots'] },
  ],
});

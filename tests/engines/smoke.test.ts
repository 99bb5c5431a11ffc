import { spawn, type ChildProcess } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { waitFor, type Engine } from './engine';
import { launchFirefox } from './firefox';
import { passwordJourney, smartIdJourney, type SmartIdPersona } from './journeys';
import { launchWebKit } from './webkit';

/**
 * The smoke suite in Firefox and WebKit (Chromium runs the full journeys with axe in
 * tests/e2e): one reference server of its own (scripts/e2e-server.mjs: the built SPA, a fresh
 * database in a temporary folder, demo mode with a fast eID simulator) on ENGINES_PORT, then per
 * engine a password journey and a Smart-ID journey, each in a browser of its own. Run through
 * tests/engines/run.sh (under xvfb-run for WebKit).
 */

const PORT = Number(process.env.ENGINES_PORT ?? 8151);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** A pillar III fund change per engine, by different customers, so neither depends on the other. */
const FUND_CHANGERS: Record<Engine['name'], SmartIdPersona> = {
  firefox: { personalCode: '30303039914', name: 'Jonas Petrauskas', contract: '3P-2008813' },
  webkit: { personalCode: '48503121230', name: 'Rūta Balčiūnienė', contract: '3P-2013001' },
};

const LAUNCH: Record<Engine['name'], (baseUrl: string) => Promise<Engine>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};

let server: ChildProcess | null = null;

before(async () => {
  server = spawn('node', ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT) },
  });
  const exited = new Promise<never>((_, reject) =>
    server?.once('exit', (code) => reject(new Error(`the server exited (${code}) before it answered`))),
  );
  exited.catch(() => undefined);
  await Promise.race([
    exited,
    waitFor(`the server on ${BASE_URL}`, async () => (await fetch(`${BASE_URL}/api/health`)).ok, 180_000),
  ]);
});

after(async () => {
  if (!server || server.exitCode !== null) return;
  const stopped = new Promise((resolve) => server?.once('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
});

const engines = (process.env.ENGINES ?? 'firefox,webkit').split(',') as Engine['name'][];

// One engine after the other, each journey in a browser of its own so that neither depends on where the
// other left off. (Side by side saved about 20 s of 3 minutes on a busy 2-core machine, and made every
// wait there twice as long.)
for (const name of engines) {
  describe(name, () => {
    const inBrowser = async (journey: (engine: Engine) => Promise<void>) => {
      const engine = await LAUNCH[name](BASE_URL);
      try {
        await journey(engine);
      } finally {
        await engine.quit();
      }
    };

    test('jonas01 with a password: dashboard, reload, a PDF, an upload, transactions, log out and Back', () =>
      inBrowser(passwordJourney));

    test(`Smart-ID ${FUND_CHANGERS[name].personalCode}: a pillar III fund change signed, log out and Back`, () =>
      inBrowser((engine) => smartIdJourney(engine, FUND_CHANGERS[name])));
  });
}

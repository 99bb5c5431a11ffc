// Starts the reference server for the browser tests: built SPA, a fresh embedded database in a temp
// folder, in demo mode (demo seed, demo links, simulators), its real Smart-ID / Mobile-ID clients talking
// to SK's fake (server/fakes/sk/) on a free port, whose demo persons answer fast, and the mail, SMS and
// bank fakes (server/fakes/) on PORT + 30 … + 33. Playwright stops it when the run ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSkFakeProcess } from './sk-fake-process.mjs';
import { startDemoFakes } from './start-fakes.mjs';

if (!existsSync('dist/index.html')) {
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const port = process.env.PORT ?? '8091';
// SK's fake on PORT + 34, where the journeys' "phone" scans a QR code or opens a Web2App link.
const fake = await startSkFakeProcess({
  command: ['--import', 'tsx', 'server/fakes/sk/main.ts'],
  port: process.env.SK_FAKE_PORT ?? String(Number(port) + 34),
  confirmDelayMs: process.env.EID_CONFIRM_DELAY_MS ?? '1500',
  cwd: process.cwd(),
});
// The demo's other outside parties on PORT + 30 and the next three ports (tests/e2e/support.ts finds them there).
const fakes = await startDemoFakes({
  fakesPort: Number(port) + 30,
  portalUrl: `http://127.0.0.1:${port}`,
  env: { ...process.env, SMTP_URL: '', SMS_GATEWAY_URL: '', SB_JWKS_URL: '', SB_JWKS_FILE: '' },
});
const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...fake.env,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: port,
    ...fakes.env,
    DATA_DIR: dataDir,
    DEMO_MODE: 'on',
    LOG_LEVEL: 'warn',
    // The journeys log the same personas in far more often than a person would (the limit itself is
    // covered by the server tests).
    EID_PUSH_LIMIT: '100000',
    // Every browser test comes from 127.0.0.1; the IP ban itself is covered by the server tests.
    RATE_LIMIT_BAD_MAX: '10000',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  fake.child.kill('SIGTERM');
  fakes.stop();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fake.child.kill('SIGTERM');
  fakes.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});

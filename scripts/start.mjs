#!/usr/bin/env node
/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then starts the server
 * (one process, one port: the SPA, /api and /connect), in demo mode with the embedded database.
 * Environment variables: see server/config.ts and the docs/configuration.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSkFakeProcess, wantsSkFake } from './sk-fake-process.mjs';
import { bundleForNode } from './bundle-node.mjs';
import { startDemoFakes } from './start-fakes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = resolve(root, process.env.STATIC_DIR || 'dist');
const builtIndex = join(staticDir, 'index.html');
const SOURCES = [
  'src',
  'machines',
  'index.html',
  'public',
  'vite.config.ts',
  'lingui.config.ts',
  'package.json',
];

/** Newest modification time under the SPA's sources (skips node_modules and dot folders). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function needsBuild() {
  if (process.env.SKIP_BUILD === '1') return false;
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > built);
}

if (needsBuild()) {
  if (!existsSync(join(root, 'index.html'))) {
    process.stderr.write('start: no index.html at the project root yet; serving the API only.\n');
  } else {
    process.stdout.write('start: building the SPA (vite build)...\n');
    const result = spawnSync(
      process.execPath,
      [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, STATIC_DIR: undefined },
      },
    );
    if (result.status !== 0) {
      process.stderr.write('start: the SPA build failed; serving the API (and any previous build).\n');
    }
  }
}

/**
 * The server is bundled with esbuild (dependencies stay external) and run by plain Node: starting
 * through a TypeScript loader costs seconds, the bundle starts in well under one. Falls back to tsx.
 */
async function serverCommand(entry = join(root, 'server', 'main.ts'), name = 'start-server') {
  const outfile = join(root, '.cache', name, 'main.mjs');
  try {
    await bundleForNode(entry, outfile, { sourcemap: true });
    return ['--enable-source-maps', outfile];
  } catch (error) {
    process.stderr.write(
      `start: bundling the server failed (${error instanceof Error ? error.message : String(error)}); using tsx.\n`,
    );
    return ['--import', 'tsx', entry];
  }
}

/**
 * Smart-ID / Mobile-ID: unless SMART_ID_URL or MOBILE_ID_URL name SK's services (or NODE_ENV=production),
 * the demo starts SK's fake (server/fakes/sk/, port SK_FAKE_PORT, default 8290) and points the server's
 * real clients at it.
 */
async function skFake() {
  if (!wantsSkFake(process.env)) return null;
  const fake = await startSkFakeProcess({
    command: await serverCommand(join(root, 'server', 'fakes', 'sk', 'main.ts'), 'sk-fake'),
    port: process.env.SK_FAKE_PORT || '8290',
    cwd: root,
  });
  return fake;
}

/**
 * `npm start` is the demo: with the embedded database (no DATABASE_URL) and outside production it asks the
 * server for demo mode (simulators, demo seed, demo links) unless DEMO_MODE is set. The server itself never
 * turns demo mode on by default (server/config.ts).
 */
function demoModeEnv() {
  if (process.env.DEMO_MODE !== undefined && process.env.DEMO_MODE !== '') return {};
  if (process.env.DATABASE_URL || process.env.NODE_ENV === 'production') return {};
  return { DEMO_MODE: 'on' };
}

const fake = await skFake();

/**
 * The demo's other outside parties (SMTP capture, SMS gateway, bank: server/fakes/) on FAKES_PORT (default
 * 8325) and the next three ports, when the server runs the demo.
 */
async function demoFakes(demo) {
  if (!demo) return null;
  const port = process.env.PORT || '8080';
  const portalUrl = process.env.PUBLIC_URL || `http://${process.env.HOST || '127.0.0.1'}:${port}`;
  const fakes = await startDemoFakes({ fakesPort: Number(process.env.FAKES_PORT || 8325), portalUrl });
  process.stdout.write(
    `start: demo mail ${fakes.info.mail}, SMS ${fakes.info.sms}, bank ${fakes.info.bank} (log in there and go to the portal)\n`,
  );
  return fakes;
}

const demoEnv = demoModeEnv();
const demoRequested = (demoEnv.DEMO_MODE ?? process.env.DEMO_MODE ?? '').toLowerCase();
const fakes = await demoFakes(['on', 'true', '1', 'yes'].includes(demoRequested));
const child = spawn(process.execPath, await serverCommand(), {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...(fake?.env ?? {}),
    ...demoEnv,
    ...(fakes?.env ?? {}),
    STATIC_DIR: staticDir,
    MIGRATIONS_DIR: join(root, 'server', 'db', 'migrations'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
    fake?.child.kill(signal);
    fakes?.stop();
  });
}
child.on('exit', (code, signal) => {
  fake?.child.kill('SIGTERM');
  fakes?.stop();
  process.exit(code ?? (signal ? 1 : 0));
});

#!/usr/bin/env node
/**
 * API benchmark: GET /api/Dashboard/GetDashboard with a valid token, 32 connections for 10 s, side by side in
 * the same run with a bare Fastify hello-world on this machine; prints requests/s, p99 latency and the ratio
 * API / hello-world:
 *   1. the reference server on PGlite (bundled, one process, loopback), then its warm start (the same
 *      embedded database again, spawn to healthy);
 *   2. on PostgreSQL: a throw-away cluster (scripts/with-postgres.sh, port BENCH_PG_PORT or TEST_PG_PORT,
 *      default 55432) with TWO server processes behind one port (Node's cluster, round-robin:
 *      scripts/bench-cluster.mjs), next to two hello-world processes behind one port the same way.
 *      Skipped (and reported as not measured) when PostgreSQL's binaries are missing.
 *
 *   node scripts/bench-api.mjs [--duration 10] [--connections 32] [--workers 2] [--postgres-only]
 *
 * The server runs with the rate limit raised (RATE_LIMIT_MAX, and RATE_LIMIT_BAD_MAX, which also bounds the
 * requests one IP may have in flight) so the benchmark measures the API, not the limiter's 429s; the
 * limiter's in-process bookkeeping is still paid.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { bundleForNode } from './bundle-node.mjs';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { recordFigure, verdict } from './bench-figures.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? Number(args[index + 1]) : fallback;
};
const DURATION = option('duration', 10);
const CONNECTIONS = option('connections', 32);
const API_PORT = option('port', 18470);
const HELLO_PORT = API_PORT + 1;
const WORKERS = option('workers', 2);
const CACHE = join(root, '.cache', 'bench-server');

export async function bundleServer() {
  return bundleForNode(join(root, 'server', 'main.ts'), join(CACHE, 'main.mjs'));
}

export function startServer(bundle, env) {
  const child = spawn(process.execPath, [bundle], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: join(root, 'does-not-exist'),
      MIGRATIONS_DIR: join(root, 'server', 'db', 'migrations'),
      RATE_LIMIT_MAX: '1000000000',
      RATE_LIMIT_BAD_MAX: '1000000000',
      ...env,
    },
  });
  return child;
}

export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${url} did not come up`);
}

/** A real login through the auth server: the password grant of the demo user. */
export async function passwordToken(baseUrl) {
  const response = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'jonas01',
      password: 'Pensija2026',
      scope: 'offline_access openid sbam',
      client_id: 'pension-portal',
    }),
  });
  const body = await response.json();
  if (!response.ok || typeof body.access_token !== 'string') {
    throw new Error(`password login failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

function stop(child) {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

async function run(title, options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    title,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A bare Fastify hello-world, written where `fastify` resolves from (this working copy's node_modules). */
function helloWorldFile() {
  mkdirSync(CACHE, { recursive: true });
  const file = join(CACHE, 'hello.mjs');
  writeFileSync(
    file,
    `import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`,
  );
  return file;
}

/** `workers` copies of `entry` behind one port (scripts/bench-cluster.mjs), or one plain process. */
function spawnProcesses(entry, workers, env) {
  const argv = workers > 1 ? [join(root, 'scripts', 'bench-cluster.mjs'), String(workers), entry] : [entry];
  return spawn(process.execPath, argv, {
    cwd: root,
    stdio: ['ignore', workers > 1 ? 'pipe' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: join(root, 'does-not-exist'),
      MIGRATIONS_DIR: join(root, 'server', 'db', 'migrations'),
      RATE_LIMIT_MAX: '1000000000',
      RATE_LIMIT_BAD_MAX: '1000000000',
      ...env,
    },
  });
}

/**
 * GetDashboard under load next to the hello-world, each warmed up 2 s first; the API first, then the
 * hello-world, never both at once (two cores). Prints and records the ratio and p99.
 */
async function sideBySide(label, apiBase, helloBase) {
  const token = await passwordToken(apiBase);
  const headers = { authorization: `Bearer ${token}` };
  const url = `${apiBase}/api/Dashboard/GetDashboard`;
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`GetDashboard answered ${check.status}`);
  process.stdout.write(`\n${label}: ${CONNECTIONS} connections, ${DURATION} s each (warm-up 2 s)\n`);
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const api = await run(`GET /api/Dashboard/GetDashboard`, { url, headers });
  await autocannon({ url: `${helloBase}/`, connections: CONNECTIONS, duration: 2 });
  const bare = await run('bare Fastify hello-world', { url: `${helloBase}/` });
  for (const r of [api, bare]) {
    process.stdout.write(
      `  ${r.title.padEnd(34)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(5)} ms   non-2xx ${r.non2xx}   errors ${r.errors}\n`,
    );
  }
  const ratio = api.requestsPerSecond / bare.requestsPerSecond;
  process.stdout.write(
    `  ratio API / hello-world: ${ratio.toFixed(3)} (budget 0.05, goal 0.10): ${verdict(ratio, 0.05, 0.1, 'higher')}\n`,
  );
  process.stdout.write(
    `  GetDashboard p99: ${api.p99} ms (budget 30 ms, goal 10 ms): ${verdict(api.p99, 30, 10, 'lower')}\n`,
  );
  recordFigure({
    figure: `GetDashboard req/s / hello-world, ${CONNECTIONS} conn., ${label}`,
    value: ratio,
    shown: `${ratio.toFixed(3)} (${api.requestsPerSecond.toFixed(0)} vs ${bare.requestsPerSecond.toFixed(0)})`,
    budget: 0.05,
    goal: 0.1,
    better: 'higher',
  });
  recordFigure({
    figure: `GetDashboard p99 at ${CONNECTIONS} connections, ${label}`,
    value: api.p99,
    shown: `${api.p99} ms`,
    budget: 30,
    goal: 10,
    better: 'lower',
    unit: 'ms',
  });
  if (api.non2xx > 0 || api.errors > 0) {
    process.stdout.write('  WARNING: the API run had non-2xx answers or errors\n');
    process.exitCode = 1;
  }
}

async function pglite(bundle, hello) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    const server = startServer(bundle, {
      PORT: String(API_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_SEED: 'true',
    });
    const bare = spawnProcesses(hello, 1, { PORT: String(HELLO_PORT) });
    try {
      await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
      await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
      await sideBySide(
        'PGlite, one process',
        `http://127.0.0.1:${API_PORT}`,
        `http://127.0.0.1:${HELLO_PORT}`,
      );
    } finally {
      await Promise.all([stop(server), stop(bare)]);
    }
    // Warm start: the same embedded database again (migrated and seeded), from spawn to a healthy answer.
    const times = [];
    for (let i = 0; i < 3; i += 1) {
      const started = Date.now();
      const again = startServer(bundle, { PORT: String(API_PORT), DATA_DIR: dataDir, DATABASE_URL: '' });
      try {
        await waitFor(`http://127.0.0.1:${API_PORT}/api/health`);
        times.push(Date.now() - started);
      } finally {
        await stop(again);
      }
    }
    times.sort((a, b) => a - b);
    const median = times[1] / 1000;
    process.stdout.write(
      `  warm start (embedded DB, spawn to healthy, 3 runs): ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}; median ${median.toFixed(2)} s (budget 1.5 s, goal 0.8 s): ${verdict(median, 1.5, 0.8, 'lower')}\n`,
    );
    recordFigure({
      figure: 'warm start (embedded DB, spawn to healthy, median of 3)',
      value: median,
      shown: `${median.toFixed(2)} s`,
      budget: 1.5,
      goal: 0.8,
      better: 'lower',
      unit: 's',
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs inside scripts/with-postgres.sh (TEST_DATABASE_URL): WORKERS servers and WORKERS hello-worlds. */
async function postgres(bundle, hello) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl)
    throw new Error('--postgres-only runs inside scripts/with-postgres.sh (TEST_DATABASE_URL)');
  const apiPort = API_PORT + 2;
  const helloPort = API_PORT + 3;
  const servers = spawnProcesses(bundle, WORKERS, {
    PORT: String(apiPort),
    DATABASE_URL: databaseUrl,
    DEMO_SEED: 'true',
    // Every process must hold the same key-encryption key (the signing keys live encrypted in the database).
    KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  const bare = spawnProcesses(hello, WORKERS, { PORT: String(helloPort) });
  try {
    // Every worker must be up before measuring: the port answers as soon as the first one listens.
    await Promise.all([allListening(servers, WORKERS), allListening(bare, WORKERS)]);
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`);
    await waitFor(`http://127.0.0.1:${helloPort}/`);
    await sideBySide(
      `PostgreSQL, ${WORKERS} processes behind one port`,
      `http://127.0.0.1:${apiPort}`,
      `http://127.0.0.1:${helloPort}`,
    );
  } finally {
    await Promise.all([stop(servers), stop(bare)]);
  }
}

/** Resolves when scripts/bench-cluster.mjs reports every worker listening (one plain process: at once). */
function allListening(child, workers, timeoutMs = 120_000) {
  if (workers <= 1) return Promise.resolve();
  return new Promise((done, fail) => {
    // The workers share this pipe (their logs too): it is read to the end so that it never fills up.
    let output = '';
    let listening = false;
    const timer = setTimeout(
      () => fail(new Error(`the cluster did not start ${workers} workers`)),
      timeoutMs,
    );
    child.stdout.on('data', (chunk) => {
      if (listening) return;
      output = (output + String(chunk)).slice(-4096);
      if (output.includes(`bench-cluster: ${workers} workers listening`)) {
        listening = true;
        clearTimeout(timer);
        done();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the cluster exited (code ${code})`));
    });
  });
}

async function main() {
  const bundle = await bundleServer();
  const hello = helloWorldFile();
  if (args.includes('--postgres-only')) {
    await postgres(bundle, hello);
    return;
  }
  await pglite(bundle, hello);

  const pgBin = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .map((version) => join('/usr/lib/postgresql', version, 'bin'))
        .find((bin) => existsSync(join(bin, 'initdb')))
    : undefined;
  if (!pgBin && !process.env.PGBIN) {
    process.stdout.write('\nPostgreSQL: binaries not found (set PGBIN); the two-process run is skipped\n');
    for (const figure of ['GetDashboard req/s / hello-world', 'GetDashboard p99']) {
      recordFigure({
        figure: `${figure}, PostgreSQL ${WORKERS} processes`,
        value: null,
        shown: 'not measured',
        budget: null,
        goal: null,
        better: 'lower',
      });
    }
    return;
  }
  const child = spawnSync(
    'bash',
    [
      join(root, 'scripts', 'with-postgres.sh'),
      process.execPath,
      fileURLToPath(import.meta.url),
      '--postgres-only',
      '--duration',
      String(DURATION),
      '--connections',
      String(CONNECTIONS),
      '--workers',
      String(WORKERS),
      '--port',
      String(API_PORT),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_PG_PORT: process.env.BENCH_PG_PORT ?? process.env.TEST_PG_PORT ?? '55432' },
    },
  );
  if (child.status !== 0) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}

#!/usr/bin/env node
/**
 * API benchmark: GET /api/Dashboard/GetDashboard with a valid token, 32 connections for 10 s, against the
 * reference server on PGlite (bundled, own process, loopback), side by side in the same run with a bare
 * Fastify hello-world on this machine. Prints requests/s, p99 latency and the ratio API / hello-world.
 *
 *   node scripts/bench-api.mjs [--duration 10] [--connections 32]
 *
 * The server runs with the rate limit raised (RATE_LIMIT_MAX, and RATE_LIMIT_BAD_MAX, which also bounds the
 * requests one IP may have in flight) so the benchmark measures the API, not the limiter's 429s; the
 * limiter's in-process bookkeeping is still paid.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

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

export async function bundleServer() {
  const outfile = join(root, '.cache', 'bench-server', 'main.mjs');
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'server', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
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
    if (child.exitCode !== null) return done();
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

const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });
`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const bundle = await bundleServer();
  const server = startServer(bundle, { PORT: String(API_PORT), DATA_DIR: dataDir, DEMO_SEED: 'true' });
  const hello = spawn(process.execPath, ['--input-type=module', '-e', HELLO], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${API_PORT}`;
    await waitFor(`${base}/api/health`);
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/`);
    const token = await passwordToken(base);
    const headers = { authorization: `Bearer ${token}` };
    const check = await fetch(`${base}/api/Dashboard/GetDashboard`, { headers });
    if (check.status !== 200) throw new Error(`GetDashboard answered ${check.status}`);
    process.stdout.write(`bench: ${CONNECTIONS} connections, ${DURATION} s each (warm-up 2 s)\n`);
    await autocannon({
      url: `${base}/api/Dashboard/GetDashboard`,
      headers,
      connections: CONNECTIONS,
      duration: 2,
    });
    const api = await run('GET /api/Dashboard/GetDashboard (PGlite)', {
      url: `${base}/api/Dashboard/GetDashboard`,
      headers,
    });
    await autocannon({ url: `http://127.0.0.1:${HELLO_PORT}/`, connections: CONNECTIONS, duration: 2 });
    const bare = await run('bare Fastify hello-world', { url: `http://127.0.0.1:${HELLO_PORT}/` });
    const rows = [api, bare].map(
      (r) =>
        `  ${r.title.padEnd(42)} ${r.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(5)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`,
    );
    process.stdout.write(`${rows.join('\n')}\n`);
    const ratio = api.requestsPerSecond / bare.requestsPerSecond;
    const verdict = (value, budget, goal, lowerIsBetter) => {
      const within = (limit) => (lowerIsBetter ? value <= limit : value >= limit);
      return within(goal) ? 'within goal' : within(budget) ? 'within budget' : 'OVER BUDGET';
    };
    process.stdout.write(
      `  ratio API / hello-world: ${ratio.toFixed(3)} (budget 0.05, goal 0.10): ${verdict(ratio, 0.05, 0.1, false)}\n`,
    );
    process.stdout.write(
      `  GetDashboard p99: ${api.p99} ms (budget 30 ms, goal 10 ms): ${verdict(api.p99, 30, 10, true)}\n`,
    );
    if (api.non2xx > 0 || api.errors > 0) {
      process.stdout.write('  WARNING: the API run had non-2xx answers or errors\n');
      process.exitCode = 1;
    }
  } finally {
    await Promise.all([stop(server), stop(hello)]);
  }
  try {
    // Warm start: the same embedded database again (migrated and seeded), from spawn to a healthy answer.
    const times = [];
    for (let i = 0; i < 3; i += 1) {
      const started = Date.now();
      const again = startServer(bundle, { PORT: String(API_PORT), DATA_DIR: dataDir });
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
      `  warm start (embedded DB, spawn to healthy, 3 runs): ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}; median ${median.toFixed(2)} s (budget 1.5 s, goal 0.8 s): ${median <= 0.8 ? 'within goal' : median <= 1.5 ? 'within budget' : 'OVER BUDGET'}\n`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}

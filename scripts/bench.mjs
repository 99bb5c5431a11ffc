// `npm run bench`: the built SPA's weight (the manifest's chunks, then what Chromium really downloads for
// /login, compression, assets on a second origin), fuzzing, Lighthouse, the API benchmarks (PGlite, and
// PostgreSQL with two processes), durability, then every figure in one table (budget, goal, verdict),
// then mutation testing.
//
//   npm run bench [-- --no-mutation]
//
// A step that fails does not stop the others; the run fails when any did or any figure is over budget.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { printFigures, readFigures, recordFigure } from './bench-figures.mjs';
import { LOGIN_BUDGET_KB, LOGIN_GOAL_KB, kb, measure } from './bundle-size.mjs';

mkdirSync('.cache', { recursive: true });
const FIGURES = join('.cache', 'bench-figures.jsonl');
rmSync(FIGURES, { force: true });
const env = { ...process.env, BENCH_FIGURES: FIGURES };
process.env.BENCH_FIGURES = FIGURES;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const loadAtStart = load();

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.log(`  (${[cmd, ...args].join(' ')} failed with ${result.status ?? result.signal})`);
    process.exitCode = 1;
  }
};

{
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const { initial, login, lazy, initialBytes, loginBytes } = measure();
console.log(
  '\n== Login route from the manifest: the entry and its static imports, gzip (what Chromium downloads is below) ==',
);
for (const r of initial) console.log(`  ${kb(r.gzip).padStart(7)} KB  ${r.file}`);
console.log(`  ${kb(initialBytes).padStart(7)} KB  the entry and its static imports`);
console.log("\n== Login route: plus the login screens' chunk, preloaded by index.html ==");
for (const r of login.filter((x) => !initial.some((i) => i.key === x.key)))
  console.log(`  ${kb(r.gzip).padStart(7)} KB  ${r.file}`);
console.log(
  `  ${kb(loginBytes).padStart(7)} KB  in all (budget ${LOGIN_BUDGET_KB} KB, goal ${LOGIN_GOAL_KB} KB)`,
);
console.log('\n== Every lazy chunk, gzip ==');
for (const r of lazy) console.log(`  ${kb(r.gzip).padStart(7)} KB  ${r.file}`);

// Fuzzing at bench size (CI runs 2,400 requests in tests/server/api-fuzz.test.ts): in process (Fastify
// inject), nothing leaves the machine; bounded by FUZZ_REQUESTS and the test's time limit.
const FUZZ_REQUESTS = 20_000;
console.log(
  `\n== Fuzzing every OpenAPI operation: ${FUZZ_REQUESTS.toLocaleString('en')} malformed requests ==`,
);
{
  const started = Date.now();
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'tests/server/api-fuzz.test.ts'], {
    encoding: 'utf8',
    env: { ...env, FUZZ_REQUESTS: String(FUZZ_REQUESTS) },
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const sent = Number(/fuzz: (\d+) requests/.exec(result.stdout ?? '')?.[1] ?? NaN);
  const passed = result.status === 0;
  if (!passed) process.exitCode = 1;
  recordFigure({
    figure: 'fuzz: malformed requests, answers 500-599',
    value: passed ? 0 : 1,
    shown: `${Number.isNaN(sent) ? '?' : sent.toLocaleString('en')} sent, ${passed ? '0 answers 5xx, healthy after' : 'FAILED (see above)'} in ${Math.round((Date.now() - started) / 1000)} s`,
    budget: 0,
    goal: 0,
    better: 'lower',
  });
}

for (const script of [
  'scripts/bench-web.mjs',
  'scripts/lighthouse.mjs',
  'scripts/bench-api.mjs',
  'scripts/durability.mjs',
]) {
  if (existsSync(script)) {
    console.log(`\n== ${script} ==`);
    run('node', [script]);
  }
}

const over = printFigures(
  readFigures(FIGURES),
  `The figures, one run (load average 1/5/15 min: ${loadAtStart} at the start, ${load()} now)`,
);
if (over > 0) {
  console.log(`  ${over} figure(s) over budget or not measured`);
  process.exitCode = 1;
}

// Mutation testing (scripts/mutation.mjs) runs here, not in CI: see the docs/testing.md "Mutation testing".
if (!process.argv.includes('--no-mutation') && existsSync('scripts/mutation.mjs')) {
  console.log('\n== scripts/mutation.mjs ==');
  run('node', ['scripts/mutation.mjs']);
}

// `npm run bench`: the built SPA's weight (the manifest's chunks, then what Chromium really downloads for
// /login, compression, assets on a second origin), Lighthouse, the API benchmarks, durability and mutation
// testing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { LOGIN_BUDGET_KB, LOGIN_GOAL_KB, kb, measure } from './bundle-size.mjs';

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npx', ['vite', 'build', '--logLevel', 'warn']);
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

// Mutation testing (scripts/mutation.mjs) runs here, not in CI: see the README's "Mutation testing".
// Fuzzing at bench size (CI runs 2,400 requests in tests/server/api-fuzz.test.ts).
console.log('\n== Fuzzing every OpenAPI operation: 20,000 malformed requests ==');
{
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'tests/server/api-fuzz.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, FUZZ_REQUESTS: '20000' },
  });
  if (result.status !== 0) process.exitCode = 1;
}

for (const script of [
  'scripts/bench-web.mjs',
  'scripts/lighthouse.mjs',
  'scripts/bench-api.mjs',
  'scripts/durability.mjs',
  'scripts/mutation.mjs',
]) {
  if (existsSync(script)) {
    console.log(`\n== ${script} ==`);
    run('node', [script]);
  }
}

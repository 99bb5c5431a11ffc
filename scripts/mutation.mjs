#!/usr/bin/env node
/**
 * `npm run test:mutation`: Stryker over `machines/` and `src/domain` (stryker.config.mjs, incremental), then
 * the score per folder, the surviving mutants written to reports/mutation/survivors.md, and a failure when a
 * folder is below the budget.
 *
 *   score = killed (incl. timeouts) ÷ (killed + survived + not covered), per folder, after removing the
 *           mutants listed as equivalent in tests/mutation/equivalent-mutants.json (each with its reason).
 *   goal 90 %, budget 80 % (exit 1 below the budget).
 *
 * Options: --report-only (score the last report without running Stryker), --full (ignore the incremental file).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORT = path.join(ROOT, 'reports/mutation/mutation.json');
const SURVIVORS = path.join(ROOT, 'reports/mutation/survivors.md');
const EQUIVALENTS = path.join(ROOT, 'tests/mutation/equivalent-mutants.json');
const FOLDERS = ['machines/', 'src/domain/'];
const GOAL = 90;
const BUDGET = 80;

const args = new Set(process.argv.slice(2));

if (!args.has('--report-only')) {
  const started = Date.now();
  const strykerArgs = ['stryker', 'run', 'stryker.config.mjs'];
  if (args.has('--full')) strykerArgs.push('--force');
  const run = spawnSync('npx', strykerArgs, { cwd: ROOT, stdio: 'inherit' });
  console.log(`\nStryker took ${Math.round((Date.now() - started) / 1000)} s`);
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (!existsSync(REPORT)) {
  console.error(`No mutation report at ${path.relative(ROOT, REPORT)}: run npm run test:mutation first.`);
  process.exit(1);
}

/** @type {{ files: Record<string, { source: string, mutants: Array<{ id: string, mutatorName: string, replacement?: string, status: string, location: { start: { line: number, column: number } } }> }> }} */
const report = JSON.parse(readFileSync(REPORT, 'utf8'));
/** @type {Array<{ file: string, mutator: string, replacement: string, line: string, reason: string }>} */
const equivalents = existsSync(EQUIVALENTS) ? JSON.parse(readFileSync(EQUIVALENTS, 'utf8')) : [];

/** A mutant is identified by file, mutator, replacement and the text of its line (stable when lines move). */
const keyOf = (file, mutator, replacement, line) => [file, mutator, replacement, line.trim()].join('\u0000');
const equivalentKeys = new Map(equivalents.map((e) => [keyOf(e.file, e.mutator, e.replacement, e.line), e]));
const usedEquivalents = new Set();

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const perFolder = new Map(
  FOLDERS.map((f) => [f, { detected: 0, undetected: 0, equivalent: 0, survivors: [] }]),
);

for (const [file, { source, mutants }] of Object.entries(report.files)) {
  const folder = FOLDERS.find((f) => file.replaceAll('\\', '/').startsWith(f));
  if (folder === undefined) continue;
  const lines = source.split('\n');
  const score = perFolder.get(folder);
  for (const mutant of mutants) {
    const line = lines[mutant.location.start.line - 1] ?? '';
    const key = keyOf(file, mutant.mutatorName, mutant.replacement ?? '', line);
    if (DETECTED.has(mutant.status)) score.detected += 1;
    else if (UNDETECTED.has(mutant.status)) {
      if (equivalentKeys.has(key)) {
        score.equivalent += 1;
        usedEquivalents.add(key);
      } else {
        score.undetected += 1;
        score.survivors.push({ file, mutant, line });
      }
    }
  }
}

const lines = ['# Surviving mutants', ''];
let failed = false;
console.log('\nMutation score per folder (goal 90 %, budget 80 %):');
for (const [folder, s] of perFolder) {
  const total = s.detected + s.undetected;
  const score = total === 0 ? 100 : (s.detected / total) * 100;
  const verdict = score >= GOAL ? 'goal met' : score >= BUDGET ? 'within budget, below goal' : 'BELOW BUDGET';
  if (score < BUDGET) failed = true;
  const summary =
    `${folder.padEnd(12)} ${score.toFixed(1).padStart(5)} %  ` +
    `(${s.detected} killed, ${s.undetected} survived, ${s.equivalent} equivalent)  ${verdict}`;
  console.log(`  ${summary}`);
  lines.push(`## ${folder} — ${score.toFixed(1)} %`, '');
  for (const { file, mutant, line } of s.survivors) {
    lines.push(
      `- \`${file}:${mutant.location.start.line}\` ${mutant.mutatorName} (${mutant.status}): ` +
        `\`${line.trim()}\` → \`${(mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 160)}\``,
    );
  }
  lines.push('');
}
const stale = equivalents.filter(
  (e) => !usedEquivalents.has(keyOf(e.file, e.mutator, e.replacement, e.line)),
);
if (stale.length > 0) {
  lines.push('## Listed as equivalent but not found as a survivor (remove from the list)', '');
  for (const e of stale) lines.push(`- \`${e.file}\` ${e.mutator}: \`${e.line}\``);
}
mkdirSync(path.dirname(SURVIVORS), { recursive: true });
writeFileSync(SURVIVORS, `${lines.join('\n')}\n`);
console.log(`Survivors: ${path.relative(ROOT, SURVIVORS)}; full report: reports/mutation/mutation.html`);
if (failed) {
  console.error(`A folder is below the ${BUDGET} % budget.`);
  process.exit(1);
}

/**
 * Writes a Mermaid state diagram per machine: `machines/**\/<name>.machine.ts` → `docs/machines/<name>.mmd`,
 * and removes diagrams whose machine is gone. Run with `npm run diagrams` (or `npx tsx scripts/diagrams.ts`);
 * `--check` only reports stale files and exits with 1. `tests/model/diagrams.test.ts` runs the same check.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAllDiagrams } from './diagram-render';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const checkOnly = process.argv.includes('--check');

const diagrams = await renderAllDiagrams(rootDir);
const docsDir = join(rootDir, 'docs', 'machines');
mkdirSync(docsDir, { recursive: true });

const stale: string[] = [];
for (const diagram of diagrams) {
  const path = join(rootDir, diagram.output);
  const current = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  if (current === diagram.content) continue;
  stale.push(diagram.output);
  if (!checkOnly) writeFileSync(path, diagram.content);
}
const wanted = new Set(diagrams.map((d) => d.output));
for (const file of readdirSync(docsDir)
  .filter((f) => f.endsWith('.mmd'))
  .sort()) {
  const output = `docs/machines/${file}`;
  if (wanted.has(output)) continue;
  stale.push(`${output} (no machine)`);
  if (!checkOnly) rmSync(join(docsDir, file));
}

if (checkOnly && stale.length > 0) {
  console.error(`Stale diagrams, run npm run diagrams:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `${diagrams.length} machine diagram(s) in docs/machines; ${checkOnly ? 'all fresh' : `${stale.length} updated`}.`,
);

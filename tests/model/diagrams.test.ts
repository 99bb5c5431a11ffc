import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderAllDiagrams } from '../../scripts/diagram-render';

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const STALE = 'stale diagram: run npm run diagrams';

describe('machine diagrams (docs/machines)', async () => {
  const diagrams = await renderAllDiagrams(rootDir);

  it('finds the machines', () => {
    expect(diagrams.map((d) => d.source)).toContain('machines/forms/form.machine.ts');
  });

  for (const diagram of diagrams) {
    it(`${diagram.output} matches ${diagram.source}`, () => {
      const path = join(rootDir, diagram.output);
      expect(existsSync(path), `${diagram.output} is missing: run npm run diagrams`).toBe(true);
      expect(readFileSync(path, 'utf8'), STALE).toBe(diagram.content);
    });
  }

  it('has no diagram without a machine', () => {
    const wanted = new Set(diagrams.map((d) => d.output));
    const orphans = readdirSync(join(rootDir, 'docs', 'machines'))
      .filter((file) => file.endsWith('.mmd'))
      .map((file) => `docs/machines/${file}`)
      .filter((output) => !wanted.has(output));
    expect(orphans, `${STALE} (it removes diagrams of deleted machines)`).toEqual([]);
  });
});

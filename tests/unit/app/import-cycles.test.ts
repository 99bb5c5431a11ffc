// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** Issue 8 item 3: zero import cycles, a cycle through a type-only import included. */
const CHECK = path.resolve('scripts/check-import-cycles.mjs');
const run = (...dirs: string[]) => spawnSync(process.execPath, [CHECK, ...dirs], { encoding: 'utf8' });

const fixture = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

describe('import cycles', () => {
  it('the repository has none, counting type-only and dynamic imports', () => {
    const result = run();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^import cycles: none among \d+ modules/);
  }, 60_000);

  it('a cycle closed by `import type` is reported', () => {
    writeFileSync(
      path.join(fixture, 'table.ts'),
      "import { screen } from './screen';\nexport interface Context { id: string }\nexport const table = [screen];\n",
    );
    writeFileSync(
      path.join(fixture, 'screen.ts'),
      "import type { Context } from './table';\nexport const screen = (context: Context) => context.id;\n",
    );
    const result = run(fixture);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('import cycles: 1');
    expect(result.stderr).toContain(path.join(fixture, 'screen.ts'));
    expect(result.stderr).toContain(path.join(fixture, 'table.ts'));
  }, 60_000);
});

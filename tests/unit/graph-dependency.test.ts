// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The design card names `@xstate/graph` as the home of the graph API (paths, adjacency map, TestModel):
 * it is a declared dependency, and nothing imports xstate's bundled copy (`xstate/graph`) instead.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIRS = ['tests', 'scripts', 'machines', 'stories', 'src', '.storybook'];
const SKIP = new Set(['node_modules', 'dist', 'locales']);

function files(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return SKIP.has(entry) ? [] : files(path);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry) ? [path] : [];
  });
}

describe('@xstate/graph is the graph API dependency', () => {
  it('is declared in package.json, major version 3', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    const version = pkg.devDependencies?.['@xstate/graph'] ?? pkg.dependencies?.['@xstate/graph'];
    expect(version).toMatch(/^\^?3\./);
  });

  it('every graph import reads @xstate/graph, none xstate/graph', () => {
    const bundled = /from\s+['"]xstate\/graph['"]/;
    const offenders = DIRS.flatMap((dir) => files(join(ROOT, dir)))
      .filter((file) => bundled.test(readFileSync(file, 'utf8')))
      .map((file) => relative(ROOT, file));
    expect(offenders).toEqual([]);
    const harness = readFileSync(join(ROOT, 'tests/model/harness.ts'), 'utf8');
    expect(harness).toMatch(/from\s+'@xstate\/graph'/);
  });
});

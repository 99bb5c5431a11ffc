// A reader follows the paths the README, the docs and the code's comments name; each must lead to a file or
// folder that exists. (The migrations are exempt: a migration is never edited once it has run, so its
// comments keep the names of their day.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');

function filesUnder(folder: string, ending: RegExp): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ending.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(ROOT.length + 1))
    .filter((file) => !file.includes('node_modules'));
}

const TOP = '(?:src|machines|server|tests|scripts|stories|docs)';

/** The repository paths in backquotes in a Markdown text: `src/…`, `machines/…/x.ts`. */
function pathsInMarkdown(text: string): string[] {
  return [...text.matchAll(new RegExp(`\`(${TOP}/[\\w./\\-]*)\``, 'g'))].map((match) => match[1]!);
}

/** The repository paths of files a code comment names: src/…/x.ts, docs/…/y.md. */
function pathsInCode(text: string): string[] {
  return [
    ...text.matchAll(
      new RegExp(`(?<![\\w./'"\`-])(${TOP}/[\\w.\\-/]*\\.(?:tsx?|mjs|md|mmd|sql|po|json))`, 'g'),
    ),
  ].map((match) => match[1]!);
}

function missing(files: string[], pathsIn: (text: string) => string[]): string[] {
  return files.flatMap((file) =>
    pathsIn(readFileSync(join(ROOT, file), 'utf8'))
      .filter((path) => !existsSync(join(ROOT, path)))
      .map((path) => `${file}: ${path}`),
  );
}

describe('the files the documents and comments name', () => {
  it('exist, for every path the README and the docs name', () => {
    const documents = ['README.md', ...filesUnder('docs', /\.md$/)];
    expect(documents.length).toBeGreaterThan(20);
    expect(missing(documents, pathsInMarkdown)).toEqual([]);
  });

  it('exist, for every file a comment in the code names', () => {
    const code = ['src', 'machines', 'server', 'scripts', 'stories', 'tests']
      .flatMap((folder) => filesUnder(folder, /\.(?:tsx?|mjs|sql)$/))
      .filter((file) => !file.startsWith('server/db/migrations/'));
    expect(code.length).toBeGreaterThan(500);
    expect(missing(code, pathsInCode)).toEqual([]);
  });

  it('exist, for every file the build, test and catalogue configurations name', () => {
    const configs = [
      'lingui.config.ts',
      'vite.config.ts',
      'playwright.config.ts',
      'knip.json',
      'eslint.config.js',
    ];
    // Lingui names files and folders from the project's root, written <rootDir>.
    const named = (text: string) => [
      ...pathsInCode(text),
      ...[...text.matchAll(/<rootDir>\/([\w./-]+)/g)].map((match) => match[1]!),
    ];
    expect(named("['<rootDir>/src/kits/aml', '<rootDir>/src/app/shell/header.tsx']")).toEqual([
      'src/kits/aml',
      'src/app/shell/header.tsx',
    ]);
    expect(missing(configs, named)).toEqual([]);
  });

  it('notices a path that leads nowhere', () => {
    expect(pathsInMarkdown('see `src/flows/no-such-flow/page.tsx` and `docs/signing.md`')).toEqual([
      'src/flows/no-such-flow/page.tsx',
      'docs/signing.md',
    ]);
    expect(
      pathsInCode(
        '// provided at src/kits/signing/signing-actors.ts and machines/signing/signing.machine.ts',
      ),
    ).toEqual(['src/kits/signing/signing-actors.ts', 'machines/signing/signing.machine.ts']);
    expect(existsSync(join(ROOT, 'src/flows/no-such-flow/page.tsx'))).toBe(false);
  });
});

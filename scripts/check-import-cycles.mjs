// Fails when any module imports, directly or through others, a module that imports it back.
//
// ESLint's import plugins (import-x/no-cycle) skip `import type` edges; a cycle through
// a type (route-tree.tsx ⇄ routes/portal/* through RouterContext) still ties two modules together and
// is what made the route table hard to split. This check reads every import of every source file,
// type-only and dynamic `import()` included, and reports each strongly connected group of modules.
// Run by `npm run lint`, `npm test` (scripts/test-all.sh) and tests/unit/app/import-cycles.test.ts; usage: node scripts/check-import-cycles.mjs [dir …]
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const DEFAULT_ROOTS = ['src', 'machines', 'server', 'stories', 'tests', 'scripts', '.storybook'];
const ROOTS = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_ROOTS;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];
const SKIP = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report']);

function sourceFiles(dir, found = []) {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) sourceFiles(file, found);
    } else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) {
      found.push(file);
    }
  }
  return found;
}

/** Relative imports only: packages cannot import our modules back. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.join(path.dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    // `./x.js` written for a TypeScript file
    ...(base.endsWith('.js') ? ['.ts', '.tsx'].map((ext) => base.slice(0, -3) + ext) : []),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

const files = ROOTS.flatMap((root) => sourceFiles(root));
const graph = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => resolveImport(file, fileName))
      .filter((target) => target !== null);
    return [file, [...new Set(targets)]];
  }),
);

// Tarjan's strongly connected components, iterative so a deep import chain cannot overflow the stack.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
for (const start of graph.keys()) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, counter);
  low.set(start, counter);
  counter += 1;
  stack.push(start);
  onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, next] = frame;
    const targets = graph.get(node) ?? [];
    if (next < targets.length) {
      frame[1] += 1;
      const target = targets[next];
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        index.set(target, counter);
        low.set(target, counter);
        counter += 1;
        stack.push(target);
        onStack.add(target);
        work.push([target, 0]);
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = component.length === 1 && (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  }
}

if (cycles.length > 0) {
  console.error(`import cycles: ${cycles.length} (type-only and dynamic imports included)`);
  for (const component of cycles) console.error(`  - ${component.join('\n    ')}`);
  process.exit(1);
}
console.log(`import cycles: none among ${graph.size} modules (type-only and dynamic imports included)`);

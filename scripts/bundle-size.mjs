// Measures the built SPA from Vite's manifest: the login route's initial JavaScript (the entry chunk and
// its static imports), plus the login screens' chunk that index.html preloads (the `login` chunk group of
// vite.config.ts), and every lazy chunk, gzip-compressed. A quick check after the build; what the browser
// really downloads is measured in Chromium (scripts/login-weight.mjs, tests/e2e/login-weight.spec.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUDGET_KB = 140;
export const LOGIN_GOAL_KB = 115;
/** The chunk names index.html preloads with the entry (vite.config.ts, `preloadChunks`). */
const LOGIN_CHUNKS = ['login', 'forms'];

export function measure(distDir = 'dist') {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const closure = (keys, seen = new Set()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const initialKeys = closure([entryKey]);
  const loginKeys = closure(
    Object.keys(manifest).filter((k) => LOGIN_CHUNKS.includes(manifest[k].name)),
    new Set(initialKeys),
  );
  const row = (key) => ({ key, file: manifest[key].file, gzip: gz(manifest[key].file) });
  const initial = [...initialKeys].map(row);
  const login = [...loginKeys].map(row);
  const lazy = Object.keys(manifest)
    .filter((k) => manifest[k].file.endsWith('.js') && !initialKeys.has(k))
    .map(row)
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (rows) => rows.reduce((total, r) => total + r.gzip, 0);
  return { initial, login, lazy, initialBytes: sum(initial), loginBytes: sum(login) };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

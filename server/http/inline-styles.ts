/**
 * The CSP hashes of the `<style>` blocks in the built pages (index.html, portal.html): the build puts the
 * entry's stylesheet inside each page (scripts/vite-preload-chunks.mjs) so the first frame paints without
 * another request, and the CSP allows exactly those blocks ('sha256-…'), never inline styles in general.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** 'sha256-<base64>' of each distinct `<style>` body of the HTML files directly in `staticDir`. */
export function inlineStyleHashes(staticDir: string | undefined): string[] {
  if (!staticDir || !existsSync(staticDir)) return [];
  const hashes = new Set<string>();
  for (const name of readdirSync(staticDir)) {
    if (!name.endsWith('.html')) continue;
    const html = readFileSync(join(staticDir, name), 'utf8');
    for (const match of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      hashes.add(
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
      );
    }
  }
  return [...hashes];
}

/**
 * A small Vite plugin: after the build has written its files, every text asset (JavaScript, CSS, HTML, SVG,
 * JSON …) of at least `minBytes` gets a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling, so
 * the server only picks one by the request's Accept-Encoding (server/http/static-files.ts) and never
 * compresses a static file per request. Uses node:zlib only.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text formats (images and fonts other than SVG are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/i;

/** @param {string} dir @returns {Generator<string>} */
function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `.br` and `.gz` beside every compressible file of `dir`; returns how many files it compressed. */
/** @param {string} dir @param {number} [minBytes] @returns {number} */
export function precompressDir(dir, minBytes = 512) {
  let count = 0;
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || statSync(path).size < minBytes) continue;
    const content = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    count += 1;
  }
  return count;
}

/** @param {{ minBytes?: number }} [options] @returns {import('vite').Plugin} */
export function precompress(options = {}) {
  /** @type {import('vite').ResolvedConfig | undefined} */
  let config;
  return {
    name: 'pension-portal:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      // Only the app's build: Storybook's static build (same Vite config, its own plugins) is not served here.
      if (!config || config.build.ssr) return;
      if (config.plugins.some((plugin) => plugin.name.startsWith('storybook:'))) return;
      const outDir = resolve(config.root, config.build.outDir);
      const count = precompressDir(outDir, options.minBytes);
      config.logger.info(`precompress: ${count} files with .br and .gz beside them`);
    },
  };
}

import type { Plugin } from 'vite';

/**
 * The Vite plugin: index.html preloads the chunks of these names (`codeSplitting.groups[].name`); each of
 * `pages` is written as a copy of index.html preloading the chunks that hold the modules matching its
 * patterns (and their static imports) instead, with its `root` markup inside `<div id="root">`, and its
 * `scripts` (standalone, bundled alone by esbuild) loaded first as async module scripts.
 */
export function preloadChunks(
  names: string[],
  options?: { pages?: Record<string, { preload: RegExp[]; root?: string; scripts?: string[] }> },
): Plugin;

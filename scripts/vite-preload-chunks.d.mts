import type { Plugin } from 'vite';

/**
 * The Vite plugin: index.html preloads the chunks of these names (`codeSplitting.groups[].name`); each of
 * `pages` is written as a copy of index.html preloading the chunks that hold the modules matching its
 * patterns (and their static imports) instead, with its `root` markup inside `<div id="root">`.
 */
export function preloadChunks(
  names: string[],
  options?: { pages?: Record<string, { preload: RegExp[]; root?: string }> },
): Plugin;

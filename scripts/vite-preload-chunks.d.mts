import type { Plugin } from 'vite';

/** The Vite plugin: index.html preloads the chunks of these names (`codeSplitting.groups[].name`). */
export function preloadChunks(names: string[]): Plugin;

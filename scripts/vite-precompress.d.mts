import type { Plugin } from 'vite';

/** Text formats the build precompresses. */
export const COMPRESSIBLE: RegExp;
/** Writes `.br` and `.gz` beside every compressible file of `dir` of at least `minBytes`; returns the count. */
export function precompressDir(dir: string, minBytes?: number): number;
/** The Vite plugin: precompresses the app's outDir after the build. */
export function precompress(options?: { minBytes?: number }): Plugin;

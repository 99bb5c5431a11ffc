/**
 * One TypeScript entry of the server bundled with esbuild for plain Node (dependencies stay external):
 * starting through a TypeScript loader costs seconds, a bundle starts in well under one. Used by
 * `npm start` (the server and the demo's fakes) and the bench.
 *
 * @param {string} entry the .ts entry point
 * @param {string} outfile the .mjs bundle to write
 * @param {{ sourcemap?: boolean }} [options]
 */
export async function bundleForNode(entry, outfile, options = {}) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: options.sourcemap ?? false,
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

/**
 * A small Vite plugin: index.html preloads the named chunks (`<link rel="modulepreload">`), e.g. the login
 * screens' chunk, so the browser fetches them together with the entry instead of discovering them only
 * after the entry has run and the router has matched the URL. Vite itself preloads only the entry's
 * static imports. The links follow the build's base (ASSET_BASE_URL).
 */

/** @param {string[]} names chunk names (`codeSplitting.groups[].name`) @returns {import('vite').Plugin} */
export function preloadChunks(names) {
  /** @type {string} */
  let base = '/';
  return {
    name: 'portal-preload-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'chunk' && !output.isEntry && names.includes(output.name),
        );
        const missing = names.filter((name) => !chunks.some((chunk) => chunk.name === name));
        if (missing.length > 0) throw new Error(`preloadChunks: no chunk named ${missing.join(', ')}`);
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

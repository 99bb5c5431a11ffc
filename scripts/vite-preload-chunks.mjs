/**
 * A small Vite plugin: index.html preloads the named chunks (`<link rel="modulepreload">`), e.g. the login
 * screens' chunk, so the browser fetches them together with the entry instead of discovering them only
 * after the entry has run and the router has matched the URL. Vite itself preloads only the entry's
 * static imports. The links follow the build's base (ASSET_BASE_URL).
 *
 * `pages` writes further HTML documents beside index.html: the same document with its own preloads in place
 * of the named chunks, e.g. `portal.html`, which the server sends for the authorized area's addresses
 * (server/http/static-files.ts), preloading what a reload of a portal screen needs at once (the token
 * refresh's HTTP code, the portal's routes, texts, layout and API client) instead of the login screens.
 * Each page lists modules by a pattern of their path; the chunks holding them and every chunk those import
 * statically are preloaded (not the entry, which the document loads anyway). A page's `root` markup goes
 * inside its `<div id="root">`: what the browser paints while the scripts load (React replaces it).
 */

/**
 * @param {string[]} names chunk names (`codeSplitting.groups[].name`) preloaded by index.html
 * @param {{ pages?: Record<string, { preload: RegExp[], root?: string }> }} [options]
 * @returns {import('vite').Plugin}
 */
export function preloadChunks(names, options = {}) {
  /** @type {string} */
  let base = '/';
  const pages = options.pages ?? {};
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
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (Object.keys(pages).length === 0 || !index || index.type !== 'asset') return;
        const html = String(index.source);
        /** @type {import('rollup').OutputChunk[]} */
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const namedLinks = chunks
          .filter((chunk) => !chunk.isEntry && names.includes(chunk.name))
          .map((chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`);
        for (const [fileName, { preload: patterns, root }] of Object.entries(pages)) {
          /** @type {Set<string>} */
          const wanted = new Set();
          const add = (/** @type {import('rollup').OutputChunk} */ chunk) => {
            if (chunk.isEntry || wanted.has(chunk.fileName)) return;
            wanted.add(chunk.fileName);
            for (const imported of chunk.imports) {
              const next = byFile.get(imported);
              if (next) add(next);
            }
          };
          for (const pattern of patterns) {
            const holding = chunks.filter((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
            if (holding.length === 0)
              throw new Error(`preloadChunks: ${fileName}: no chunk holds ${pattern}`);
            holding.forEach(add);
          }
          let page = html;
          for (const link of namedLinks) {
            if (!page.includes(link)) throw new Error(`preloadChunks: ${fileName}: index.html lacks ${link}`);
            page = page.replace(`\n    ${link}`, '').replace(link, '');
          }
          const links = [...wanted]
            .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">`)
            .join('\n');
          page = page.replace(/\n\s*<\/head>/, `\n${links}\n  </head>`);
          if (root !== undefined) {
            if (!page.includes('<div id="root"></div>'))
              throw new Error(`preloadChunks: ${fileName}: index.html lacks <div id="root"></div>`);
            page = page.replace('<div id="root"></div>', `<div id="root">${root}</div>`);
          }
          this.emitFile({ type: 'asset', fileName, source: page });
        }
      },
    },
  };
}

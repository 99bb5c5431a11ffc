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
 *
 * A page's `scripts` are small standalone scripts run ahead of the app (e.g. the head start,
 * src/head-start/main.ts): each is bundled on its own by esbuild with everything it imports (it never
 * waits for, or shares a file with, the app's chunks), written as `assets/<name>-<hash>.js` and loaded by
 * the page first, as an async classic script. `import.meta.env.VITE_*` in them is the build's value.
 */
import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import { build } from 'esbuild';

/**
 * @param {string[]} names chunk names (`codeSplitting.groups[].name`) preloaded by index.html
 * @param {{ pages?: Record<string, { preload: RegExp[], root?: string }> }} [options]
 * @returns {import('vite').Plugin}
 */
export function preloadChunks(names, options = {}) {
  /** @type {string} */
  let base = '/';
  /** @type {Record<string, string>} */
  let env = {};
  const pages = options.pages ?? {};
  return {
    name: 'portal-preload-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      env = Object.fromEntries(
        Object.entries(config.env).filter(
          ([key, value]) => key.startsWith('VITE_') && typeof value === 'string',
        ),
      );
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
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') return;
        // The entry's stylesheet goes inside the document (every page's and the pages' copies): the page
        // paints its first frame (the login's frame, the portal's header and spinner) without waiting for
        // one more request. The server's CSP allows exactly this <style> by its hash (server/http/inline-styles.ts).
        const html = inlineStylesheets(String(index.source), bundle, base);
        index.source = html;
        if (Object.keys(pages).length === 0) return;
        /** @type {import('rollup').OutputChunk[]} */
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const namedLinks = chunks
          .filter((chunk) => !chunk.isEntry && names.includes(chunk.name))
          .map((chunk) => `<link rel="modulepreload" crossorigin href="${base}${chunk.fileName}">`);
        for (const [fileName, { preload: patterns, root, scripts = [] }] of Object.entries(pages)) {
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

          // The page preloads its own chunks instead of index.html's named ones; what the entry itself
          // imports statically (Vite's own preloads) stays, and is not listed twice.
          let page = html;
          for (const link of namedLinks) {
            if (!page.includes(link)) throw new Error(`preloadChunks: ${fileName}: index.html lacks ${link}`);
            page = page.replace(`\n    ${link}`, '').replace(link, '');
          }
          // The CSS those chunks import is preloaded too (not applied: it must not hold up the page's first
          // paint); Vite's loader then applies the file already under way instead of requesting it after
          // the chunk has run.
          const styles = [...wanted].flatMap((file) => [
            ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
          ]);
          const links = [
            ...[...wanted]
              .filter((file) => !page.includes(`href="${base}${file}"`))
              .map((file) => `    <link rel="modulepreload" crossorigin href="${base}${file}">`),
            ...[...new Set(styles)].map(
              (file) => `    <link rel="preload" as="style" crossorigin href="${base}${file}">`,
            ),
          ].join('\n');
          page = page.replace(/\n\s*<\/head>/, `\n${links}\n  </head>`);
          for (const script of scripts.toReversed()) {
            const file = await standaloneScript(script, env);
            this.emitFile({ type: 'asset', fileName: file.fileName, source: file.code });
            // A classic async script (high priority: the head start's requests lead), run as soon as it arrives.
            const tag = `<script async fetchpriority="high" src="${base}${file.fileName}"></script>`;
            page = page.replace(/(<title>[^<]*<\/title>)/, `$1\n    ${tag}`);
          }
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

/**
 * One of a page's `scripts`, bundled alone (a minified classic script, its imports inlined) with the build's
 * `import.meta.env.VITE_*` values.
 * @param {string} entry
 * @param {Record<string, string>} env
 * @returns {Promise<{ fileName: string, code: string }>}
 */
async function standaloneScript(entry, env) {
  const define = /** @type {Record<string, string>} */ ({});
  for (const [key, value] of Object.entries(env)) define[`import.meta.env.${key}`] = JSON.stringify(value);
  define['import.meta.env'] = JSON.stringify(env);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    platform: 'browser',
    define,
    legalComments: 'none',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const name =
    basename(entry, extname(entry)) === 'main'
      ? basename(entry.replace(/[\\/]main\.[jt]s$/, ''))
      : basename(entry, extname(entry));
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { fileName: `assets/${name}-${hash}.js`, code };
}

/**
 * Replaces each `<link rel="stylesheet">` of a built CSS file with a `<style>` holding that file.
 * @param {string} html
 * @param {import('rollup').OutputBundle} bundle
 * @param {string} base
 */
function inlineStylesheets(html, bundle, base) {
  return html.replace(/\s*<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (tag, href) => {
    const asset = bundle[href.startsWith(base) ? href.slice(base.length) : href];
    if (!asset || asset.type !== 'asset') return tag;
    const css = String(asset.source).trim();
    if (css.includes('</style')) throw new Error(`preloadChunks: ${href} cannot be inlined`);
    return `\n    <style>${css}</style>`;
  });
}

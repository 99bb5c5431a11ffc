/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { precompress } from './scripts/vite-precompress.mjs';
import { preloadChunks } from './scripts/vite-preload-chunks.mjs';

/**
 * ASSET_BASE_URL (build time): where the built assets are served from, e.g. a content-delivery host
 * (`https://cdn.example.lt/portal/`, §7: lazy route bundles come from a content-delivery host). index.html
 * stays on the portal's own origin and loads the entry, its chunks, CSS and fonts from there; the server's
 * CSP allows that origin when it is given the same variable (server/security/headers.ts). Default: '/'.
 */
const assetBase = process.env.ASSET_BASE_URL?.trim() || '/';
/** Storybook's CLI sets STORYBOOK=true; its builds keep Vite's default chunking. */
const storybook = process.env.STORYBOOK === 'true';

// One Vite config for the app, Storybook and Vitest. The Lingui macro runs through
// @vitejs/plugin-react's Babel option; the Lingui plugin compiles .po catalogues on import.
export default defineConfig({
  base: assetBase.endsWith('/') ? assetBase : `${assetBase}/`,
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    ...(storybook
      ? []
      : [
          preloadChunks(['login', 'forms'], {
            // What a reload of a portal screen needs at once (served for /portal/*, server/http/static-files.ts):
            // the token refresh's HTTP code, the API client, the portal's routes, texts and layout, and the
            // dashboard (where a login lands). Until the scripts have run it shows the portal's header and a
            // spinner (the layout's own classes, so nothing jumps when React replaces them).
            pages: {
              'portal.html': {
                // The head start: the refresh and the first screen's reads sent while the app downloads.
                scripts: ['src/head-start/main.ts'],
                preload: [
                  /[\\/]src[\\/]app[\\/]auth-http\.ts$/,
                  /[\\/]src[\\/]api[\\/]client\.ts$/,
                  /[\\/]src[\\/]app[\\/]routes[\\/]route-tree\.tsx$/,
                  /[\\/]src[\\/]locales[\\/]lt[\\/]portal\.po/,
                  /[\\/]src[\\/]app[\\/]shell[\\/]portal-layout\.tsx$/,
                  /[\\/]src[\\/]flows[\\/]overview[\\/]dashboard\.tsx$/,
                ],
                root:
                  '<div aria-hidden="true"><header class="header"><div class="header__inner">' +
                  '<span class="brand"><span class="brand__mark">P</span>' +
                  '<span class="brand__name">Pensijų fondai</span></span></div></header>' +
                  '<div class="page page--narrow pending-page"><span class="spinner"></span></div></div>',
              },
            },
          }),
        ]),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/connect': 'http://127.0.0.1:8080',
    },
  },
  build: {
    // The browsers the portal supports (docs/browsers.md), written out so that a Vite upgrade cannot move
    // them silently: Baseline "widely available" of 2025-05-01. The build lowers syntax to them; it adds no
    // polyfills, so the code may use only the APIs and Intl options they all have.
    target: ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'],
    outDir: 'dist',
    sourcemap: false,
    assetsInlineLimit: 0,
    manifest: true,
    // Every browser the portal supports (Vite's default targets) knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // The app's build only (Storybook builds with this file too and keeps its own chunking): everything
    // the entry imports statically in the entry itself, and every login screen in one chunk that
    // index.html preloads, so /login is two script files fetched in parallel instead of a chain of small
    // chunks discovered one after another (issue 15).
    ...(storybook
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  // The libraries of the first screen in files of their own, fetched side by side with the
                  // entry (Vite preloads an entry's static imports), so no one large file is the last to
                  // arrive; the bundler's small runtime rides with React.
                  { name: 'initial', tags: ['$initial'] },
                  // The form parts the login screens and the portal's screens share (fields, alerts, the
                  // form hook, personal-code checks): neither needs the other's chunk for them.
                  {
                    name: 'forms',
                    test: /[\\/]src[\\/](?:ui[\\/](?:alert|text-field)\.tsx|kits[\\/]forms[\\/](?:use-form|portal-error-message)\.ts|domain[\\/](?:age|personal-code|validation-codes|login)\.ts)$/,
                  },
                  // The form parts the public e-mail link pages and the portal's settings share (the submit
                  // error, the save row, choice questions): one file, not one small chunk each.
                  {
                    name: 'form-parts',
                    test: /[\\/]src[\\/]kits[\\/]forms[\\/](?:submit-error-alert|save-with-error|choice-fieldset|submit-or-cancel)\.tsx$/,
                  },
                  // Pages reached from the login page stay out (the reminder's, the Smart-ID QR screen and the
                  // app's return page): loaded, with their texts, when they are used.
                  {
                    name: 'login',
                    test: /[\\/]src[\\/](?:flows[\\/]login[\\/](?!(?:device-link-(?:login|callback)|remind-(?:password|password-success|error-alert))\.tsx$)|kits[\\/]eid[\\/](?:control-code|eid-forms|login-error-message)\.tsx$|kits[\\/]eid[\\/]use-focus-after-cancel\.ts$)/,
                  },
                  // What a reload inside the authorized area needs at once, in one file: both HTTP clients
                  // (the token refresh's and the API's: ofetch, zod and the contract, the head start's
                  // hand-over), the portal's route table with its loaders, the portal layout and the
                  // dashboard, where a login lands. Fewer, fuller files: on a phone's connection each
                  // further request costs a round trip. A login fetches it at the first interaction.
                  {
                    name: 'portal-first',
                    test: /[\\/](?:node_modules[\\/](?:ofetch|ufo|destr|zod)[\\/]|machines[\\/]data[\\/]load\.machine\.ts$|src[\\/]api[\\/](?!upload\.ts$)|src[\\/]app[\\/]auth-http\.ts$|src[\\/]head-start[\\/]slot\.ts$|src[\\/]app[\\/]routes[\\/](?:route-tree\.tsx|load\.ts)$|src[\\/]flows[\\/][\w-]+[\\/][\w-]+-(?:routes|loaders)\.ts$|src[\\/]app[\\/]shell[\\/]portal-layout\.tsx$|src[\\/]flows[\\/]overview[\\/](?:dashboard|asset-score|labels|offerings|promotions|overview-data|use-overview)\.tsx?$)/,
                  },
                ],
              },
            },
          },
        }),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // Generous limits for a busy 2-core CI machine (waits inside tests have their own, see setup.ts).
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One jsdom and one module graph per worker for all files, not one each: importing React, the
          // router and Testing Library again for every file took most of the lane. The files leave nothing
          // behind (Testing Library unmounts after each test; stubs, fake timers and storage are reset by
          // the tests that use them), and they pass in any order (--sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The machines and the path generator are imported once per worker, not once per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // A set-up builds a database (PGlite: 265 migrations and the seed in WebAssembly), which on a busy
          // 2-core machine beside the browser lane has taken over two minutes: a limit for a hung hook only.
          hookTimeout: 300_000,
          // One file at a time (each builds its own database and servers), in one worker that keeps the
          // server's modules loaded between files: the files share no module state (no mocks, no stubs),
          // and importing the server once instead of per file saves minutes on a busy machine.
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});

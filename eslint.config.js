import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Layer zones (docs: README "Layers and imports"; ARCHITECTURE.md §1-2). A zone lists what a folder
 * must NOT import; `import type` stays allowed where `allowTypeImports` says so, because a type is
 * erased at build time and cannot carry a side effect or create a runtime cycle.
 */
const serverOnly = { group: ['**/server/**'], message: 'The SPA never imports the server.' };
const apiClient = {
  group: ['**/api/client', '**/api/client.*', 'ofetch'],
  message:
    'Only the composition root (src/app) talks to the API client; read data through a route loader or a machine actor.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      '.data',
      'docs',
      'test-results',
      'playwright-report',
      'reports',
      '.cache',
      '.stryker-tmp',
      'src/locales/**/messages.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx', '.storybook/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One-directional imports: domain is pure, machines never touch React, the DOM or fetch,
    // and the server reads only the shared contract and domain rules from src/.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/machines/**', '**/views/**', '**/app/**', '**/api/**', 'react', 'xstate'] },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            '@xstate/react',
            'ofetch',
            '**/src/flows/**',
            '**/src/kits/**',
            '**/src/app/**',
            '**/src/api/client*',
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'document', 'window'],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react',
            'react-dom',
            '**/src/flows/**',
            '**/src/kits/**',
            '**/src/app/**',
            '**/src/ui/**',
            '**/src/app/routes/**',
            '**/machines/**',
          ],
        },
      ],
    },
  },
  {
    // ui: design-system primitives; nothing app-specific.
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/app/**',
                '**/flows/**',
                '**/kits/**',
                '**/api/**',
                '**/domain/**',
                '**/machines/**',
                '**/browser/**',
                '**/i18n/**',
                '**/server/**',
              ],
              message: 'src/ui imports nothing app-specific: pass what a primitive shows as props.',
            },
            {
              group: ['xstate', '@xstate/*', '@tanstack/*', 'ofetch', 'zod'],
              message: 'src/ui is plain React.',
            },
          ],
        },
      ],
    },
  },
  {
    // flows: one folder per flow with everything client-side of it (routes and loaders, views, actors).
    // A flow may import ui, domain, machines, kits, browser helpers, the API contract, cache keys and the
    // error classifier; from the app its ports (React contexts, read-only config, the consent record, the
    // load-failure classifier, the route plumbing) and types. It never imports another flow (shared pieces
    // move to a kit in src/kits or machines/<kit>) and never the API client: actors get a typed port.
    files: ['src/flows/**/*.{ts,tsx}', 'src/kits/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            { ...apiClient, allowTypeImports: true },
            {
              // Files of src/app (not its route plumbing, shell or error pages) other than the ports.
              regex: String.raw`^(\.\./)+app/(?!routes/|shell/|errors/|[\w-]+-context$|config$|cookie-consent-store$|data-cache$)`,
              allowTypeImports: true,
              message:
                'src/app is the composition root: a flow reads what it provides through a *-context port, the route plumbing or a type.',
            },
            {
              group: ['**/app/data-cache'],
              allowImportNames: ['isLoadFailedError'],
              allowTypeImports: true,
              message:
                'A view never touches the data cache; route loaders and machine actors do, through their ports.',
            },
          ],
        },
      ],
    },
  },
  {
    // A flow never imports another flow.
    files: ['src/flows/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./[\w-]`,
              message:
                'A flow never imports another flow: move the shared piece to src/kits or machines/<kit>.',
            },
          ],
        },
      ],
    },
  },
  {
    // kits: client pieces several flows share (signing, eID, wizard, AML steps, forms); never a flow.
    files: ['src/kits/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/flows/**'], message: 'A kit is shared by flows and imports none.' }] },
      ],
    },
  },
  {
    // app: the composition root may import every SPA layer, never the server.
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly] }] },
  },
  {
    // browser: adapters over browser APIs (storage, page reload), usable by every SPA layer.
    files: ['src/browser/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/app/**',
                '**/flows/**',
                '**/kits/**',
                '**/ui/**',
                '**/api/**',
                '**/machines/**',
                '**/server/**',
              ],
              message: 'src/browser knows nothing of the portal.',
            },
          ],
        },
      ],
    },
  },
  {
    // api: the client, contract and error catalogue know nothing of the screens or the app.
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/app/**',
                '**/flows/**',
                '**/kits/**',
                '**/ui/**',
                '**/machines/**',
                '**/server/**',
                'react',
              ],
              message: 'src/api is imported by the SPA and the server; it imports neither.',
            },
          ],
        },
      ],
    },
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
            '**/src/views/**',
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
            '**/src/views/**',
            '**/src/app/**',
            '**/src/ui/**',
            '**/src/routes/**',
            '**/machines/**',
          ],
        },
      ],
    },
  },
);

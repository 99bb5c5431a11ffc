import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Lithuanian is the source language: messages are written in Lithuanian in the code and
// translated into English in src/locales/en/messages.po.
export default defineConfig({
  sourceLocale: 'lt',
  locales: ['lt', 'en'],
  fallbackLocales: { default: 'lt' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});

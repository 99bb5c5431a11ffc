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
      // Everything a visitor needs before login (and shared parts): loaded with the first page.
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/views/portal/**',
        '<rootDir>/src/routes/portal/**',
        '<rootDir>/src/routes/portal-pages.ts',
        '<rootDir>/src/views/register/**',
        '<rootDir>/src/views/password/**',
        '<rootDir>/src/views/public/**',
      ],
    },
    {
      // The public pages other than login (registration, password reset, terms, e-mail link pages, the
      // limit and exit pages): loaded with those pages (src/routes/pages-catalog.ts), so the login page,
      // the first page most visitors see, does not carry their texts (issue 15).
      path: '<rootDir>/src/locales/{locale}/pages',
      include: ['<rootDir>/src/views/register', '<rootDir>/src/views/password', '<rootDir>/src/views/public'],
    },
    {
      // The authorized area's texts: loaded by the /portal route, so the login page does not carry them.
      path: '<rootDir>/src/locales/{locale}/portal',
      include: [
        '<rootDir>/src/views/portal',
        '<rootDir>/src/routes/portal',
        '<rootDir>/src/routes/portal-pages.ts',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
});

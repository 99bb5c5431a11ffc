import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The first portal screen's modules (the `portal` catalogue); every other portal view is in `portal-more`. */
const PORTAL_FIRST_SCREEN = [
  '<rootDir>/src/routes/portal',
  '<rootDir>/src/routes/portal-pages.ts',
  '<rootDir>/src/views/portal/portal-layout.tsx',
  '<rootDir>/src/views/portal/overview/dashboard.tsx',
  '<rootDir>/src/views/portal/overview/asset-score.tsx',
  '<rootDir>/src/views/portal/overview/labels.ts',
  '<rootDir>/src/views/portal/overview/offerings.ts',
  '<rootDir>/src/views/portal/overview/promotions.ts',
  '<rootDir>/src/views/portal/overview/use-overview.ts',
  '<rootDir>/src/views/portal/overview/overview-data.ts',
  '<rootDir>/src/views/portal/records/unread-badge.tsx',
  '<rootDir>/src/views/portal/records/document-search.ts',
  '<rootDir>/src/views/portal/records/transaction-search.ts',
];

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
      // The authorized area's first screen: the route table (titles), the portal layout and the dashboard
      // with what it shows; loaded by the /portal route, so the login page does not carry them. Keep this
      // list to the modules of the `portal-first` chunk (vite.config.ts).
      path: '<rootDir>/src/locales/{locale}/portal',
      include: PORTAL_FIRST_SCREEN,
    },
    {
      // The rest of the authorized area's texts: loaded with any other portal screen, and at the customer's
      // first tap or when idle on the dashboard (src/main.tsx), so a reload of the dashboard does not wait
      // for the wizards' and the other screens' texts (issue 15).
      path: '<rootDir>/src/locales/{locale}/portal-more',
      include: ['<rootDir>/src/views/portal'],
      exclude: PORTAL_FIRST_SCREEN,
    },
  ],
  format: formatter({ lineNumbers: false }),
});

import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The authorized area's flows: their texts are in the `portal` and `portal-more` catalogues. */
const PORTAL_FLOWS = [
  'account',
  'aml',
  'applications',
  'e-invoices',
  'fund-change',
  'onboarding',
  'overview',
  'records',
  'settings',
  'upload',
].map((flow) => `<rootDir>/src/flows/${flow}`);

/** The forms' error messages and the controls that show them: in the pages and the portal catalogues. */
const FORM_ERRORS = [
  '<rootDir>/src/kits/forms/portal-error-message.ts',
  '<rootDir>/src/kits/forms/submit-error-alert.tsx',
  '<rootDir>/src/kits/forms/submit-or-cancel.tsx',
  '<rootDir>/src/kits/forms/save-with-error.tsx',
];

/** The public pages other than login (the `pages` catalogue). */
const PUBLIC_PAGES = [
  ...['register', 'password-reset', 'public-pages'].map((flow) => `<rootDir>/src/flows/${flow}`),
  '<rootDir>/src/kits/terms',
  '<rootDir>/src/kits/forms/password-checklist.tsx',
  // The forms' §8 error messages (also in the portal's): only pages with forms show them, never the login page.
  ...FORM_ERRORS,
  // The error pages (404, 500, the bank's and the timeout's): lazy routes, loaded with their texts.
  '<rootDir>/src/app/errors/error-pages.tsx',
  // Pages reached from the login page, loaded when used: the password reminder's form and its success
  // page, the Smart-ID QR screen and the app's return page.
  '<rootDir>/src/flows/login/remind-password.tsx',
  '<rootDir>/src/flows/login/remind-error-alert.tsx',
  '<rootDir>/src/flows/login/remind-password-success.tsx',
  '<rootDir>/src/flows/login/device-link-login.tsx',
  '<rootDir>/src/flows/login/device-link-callback.tsx',
  '<rootDir>/src/flows/login/remembered-offer.tsx',
  '<rootDir>/src/kits/eid/qr-code.tsx',
];

/** What only the authorized area shows outside its flows: its layout, route plumbing and kits. */
const PORTAL_SHARED = [
  '<rootDir>/src/kits/aml',
  '<rootDir>/src/kits/signing',
  '<rootDir>/src/kits/wizard',
  '<rootDir>/src/kits/eid/eid-method-form.tsx',
  // Also in the pages catalogue: the password rules of the reset (public) and the change (portal).
  '<rootDir>/src/kits/forms/password-checklist.tsx',
  ...FORM_ERRORS,
];

/** The first portal screen's modules (the `portal` catalogue); every other portal view is in `portal-more`. */
const PORTAL_FIRST_SCREEN = [
  '<rootDir>/src/kits/labels/contract-labels.ts',
  '<rootDir>/src/app/routes/first-screen.ts',
  '<rootDir>/src/app/routes/load.ts',
  '<rootDir>/src/app/routes/portal-catalog.ts',
  '<rootDir>/src/app/routes/portal-route.ts',
  '<rootDir>/src/app/shell/portal-layout.tsx',
  '<rootDir>/src/flows/account/account-routes.ts',
  '<rootDir>/src/flows/aml/aml-routes.ts',
  '<rootDir>/src/flows/applications/application-forms-routes.ts',
  '<rootDir>/src/flows/applications/applications-loaders.ts',
  '<rootDir>/src/flows/applications/applications-routes.ts',
  '<rootDir>/src/flows/fund-change/fund-change-routes.ts',
  '<rootDir>/src/flows/onboarding/onboarding-routes.ts',
  '<rootDir>/src/flows/overview/overview-loaders.ts',
  '<rootDir>/src/flows/overview/overview-routes.ts',
  '<rootDir>/src/flows/records/records-loaders.ts',
  '<rootDir>/src/flows/records/records-routes.ts',
  '<rootDir>/src/flows/settings/settings-loaders.ts',
  '<rootDir>/src/flows/settings/settings-routes.ts',
  '<rootDir>/src/flows/upload/upload-routes.ts',
  '<rootDir>/src/flows/overview/dashboard.tsx',
  '<rootDir>/src/flows/overview/asset-score.tsx',
  '<rootDir>/src/flows/overview/offerings.ts',
  '<rootDir>/src/flows/overview/promotions.ts',
  '<rootDir>/src/flows/overview/use-overview.ts',
  '<rootDir>/src/flows/overview/overview-data.ts',
  '<rootDir>/src/flows/records/unread-badge.tsx',
  '<rootDir>/src/flows/records/document-search.ts',
  '<rootDir>/src/flows/records/transaction-search.ts',
];

/** An exclude pattern matches files, so a folder is given as everything below it. */
const folderGlob = (path: string) => (/\.tsx?$/.test(path) ? path : `${path}/**`);

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
        ...[...PORTAL_FLOWS, ...PUBLIC_PAGES, ...PORTAL_SHARED].map(folderGlob),
        ...PORTAL_FIRST_SCREEN,
      ],
    },
    {
      // The public pages other than login (registration, password reset, terms, e-mail link pages, the
      // limit and exit pages): loaded with those pages (src/app/routes/pages-catalog.ts), so the login page,
      // the first page most visitors see, does not carry their texts.
      path: '<rootDir>/src/locales/{locale}/pages',
      include: PUBLIC_PAGES,
    },
    {
      // The authorized area's first screen: the route tables (titles), the portal layout and the dashboard
      // with what it shows; loaded by the /portal route, so the login page does not carry them. Keep this
      // list to the modules of the `portal-first` chunk (vite.config.ts).
      path: '<rootDir>/src/locales/{locale}/portal',
      include: PORTAL_FIRST_SCREEN,
    },
    {
      // The rest of the authorized area's texts: loaded with any other portal screen, and at the customer's
      // first tap or when idle on the dashboard (src/main.tsx), so a reload of the dashboard does not wait
      // for the wizards' and the other screens' texts.
      path: '<rootDir>/src/locales/{locale}/portal-more',
      include: [...PORTAL_FLOWS, ...PORTAL_SHARED],
      exclude: PORTAL_FIRST_SCREEN,
    },
  ],
  format: formatter({ lineNumbers: false }),
});

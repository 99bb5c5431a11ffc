import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../../../src/app/routes/public-route-tree';
import { installPortalRoutes } from '../../../src/app/routes/route-tree';
import type { RouterContext } from '../../../src/app/routes/router-context';

/** Every URL of the authorized area that spec §2 names (portal routes, onboarding, fund change, AML, applications). */
const SPEC_PORTAL_PATHS = [
  ...[
    'dashboard',
    'how-to-pay',
    'password-reset',
    'password-change',
    'password-change/success',
    'notifications-list',
    'notifications-options',
    'notifications-options/core-notifications',
    'notifications-options/gdpr-notifications',
    'documents-list',
    'document-upload',
    'document-upload/success',
    'e-invoices',
    'e-invoices/invoices',
    'e-invoices/invoices-agreements',
    'user-information',
    'user-information/contacts',
    'user-information/contacts/success',
    'user-information/bank-details',
    'account-transactions',
    'contractsoverview',
    'contracts-overview',
    'reports',
    'terms-and-conditions',
    'investment-funds',
    'accumulation-performance',
    'aml-failed',
    'onboarding',
    'onboarding-start',
  ],
  ...[
    'already-onboarded',
    'choose-second-pillar-fund',
    'payments-stopped',
    'client-data',
    'sign-agreement',
    'success-second-pillar',
    'choose-third-pillar-fund',
    'aml-process',
    'aml-identification',
    'aml-income',
    'aml-preview',
    'aml-validating',
    'payments-into-fund',
    'success-third-pillar',
  ].map((step) => `onboarding/${step}`),
  ...[
    'start',
    'aml-process',
    'aml-identification',
    'aml-income',
    'aml-preview',
    'aml-validating',
    'client-data',
    'preview',
    'create-invoice',
    'success',
  ].map((step) => `fund-change/${step}`),
  'aml',
  'aml-update',
  ...[
    'contacts/my-contacts',
    'id-document',
    'relation-with-lithuania',
    'sources-of-income/activities',
    'sources-of-income/sources',
    'sources-of-income/my-income',
    'pep',
    'other-questions',
    'final-beneficiary/question',
    'final-beneficiary/contacts',
    'final-beneficiary/id-document',
    'final-beneficiary/beneficiary-pep',
    'approve',
  ].map((step) => `aml/${step}`),
  'applications',
  ...[
    'main',
    'second-pillar',
    'third-pillar',
    'max-accumulations',
    'sign-applications',
    'vacation',
    'termination',
    'success',
    'error-500-applications',
  ].map((step) => `applications/${step}`),
];

/** Matching reads no context: the loaders and guards that would are not run here. */
const NO_CONTEXT = {} as RouterContext;

function portalRouter() {
  const router = createRouter({
    routeTree,
    context: NO_CONTEXT,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  installPortalRoutes(router);
  return router;
}

describe('the authorized area’s route table (§2)', () => {
  it('routes every URL the specification names to a screen or a redirect, none to the not-found page', () => {
    const router = portalRouter();
    const unrouted = SPEC_PORTAL_PATHS.filter((path) => {
      const matches = router.matchRoutes(`/portal/${path}`);
      return matches.at(-1)?.routeId === '/portal/$';
    });
    expect(unrouted).toEqual([]);
  });

  it('sends a logged-in customer from /portal/password-reset to the password change (§2: reset is for visitors)', async () => {
    const router = portalRouter();
    const matches = router.matchRoutes('/portal/password-reset');
    const route = router.routesById[matches.at(-1)?.routeId as keyof typeof router.routesById];
    let redirectedTo: unknown = null;
    try {
      await (route.options.beforeLoad as unknown as () => Promise<void>)();
    } catch (thrown) {
      redirectedTo = (thrown as { options?: { to?: string } }).options?.to;
    }
    expect(redirectedTo).toBe('/portal/password-change');
  });

  it('an unknown portal URL is not found', () => {
    expect(portalRouter().matchRoutes('/portal/no-such-screen').at(-1)?.routeId).toBe('/portal/$');
  });
});

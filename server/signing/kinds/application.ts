/**
 * Signing an application as a document (§7 Documents.SignDocument, §2 Applications): an adult, and the
 * application's own rules (server/applications/rules.ts). Signed, it registers the application with its
 * signed PDF (server/applications/create.ts). A refusal when the signature arrives keeps its own code
 * (application_already_open …), so the customer reads why.
 */
import type { ApplicationRequest } from '../../../src/api/contract/applications';
import { createSignedApplication } from '../../applications/create';
import { checkApplication } from '../../applications/rules';
import { ApiHttpError } from '../../http/api-error';
import { requireAdult } from '../signing-checks';
import type { SigningKind } from '../signing-kind';

/** `reviewDelayMs`: APPLICATION_REVIEW_DELAY_MS, the review schedule of a signed application. */
export function applicationSigning({
  reviewDelayMs,
}: {
  reviewDelayMs: number;
}): SigningKind<ApplicationRequest> {
  return {
    auditAction: 'applications.registered',

    async check(db, customerId, request, today) {
      await requireAdult(db, customerId, today);
      await checkApplication(db, customerId, request, today);
    },

    async apply(tx, { customerId, request, signingTokenHash, today, now }) {
      const created = await createSignedApplication(tx, {
        customerId,
        application: request,
        signingTokenHash,
        today,
        now,
        reviewDelayMs,
      });
      return { ...created, effectiveDate: null };
    },

    refusal(error) {
      return error instanceof ApiHttpError && error.status < 500 ? error.code : null;
    },
  };
}

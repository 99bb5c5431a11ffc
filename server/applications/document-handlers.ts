/**
 * §7 Documents: an application is a document the customer signs (§2 Applications, sign-applications).
 * GetDocumentPreview answers its PDF with the customer's data; SignDocument starts its Smart-ID /
 * Mobile-ID signing through the one signing-session table (server/signing, the simulator's refusals and
 * silences apply); PingSignDocument answers 204 while waiting and, once signed, the new application
 * (status registered) and its signed PDF in the documents — made exactly once per signing.
 */
import type { FastifyBaseLogger } from 'fastify';
import { todayInLithuania } from '../../src/domain/calendar-date';
import type { Db } from '../db/db';
import type { EidClients } from '../auth/eid/types';
import { NO_CONTENT, requireCustomer, type Handlers } from '../http/handler-types';
import { createSigningSessions } from '../signing/signing-sessions';
import { renderApplicationPdf } from './application-pdf';
import { DEFAULT_APPLICATION_REVIEW_DELAY_MS } from './create';
import { checkApplication } from './rules';

interface ApplicationDocumentHandlersOptions {
  db: Db;
  clients: EidClients;
  now?: () => number;
  /** APPLICATION_REVIEW_DELAY_MS (default 60 s; 0 decides at the next read). */
  reviewDelayMs?: number;
  /** Where refused eID answers are logged. */
  log?: FastifyBaseLogger;
}

export function createApplicationDocumentHandlers({
  db,
  clients,
  now = Date.now,
  reviewDelayMs = DEFAULT_APPLICATION_REVIEW_DELAY_MS,
  log,
}: ApplicationDocumentHandlersOptions): Handlers {
  const sessions = createSigningSessions({
    db,
    clients,
    now,
    applicationReviewDelayMs: reviewDelayMs,
    ...(log ? { log } : {}),
  });
  const today = () => todayInLithuania(new Date(now()));
  return {
    'Documents.GetDocumentPreview': async (context) => {
      const customerId = requireCustomer(context);
      const { application } = context.body;
      const contract = await checkApplication(db, customerId, application, today());
      const pdf = await renderApplicationPdf(db, customerId, contract, application, {
        today: today(),
        now: new Date(now()),
        signed: false,
      });
      return {
        fileName: pdf.fileName,
        mimeType: 'application/pdf' as const,
        contentBase64: Buffer.from(pdf.bytes).toString('base64'),
      };
    },
    'Documents.SignDocument': async (context) =>
      sessions.start({
        customerId: requireCustomer(context),
        sessionId: context.sessionId,
        signed: { kind: 'document', request: context.body.application },
        method: context.body.signing,
        confirmation: context.body.confirmation,
      }),
    'Documents.PingSignDocument': async (context) =>
      (await sessions.ping(requireCustomer(context), 'document', context.body.token)) ?? NO_CONTENT,
  };
}

/**
 * Makes a signed application (called by the signing sessions inside the transaction that claims the
 * signing, so it happens exactly once per signing): the rules again, the application row (status
 * registered, with its review schedule), and the signed PDF in the customer's documents.
 */
import type { ApplicationRequest } from '../../src/api/contract/applications';
import { DOCUMENT_TYPE_CFG_NR } from '../../src/api/contract/document-types';
import { applicationDocumentType } from '../../src/domain/applications';
import { holidaySpan } from '../../src/domain/applications-holiday';
import { isUniqueViolation, type Queryable } from '../db/db';
import { ApiHttpError } from '../http/api-error';
import { renderApplicationPdf } from './application-pdf';
import { APPLICATION_MESSAGES, checkApplication } from './rules';

/** APPLICATION_REVIEW_DELAY_MS by default: registered for a minute, processing the next, then decided. */
export const DEFAULT_APPLICATION_REVIEW_DELAY_MS = 60_000;

interface CreatedApplication {
  applicationId: number;
  documentId: number;
  contractNumber: string;
}

export async function createSignedApplication(
  tx: Queryable,
  input: {
    customerId: number;
    application: ApplicationRequest;
    signingTokenHash: string;
    today: string;
    now: number;
    reviewDelayMs: number;
  },
): Promise<CreatedApplication> {
  const { customerId, application, today, now, reviewDelayMs } = input;
  const contract = await checkApplication(tx, customerId, application, today);
  const pdf = await renderApplicationPdf(tx, customerId, contract, application, {
    today,
    now: new Date(now),
    signed: true,
  });
  const documentType = applicationDocumentType(application.actionType, application.kind);
  const [document] = await tx.query<{ id: number }>(
    `INSERT INTO documents (customer_id, contract_id, document_type, document_type_cfg_nr, title, title_en, file_name,
                            mime_type, content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'application/pdf', $8, $9) RETURNING id`,
    [
      customerId,
      contract.id,
      documentType,
      DOCUMENT_TYPE_CFG_NR[documentType],
      pdf.title.lt,
      pdf.title.en,
      pdf.fileName,
      pdf.bytes,
      new Date(now).toISOString(),
    ],
  );
  const span =
    application.kind === 'HolidaysSuspensionContributions' ? holidaySpan(application.period) : null;
  const { kind, actionType, contractNumber, ...details } = application;
  let rows: { id: number }[];
  try {
    rows = await tx.query<{ id: number }>(
      `INSERT INTO applications (customer_id, contract_id, action_type, kind, status, start_date, end_date, created_at,
                                 details, signing_token_hash, document_id, status_changed_at, processing_at, decide_at)
       VALUES ($1, $2, $3, $4, 'registered', $5, $6, $7, $8, $9, $10, $7, $11, $12) RETURNING id`,
      [
        customerId,
        contract.id,
        actionType,
        kind,
        span?.start ?? null,
        span?.end ?? null,
        new Date(now).toISOString(),
        JSON.stringify(details),
        input.signingTokenHash,
        document?.id ?? null,
        new Date(now + reviewDelayMs).toISOString(),
        new Date(now + 2 * reviewDelayMs).toISOString(),
      ],
    );
  } catch (error) {
    // Two signings of the same kind completing at once: the database's one-open-per-kind index refuses
    // the second (the check above could not see the other transaction's row).
    if (isUniqueViolation(error))
      throw new ApiHttpError(409, 'application_already_open', APPLICATION_MESSAGES.alreadyOpen);
    throw error;
  }
  return { applicationId: rows[0]?.id ?? 0, documentId: document?.id ?? 0, contractNumber };
}

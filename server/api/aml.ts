/**
 * The AML questionnaire's calls (§7 "AML"):
 *
 * - drafts live in the database, one open draft per customer, kept AML_DRAFT_KEPT_DAYS (15) after the last
 *   save (§9); an expired draft is dropped when the customer starts again and ignored everywhere before;
 * - the answers are the typed `AmlDeclarationDraft` (validated on fill: a 400 naming the field, never a
 *   500) and must be a complete `AmlDeclaration` to publish;
 * - publish decides Valid (with its validity date) or Pending for a manual review (server/aml/review.ts),
 *   and writes the declaration PDF into the customer's documents (AmlDocument, and the identity document's
 *   photo as IdDocument when one was uploaded);
 * - the review simulator approves a Pending declaration `reviewDelayMs` after publish (counted when
 *   anyone reads the status: the `aml_current` view), the demo endpoint decides one at once;
 * - the identity-document check and its lockout: server/aml/identity-check.ts;
 * - the document photo upload: the content decides the type (server/uploads/file-content.ts).
 */
import { AmlDeclaration, AmlDeclarationDraft } from '../../src/api/contract/aml-declaration';
import { DOCUMENT_TYPE_CFG_NR } from '../../src/api/contract/document-types';
import { calendarDateAt, todayInLithuania } from '../../src/domain/calendar-date';
import { AML_DRAFT_KEPT_DAYS } from '../../src/domain/constants';
import { DECLARATION_TITLE, renderDeclarationPdf, type PdfLanguage } from '../aml/declaration-pdf';
import { checkIdentityDocument, identityCheckLockedUntil } from '../aml/identity-check';
import { reviewReasons, validUntil } from '../aml/review';
import { amlCurrent, residenceFacts, settleDueReviews } from '../aml/status';
import type { Queryable } from '../db/db';
import { ApiHttpError, notFound, validation } from '../http/api-error';
import { requireCustomer, type Handlers } from '../http/handler-types';
import { checkUploadedFile, decodeBase64, uploadError } from '../uploads/file-content';
import { useUploadQuota } from '../uploads/upload-quota';
import { loadCustomer } from './queries';

/** The demo default of AML_REVIEW_DELAY_MS: a Pending declaration is approved 30 s after publish. */
export const DEFAULT_AML_REVIEW_DELAY_MS = 30_000;

interface AmlHandlerOptions {
  /** The review simulator and the demo review endpoint (a demo feature). */
  reviewSimulator: boolean;
  reviewDelayMs: number;
}

interface DraftRow {
  id: number;
  declaration_json: string;
  document_uploaded_to_psi: boolean;
  created_at: string;
  updated_at: string;
  expires_at: string;
}

const DRAFT_COLUMNS =
  'id, declaration_json, document_uploaded_to_psi, iso_ts(created_at) AS created_at, iso_ts(updated_at) AS updated_at, iso_ts(expires_at) AS expires_at';

/** The customer's open draft: not published and not expired. */
async function openDraft(db: Queryable, customerId: number, draftId?: number): Promise<DraftRow | null> {
  const rows = await db.query<DraftRow>(
    `SELECT ${DRAFT_COLUMNS} FROM aml_drafts
      WHERE customer_id = $1 AND NOT published AND expires_at > now() AND ($2::int IS NULL OR id = $2)
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [customerId, draftId ?? null],
  );
  return rows[0] ?? null;
}

const toDraft = (row: DraftRow) => ({
  id: row.id,
  declarationJson: row.declaration_json,
  documentUploadedToPSI: row.document_uploaded_to_psi,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  expiresAt: row.expires_at,
});

/** Parses the stored answers; a draft written before the typed declaration reads as empty. */
function storedAnswers(json: string): AmlDeclarationDraft {
  try {
    const parsed = AmlDeclarationDraft.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const issuePath = (path: readonly PropertyKey[]): string => path.map(String).join('.');

async function customerName(db: Queryable, customerId: number) {
  const customer = await loadCustomer(db, customerId);
  if (!customer) throw notFound('Customer');
  return { name: `${customer.first_name} ${customer.last_name}`, personalCode: customer.personal_code };
}

export function createAmlHandlers(options: AmlHandlerOptions): Handlers {
  return {
    'Aml.IsAmlValid': async (context) => {
      const customerId = requireCustomer(context);
      const approved = await settleDueReviews(context.db, customerId);
      for (const declarationId of approved) {
        await context.audit(context.db, 'aml.review-approved', { declarationId, by: 'simulator' });
      }
      const current = await amlCurrent(context.db, customerId);
      const files = current?.documentId
        ? await context.db.query<{ file_name: string }>(
            'SELECT file_name FROM documents WHERE id = $1 AND customer_id = $2',
            [current.documentId, customerId],
          )
        : [];
      const file = files[0];
      const draft = await openDraft(context.db, customerId);
      return {
        status: current?.status ?? 'Invalid',
        validUntil: current?.status === 'Valid' ? current.validUntil : null,
        declarationFile:
          current?.documentId && file ? { documentId: current.documentId, fileName: file.file_name } : null,
        draft: draft
          ? {
              id: draft.id,
              declarationJson: draft.declaration_json,
              documentUploadedToPSI: draft.document_uploaded_to_psi,
              updatedAt: draft.updated_at,
              expiresAt: draft.expires_at,
            }
          : null,
        identityCheckLockedUntil: await identityCheckLockedUntil(context.db, customerId),
      };
    },

    'Aml.CreateUserAmlDeclarationDraft': async (context) => {
      const customerId = requireCustomer(context);
      return context.db.transaction(async (tx) => {
        // §9: an incomplete draft is kept 15 days; older ones are dropped (with their uploads).
        await tx.query('DELETE FROM aml_drafts WHERE NOT published AND expires_at <= now()');
        const inserted = await tx.query<DraftRow>(
          `INSERT INTO aml_drafts (customer_id, expires_at) VALUES ($1, now() + make_interval(days => $2))
           ON CONFLICT (customer_id) WHERE NOT published DO NOTHING
           RETURNING ${DRAFT_COLUMNS}`,
          [customerId, AML_DRAFT_KEPT_DAYS],
        );
        const created = inserted[0];
        if (created) {
          await context.audit(tx, 'aml.create-draft', { draftId: created.id });
          return toDraft(created);
        }
        const existing = await openDraft(tx, customerId);
        if (!existing) throw new Error('No open AML draft after a conflicting insert');
        return toDraft(existing);
      });
    },

    'Aml.FillUserAmlDeclarationDraft': async (context) => {
      const customerId = requireCustomer(context);
      const { draftUserDeclarationId, declarationJson, documentUploadedToPSI } = context.body;
      let json: unknown;
      try {
        json = JSON.parse(declarationJson);
      } catch {
        throw validation('body.declarationJson', 'body.declarationJson: not valid JSON');
      }
      const parsed = AmlDeclarationDraft.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const path = issue ? issuePath(issue.path) : '';
        const field = path ? `body.declarationJson.${path}` : 'body.declarationJson';
        throw validation(field, `${field}: ${issue?.message ?? 'not an AML declaration'}`);
      }
      // Stored as validated (unknown keys dropped), so what is read back is what was checked.
      const stored = JSON.stringify(parsed.data);
      return context.db.transaction(async (tx) => {
        const rows = await tx.query<DraftRow>(
          `UPDATE aml_drafts SET declaration_json = $3, document_uploaded_to_psi = $4, updated_at = now(),
                  expires_at = now() + make_interval(days => $5)
            WHERE id = $1 AND customer_id = $2 AND NOT published AND expires_at > now()
            RETURNING ${DRAFT_COLUMNS}`,
          [draftUserDeclarationId, customerId, stored, documentUploadedToPSI, AML_DRAFT_KEPT_DAYS],
        );
        const row = rows[0];
        if (!row) throw notFound('Draft');
        await context.audit(tx, 'aml.fill-draft', { draftId: row.id, documentUploadedToPSI });
        return toDraft(row);
      });
    },

    'Aml.GenerateUserAmlDeclarationDraftPreview': async (context) => {
      const customerId = requireCustomer(context);
      const draft = await openDraft(context.db, customerId, context.body.draftUserDeclarationId);
      if (!draft) throw notFound('Draft');
      const customer = await customerName(context.db, customerId);
      const now = new Date();
      const date = todayInLithuania(now);
      const language: PdfLanguage = context.body.language ?? 'lt';
      const content = await renderDeclarationPdf({
        declaration: storedAnswers(draft.declaration_json),
        language,
        customerName: customer.name,
        personalCode: customer.personalCode,
        kind: 'preview',
        date,
        at: now,
      });
      return {
        fileName: language === 'en' ? `kyc-questionnaire-preview-${date}.pdf` : `kpa-perziura-${date}.pdf`,
        mimeType: 'application/pdf' as const,
        contentBase64: Buffer.from(content).toString('base64'),
      };
    },

    'Aml.PublishUserAmlDeclarationDraft': async (context) => {
      const customerId = requireCustomer(context);
      const draftId = context.body.draftUserDeclarationId;
      const draft = await openDraft(context.db, customerId, draftId);
      if (!draft) throw notFound('Draft');
      let json: unknown = {};
      try {
        json = JSON.parse(draft.declaration_json);
      } catch {
        json = {};
      }
      const parsed = AmlDeclaration.safeParse(json);
      if (!parsed.success) {
        return {
          status: 'Invalid' as const,
          validUntil: null,
          errors: parsed.error.issues.map((issue) => ({
            field: issuePath(issue.path),
            message: issue.message,
          })),
        };
      }
      const declaration = parsed.data;
      const now = new Date();
      // The document is checked again (it may have expired since the identity step), as one more attempt of
      // the identity check: it counts towards the lockout, and a locked check refuses without a lookup.
      const checked = await checkIdentityDocument(
        context.db,
        customerId,
        declaration.identityDocument,
        now.getTime(),
      );
      if (!checked.valid) {
        return {
          status: 'Invalid' as const,
          validUntil: null,
          errors: [
            checked.locked
              ? { field: 'identityDocument.documentNumber', message: 'identity-check-locked' }
              : checked.expired
                ? { field: 'identityDocument.expiryDate', message: 'document-expired' }
                : { field: 'identityDocument.documentNumber', message: 'invalid-document' },
          ],
        };
      }
      const facts = await residenceFacts(context.db, customerId);
      const reasons = reviewReasons(declaration, facts);
      const today = todayInLithuania(now);
      const pending = reasons.length > 0;
      const reviewDue =
        pending && options.reviewSimulator ? new Date(now.getTime() + options.reviewDelayMs) : null;
      const until = pending
        ? reviewDue
          ? validUntil(calendarDateAt(reviewDue), true)
          : null
        : validUntil(today, false);
      const customer = await customerName(context.db, customerId);
      const language: PdfLanguage = context.body.language ?? 'lt';
      const pdf = await renderDeclarationPdf({
        declaration,
        language,
        customerName: customer.name,
        personalCode: customer.personalCode,
        kind: 'declaration',
        date: today,
        at: now,
      });
      const status = pending ? ('Pending' as const) : ('Valid' as const);
      return context.db.transaction(async (tx) => {
        // The answers published are the ones validated above: a fill in between makes this a 404 to retry.
        const claimed = await tx.query<{
          document_uploaded_to_psi: boolean;
          upload_file_name: string | null;
          upload_mime_type: string | null;
          upload_content: Uint8Array | null;
        }>(
          `SELECT document_uploaded_to_psi, upload_file_name, upload_mime_type, upload_content FROM aml_drafts
            WHERE id = $1 AND customer_id = $2 AND NOT published AND expires_at > now() AND declaration_json = $3
            FOR UPDATE`,
          [draftId, customerId, draft.declaration_json],
        );
        const claim = claimed[0];
        if (!claim) throw notFound('Draft');
        // The photo moves to the documents (below); the published draft keeps only the answers.
        await tx.query(
          `UPDATE aml_drafts SET published = true, updated_at = now(), upload_content = NULL WHERE id = $1`,
          [draftId],
        );
        const documents = await tx.query<{ id: number }>(
          `INSERT INTO documents (customer_id, document_type, document_type_cfg_nr, title, title_en, file_name, mime_type, content)
           VALUES ($1, 'AmlDocument', $2, $3, $4, $5, 'application/pdf', $6) RETURNING id`,
          [
            customerId,
            DOCUMENT_TYPE_CFG_NR.AmlDocument,
            DECLARATION_TITLE.lt,
            DECLARATION_TITLE.en,
            `kpa-${today}.pdf`,
            pdf,
          ],
        );
        const documentId = documents[0]?.id;
        if (documentId === undefined) throw new Error('Declaration document insert returned nothing');
        // Filed only while the customer still says it was uploaded (documentUploadedToPSI of the last save).
        if (
          claim.document_uploaded_to_psi &&
          claim.upload_content &&
          claim.upload_file_name &&
          claim.upload_mime_type
        ) {
          await tx.query(
            `INSERT INTO documents (customer_id, document_type, document_type_cfg_nr, title, title_en, file_name, mime_type, content)
             VALUES ($1, 'IdDocument', $2, $3, $4, $5, $6, $7)`,
            [
              customerId,
              DOCUMENT_TYPE_CFG_NR.IdDocument,
              'Asmens tapatybės dokumento kopija',
              'Copy of the identity document',
              claim.upload_file_name,
              claim.upload_mime_type,
              claim.upload_content,
            ],
          );
        }
        await tx.query(
          `INSERT INTO aml_declarations (customer_id, status, valid_until, document_id, declaration_json, draft_id,
                                         review_reasons, review_due_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            customerId,
            status,
            until,
            documentId,
            JSON.stringify(declaration),
            draftId,
            JSON.stringify(reasons),
            reviewDue?.toISOString() ?? null,
          ],
        );
        await context.audit(tx, 'aml.publish', { draftId, status, reasons });
        return { status, validUntil: status === 'Valid' ? until : null, errors: [] };
      });
    },

    'Aml.IsIdentityDocumentValid': async (context) => {
      const customerId = requireCustomer(context);
      const answer = await checkIdentityDocument(context.db, customerId, context.body);
      if (answer.locked && answer.lockedUntil) {
        await context.audit(context.db, 'aml.identity-check-locked', { lockedUntil: answer.lockedUntil });
      }
      return answer;
    },

    'Aml.UploadIdentityDocument': async (context) => {
      const customerId = requireCustomer(context);
      const { draftUserDeclarationId, file } = context.body;
      const bytes = decodeBase64(file.contentBase64);
      if (!bytes) throw validation('body.file.contentBase64', 'body.file.contentBase64: not base64');
      const check = await checkUploadedFile({ fileName: file.fileName, bytes });
      if (!check.ok) throw uploadError(check, 'body.file');
      return context.db.transaction(async (tx) => {
        await useUploadQuota(tx, customerId, { files: 1, bytes: check.sizeBytes, now: Date.now() });
        const rows = await tx.query<{ id: number }>(
          `UPDATE aml_drafts SET upload_file_name = $3, upload_mime_type = $4, upload_content = $5,
                  document_uploaded_to_psi = true, updated_at = now(), expires_at = now() + make_interval(days => $6)
            WHERE id = $1 AND customer_id = $2 AND NOT published AND expires_at > now()
            RETURNING id`,
          [
            draftUserDeclarationId,
            customerId,
            check.fileName,
            check.mimeType,
            check.bytes,
            AML_DRAFT_KEPT_DAYS,
          ],
        );
        const row = rows[0];
        if (!row) throw notFound('Draft');
        await context.audit(tx, 'aml.upload-document', {
          draftId: row.id,
          mimeType: check.mimeType,
          sizeBytes: check.sizeBytes,
        });
        return {
          fileName: check.fileName,
          mimeType: check.mimeType,
          sizeBytes: check.sizeBytes,
        };
      });
    },

    'Aml.DemoReviewDeclaration': async (context) => {
      if (!options.reviewSimulator) throw new ApiHttpError(404, 'not_found', 'Not found');
      const customerId = requireCustomer(context);
      const { decision } = context.body;
      await settleDueReviews(context.db, customerId);
      return context.db.transaction(async (tx) => {
        const until = decision === 'Valid' ? validUntil(todayInLithuania(), true) : null;
        const rows = await tx.query<{ id: number }>(
          `UPDATE aml_declarations SET status = $2, valid_until = $3, reviewed_at = now(), review_due_at = NULL
            WHERE id = (SELECT id FROM aml_current WHERE customer_id = $1 AND status = 'Pending')
            RETURNING id`,
          [customerId, decision, until],
        );
        const row = rows[0];
        if (!row) throw notFound('Pending declaration');
        await context.audit(tx, 'aml.review-decided', { declarationId: row.id, decision, by: 'demo' });
        return { status: decision, validUntil: until };
      });
    },
  };
}

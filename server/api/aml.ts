import type { AmlValidityStatus } from '../../src/api/contract/common';
import { todayInLithuania } from '../../src/domain/calendar-date';
import { AML_DRAFT_KEPT_DAYS } from '../../src/domain/constants';
import { validateDocumentExpiry, validateDocumentNumber } from '../../src/domain/identity-document';
import type { Queryable } from '../db/db';
import { notFound, validation } from '../http/api-error';
import { requireCustomer, type Handlers } from '../http/handler-types';

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

async function openDraft(db: Queryable, customerId: number): Promise<DraftRow | null> {
  const rows = await db.query<DraftRow>(
    `SELECT ${DRAFT_COLUMNS} FROM aml_drafts WHERE customer_id = $1 AND NOT published AND expires_at > now()
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [customerId],
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

/** Simulated identity register: these document numbers are reported as invalid (lost or stolen). */
const INVALID_DOCUMENT_NUMBERS = new Set(['00000000', 'AA0000000', 'LOST12345']);

export const amlHandlers: Handlers = {
  'Aml.IsAmlValid': async (context) => {
    const customerId = requireCustomer(context);
    const rows = await context.db.query<{
      status: AmlValidityStatus;
      valid_until: string | null;
      document_id: number | null;
      file_name: string | null;
    }>(
      `SELECT a.status, a.valid_until::text AS valid_until, a.document_id, d.file_name
       FROM aml_declarations a LEFT JOIN documents d ON d.id = a.document_id
       WHERE a.customer_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT 1`,
      [customerId],
    );
    const row = rows[0];
    const draft = await openDraft(context.db, customerId);
    // A "Valid" declaration past its validity date is due again.
    const status: AmlValidityStatus = !row
      ? 'Invalid'
      : row.status === 'Valid' && row.valid_until !== null && row.valid_until < todayInLithuania()
        ? 'Invalid'
        : row.status;
    return {
      status,
      validUntil: row?.valid_until ?? null,
      declarationFile:
        row?.document_id && row.file_name ? { documentId: row.document_id, fileName: row.file_name } : null,
      draft: draft ? toDraft(draft) : null,
      identityCheckLockedUntil: null,
    };
  },

  'Aml.CreateUserAmlDeclarationDraft': async (context) => {
    const customerId = requireCustomer(context);
    return context.db.transaction(async (tx) => {
      const existing = await openDraft(tx, customerId);
      if (existing) return toDraft(existing);
      const rows = await tx.query<DraftRow>(
        `INSERT INTO aml_drafts (customer_id, expires_at) VALUES ($1, now() + make_interval(days => $2))
         RETURNING ${DRAFT_COLUMNS}`,
        [customerId, AML_DRAFT_KEPT_DAYS],
      );
      const row = rows[0];
      if (!row) throw new Error('Draft insert returned nothing');
      await context.audit(tx, 'aml.create-draft', { draftId: row.id });
      return toDraft(row);
    });
  },

  'Aml.FillUserAmlDeclarationDraft': async (context) => {
    const customerId = requireCustomer(context);
    const { draftUserDeclarationId, declarationJson, documentUploadedToPSI } = context.body;
    try {
      const parsed: unknown = JSON.parse(declarationJson);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
    } catch {
      throw validation('body.declarationJson', 'declarationJson must be a JSON object');
    }
    return context.db.transaction(async (tx) => {
      const rows = await tx.query<DraftRow>(
        `UPDATE aml_drafts SET declaration_json = $3, document_uploaded_to_psi = $4, updated_at = now()
         WHERE id = $1 AND customer_id = $2 AND NOT published AND expires_at > now()
         RETURNING ${DRAFT_COLUMNS}`,
        [draftUserDeclarationId, customerId, declarationJson, documentUploadedToPSI],
      );
      const row = rows[0];
      if (!row) throw notFound('Draft');
      await context.audit(tx, 'aml.fill-draft', { draftId: row.id, documentUploadedToPSI });
      return toDraft(row);
    });
  },

  'Aml.IsIdentityDocumentValid': async (context) => {
    const { documentNumber, expiryDate } = context.body;
    const number = documentNumber.replace(/\s+/g, '').toUpperCase();
    const expired = expiryDate
      ? validateDocumentExpiry(expiryDate, todayInLithuania()) === 'document-expired'
      : false;
    const valid =
      validateDocumentNumber(number) === null && !INVALID_DOCUMENT_NUMBERS.has(number) && !expired;
    return { valid, expired, locked: false, lockedUntil: null, attemptsLeft: 0 };
  },
};

import type { DocumentType } from '../../../api/contract/common';

/**
 * The configuration number of each document type (GetAllDocuments?documentTypeCfgNr). A copy of
 * DOCUMENT_TYPE_CFG_NR in src/api/contract/documents.ts, kept here because that module loads zod and
 * the route table must not; a unit test keeps the two equal.
 */
export const DOCUMENT_TYPE_NUMBERS = {
  Report: 1,
  Document: 2,
  PaymentAttachment: 3,
  IdDocument: 4,
  AmlDocument: 5,
  Gdpr: 6,
  PhotoId: 7,
  MAX: 8,
  ATN: 9,
  STA: 10,
  DAL: 11,
  PLS: 12,
  PAS: 13,
  PAG: 14,
  Contract: 15,
  Other: 99,
} as const satisfies Record<DocumentType, number>;

export const DOCUMENT_TYPES = Object.keys(DOCUMENT_TYPE_NUMBERS) as DocumentType[];

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(DOCUMENT_TYPE_NUMBERS, value);
}

export function documentTypeCfgNr(type: DocumentType): number {
  return DOCUMENT_TYPE_NUMBERS[type];
}

/** Search params of /portal/documents-list: `type`, one document type; anything else is dropped. */
export function validateDocumentSearch(search: Record<string, unknown>): { type?: DocumentType | undefined } {
  return isDocumentType(search.type) ? { type: search.type } : {};
}

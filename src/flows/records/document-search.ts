import type { DocumentType } from '../../api/contract/common';
import { DOCUMENT_TYPE_CFG_NR } from '../../api/contract/document-types';

/** The configuration number of each document type (GetAllDocuments?documentTypeCfgNr). */
export const DOCUMENT_TYPE_NUMBERS = DOCUMENT_TYPE_CFG_NR;

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

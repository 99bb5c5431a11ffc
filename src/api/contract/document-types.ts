import type { DocumentType } from './common';

/**
 * Configuration number of each document type (GetAllDocuments?documentTypeCfgNr filters by it). Kept free
 * of zod so that screens and the route table can use it without loading the whole contract.
 */
export const DOCUMENT_TYPE_CFG_NR = {
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

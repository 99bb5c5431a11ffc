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

/**
 * The name of each document type, in Lithuanian and English, for the documents screen, its filter and
 * anything else that names a type (never the bare code). §3 lists MAX, ATN, DAL, PLS, PAS and PAG without
 * saying what they are; the names below are the team's reading of the codes (MAX: accumulate the
 * maximum, ATN: renew accumulation, DAL: partial payout, PLS: return the assets to Sodra, PAS: stop
 * accumulation, PAG: change of fund) and are recorded in the README.
 */
export const DOCUMENT_TYPE_NAMES = {
  Report: { lt: 'Ataskaita', en: 'Report' },
  Document: { lt: 'Dokumentas', en: 'Document' },
  PaymentAttachment: { lt: 'Mokėjimo dokumentas', en: 'Payment document' },
  IdDocument: { lt: 'Asmens tapatybės dokumentas', en: 'Identity document' },
  AmlDocument: { lt: 'Kliento anketa', en: 'Customer questionnaire' },
  Gdpr: { lt: 'Sutikimas dėl asmens duomenų', en: 'Personal data consent' },
  PhotoId: { lt: 'Nuotrauka su asmens dokumentu', en: 'Photo with identity document' },
  MAX: { lt: 'Prašymas kaupti maksimaliai', en: 'Application to accumulate the maximum' },
  ATN: { lt: 'Prašymas atnaujinti kaupimą', en: 'Application to renew accumulation' },
  STA: { lt: 'Sąskaitos išrašas', en: 'Account statement' },
  DAL: { lt: 'Prašymas dėl dalinės išmokos', en: 'Partial payout application' },
  PLS: { lt: 'Prašymas grąžinti lėšas į Sodrą', en: 'Application to return the assets to Sodra' },
  PAS: { lt: 'Prašymas sustabdyti kaupimą', en: 'Application to stop accumulation' },
  PAG: { lt: 'Prašymas pakeisti fondą', en: 'Fund change application' },
  Contract: { lt: 'Sutartis', en: 'Contract' },
  Other: { lt: 'Kitas dokumentas', en: 'Other document' },
} as const satisfies Record<DocumentType, { lt: string; en: string }>;

/** The document type's name in the given language ('en', else Lithuanian). */
export function documentTypeName(type: DocumentType, locale: string): string {
  return DOCUMENT_TYPE_NAMES[type][locale === 'en' ? 'en' : 'lt'];
}

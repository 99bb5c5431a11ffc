import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentType } from '../../api/contract/common';

/**
 * The name of each document type, for the documents screen, its filter and
 * anything else that names a type (never the bare code). §3 lists MAX, ATN, DAL, PLS, PAS and PAG without
 * saying what they are; the names below are the team's reading of the codes (MAX: accumulate the
 * maximum, ATN: renew accumulation, DAL: partial payout, PLS: return the assets to Sodra, PAS: stop
 * accumulation, PAG: change of fund) and are recorded in docs/decisions.md; English in src/locales/en/portal-more.po.
 */
const DOCUMENT_TYPE_NAMES = {
  Report: msg`Ataskaita`,
  Document: msg`Dokumentas`,
  PaymentAttachment: msg`Mokėjimo dokumentas`,
  IdDocument: msg`Asmens tapatybės dokumentas`,
  AmlDocument: msg`Kliento anketa`,
  Gdpr: msg`Sutikimas dėl asmens duomenų`,
  PhotoId: msg`Nuotrauka su asmens dokumentu`,
  MAX: msg`Prašymas kaupti maksimaliai`,
  ATN: msg`Prašymas atnaujinti kaupimą`,
  STA: msg`Sąskaitos išrašas`,
  DAL: msg`Prašymas dėl dalinės išmokos`,
  PLS: msg`Prašymas grąžinti lėšas į Sodrą`,
  PAS: msg`Prašymas sustabdyti kaupimą`,
  PAG: msg`Prašymas pakeisti fondą`,
  Contract: msg`Sutartis`,
  Other: msg`Kitas dokumentas`,
} as const satisfies Record<DocumentType, MessageDescriptor>;

/** The document type's name in the reader's language. */
export function documentTypeName(type: DocumentType, i18n: I18n): string {
  return i18n._(DOCUMENT_TYPE_NAMES[type]);
}

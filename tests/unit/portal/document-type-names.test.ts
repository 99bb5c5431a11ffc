/**
 * Every document type has a name in the reader's language (never the bare code): Lithuanian from the
 * source, English from the portal's catalogue, as the documents screen and its filter show them.
 */
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPE_CFG_NR } from '../../../src/api/contract/document-types';
import type { DocumentType } from '../../../src/api/contract/common';
import { documentTypeName } from '../../../src/flows/records/document-type-names';
import { messages as en } from '../../../src/locales/en/portal-more.po';
import { messages as lt } from '../../../src/locales/lt/portal-more.po';

const TYPES = Object.keys(DOCUMENT_TYPE_CFG_NR) as DocumentType[];

const namesIn = (locale: 'lt' | 'en', messages: typeof lt) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return Object.fromEntries(TYPES.map((type) => [type, documentTypeName(type, i18n)]));
};

describe('document type names', () => {
  const inLithuanian = namesIn('lt', lt);
  const inEnglish = namesIn('en', en);

  it('Lithuanian: every type is named, none by its code, no two alike', () => {
    expect(inLithuanian).toMatchObject({
      STA: 'Sąskaitos išrašas',
      PAG: 'Prašymas pakeisti fondą',
      Contract: 'Sutartis',
    });
    for (const type of TYPES) expect(inLithuanian[type]).not.toBe(type);
    expect(new Set(Object.values(inLithuanian)).size).toBe(TYPES.length);
  });

  it('English: every type is translated, no two alike', () => {
    expect(inEnglish).toMatchObject({
      STA: 'Account statement',
      PAG: 'Fund change application',
      Contract: 'Contract',
    });
    for (const type of TYPES) expect(inEnglish[type]).not.toBe(inLithuanian[type]);
    expect(new Set(Object.values(inEnglish)).size).toBe(TYPES.length);
  });
});

import { i18n, type Messages } from '@lingui/core';
import { loadValidationMessages } from './validation-messages';
import { messages as ltMessages } from '../locales/lt/messages.po';

export const LOCALES = ['lt', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'lt';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads the stored language; anything tampered with or unreadable falls back to Lithuanian. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined): Locale {
  try {
    const value = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'lt') return ltMessages;
  // English is loaded on demand so that Lithuanian visitors never download it.
  const { messages } = await import('../locales/en/messages.po');
  return messages;
}

/** A catalogue loaded by the part of the app that needs it (e.g. the portal's, by the /portal route). */
export type CatalogLoaders = Record<Locale, () => Promise<Messages>>;

const extraCatalogs = new Map<string, CatalogLoaders>();
const loadedExtras = new Set<string>();

/**
 * Loads an extra catalogue for the active locale (once) and remembers it, so that a later change of
 * language loads it too.
 */
export async function ensureCatalog(name: string, loaders: CatalogLoaders): Promise<void> {
  extraCatalogs.set(name, loaders);
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const key = `${name}:${locale}`;
  if (loadedExtras.has(key)) return;
  i18n.load(locale, await loaders[locale]());
  loadedExtras.add(key);
}

/** Activates a locale, remembers it and keeps <html lang> in step. */
export async function activateLocale(locale: Locale, { persist = true } = {}): Promise<void> {
  const [main, , ...extras] = await Promise.all([
    loadMessages(locale),
    loadValidationMessages(locale),
    ...[...extraCatalogs.values()].map((loaders) => loaders[locale]()),
  ]);
  const messages: Messages = Object.assign({}, main, ...extras);
  for (const name of extraCatalogs.keys()) loadedExtras.add(`${name}:${locale}`);
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (persist) {
    try {
      safeStorage()?.setItem(LANGUAGE_STORAGE_KEY, locale);
    } catch {
      // Storage may be full or disabled (private mode); the choice then lasts for this page only.
    }
  }
}

/** Activates Lithuanian synchronously so the first render never waits. */
export function initI18n(): Locale {
  const stored = readStoredLocale(safeStorage());
  i18n.loadAndActivate({ locale: 'lt', messages: ltMessages });
  if (typeof document !== 'undefined') document.documentElement.lang = 'lt';
  return stored;
}

export { i18n };

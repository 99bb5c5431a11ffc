import type { ComponentType } from 'react';
import { ensureCatalog, i18n, type CatalogLoaders } from '../../i18n/locale';
import { loadValidationMessages } from '../../i18n/validation-messages';
import { lazyPage } from './lazy-page';

/**
 * The public pages' texts other than login's (src/locales/{locale}/pages.po: registration, password reset,
 * terms, the e-mail link pages, the limit and exit pages). Kept out of the first page's catalogue so that
 * the login page's JavaScript does not carry them; loaded together with each such page.
 */
export const pagesCatalog: CatalogLoaders = {
  lt: () => import('../../locales/lt/pages.po').then((module) => module.messages),
  en: () => import('../../locales/en/pages.po').then((module) => module.messages),
};

/**
 * A lazily loaded page whose texts are in the pages catalogue: the page renders once its code, those texts
 * and every validation message (its forms may show any) are in.
 */
export function lazyTextPage<M extends Record<string, unknown>, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
) {
  return lazyPage(
    () =>
      Promise.all([
        importer(),
        ensureCatalog('pages', pagesCatalog),
        loadValidationMessages(i18n.locale),
      ]).then(([module]) => module) as Promise<M & Record<K, ComponentType>>,
    exportName,
  );
}

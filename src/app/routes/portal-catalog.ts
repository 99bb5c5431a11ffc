import type { CatalogLoaders } from '../../i18n/locale';
import { ensureCatalog, i18n } from '../../i18n/locale';
import { loadValidationMessages } from '../../i18n/validation-messages';
import { isFirstPortalScreen } from './first-screen';

/** The authorized area's first screen's texts (src/locales/{locale}/portal.po), loaded by the /portal route. */
export const portalCatalog: CatalogLoaders = {
  lt: () => import('../../locales/lt/portal.po').then((module) => module.messages),
  en: () => import('../../locales/en/portal.po').then((module) => module.messages),
};

/** Every other portal screen's texts (src/locales/{locale}/portal-more.po). */
export const portalMoreCatalog: CatalogLoaders = {
  lt: () => import('../../locales/lt/portal-more.po').then((module) => module.messages),
  en: () => import('../../locales/en/portal-more.po').then((module) => module.messages),
};

/**
 * The texts a portal address needs before its screen renders: the first screen's, plus the rest elsewhere,
 * and every validation message (the portal's forms may show any).
 */
export function ensurePortalCatalogs(pathname: string): Promise<unknown> {
  return Promise.all([
    ensureCatalog('portal', portalCatalog),
    loadValidationMessages(i18n.locale),
    isFirstPortalScreen(pathname) ? undefined : ensureCatalog('portal-more', portalMoreCatalog),
  ]);
}

/** The rest of the portal's texts, ahead of need (after the first screen, at the first tap or when idle). */
export function prefetchPortalCatalogs(): Promise<unknown> {
  return ensureCatalog('portal-more', portalMoreCatalog);
}

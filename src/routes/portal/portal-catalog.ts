import type { CatalogLoaders } from '../../i18n/locale';

/** The authorized area's texts (src/locales/{locale}/portal.po), loaded by the /portal route. */
export const portalCatalog: CatalogLoaders = {
  lt: () => import('../../locales/lt/portal.po').then((module) => module.messages),
  en: () => import('../../locales/en/portal.po').then((module) => module.messages),
};

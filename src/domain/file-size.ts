import { formatNumber, type PortalLocale } from './format';

/** '12,3 KB', '1,2 MB' (lt) / '12.3 KB' (en); bytes below 1 KB still show as '1 KB' at least. */
export function fileSize(bytes: number, locale: string): string {
  const portalLocale: PortalLocale = locale === 'en' ? 'en' : 'lt';
  const format = (value: number) => formatNumber(value, portalLocale, { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${format(bytes / (1024 * 1024))}\u00a0MB`;
  return `${format(Math.max(1, bytes / 1024))}\u00a0KB`;
}

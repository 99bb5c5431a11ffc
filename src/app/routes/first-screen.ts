/**
 * The authorized area's first screen: the dashboard, where a login lands (`/portal` leads there). Its
 * reload gets the head start's reads (src/head-start/reads.ts) and needs only the `portal` catalogue; every
 * other portal address also needs `portal-more` (src/app/routes/portal-catalog.ts). No imports: the head
 * start bundles this file.
 */
const FIRST_SCREEN_PATHS = new Set(['/portal', '/portal/', '/portal/dashboard', '/portal/dashboard/']);

export function isFirstPortalScreen(pathname: string): boolean {
  return FIRST_SCREEN_PATHS.has(pathname);
}

/**
 * Where the refresh token lives: sessionStorage under this key. It survives a reload of this tab (so F5 does
 * not log the customer out) and dies with the tab; the access token stays in memory only. Read by the
 * session (src/app/session.ts) and by a reload's head start (src/head-start/main.ts). No imports: the head
 * start bundles this file.
 */
export const REFRESH_TOKEN_STORAGE_KEY = 'sessionRefresh';

/**
 * The tabs of one session (src/app/tab-sync.ts): this tab's session lineage in sessionStorage (copied into
 * a duplicated tab), and the lineage's mailbox in localStorage under the prefix plus the lineage's id.
 */
export const SESSION_LINEAGE_STORAGE_KEY = 'sessionLineage';
export const SESSION_MAILBOX_PREFIX = 'sessionMailbox:';

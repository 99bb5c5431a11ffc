import type { Page } from '@playwright/test';

export const LOGIN_JS_BUDGET_KB: number;
export const LOGIN_JS_GOAL_KB: number;

export interface LoginScript {
  url: string;
  /** Content-Encoding of the response ('none' when sent plain). */
  encoding: string;
  /** Compressed body bytes on the wire. */
  transfer: number;
  /** Response header bytes. */
  headers: number;
  /** The body gzip'ed at level 9. */
  gzip: number;
}

/** Every script a cold load of `url` downloads until the network is idle. */
export function measureLoginJavaScript(
  page: Page,
  url: string,
): Promise<{ files: LoginScript[]; requested: number; transfer: number; headers: number; gzip: number }>;

export function kb(bytes: number): string;

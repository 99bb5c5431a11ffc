import type { MessageDescriptor } from '@lingui/core';
import type { RouteComponent } from '@tanstack/react-router';
import { guardChunk } from '../../app/chunk-reload';
import type { RouterContext } from '../route-tree';

/**
 * A built screen of the authorized area. `src/routes/route-tree.tsx` turns each into a route under
 * /portal with the shared Pending and load-failure screens; paths without a screen keep the honest
 * "being prepared" page from portal-pages.ts.
 */
export interface PortalScreen {
  /** Path below /portal/, as listed in portal-pages.ts. */
  path: string;
  title: MessageDescriptor;
  /** Use `lazyPage(() => import('…'), 'Name')` so every screen is its own chunk. */
  component: RouteComponent;
  /** Loads what the screen shows through `context.data.ensure(key, …)` so it is cached until logout. */
  loader?: (args: { context: RouterContext; search: Record<string, unknown> }) => Promise<unknown>;
  /** Search params the screen reads (filters); must return plain values, never throw. */
  validateSearch?: (search: Record<string, unknown>) => Record<string, unknown>;
}

type LoaderArgs = Parameters<NonNullable<PortalScreen['loader']>>[0];

/** A screen's loader kept in a separate chunk (with the reload-once guard for stale chunks). */
export function lazyLoader<M extends Record<K, (args: LoaderArgs) => Promise<unknown>>, K extends string>(
  importer: () => Promise<M>,
  name: K,
): NonNullable<PortalScreen['loader']> {
  const load = guardChunk(importer);
  return async (args) => (await load())[name](args);
}

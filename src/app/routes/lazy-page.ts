import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { guardChunk } from '../../browser/chunk-reload';

/** A route component loaded on demand, with the reload-once guard for stale chunks. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
) {
  return lazyRouteComponent(guardChunk(importer) as () => Promise<Record<K, ComponentType>>, exportName);
}

/**
 * A chunk of route loaders loaded on demand (with the same guard): call it inside a route's `loader`,
 * `loader: ({ context }) => loaders().then((m) => m.dashboardLoader(context))`, so the loader's return
 * type flows to the screen's `getRouteApi(id).useLoaderData()`.
 */
export const lazyModule: <M>(importer: () => Promise<M>) => () => Promise<M> = guardChunk;

import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { guardChunk } from '../app/chunk-reload';

/** A route component loaded on demand, with the reload-once guard for stale chunks. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
) {
  return lazyRouteComponent(guardChunk(importer) as () => Promise<Record<K, ComponentType>>, exportName);
}

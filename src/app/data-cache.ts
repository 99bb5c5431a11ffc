import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { loadMachine } from '../../machines/data/load.machine';
import { getInspect } from './inspector';

type LoadActor = ActorRefFrom<typeof loadMachine>;

/**
 * The load machine arrives with the first data a screen asks for (with the API client, in the portal's
 * first chunk), not with the login page, which loads no data.
 */
let loadMachineModule: Promise<{ loadMachine: typeof loadMachine }> | undefined;

/** A settled load: what a route loader returns to its screen. */
export type LoadResult<T> = { state: 'Loaded'; data: T } | { state: 'NoContent'; data: null };

/** Thrown by a loader whose data could not be loaded; the route's error screen offers a retry. */
export class LoadFailedError extends Error {
  constructor(
    readonly key: string,
    readonly state: 'Failed' | 'Timeout',
    override readonly cause: unknown,
  ) {
    super(`Loading ${key} failed`);
    this.name = 'LoadFailedError';
  }
}

export function isLoadFailedError(error: unknown): error is LoadFailedError {
  return error instanceof Error && error.name === 'LoadFailedError';
}

/**
 * Data loaded for the screens, one load-machine actor per key: kept while the customer moves around,
 * retried from the load-failure screen, and cleared at logout (§4 "Logout … clears cached queries").
 */
export class DataCache {
  private readonly entries = new Map<string, LoadActor>();

  async ensure<T>(key: string, fetcher: (signal: AbortSignal) => Promise<T | null>): Promise<LoadResult<T>> {
    const { loadMachine } = await (loadMachineModule ??= import('../../machines/data/load.machine'));
    // From here on synchronous up to the first await: two screens asking for one key share one actor.
    let actor = this.entries.get(key);
    if (!actor) {
      const inspect = getInspect();
      actor = createActor(
        loadMachine.provide({
          actors: { fetch: fromPromise<unknown, void>(({ signal }) => fetcher(signal)) },
        }),
        inspect ? { inspect } : {},
      ).start();
      this.entries.set(key, actor);
      actor.send({ type: 'load.start' });
    } else if (actor.getSnapshot().hasTag('error')) {
      actor.send({ type: 'load.retry' });
    }
    const settled = await waitFor(actor, (s) => s.hasTag('settled'));
    if (settled.matches('failed')) throw new LoadFailedError(key, 'Failed', settled.context.error);
    if (settled.matches('timeout')) throw new LoadFailedError(key, 'Timeout', settled.context.error);
    if (settled.matches('noContent')) return { state: 'NoContent', data: null };
    return { state: 'Loaded', data: settled.context.data as T };
  }

  /** Loads the data again next time (after a write that changed it). */
  invalidate(key: string): void {
    this.entries.get(key)?.stop();
    this.entries.delete(key);
  }

  clear(): void {
    for (const actor of this.entries.values()) actor.stop();
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

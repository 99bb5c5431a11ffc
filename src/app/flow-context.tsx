import { useActorRef } from '@xstate/react';
import { createContext, use, useContext, useEffect, type ReactNode } from 'react';
import type {
  ActorOptions,
  AnyActorRef,
  ActorRefFrom,
  AnyStateMachine,
  AnyEventObject,
  InputFrom,
  SnapshotFrom,
} from 'xstate';
import type { FlowName, Flows } from './flows';
import { getInspect } from './inspector';

/**
 * Hands the composition root's flows (src/app/flows.ts: machines with their actors provided) to the
 * views, and reports every event a flow emits to the one navigation (src/app/navigation.ts). A view
 * asks for a flow by name and gets a started actor; it never sees an API or a promise.
 */
export interface FlowHost {
  flows: Flows;
  /** Called with every event a screen's flow actor emits (`form.submitted`, `form.failed` …). */
  flowEvent(flow: FlowName, event: AnyEventObject): void;
  /**
   * Loads the flows that are not part of the first download (the authorized area's, src/app/portal-flows.ts):
   * a screen whose flow is missing suspends on it (the route's pending view shows) instead of failing. The
   * same promise on every call (React's `use` caches by promise).
   */
  loadFlows?: () => Promise<void>;
}

const FlowHostContext = createContext<FlowHost | null>(null);

export function FlowHostProvider({ host, children }: { host: FlowHost; children: ReactNode }) {
  return <FlowHostContext.Provider value={host}>{children}</FlowHostContext.Provider>;
}

export interface UseFlowOptions<N extends FlowName> {
  input?: InputFrom<NonNullable<Flows[N]>>;
  /** Start at a given snapshot (stories, tests). */
  snapshot?: SnapshotFrom<NonNullable<Flows[N]>>;
}

/**
 * A started actor of the flow `name`, owned by the calling component (stopped when it unmounts),
 * attached to the XState inspector when it is on, its emitted events reported to the navigation.
 */
export function useFlow<N extends FlowName>(
  name: N,
  options: UseFlowOptions<N> = {},
): ActorRefFrom<NonNullable<Flows[N]>> {
  const host = useContext(FlowHostContext);
  if (!host) throw new Error('useFlow: wrap the tree in <FlowHostProvider>');
  const inspect = getInspect();
  // The flows differ in type; the actor is typed back by the flow name.
  let flow: AnyStateMachine | undefined = host.flows[name];
  if (!flow && host.loadFlows) {
    use(host.loadFlows());
    flow = host.flows[name];
  }
  if (!flow)
    throw new Error(`useFlow: the flow "${String(name)}" is not loaded (portal flows load with /portal)`);
  const machine = flow;
  const actorOptions: ActorOptions<AnyStateMachine> = {
    ...(options.input !== undefined ? { input: options.input } : {}),
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
    ...(inspect ? { inspect } : {}),
  };
  const actor = useActorRef(machine, actorOptions) as unknown as ActorRefFrom<NonNullable<Flows[N]>>;
  useEffect(() => {
    const subscription = (actor as AnyActorRef).on('*', (event: AnyEventObject) =>
      host.flowEvent(name, event),
    );
    return () => subscription.unsubscribe();
  }, [actor, host, name]);
  return actor;
}

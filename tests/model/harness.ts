import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { describe, it } from 'vitest';
import type {
  AnyActorLogic,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
  StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes } from '@xstate/graph';
import { isDeepStrictEqual, inspect } from 'node:util';
import type { MachineFixtures } from './fixture-types';

/**
 * Generated path tests for any XState v5 machine (docs/adding-a-flow.md).
 *
 * 1. The model: `@xstate/graph` traverses the machine with `machine.transition` (no side effects), offering
 *    in every state the events the active state nodes listen to, with payloads from the typed fixtures:
 *    user events from `fixtures.events`, `xstate.done.actor.<id>` / `xstate.error.actor.<id>` from
 *    `fixtures.actors[src].done|error`, and `xstate.after.<delay>.<stateId>` for delayed transitions.
 * 2. The paths: one path per edge of the adjacency map (shortest path to the edge's source + the edge),
 *    with paths that are prefixes of longer ones dropped. So every edge is exercised, not only every state.
 * 3. The run: each path is replayed against a real actor (`createActor`) with a `SimulatedClock`. Invoked
 *    actors are replaced by controllable promises: a done/error step resolves/rejects the pending promise of
 *    that invocation (so the step also proves the actor really was invoked); an `after` step advances the
 *    clock to the due time of the scheduled timer (so timers fire the way they would in real time). After
 *    every step the real snapshot must serialise exactly like the model's expected snapshot.
 * 4. Coverage, measured from what the real runs did:
 *    - states: state nodes that were active in some microstep ÷ all state nodes;
 *    - transitions: distinct (state value, event type, next state value) edges observed ÷ all such edges of
 *      the adjacency map (context-level edges are reported too);
 *    - branches: transition definitions taken (each guarded alternative, `always`, `after`, `onDone`,
 *      `onError` counts) ÷ all definitions in the machine. This catches a fixture that never drives a
 *      guard's branch, which the adjacency map alone cannot notice.
 *    Anything below 100 % fails unless listed in `exclusions` with a reason.
 * 5. The specification, checked at every step of every path (`spec`, see `SpecExpectations`): every timer
 *    the machine starts must last the specified time, every actor it invokes must receive the specified
 *    input, it must emit exactly the specified events and end with the specified output, and the machine's
 *    own spec rules hold. The expected values are the specification's literals written in the test, never
 *    the constants of the machine under test, so a changed constant, a lost `emit` or a wrong actor input
 *    fails every generated path that passes through it.
 */

export type Exclusion =
  | { readonly state: string; readonly reason: string }
  | { readonly transition: string; readonly reason: string }
  | { readonly branch: string; readonly reason: string };

/** One step of a path as the specification sees it. */
export interface SpecStep {
  /** The event of this step (`xstate.init` for the start). */
  readonly event: AnyEventObject;
  /** The real snapshot before the step (undefined at the start) and after it. */
  readonly before: AnyMachineSnapshot | undefined;
  readonly after: AnyMachineSnapshot;
  /** The path's events so far, this one included (the start is not included). */
  readonly history: readonly AnyEventObject[];
  /** The actors invoked on this step: invoke id → the input they received. */
  readonly invoked: ReadonlyMap<string, unknown>;
}

/**
 * The specification's expectations of one machine, written with the specification's literal values.
 * The harness checks all of them after every step of every generated path.
 */
export interface SpecExpectations {
  /**
   * Every named delay → its specified duration in ms (or, for a duration derived from data such as the
   * token lifetime, a function of the step that started the timer). Each timer started on a step must
   * last exactly this; a timer whose delay is not listed fails.
   */
  readonly delays: Readonly<Record<string, number | ((step: SpecStep) => number)>>;
  /**
   * Every invoke id → the input the specification says the actor must receive, given the step that
   * invoked it. An invocation not listed fails.
   */
  readonly inputs: Readonly<Record<string, (step: SpecStep) => unknown>>;
  /** The events the machine must emit on this step, in order (nothing when absent). */
  readonly emitted?: (step: SpecStep) => readonly AnyEventObject[];
  /** The output the machine must end with, checked on the step where it reaches a final state. */
  readonly output?: (step: SpecStep) => unknown;
  /** Further rules of the specification, checked on every step; throw to fail. */
  readonly rules?: readonly ((step: SpecStep) => void)[];
}

export interface ModelSpec<TMachine extends AnyStateMachine> {
  /** Printed in the coverage line, e.g. `form`. */
  readonly name: string;
  readonly machine: TMachine;
  readonly fixtures: MachineFixtures<TMachine>;
  /**
   * How a snapshot is identified in the model. Default: state value + context as JSON (functions are
   * dropped). Override to ignore non-deterministic context (timestamps) or to bound the state space.
   */
  readonly serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /** Prune events the model should not offer in a state (e.g. timer orders impossible in real time). */
  readonly filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** Checked on every real snapshot of every path (tags, selectors, context invariants). Throw to fail. */
  readonly invariant?: (snapshot: AnyMachineSnapshot) => void;
  /** Traversal safety net: maximum number of explored states (default 20 000). */
  readonly limit?: number;
  /** What the specification expects at every step (timer durations, actor inputs, emitted events …). */
  readonly spec: SpecExpectations;
}

export interface ModelStep {
  readonly event: AnyEventObject;
  readonly state: AnyMachineSnapshot;
}

export interface ModelPath {
  readonly description: string;
  /** steps[0] is the initial snapshot (`xstate.init`); steps[i] is the snapshot after steps[i].event. */
  readonly steps: readonly ModelStep[];
}

interface Coverage {
  readonly covered: readonly string[];
  readonly missing: readonly string[];
  readonly total: number;
}

export interface CoverageReport {
  readonly name: string;
  readonly paths: number;
  readonly states: Coverage;
  readonly transitions: Coverage;
  readonly branches: Coverage;
  readonly edges: { readonly covered: number; readonly total: number };
}

export interface Model {
  readonly name: string;
  readonly paths: readonly ModelPath[];
  /** Replays one path against a real actor; throws with the path and the diverging step on failure. */
  runPath(path: ModelPath): Promise<void>;
  /** Coverage of everything replayed so far by `runPath`. */
  coverage(): CoverageReport;
}

const INIT_EVENT = 'xstate.init';
const AFTER_PREFIX = 'xstate.after.';
const DONE_ACTOR_PREFIX = 'xstate.done.actor.';
const ERROR_ACTOR_PREFIX = 'xstate.error.actor.';

// ── keys ───────────────────────────────────────────────────────────────────────────────────────────

export function defaultSerializeState(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context });
}

function serializeEvent(event: AnyEventObject): string {
  return JSON.stringify(event);
}

/** `{ editing: 'valid' }` → `editing.valid`; parallel regions are joined with ` + `. */
export function stateValueKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.keys(value)
    .map((key) => {
      const child = value[key];
      if (child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)) return key;
      const inner = stateValueKey(child);
      return inner
        .split(' + ')
        .map((part) => `${key}.${part}`)
        .join(' + ');
    })
    .join(' + ');
}

export function transitionKey(from: StateValue, eventType: string, to: StateValue): string {
  return `${stateValueKey(from)} --${eventType}--> ${stateValueKey(to)}`;
}

function nodeKey(node: AnyStateNode): string {
  return node.path.length === 0 ? '(machine)' : node.path.join('.');
}

function isForbidden(t: AnyTransitionDefinition): boolean {
  return !t.target && t.actions.length === 0 && !t.reenter;
}

function branchKey(t: AnyTransitionDefinition): string {
  const source = t.source;
  const list: readonly AnyTransitionDefinition[] =
    t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const index = list.indexOf(t);
  const label = t.eventType === '' ? 'always' : t.eventType;
  return `${nodeKey(source)} on ${label}[${index}]`;
}

function allBranches(machine: AnyStateMachine): Map<string, AnyTransitionDefinition> {
  const result = new Map<string, AnyTransitionDefinition>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    const defs = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of defs) if (!isForbidden(t)) result.set(branchKey(t), t);
  }
  return result;
}

export function describeEvent(event: AnyEventObject): string {
  const { type, ...payload } = event;
  if (type.startsWith(AFTER_PREFIX)) return `after ${type.slice(AFTER_PREFIX.length).split('.')[0]}`;
  if (type.startsWith(DONE_ACTOR_PREFIX))
    return `${type.slice(DONE_ACTOR_PREFIX.length)}.done(${JSON.stringify(event.output)})`;
  if (type.startsWith(ERROR_ACTOR_PREFIX))
    return `${type.slice(ERROR_ACTOR_PREFIX.length)}.error(${JSON.stringify(event.error)})`;
  return Object.keys(payload).length > 0 ? `${type}(${JSON.stringify(payload)})` : type;
}

// ── the model ──────────────────────────────────────────────────────────────────────────────────────

/** `xstate.done.actor.<id>` → the `src` of every invocation, from the machine definition. */
function invocationSources(machine: AnyStateMachine): Map<string, string> {
  const sources = new Map<string, string>();
  for (const node of getStateNodes(machine.root)) {
    for (const invoke of node.invoke) {
      const src: unknown = invoke.src;
      if (typeof src !== 'string') {
        throw new Error(
          `${machine.id}: the invocation '${invoke.id}' in '${nodeKey(node)}' uses inline logic; ` +
            'declare the actor in setup({ actors }) so fixtures and fakes can refer to it.',
        );
      }
      sources.set(invoke.id, src);
    }
  }
  return sources;
}

function matchesDescriptor(descriptor: string, type: string): boolean {
  if (descriptor === '*') return true;
  return descriptor.endsWith('.*') ? type.startsWith(descriptor.slice(0, -1)) : descriptor === type;
}

function createEventsFor<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>) {
  const sources = invocationSources(spec.machine);
  const userEvents = Object.values(spec.fixtures.events as Record<string, readonly AnyEventObject[]>).flat();
  const actorFixtures = spec.fixtures.actors as Record<
    string,
    { done: readonly unknown[]; error: readonly unknown[] }
  >;

  const actorFixture = (actorId: string, type: string) => {
    const src = sources.get(actorId);
    const fixture = src === undefined ? undefined : actorFixtures[src];
    if (fixture === undefined) throw new Error(`${spec.name}: no actor fixture for '${type}' (src '${src}')`);
    return fixture;
  };

  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const descriptors = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents))].sort();
    const events: AnyEventObject[] = [];
    for (const descriptor of descriptors) {
      if (descriptor.startsWith(AFTER_PREFIX)) {
        events.push({ type: descriptor });
      } else if (descriptor.startsWith(DONE_ACTOR_PREFIX)) {
        const actorId = descriptor.slice(DONE_ACTOR_PREFIX.length);
        for (const output of actorFixture(actorId, descriptor).done)
          events.push({ type: descriptor, output, actorId });
      } else if (descriptor.startsWith(ERROR_ACTOR_PREFIX)) {
        const actorId = descriptor.slice(ERROR_ACTOR_PREFIX.length);
        for (const error of actorFixture(actorId, descriptor).error)
          events.push({ type: descriptor, error, actorId });
      } else if (descriptor.startsWith('xstate.')) {
        // xstate.done.state.* (raised internally) and xstate.snapshot.* are not offered as external events.
        continue;
      } else {
        const matching = userEvents.filter((event) => matchesDescriptor(descriptor, event.type));
        if (matching.length === 0) throw new Error(`${spec.name}: no event fixture for '${descriptor}'`);
        events.push(...matching);
      }
    }
    return spec.filterEvents ? events.filter((event) => spec.filterEvents?.(snapshot, event)) : events;
  };
}

interface Edge {
  readonly from: AnyMachineSnapshot;
  readonly event: AnyEventObject;
  readonly to: AnyMachineSnapshot;
}

function buildPaths(
  edges: readonly Edge[],
  shortest: Map<string, readonly ModelStep[]>,
  serialize: (s: AnyMachineSnapshot) => string,
) {
  const candidates: ModelStep[][] = [];
  for (const edge of edges) {
    const head = shortest.get(serialize(edge.from));
    if (head === undefined) continue; // unreachable from the initial state (cannot happen for a BFS map)
    candidates.push([...head, { event: edge.event, state: edge.to }]);
  }
  // Longest first; drop a path whose event sequence is a prefix of a kept one.
  candidates.sort((a, b) => b.length - a.length);
  const kept: ModelStep[][] = [];
  const prefixes = new Set<string>();
  for (const steps of candidates) {
    const keys = steps.slice(1).map((step) => serializeEvent(step.event));
    const full = keys.join('\n');
    if (prefixes.has(full)) continue;
    kept.push(steps);
    for (let i = 1; i <= keys.length; i++) prefixes.add(keys.slice(0, i).join('\n'));
  }
  // Stable, readable order: shortest first, then by description.
  return kept
    .map((steps) => ({
      steps,
      description:
        steps.length <= 1
          ? '(initial state)'
          : steps
              .slice(1)
              .map((s) => describeEvent(s.event))
              .join(' → '),
    }))
    .sort((a, b) => a.steps.length - b.steps.length || a.description.localeCompare(b.description));
}

// ── running a path ─────────────────────────────────────────────────────────────────────────────────

interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

function flushPromises(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}

export function createModel<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>): Model {
  const { machine } = spec;
  const serialize = spec.serializeState ?? defaultSerializeState;
  const events = createEventsFor(spec);
  const options = {
    input: spec.fixtures.input,
    events,
    serializeState: (snapshot: AnyMachineSnapshot) => serialize(snapshot),
    serializeEvent,
    limit: spec.limit ?? 20_000,
  };
  // The graph functions are typed per machine; the harness works on any machine, so it widens once here.
  const logic: AnyStateMachine = machine;
  const adjacency = getAdjacencyMap(logic, options);
  const shortestPaths = getShortestPaths(logic, options);
  const shortest = new Map<string, readonly ModelStep[]>();
  for (const path of shortestPaths) shortest.set(serialize(path.state), path.steps);

  const edges: Edge[] = [];
  for (const { state, transitions } of Object.values(adjacency)) {
    // AdjacencyValue keys are branded strings, so Object.values loses the value type; restore it.
    const outgoing = Object.values(transitions) as Array<{
      event: AnyEventObject;
      state: AnyMachineSnapshot;
    }>;
    for (const { event, state: to } of outgoing) edges.push({ from: state as AnyMachineSnapshot, event, to });
  }
  const paths = buildPaths(edges, shortest, serialize);

  const allEdgeKeys = new Set(
    edges.map((e) => `${serialize(e.from)}|${serializeEvent(e.event)}|${serialize(e.to)}`),
  );
  const allTransitionKeys = new Set(edges.map((e) => transitionKey(e.from.value, e.event.type, e.to.value)));
  const allStateKeys = getStateNodes(machine.root).map(nodeKey);
  const branches = allBranches(machine);

  const seenEdges = new Set<string>();
  const seenTransitions = new Set<string>();
  const seenStates = new Set<string>();
  const seenBranches = new Set<string>();

  const actorSources = Object.keys(machine.implementations.actors);

  async function runPath(path: ModelPath): Promise<void> {
    const clock = new SimulatedClock();
    const pending = new Map<string, Deferred>();
    const dueAt = new WeakMap<object, number>();
    const fakes: Record<string, AnyActorLogic> = {};
    let invoked = new Map<string, unknown>();
    for (const src of actorSources) {
      fakes[src] = fromPromise<unknown, unknown>(
        ({ self, input }) =>
          new Promise((resolve, reject) => {
            invoked.set(self.id, input);
            pending.set(self.id, { resolve, reject });
          }),
      );
    }
    const provided = machine.provide({ actors: fakes } as Parameters<TMachine['provide']>[0]);
    let actorError: unknown = undefined;
    const actor = createActor(provided, {
      input: spec.fixtures.input,
      clock,
      inspect: (event: InspectionEvent) => {
        // Only the root actor (its session id is the system's root id), not invoked children.
        if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
        for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) seenStates.add(nodeKey(node));
        for (const t of event._transitions) seenBranches.add(branchKey(t));
      },
    });
    actor.subscribe({ error: (error) => (actorError = error) });
    let emitted: AnyEventObject[] = [];
    actor.on('*', (event: AnyEventObject) => emitted.push(event));

    /** Timers started since the last call: delay name (or literal ms) and duration. */
    const trackTimers = () => {
      const started: { name: string; delay: number }[] = [];
      for (const scheduled of Object.values(actor.system.getSnapshot()._scheduledEvents)) {
        if (dueAt.has(scheduled)) continue;
        dueAt.set(scheduled, clock.now() + scheduled.delay);
        if (scheduled.source === actor && scheduled.event.type.startsWith(AFTER_PREFIX))
          started.push({
            name: scheduled.event.type.slice(AFTER_PREFIX.length).split('.')[0] ?? '',
            delay: scheduled.delay,
          });
      }
      return started;
    };

    const fail = (index: number, message: string): never => {
      const trail = path.steps
        .map(
          (step, i) =>
            `${i === index ? '✗' : i < index ? '✓' : ' '} ${i === 0 ? 'start' : describeEvent(step.event)} → ${stateValueKey(step.state.value)}`,
        )
        .join('\n  ');
      throw new Error(`${spec.name}: ${message}\n  path:\n  ${trail}`);
    };

    const check = (index: number, expected: AnyMachineSnapshot) => {
      const actual = actor.getSnapshot();
      if (actorError !== undefined) fail(index, `the actor crashed: ${String(actorError)}`);
      const [want, got] = [serialize(expected), serialize(actual)];
      if (want !== got) fail(index, `state mismatch\n    expected ${want}\n    actual   ${got}`);
      for (const node of actual._nodes) seenStates.add(nodeKey(node));
      try {
        spec.invariant?.(actual);
      } catch (error) {
        fail(index, `invariant failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      return actual;
    };

    const history: AnyEventObject[] = [];
    const show = (value: unknown) => inspect(value, { depth: 6, breakLength: Infinity });
    const checkSpec = (
      index: number,
      event: AnyEventObject,
      before: AnyMachineSnapshot | undefined,
      after: AnyMachineSnapshot,
      timers: readonly { name: string; delay: number }[],
    ) => {
      const expectations = spec.spec;
      const step: SpecStep = { event, before, after, history: [...history], invoked };
      for (const timer of timers) {
        const expected = expectations.delays[timer.name];
        if (expected === undefined)
          fail(index, `spec: the timer '${timer.name}' is not in the spec's delays`);
        const want = typeof expected === 'function' ? expected(step) : expected;
        if (timer.delay !== want)
          fail(
            index,
            `spec: the timer '${timer.name}' lasts ${timer.delay} ms, the specification says ${want} ms`,
          );
      }
      for (const [id, input] of invoked) {
        const expected = expectations.inputs[id];
        if (expected === undefined) fail(index, `spec: the actor '${id}' is not in the spec's inputs`);
        else {
          const want = expected(step);
          if (!isDeepStrictEqual(input, want))
            fail(
              index,
              `spec: the actor '${id}' received ${show(input)}, the specification says ${show(want)}`,
            );
        }
      }
      const wantEmitted = expectations.emitted?.(step) ?? [];
      if (!isDeepStrictEqual(emitted, wantEmitted))
        fail(index, `spec: emitted ${show(emitted)}, the specification says ${show(wantEmitted)}`);
      if (after.status === 'done' && expectations.output !== undefined) {
        const want = expectations.output(step);
        if (!isDeepStrictEqual(after.output, want))
          fail(index, `spec: the output is ${show(after.output)}, the specification says ${show(want)}`);
      }
      for (const rule of expectations.rules ?? []) {
        try {
          rule(step);
        } catch (error) {
          fail(index, `spec: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      invoked = new Map();
      emitted = [];
    };

    const first = path.steps[0];
    if (first === undefined || first.event.type !== INIT_EVENT)
      throw new Error(`${spec.name}: a path must start at init`);
    actor.start();
    let previous = check(0, first.state);
    checkSpec(0, first.event, undefined, previous, trackTimers());

    try {
      for (let index = 1; index < path.steps.length; index++) {
        const step = path.steps[index] as ModelStep;
        const { event } = step;
        if (event.type.startsWith(AFTER_PREFIX)) {
          const timer = Object.values(actor.system.getSnapshot()._scheduledEvents).find(
            (scheduled) => scheduled.event.type === event.type && scheduled.target === actor,
          );
          if (timer === undefined) fail(index, `no timer '${event.type}' is scheduled`);
          else clock.increment(Math.max(0, (dueAt.get(timer) ?? clock.now()) - clock.now()));
        } else if (event.type.startsWith(DONE_ACTOR_PREFIX) || event.type.startsWith(ERROR_ACTOR_PREFIX)) {
          const done = event.type.startsWith(DONE_ACTOR_PREFIX);
          const actorId = event.type.slice((done ? DONE_ACTOR_PREFIX : ERROR_ACTOR_PREFIX).length);
          const deferred = pending.get(actorId);
          if (deferred === undefined) fail(index, `the actor '${actorId}' is not running`);
          else {
            pending.delete(actorId);
            if (done) deferred.resolve(event.output);
            else deferred.reject(event.error);
            await flushPromises();
          }
        } else {
          actor.send(event);
        }
        const timers = trackTimers();
        const current = check(index, step.state);
        history.push(event);
        checkSpec(index, event, previous, current, timers);
        seenEdges.add(`${serialize(previous)}|${serializeEvent(event)}|${serialize(current)}`);
        seenTransitions.add(transitionKey(previous.value, event.type, current.value));
        previous = current;
      }
    } finally {
      actor.stop();
    }
  }

  function coverage(): CoverageReport {
    const measure = (all: readonly string[], seen: ReadonlySet<string>): Coverage => ({
      covered: all.filter((key) => seen.has(key)),
      missing: all.filter((key) => !seen.has(key)),
      total: all.length,
    });
    return {
      name: spec.name,
      paths: paths.length,
      states: measure(allStateKeys, seenStates),
      transitions: measure([...allTransitionKeys].sort(), seenTransitions),
      branches: measure([...branches.keys()], seenBranches),
      edges: {
        covered: [...allEdgeKeys].filter((key) => seenEdges.has(key)).length,
        total: allEdgeKeys.size,
      },
    };
  }

  return { name: spec.name, paths, runPath, coverage };
}

// ── reporting ──────────────────────────────────────────────────────────────────────────────────────

function percent(covered: number, total: number): string {
  return total === 0 ? '100%' : `${Math.floor((covered / total) * 1000) / 10}%`;
}

function exclusionKind(exclusion: Exclusion): ['state' | 'transition' | 'branch', string] {
  if ('state' in exclusion) return ['state', exclusion.state];
  if ('transition' in exclusion) return ['transition', exclusion.transition];
  return ['branch', exclusion.branch];
}

/** `form: states 6/6 (100%), transitions 12/12 (100%), branches 9/9 (100%) — 812/812 edges, 402 paths`. */
export function formatCoverage(report: CoverageReport, exclusions: readonly Exclusion[] = []): string {
  const part = (label: string, c: Coverage) =>
    `${label} ${c.covered.length}/${c.total} (${percent(c.covered.length, c.total)})`;
  const lines = [
    `${report.name}: ${part('states', report.states)}, ${part('transitions', report.transitions)}, ` +
      `${part('branches', report.branches)} — ${report.edges.covered}/${report.edges.total} edges, ${report.paths} paths`,
  ];
  for (const exclusion of exclusions) {
    const [kind, key] = exclusionKind(exclusion);
    lines.push(`  excluded ${kind} ${key}: ${exclusion.reason}`);
  }
  const excluded = new Set(exclusions.map((e) => exclusionKind(e).join(' ')));
  for (const [kind, c] of [
    ['state', report.states],
    ['transition', report.transitions],
    ['branch', report.branches],
  ] as const) {
    for (const key of c.missing)
      if (!excluded.has(`${kind} ${key}`)) lines.push(`  NOT COVERED ${kind} ${key}`);
  }
  return lines.join('\n');
}

/**
 * Throws unless every state, transition and branch is covered or explicitly excluded. An exclusion that
 * names nothing missing (a typo, or something now covered) is an error too, so the list stays honest.
 */
export function assertFullCoverage(report: CoverageReport, exclusions: readonly Exclusion[] = []): void {
  const problems: string[] = [];
  const missing = {
    state: new Set(report.states.missing),
    transition: new Set(report.transitions.missing),
    branch: new Set(report.branches.missing),
  };
  const excluded = new Set<string>();
  for (const exclusion of exclusions) {
    const [kind, key] = exclusionKind(exclusion);
    excluded.add(`${kind} ${key}`);
    if (!missing[kind].has(key))
      problems.push(`stale exclusion: ${kind} ${key} is covered or does not exist`);
    if (exclusion.reason.trim() === '') problems.push(`exclusion without a reason: ${kind} ${key}`);
  }
  for (const kind of ['state', 'transition', 'branch'] as const) {
    for (const key of missing[kind])
      if (!excluded.has(`${kind} ${key}`)) problems.push(`not covered: ${kind} ${key}`);
  }
  if (problems.length > 0) throw new Error(`${report.name} coverage below 100%:\n  ${problems.join('\n  ')}`);
}

/**
 * The generated path tests of a model, inside the caller's `describe`: one test per path (replayed
 * against a real actor with the specification checked at every step), then the coverage test, which
 * needs every state, transition and guarded branch covered.
 */
/** Union of the coverage of several models of one machine (different inputs). */
export function mergeCoverage(name: string, reports: readonly CoverageReport[]): CoverageReport {
  const merge = (pick: (r: CoverageReport) => CoverageReport['states']) => {
    const all = new Set(reports.flatMap((r) => [...pick(r).covered, ...pick(r).missing]));
    const covered = new Set(reports.flatMap((r) => pick(r).covered));
    return { covered: [...covered], missing: [...all].filter((k) => !covered.has(k)), total: all.size };
  };
  return {
    name,
    paths: reports.reduce((sum, r) => sum + r.paths, 0),
    states: merge((r) => r.states),
    transitions: merge((r) => r.transitions),
    branches: merge((r) => r.branches),
    edges: reports.reduce(
      (sum, r) => ({ covered: sum.covered + r.edges.covered, total: sum.total + r.edges.total }),
      { covered: 0, total: 0 },
    ),
  };
}

export function testGeneratedPaths(model: Model): void {
  for (const path of model.paths) {
    it(path.description, async () => {
      await model.runPath(path);
    });
  }
  it('covers every state, transition and branch', () => {
    const report = model.coverage();
    console.log(formatCoverage(report));
    assertFullCoverage(report);
  });
}

/** Several models of one machine (different inputs): every path of each, and their coverage together. */
export function testGeneratedPathsTogether(
  name: string,
  models: readonly Model[],
  exclusions: readonly Exclusion[] = [],
): void {
  for (const model of models) {
    describe(model.name, () => {
      for (const path of model.paths) {
        it(path.description, async () => {
          await model.runPath(path);
        });
      }
    });
  }
  it('covers every state, transition and branch', () => {
    const report = mergeCoverage(
      name,
      models.map((model) => model.coverage()),
    );
    console.log(formatCoverage(report, exclusions));
    assertFullCoverage(report, exclusions);
  });
}

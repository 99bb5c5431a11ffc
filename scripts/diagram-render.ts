import { readdirSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * Renders XState v5 machines as Mermaid `stateDiagram-v2` (ARCHITECTURE §5). Shared by
 * `scripts/diagrams.ts` (writes docs/machines/*.mmd) and `tests/model/diagrams.test.ts` (checks them).
 *
 * - States keep their definition order (the order of the machine source), so the output is stable.
 * - Nested states are composite states; parallel regions are separated by `--`.
 * - `[*] -->` marks initial states, `--> [*]` final states.
 * - Transitions are labelled `event [guard]`; delays as `after 3000ms` or `after pollInterval (3000ms)`;
 *   invocations as `<id>.done` / `<id>.error`; eventless transitions as `always`.
 * - Mermaid cannot draw an edge into or out of a composite state's insides from another composite, so such an
 *   edge is drawn between the outermost distinct ancestors and its label says `from …` / `to …`.
 *   Targetless transitions (actions only) and transitions declared on a parent are drawn as self-loops.
 * - State descriptions and tags become notes.
 */

const AFTER_PREFIX = 'xstate.after.';
const DONE_ACTOR_PREFIX = 'xstate.done.actor.';
const ERROR_ACTOR_PREFIX = 'xstate.error.actor.';
const DONE_STATE_PREFIX = 'xstate.done.state.';
const SNAPSHOT_PREFIX = 'xstate.snapshot.';
const ANY_STATE_ID = 'any_state';

function nodeId(node: AnyStateNode): string {
  return node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
}

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

/** Labels and state names: Mermaid treats `:`, `;`, `#`, braces and quotes as syntax there. */
function cleanText(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[;#:{}"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Note bodies accept free text except `;` (statement separator) and `#` (entity codes). */
function cleanNote(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/;/g, ',')
    .replace(/#/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

type GuardLike = string | { type: string } | ((...args: never[]) => unknown) | undefined;

function guardLabel(guard: GuardLike): string | undefined {
  if (guard === undefined) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = guard as { name: string; guards?: GuardLike[] };
    const parts = (composite.guards ?? []).map((g) => guardLabel(g) ?? 'guard');
    if (composite.name === 'not') return `not ${parts[0] ?? 'guard'}`;
    if (composite.name === 'and') return parts.join(' and ');
    if (composite.name === 'or') return parts.join(' or ');
    if (composite.name === 'stateIn') return 'stateIn';
    return 'inline guard';
  }
  return guard.type;
}

function eventLabel(machine: AnyStateMachine, t: AnyTransitionDefinition): string {
  const type = t.eventType;
  if (type === '') return 'always';
  if (type.startsWith(AFTER_PREFIX)) {
    const delay = (t as AnyTransitionDefinition & { delay?: string | number }).delay;
    if (typeof delay === 'number') return `after ${delay}ms`;
    const value: unknown = delay === undefined ? undefined : machine.implementations.delays[delay];
    return typeof value === 'number' ? `after ${delay} (${value}ms)` : `after ${delay ?? '?'}`;
  }
  if (type.startsWith(DONE_ACTOR_PREFIX)) return `${type.slice(DONE_ACTOR_PREFIX.length)}.done`;
  if (type.startsWith(ERROR_ACTOR_PREFIX)) return `${type.slice(ERROR_ACTOR_PREFIX.length)}.error`;
  if (type.startsWith(DONE_STATE_PREFIX)) return 'done';
  if (type.startsWith(SNAPSHOT_PREFIX)) return `${type.slice(SNAPSHOT_PREFIX.length)}.snapshot`;
  return type;
}

function isAncestorOrSelf(ancestor: AnyStateNode, node: AnyStateNode): boolean {
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) if (n === ancestor) return true;
  return false;
}

function ancestors(node: AnyStateNode): AnyStateNode[] {
  const list: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = node; n; n = n.parent) list.unshift(n);
  return list; // root first
}

interface Edge {
  scope: AnyStateNode;
  from: string;
  to: string;
  label: string;
}

function relativePath(from: AnyStateNode, to: AnyStateNode): string {
  return to.path.slice(from.path.length).join('.');
}

function edgesOf(machine: AnyStateMachine, node: AnyStateNode): Edge[] {
  const defs = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
  const edges: Edge[] = [];
  for (const t of defs) {
    if (!t.target && t.actions.length === 0 && !t.reenter) continue; // forbidden transition: nothing happens
    const guard = guardLabel(t.guard as GuardLike);
    const base = `${eventLabel(machine, t)}${guard ? ` [${guard}]` : ''}`;
    const targets: AnyStateNode[] = t.target && t.target.length > 0 ? [...t.target] : [node];
    for (const target of targets) {
      if (node.parent === undefined) {
        // A transition declared on the machine itself applies in any state.
        edges.push({ scope: node, from: ANY_STATE_ID, to: nodeId(target), label: base });
        continue;
      }
      if (isAncestorOrSelf(node, target)) {
        // Self-transition, or a parent sending itself into one of its children: a self-loop on the source.
        const to = target === node ? '' : ` to ${relativePath(node, target)}`;
        edges.push({ scope: node.parent, from: nodeId(node), to: nodeId(node), label: `${base}${to}` });
        continue;
      }
      // Draw between the outermost distinct ancestors under the least common ancestor.
      const a = ancestors(node);
      const b = ancestors(target);
      let i = 0;
      while (i < a.length && i < b.length && a[i] === b[i]) i++;
      const scope = a[i - 1] as AnyStateNode;
      const fromNode = a[i] as AnyStateNode;
      const toNode = b[i] as AnyStateNode;
      const fromNote = fromNode === node ? '' : ` from ${relativePath(fromNode, node)}`;
      const toNote = toNode === target ? '' : ` to ${relativePath(toNode, target)}`;
      edges.push({ scope, from: nodeId(fromNode), to: nodeId(toNode), label: `${base}${fromNote}${toNote}` });
    }
  }
  return edges;
}

function noteLines(node: AnyStateNode, indent: string): string[] {
  const parts: string[] = [];
  if (node.description) parts.push(cleanNote(node.description));
  const tags = [...node.tags].sort();
  if (tags.length > 0) parts.push(`tags: ${tags.join(', ')}`);
  if (parts.length === 0) return [];
  return [
    `${indent}note right of ${nodeId(node)}`,
    ...parts.map((p) => `${indent}  ${p}`),
    `${indent}end note`,
  ];
}

function renderScope(machine: AnyStateMachine, scope: AnyStateNode, edges: Edge[], indent: string): string[] {
  const lines: string[] = [];
  const kids = children(scope);
  const initialTargets = scope.type === 'compound' ? (scope.initial?.target ?? []) : [];
  for (const target of initialTargets) lines.push(`${indent}[*] --> ${nodeId(target)}`);

  kids.forEach((child, index) => {
    if (scope.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    const id = nodeId(child);
    const composite = children(child).length > 0;
    if (id !== child.key) lines.push(`${indent}state "${cleanText(child.key)}" as ${id}`);
    else if (!composite) lines.push(`${indent}${id}`);
    if (composite) {
      lines.push(`${indent}state ${id} {`);
      lines.push(...renderScope(machine, child, edges, `${indent}  `));
      lines.push(`${indent}}`);
    }
    if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
    lines.push(...noteLines(child, indent));
  });

  for (const edge of edges.filter((e) => e.scope === scope)) {
    lines.push(`${indent}${edge.from} --> ${edge.to} : ${cleanText(edge.label)}`);
  }
  return lines;
}

/** The Mermaid source of one machine. `source` (a repository-relative path) is written in the header. */
export function renderMachineDiagram(machine: AnyStateMachine, source: string): string {
  const nodes = [machine.root, ...allNodes(machine.root)];
  const edges = nodes.flatMap((node) => edgesOf(machine, node));
  const lines = [
    `%% Generated by scripts/diagrams.ts from ${source} — do not edit; run npm run diagrams.`,
    `%% Machine: ${machine.id}${machine.root.description ? ` — ${cleanNote(machine.root.description)}` : ''}`,
    'stateDiagram-v2',
  ];
  if (edges.some((e) => e.from === ANY_STATE_ID)) lines.push(`  state "(any state)" as ${ANY_STATE_ID}`);
  lines.push(...renderScope(machine, machine.root, edges, '  '));
  return `${lines.join('\n')}\n`;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return children(node).flatMap((child) => [child, ...allNodes(child)]);
}

// ── discovery ──────────────────────────────────────────────────────────────────────────────────────

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'getStateNodeById' in value;
}

/** Every `machines/**\/*.machine.ts`, sorted, relative to `rootDir` with `/` separators. */
export function findMachineFiles(rootDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.machine.ts')) found.push(relative(rootDir, path).split(sep).join('/'));
    }
  };
  walk(join(rootDir, 'machines'));
  return found.sort();
}

export interface Diagram {
  /** e.g. `machines/forms/form.machine.ts` */
  readonly source: string;
  /** e.g. `docs/machines/form.mmd` */
  readonly output: string;
  readonly content: string;
}

/**
 * Imports every machine module and renders its machine: the module's one export whose name ends in
 * `Machine` and which is a machine. Throws on a module without one, with several, or on two modules that
 * would write the same diagram file.
 */
export async function renderAllDiagrams(rootDir: string): Promise<Diagram[]> {
  const diagrams: Diagram[] = [];
  const outputs = new Map<string, string>();
  for (const source of findMachineFiles(rootDir)) {
    const module = (await import(pathToFileURL(join(rootDir, source)).href)) as Record<string, unknown>;
    const machines = Object.entries(module).filter(
      ([name, value]) => name.endsWith('Machine') && isMachine(value),
    );
    if (machines.length !== 1) {
      throw new Error(
        `${source}: expected exactly one exported machine named *Machine, found ${machines.length}`,
      );
    }
    const machine = (machines[0] as [string, AnyStateMachine])[1];
    const output = `docs/machines/${basename(source, '.machine.ts')}.mmd`;
    const previous = outputs.get(output);
    if (previous !== undefined)
      throw new Error(`${source} and ${previous} would both write ${output}; rename one`);
    outputs.set(output, source);
    diagrams.push({ source, output, content: renderMachineDiagram(machine, source) });
  }
  return diagrams;
}

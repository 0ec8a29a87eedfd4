import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** One edge of a statechart, as the exporter, the gallery and the model-based coverage count them. */
export interface ChartTransition {
  source: string;
  /** Target state ids; empty for a transition that runs actions without leaving its state. */
  targets: string[];
  event: string;
  guard: string | undefined;
}

interface TransitionLike {
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  const typed = guard as { type?: string };
  return typed.type;
}

/** Every transition of a machine, walked from the machine object itself (never drawn by hand). */
export function machineTransitions(machine: AnyStateMachine): ChartTransition[] {
  const out: ChartTransition[] = [];
  const visit = (node: AnyStateNode) => {
    const all: TransitionLike[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const t of all) {
      out.push({ source: node.id, targets: (t.target ?? []).map((s) => s.id), event: t.eventType, guard: guardName(t.guard) });
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return out;
}

/** Every state id of a machine except the root. */
export function machineStates(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child.id);
      visit(child);
    }
  };
  visit(machine.root);
  return out;
}

/** Invoked actors by id, named by the implementation they run (ids XState makes up read badly). */
export function invokedActorNames(machine: AnyStateMachine): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (node: AnyStateNode) => {
    for (const invoke of node.invoke) names.set(invoke.id, typeof invoke.src === 'string' ? invoke.src : invoke.id);
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return names;
}

/** Event names as a product owner reads them. */
export function eventLabel(event: string, actors: Map<string, string> = new Map()): string {
  if (event === '') return 'always';
  let m = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (m) return `${actors.get(m[1]!) ?? m[1]} done`;
  m = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (m) return `${actors.get(m[1]!) ?? m[1]} failed`;
  m = /^xstate\.after\.(.+?)\./.exec(event);
  if (m) return `after ${/^\d+$/.test(m[1]!) ? `${m[1]} ms` : m[1]}`;
  m = /^xstate\.done\.state\.(.+)$/.exec(event);
  if (m) return 'done';
  return event;
}

const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');
const safe = (text: string) => text.replace(/[:;#{}"]/g, ' ').trim();

/** Mermaid stateDiagram-v2 text of a machine: states, initial states, nesting, parallel regions, labelled edges. */
export function machineToMermaid(machine: AnyStateMachine): string {
  const lines: string[] = ['stateDiagram-v2'];
  const edges: string[] = [];

  const declare = (node: AnyStateNode, indent: string) => {
    const id = mermaidId(node.id);
    const children = Object.values(node.states) as AnyStateNode[];
    lines.push(`${indent}state "${safe(node.key)}" as ${id}`);
    if (children.length) {
      lines.push(`${indent}state ${id} {`);
      body(node, `${indent}  `);
      lines.push(`${indent}}`);
    }
    if (node.type === 'final') edges.push(`${id} --> [*]`);
  };

  const body = (node: AnyStateNode, indent: string) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`);
        declare(child, indent);
      });
      return;
    }
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial.id)}`);
    for (const child of children) declare(child, indent);
  };

  if (machine.root.type === 'parallel') {
    // Mermaid draws concurrent regions (--) only inside a composite state, so a parallel machine gets one.
    const id = mermaidId(machine.root.id);
    lines.push(`  state "${safe(machine.root.key)}" as ${id}`, `  [*] --> ${id}`, `  state ${id} {`);
    body(machine.root, '    ');
    lines.push('  }');
  } else {
    body(machine.root, '  ');
  }
  const actors = invokedActorNames(machine);
  for (const t of machineTransitions(machine)) {
    if (t.source === machine.root.id && t.targets.length === 0) continue;
    const label = safe(`${eventLabel(t.event, actors)}${t.guard ? ` [${t.guard}]` : ''}`);
    const targets = t.targets.length ? t.targets : [t.source];
    for (const target of targets) {
      const source = t.source === machine.root.id ? '[*]' : mermaidId(t.source);
      edges.push(`${source} --> ${mermaidId(target)}: ${label}`);
    }
  }
  return `${[...lines, ...edges.map((e) => `  ${e}`)].join('\n')}\n`;
}

/**
 * Which of a model's generated paths run as tests.
 *
 * The generator gives one path per state the model tells apart (state value, projected context, and the transitions
 * the last step took), minus paths that are the start of a longer one. Many of them walk again what others already
 * walk. By default the harness runs the fewest paths, picked greedily, that together still
 * - take every transition of the model with every sample event that takes it (each invoke output, each payload),
 * - rest in every atomic state, so every view assertion runs,
 * - reach every state value with every projected context the spec tells apart;
 * each step of a chosen path is checked as before (the actor's state, then every matching view assertion). What is
 * left out is reaching the same state, with the same context, by a different last transition that another path
 * already takes elsewhere.
 *
 * `MODEL_PATHS=all` runs every generated path (the exhaustive walk, for a machine or a view that changed a lot).
 */
import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';

export type PathSelection = 'covering' | 'all';

export function pathSelection(env: Record<string, string | undefined> = process.env): PathSelection {
  const value = env.MODEL_PATHS ?? 'covering';
  if (value !== 'covering' && value !== 'all') throw new Error(`MODEL_PATHS is "covering" (the default) or "all", not "${value}"`);
  return value;
}

export interface SelectablePath {
  steps: { event: EventObject; state: AnyMachineSnapshot }[];
}

/** A chosen path costs a fresh mount of the view, about as much as this many steps. */
const mountCost = 3;

/** Marks what a step covers only in the model: it settles an invoke the path has already settled. */
const AGAIN = 'again ';

/**
 * What walking a path covers: `transition <key>`, `transition <key> event <n>` (the n-th sample event took it),
 * `state <id>` for every atomic state it rests in and `node <stateKey>` for every state it reaches.
 *
 * The model lets an invoke settle again after it settled (its pure transitions keep the child); the running app
 * cannot, so the harness then settles whichever other test actor of that name is still waiting, and the actor under
 * test takes nothing. Transitions such a step takes are marked, and count only where no path takes them otherwise.
 */
export function pathItems(
  path: SelectablePath,
  takenBy: (snapshot: AnyMachineSnapshot, event: EventObject) => string[],
  eventIndex: (event: EventObject) => number,
  stateKey: (snapshot: AnyMachineSnapshot) => string,
): Set<string> {
  const items = new Set<string>();
  const settled = new Set<unknown>();
  path.steps.forEach((step, index) => {
    items.add(`node ${stateKey(step.state)}`);
    for (const node of step.state._nodes as AnyStateNode[]) if (!Object.keys(node.states).length) items.add(`state ${node.id}`);
    const previous = path.steps[index - 1];
    if (!previous) return;
    const invoke = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(step.event.type)?.[1];
    const child = invoke === undefined ? undefined : (previous.state.children as Record<string, unknown>)[invoke];
    const again = child !== undefined && settled.has(child) ? AGAIN : '';
    if (child !== undefined) settled.add(child);
    for (const key of takenBy(previous.state, step.event)) {
      items.add(`${again}transition ${key}`);
      items.add(`${again}transition ${key} event ${eventIndex(step.event)}`);
    }
  });
  return items;
}

/**
 * The greedy cover: repeatedly the path that adds the most uncovered items per step walked (a mount counted as a
 * few steps), until nothing is left uncovered. An item marked as covered only by an invoke settling again counts
 * only when no path covers it otherwise. The chosen paths keep the generator's order, so test names and order stay
 * stable.
 */
export function coveringPaths<P extends SelectablePath>(paths: P[], itemsOf: (path: P) => Set<string>): P[] {
  const marked = paths.map(itemsOf);
  const plain = new Set(marked.flatMap((set) => [...set].filter((item) => !item.startsWith(AGAIN))));
  const items = marked.map(
    (set) => new Set([...set].flatMap((item) => (!item.startsWith(AGAIN) ? [item] : plain.has(item.slice(AGAIN.length)) ? [] : [item.slice(AGAIN.length)]))),
  );
  const uncovered = new Set(items.flatMap((set) => [...set]));
  const chosen = new Set<number>();
  while (uncovered.size > 0) {
    let best = -1;
    let bestScore = 0;
    items.forEach((set, index) => {
      if (chosen.has(index)) return;
      let gain = 0;
      for (const item of set) if (uncovered.has(item)) gain++;
      const score = gain / (paths[index]!.steps.length + mountCost);
      if (score > bestScore) {
        best = index;
        bestScore = score;
      }
    });
    if (best < 0) break;
    chosen.add(best);
    for (const item of items[best]!) uncovered.delete(item);
  }
  return paths.filter((_, index) => chosen.has(index));
}

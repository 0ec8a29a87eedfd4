/**
 * Model-based tests over the REAL machines (DESIGN §3, STYLE "Tests").
 *
 * A model spec names a machine from src/machines, the events the outside world can send it, sample outputs for its
 * invoked actors, how to mount the real view with the machine running (test implementations provided through
 * `machine.provide` or the services it calls), and what the user sees in every state.
 *
 * The harness:
 * - generates paths with xstate/graph's TestModel over the real machine. The serialised state carries the
 *   transitions the step took, so shortest paths reach every transition, not just every state (createTestModel
 *   refuses machines with invoke/after; `new TestModel(machine, { events, serializeState })` does not);
 * - adds the internal events itself: `xstate.done.actor.*` / `xstate.error.actor.*` for every invoke (driven by
 *   resolving or rejecting the pending test actor) and `xstate.after.*` (driven by advancing fake timers);
 * - runs the paths that together take every transition with every sample event and reach every state the model
 *   tells apart (pathSelection.ts; `MODEL_PATHS=all` runs every generated path), each against a freshly mounted
 *   view, checking after every step that the running actor is in the state the model predicts, then running every
 *   matching view assertion;
 * - counts what the running actor really did (XState's inspect API: microsteps and snapshots), prints
 *   `model coverage <machine>: states X/Y, transitions A/B` and fails when a transition that is not declared
 *   unreachable (with a reason) was never taken.
 */
import { act, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type {
  AnyActorRef,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  EventFromLogic,
  EventObject,
  InputFrom,
  InspectionEvent,
} from 'xstate';
import { TestModel } from 'xstate/graph';
import type { StatePath } from 'xstate/graph';
import { invokedActorNames, machineStates, machineTransitions } from '../../scripts/statecharts/mermaid';
import { coveringPaths, pathItems, pathSelection } from './pathSelection';

/** Fixed start of model time, so paths generated at collection time hold when a path runs. */
export const modelEpoch = Date.parse('2025-03-01T22:00:00Z');

type Step = { event: EventObject; state: AnyMachineSnapshot };

export interface MountKit {
  /** Pass to createActor (or useMachine) for the actor under test: the harness counts what it really does. */
  inspect: (event: InspectionEvent) => void;
  /** A promise the harness settles when the path reaches `xstate.done/error.actor.*` of an invoke running `src`. */
  pending: <T = unknown>(src: string, signal?: AbortSignal) => Promise<T>;
  /**
   * A test actor for `src` (for `machine.provide({ actors })`): stays pending until the path settles it. Typed as
   * `never` so it fits any actor slot whatever its input and output types; the path supplies the output.
   */
  testActor: (src: string) => never;
  /** A test callback actor that does nothing (listeners whose events the path sends itself). */
  silentActor: () => ReturnType<typeof fromCallback>;
}

export interface RunKit {
  actor: AnyActorRef;
  /** Whatever mount returned beside the actor (router, spies...). */
  extra: Record<string, unknown>;
}

export type Executor = (event: EventObject, kit: RunKit) => void | Promise<void>;

export interface ModelSpec<TMachine extends AnyStateMachine> {
  name: string;
  /** The real machine; paths are generated from it, its guards included. */
  machine: TMachine;
  /** Input the machine starts with (as the view gives it). */
  input?: InputFrom<TMachine>;
  /** Events from the user or the outside world, with their payloads. Internal events are added by the harness. */
  events?: EventFromLogic<TMachine>[];
  /** Sample outputs of invoked actors to explore, by actor src; default one `undefined`. */
  outputs?: Record<string, unknown[]>;
  /** Error an invoked actor fails with; default an Error. */
  error?: (src: string) => unknown;
  /** Context that matters to the flow, so states that differ only there are told apart. */
  project?: (snapshot: AnyMachineSnapshot) => unknown;
  /**
   * Run every path under vitest fake timers; set automatically when the machine has delays. Model time then stands
   * at modelEpoch for every step (plus the delay while an `after` event fires), and the running app's clock is set
   * back to modelEpoch after every step, so guards that read the time agree in the model and in the app.
   */
  fakeTimers?: boolean;
  /** Mounts the real view with the machine running; returns the actor under test (or a getter, when a hook creates it). */
  mount: (kit: MountKit) => Promise<MountResult> | MountResult;
  /** What the user sees, by state (matched with snapshot.matches); every atomic state must have at least one. */
  states: Record<string, (snapshot: AnyMachineSnapshot, kit: RunKit, event: EventObject) => void | Promise<void>>;
  /** How the user or the world causes an event; default: send it to the actor. */
  exec?: Record<string, Executor>;
  /** Transitions no path can take, by `source event` as printed in failures, with the reason. */
  unreachable?: Record<string, string>;
  /** Path generator; shortest paths reach every transition once the transition is part of the state. */
  strategy?: 'shortest' | 'simple';
}

export interface MountResult {
  /** The actor under test; default: the first actor of the machine the inspect observer saw (hooks that create it). */
  actor?: AnyActorRef | (() => AnyActorRef | undefined);
  [key: string]: unknown;
}

/* ---------------------------------------------------------------- transitions and their keys */

const definitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] => [
  ...[...node.transitions.values()].flat(),
  ...((node.always ?? []) as AnyTransitionDefinition[]),
];

/** One key per transition, the same for every `provide`d copy of a machine (they share the structure). */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  return `${source.id}#${definitionsOf(source).indexOf(transition)}`;
}

export interface TransitionInfo {
  key: string;
  label: string;
}

/** Every transition of a machine, in the order and number the statechart exporter counts them. */
export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  const visit = (node: AnyStateNode) => {
    definitionsOf(node).forEach((t, index) => {
      const targets = (t.target ?? []).map((target: AnyStateNode) => target.id).join(',') || '(stays)';
      const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]` : '';
      out.push({ key: `${node.id}#${index}`, label: `${node.id} ${t.eventType || 'always'}${guard} → ${targets}` });
    });
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  const exported = machineTransitions(machine).length;
  if (out.length !== exported) throw new Error(`harness counts ${out.length} transitions, the exporter ${exported}`);
  return out;
}

/** Atomic (leaf) states: each one needs a view assertion. */
function atomicStates(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (!children.length && node !== machine.root) out.push(node);
    children.forEach(visit);
  };
  visit(machine.root);
  return out;
}

/* ---------------------------------------------------------------- the model */

function recordingScope() {
  const taken: AnyTransitionDefinition[] = [];
  const carrier = createActor(
    fromCallback(() => {}),
    {
      inspect: (event) => {
        if (event.type === '@xstate.microstep') taken.push(...(event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions);
      },
    },
  );
  const scope = {
    self: carrier,
    logger: () => {},
    id: '',
    sessionId: 'model',
    defer: () => {},
    system: carrier.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
  return { scope, taken };
}

function afterDelay(machine: AnyStateMachine, event: EventObject, snapshot: AnyMachineSnapshot): number {
  const match = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (!match) return 0;
  const name = match[1]!;
  if (/^\d+$/.test(name)) return Number(name);
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'function') return Number(delay({ context: snapshot.context, event }, undefined));
  return Number(delay ?? 0);
}

export function createModel<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>) {
  const { machine } = spec;
  const transitions = allTransitions(machine);
  const actorNames = invokedActorNames(machine);
  const usesTimers = spec.fakeTimers ?? transitions.some((t) => t.label.includes(' xstate.after.'));
  if (usesTimers && process.env.TEACHKIT_SHARED_WINDOW) {
    throw new Error(
      `The ${spec.name} model fakes timers, so its file cannot share a jsdom window with other files (vitest.config.ts): ` +
        'import its machine from src/machines in the spec file, where the config looks for delayed transitions.',
    );
  }

  /** Runs `fn` at model time: modelEpoch, plus the delay while an `after` event fires. */
  const atModelTime = <T>(snapshot: AnyMachineSnapshot, event: EventObject | undefined, fn: () => T): T => {
    if (!usesTimers) return fn();
    const saved = Date.now();
    vi.setSystemTime(modelEpoch + (event ? afterDelay(machine, event, snapshot) : 0));
    try {
      return fn();
    } finally {
      vi.setSystemTime(saved);
    }
  };

  const takenBy = (snapshot: AnyMachineSnapshot, event: EventObject): string[] => {
    const { scope, taken } = recordingScope();
    atModelTime(snapshot, event, () => machine.transition(snapshot, event, scope as never));
    return [...new Set(taken.map(transitionKey))].sort();
  };

  const internalEvents: EventObject[] = [];
  const visitInvokes = (node: AnyStateNode) => {
    for (const invoke of node.invoke) {
      const src = actorNames.get(invoke.id) ?? invoke.id;
      for (const output of spec.outputs?.[src] ?? [undefined]) {
        internalEvents.push({ type: `xstate.done.actor.${invoke.id}`, output } as EventObject);
      }
      internalEvents.push({ type: `xstate.error.actor.${invoke.id}`, error: spec.error?.(src) ?? new Error(`${src} failed (test)`) } as EventObject);
    }
    for (const t of definitionsOf(node)) if (t.eventType.startsWith('xstate.after.')) internalEvents.push({ type: t.eventType });
    (Object.values(node.states) as AnyStateNode[]).forEach(visitInvokes);
  };
  visitInvokes(machine.root);
  const candidates: EventObject[] = [...(spec.events ?? []), ...internalEvents];

  // Guards run for real while the model is built, so the clock must be the model's.
  const logic = Object.create(machine) as TMachine;
  (logic as { transition: AnyStateMachine['transition'] }).transition = (snapshot, event, scope) =>
    atModelTime(snapshot, event, () => machine.transition(snapshot, event, scope));

  const model = new TestModel(logic, {
    input: spec.input,
    events: (snapshot: AnyMachineSnapshot) =>
      candidates.filter((event) => takenBy(snapshot, event).length > 0) as never,
    serializeState: (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
      JSON.stringify({
        value: snapshot.value,
        context: spec.project?.(snapshot),
        via: previous && event ? takenBy(previous, event) : 'init',
      }),
  } as never);

  const withModelTime = <T>(fn: () => T): T => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(modelEpoch);
    try {
      return fn();
    } finally {
      vi.useRealTimers();
    }
  };
  const generated = withModelTime(
    () => (spec.strategy === 'simple' ? model.getSimplePaths() : model.getShortestPaths()) as unknown as StatePath<AnyMachineSnapshot, EventObject>[],
  );

  // What the model itself reaches: transitions outside it must be declared unreachable, with a reason. What each
  // path covers decides which paths run (see pathSelection.ts).
  const modelled = new Set<string>();
  const selection = pathSelection();
  const paths = withModelTime(() => {
    const { scope, taken } = recordingScope();
    machine.getInitialSnapshot(scope as never, spec.input);
    taken.forEach((t) => modelled.add(transitionKey(t)));
    const recorded = (snapshot: AnyMachineSnapshot, event: EventObject) => {
      const keys = takenBy(snapshot, event);
      keys.forEach((key) => modelled.add(key));
      return keys;
    };
    const eventIndex = (event: EventObject) => candidates.indexOf(event);
    const stateKey = (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, context: spec.project?.(snapshot) });
    const covered = new Map(generated.map((path) => [path, pathItems(path, recorded, eventIndex, stateKey)]));
    return selection === 'all' ? generated : coveringPaths(generated, (path) => covered.get(path)!);
  });

  return { spec, transitions, generated, paths, selection, modelled, usesTimers, actorNames, atomic: atomicStates(machine) };
}

/* ---------------------------------------------------------------- running paths */

/** How long a path's test may take: mounting the view, then each step (an event, a render, the assertions). */
const pathTimeout = (steps: number) => 10_000 + 2_000 * steps;

interface Deferred {
  src: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  settled: boolean;
}

function describeEvent(event: EventObject, actorNames: Map<string, string>): string {
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (settled) return `${actorNames.get(settled[2]!) ?? settled[2]} ${settled[1] === 'done' ? 'done' : 'failed'}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (after) return `after ${after[1]}`;
  return event.type;
}

function describePath(path: StatePath<AnyMachineSnapshot, EventObject>, actorNames: Map<string, string>): string {
  const events = path.steps.slice(1).map((step) => describeEvent(step.event, actorNames)).join(' → ');
  return `${events || '(start)'} ⇒ ${JSON.stringify(path.state.value)}`;
}

/** Declares the vitest suite of a model: one test per path, the coverage line and check at the end. */
export function describeModel<TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>) {
  const model = createModel(spec);
  const { machine } = spec;
  const stateIds = machineStates(machine);
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();

  describe(`model: ${spec.name}`, () => {
    it('has a view assertion for every state a path rests in and a path for every reachable transition', () => {
      // States passed through within one step (eventless transitions) never rest, so nothing can be seen of them.
      const resting = new Set(model.generated.flatMap((path) => path.steps.flatMap((step) => (step.state._nodes as AnyStateNode[]).map((n) => n.id))));
      for (const node of model.atomic.filter((n) => resting.has(n.id))) {
        const matched = Object.keys(spec.states).some((key) => node.path.join('.') === key || node.path.join('.').startsWith(`${key}.`) || key === '*');
        expect(matched, `no view assertion for state ${node.id}`).toBe(true);
      }
      const missing = model.transitions.filter((t) => !model.modelled.has(t.key) && !spec.unreachable?.[t.label]);
      expect(missing.map((t) => t.label), 'transitions no model path takes (declare them unreachable with a reason)').toEqual([]);
    });

    afterEach(() => {
      if (model.usesTimers) vi.useRealTimers();
    });

    // A path's test may take as long as its steps need on a busy machine: a time limit per step, not per path.
    for (const path of model.paths) it(describePath(path, model.actorNames), () => walk(path), pathTimeout(path.steps.length));

    async function walk(path: StatePath<AnyMachineSnapshot, EventObject>) {
      if (model.usesTimers) {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
        vi.setSystemTime(modelEpoch);
      }
      const deferreds: Deferred[] = [];
      let inspected: AnyActorRef | undefined;
      const inspect = (event: InspectionEvent) => {
        const ref = event.actorRef as AnyActorRef & { logic?: AnyStateMachine };
        if ((ref.logic as AnyStateMachine | undefined)?.root?.id !== machine.root.id) return;
        inspected ??= ref;
        if (event.type === '@xstate.microstep') {
          for (const t of (event as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) coveredTransitions.add(transitionKey(t));
        }
        if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
          for (const node of ((event.snapshot as AnyMachineSnapshot)._nodes ?? []) as AnyStateNode[]) if (node !== (ref.logic as AnyStateMachine).root) coveredStates.add(node.id);
        }
      };
      const pending = <T,>(src: string, signal?: AbortSignal) =>
        new Promise<T>((resolve, reject) => {
          const deferred: Deferred = { src, resolve: resolve as (value: unknown) => void, reject, settled: false };
          deferreds.push(deferred);
          signal?.addEventListener('abort', () => {
            deferred.settled = true;
            reject(signal.reason);
          });
        });
      const kit: MountKit = {
        inspect,
        pending,
        testActor: (src: string) => fromPromise(({ signal }) => pending(src, signal)) as never,
        silentActor: () => fromCallback(() => () => {}),
      };

      let run: RunKit | undefined;
      const actorOf = (result: MountResult) =>
        (typeof result.actor === 'function' ? result.actor() : result.actor) ?? inspected;
      for (const [index, step] of (path.steps as Step[]).entries()) {
        const previous = index > 0 ? (path.steps[index - 1] as Step).state : undefined;
        const where = `step ${index} (${step.event.type}) of ${describePath(path, model.actorNames)}`;
        if (index === 0) {
          const result = await act(async () => spec.mount(kit));
          let actor: AnyActorRef | undefined;
          await waitFor(() => {
            actor = actorOf(result);
            expect(actor, 'the view started the actor').toBeDefined();
          });
          const { actor: _actor, ...extra } = result;
          run = { actor: actor!, extra };
        } else {
          await fire(step.event, run!, previous!);
          if (model.usesTimers) vi.setSystemTime(modelEpoch);
        }
        await waitFor(() => expect(run!.actor.getSnapshot().value, `actor state at ${where}`).toEqual(step.state.value));
        for (const [key, assertion] of Object.entries(spec.states)) {
          if (key === '*' || step.state.matches(key as never)) await assertion(run!.actor.getSnapshot() as AnyMachineSnapshot, run!, step.event);
        }
      }

      async function fire(event: EventObject, runKit: RunKit, before: AnyMachineSnapshot) {
        const settle = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
        const custom = spec.exec?.[event.type];
        if (custom) {
          await act(async () => custom(event, runKit));
        } else if (settle) {
          const src = model.actorNames.get(settle[2]!) ?? settle[2]!;
          let deferred: Deferred | undefined;
          await waitFor(() => {
            deferred = [...deferreds].reverse().find((d) => d.src === src && !d.settled);
            expect(deferred, `a running ${src} test actor`).toBeDefined();
          });
          deferred!.settled = true;
          await act(async () => {
            if (settle[1] === 'done') deferred!.resolve((event as EventObject & { output?: unknown }).output);
            else deferred!.reject((event as EventObject & { error?: unknown }).error);
          });
        } else if (event.type.startsWith('xstate.after.')) {
          const delay = afterDelay(machine, event, before);
          await act(() => vi.advanceTimersByTimeAsync(delay));
        } else {
          await act(async () => runKit.actor.send(event));
        }
        if (model.usesTimers) await act(() => vi.advanceTimersByTimeAsync(0));
      }
    }

    afterAll(() => {
      const reachable = model.transitions.filter((t) => !spec.unreachable?.[t.label]);
      console.log(
        `model coverage ${spec.name}: states ${stateIds.filter((id) => coveredStates.has(id)).length}/${stateIds.length}, ` +
          `transitions ${model.transitions.filter((t) => coveredTransitions.has(t.key)).length}/${model.transitions.length}` +
          (reachable.length < model.transitions.length ? ` (${model.transitions.length - reachable.length} declared unreachable)` : '') +
          `, paths ${model.paths.length}/${model.generated.length}${model.selection === 'all' ? '' : ' (MODEL_PATHS=all runs every one)'}`,
      );
      const missed = reachable.filter((t) => !coveredTransitions.has(t.key)).map((t) => t.label);
      expect(missed, `transitions the running ${spec.name} actor never took`).toEqual([]);
    });
  });

  return model;
}

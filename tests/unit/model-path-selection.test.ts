import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { coveringPaths, pathItems, pathSelection, type SelectablePath } from '../model/pathSelection';

/** A path of `length` steps covering `items`. */
const pathOf = (length: number, items: string[]) => ({ steps: Array.from({ length }, () => ({}) as SelectablePath['steps'][number]), items: new Set(items) });

describe('model path selection', () => {
  it('runs the covering paths by default and every path with MODEL_PATHS=all', () => {
    expect(pathSelection({})).toBe('covering');
    expect(pathSelection({ MODEL_PATHS: 'all' })).toBe('all');
    expect(() => pathSelection({ MODEL_PATHS: 'some' })).toThrow('MODEL_PATHS is "covering" (the default) or "all", not "some"');
  });

  it('keeps paths until every item any path covers is covered, in the order they came', () => {
    const paths = [pathOf(2, ['a']), pathOf(4, ['a', 'b', 'c']), pathOf(2, ['d']), pathOf(3, ['b', 'd'])];
    const chosen = coveringPaths(paths, (path) => path.items);
    expect(chosen).toEqual([paths[1], paths[2]]);
    expect(new Set(chosen.flatMap((path) => [...path.items]))).toEqual(new Set(['a', 'b', 'c', 'd']));
  });

  it('counts what an invoke settling a second time covers only when no other path covers it', () => {
    const paths = [pathOf(2, ['again transition a#0', 'b']), pathOf(5, ['transition a#0']), pathOf(2, ['again transition c#0'])];
    const chosen = coveringPaths(paths, (path) => path.items);
    expect(chosen).toEqual(paths);
  });

  it('prefers a short path to a long one that covers nothing more', () => {
    const paths = [pathOf(9, ['a', 'b']), pathOf(3, ['a', 'b'])];
    expect(coveringPaths(paths, (path) => path.items)).toEqual([paths[1]]);
  });

  it('marks the transitions of an invoke settling again on the same path', () => {
    const machine = createMachine({ id: 'page', invoke: { id: 'load', src: 'load', onDone: {}, onError: {} } });
    const start = machine.resolveState({ value: {}, context: {} }) as AnyMachineSnapshot;
    const child = {};
    const state = { ...start, children: { load: child } } as unknown as AnyMachineSnapshot;
    const done: EventObject = { type: 'xstate.done.actor.load' };
    const failed: EventObject = { type: 'xstate.error.actor.load' };
    const path = { steps: [{ event: { type: 'xstate.init' }, state }, { event: done, state }, { event: failed, state }] };
    const items = pathItems(
      path,
      (_snapshot, event) => [event === done ? 'page#0' : 'page#1'],
      (event) => [done, failed].indexOf(event),
      () => 'page',
    );
    expect([...items].filter((item) => item.includes('transition')).sort()).toEqual(
      ['again transition page#1', 'again transition page#1 event 1', 'transition page#0', 'transition page#0 event 0'].sort(),
    );
  });

  it('counts every transition with the event that took it, every atomic state and every state told apart', () => {
    const machine = createMachine({
      id: 'door',
      context: { opened: 0 },
      initial: 'closed',
      states: { closed: { on: { open: 'open' } }, open: { initial: 'wide', states: { wide: {} }, on: { close: 'closed' } } },
    });
    const closed = machine.resolveState({ value: 'closed', context: { opened: 0 } }) as AnyMachineSnapshot;
    const open = machine.resolveState({ value: 'open', context: { opened: 1 } }) as AnyMachineSnapshot;
    const events: EventObject[] = [{ type: 'open' }, { type: 'close' }];
    const path = { steps: [{ event: { type: 'xstate.init' }, state: closed }, { event: events[0]!, state: open }] };
    const items = pathItems(
      path,
      (snapshot, event) => (snapshot === closed && event.type === 'open' ? ['door.closed#0'] : []),
      (event) => events.indexOf(event),
      (snapshot) => `${JSON.stringify(snapshot.value)} ${(snapshot.context as { opened: number }).opened}`,
    );
    expect([...items].sort()).toEqual(
      ['node "closed" 0', 'node {"open":"wide"} 1', 'state door.closed', 'state door.open.wide', 'transition door.closed#0', 'transition door.closed#0 event 0'].sort(),
    );
  });
});

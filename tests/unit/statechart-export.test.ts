import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { machineStates, machineToMermaid, machineTransitions } from '../../scripts/statecharts/mermaid.ts';

const machine = setup({
  types: {} as { events: { type: 'profile.load' } | { type: 'profile.clear' } },
  actors: { fetchProfile: fromPromise(async () => ({ id: '1' })) },
  guards: { hasAccount: () => true },
  delays: { tick: 1000 },
}).createMachine({
  id: 'session',
  initial: 'idle',
  states: {
    idle: { on: { 'profile.load': { target: 'loadingProfile', guard: 'hasAccount' } } },
    loadingProfile: {
      invoke: { id: 'fetchProfile', src: 'fetchProfile', onDone: 'ready', onError: 'idle' },
    },
    ready: {
      initial: 'waiting',
      states: { waiting: { after: { tick: 'waiting' } } },
      on: { 'profile.clear': 'idle' },
    },
  },
});

describe('statechart export', () => {
  it('walks every state and transition of the machine object', () => {
    expect(machineStates(machine)).toEqual(['session.idle', 'session.loadingProfile', 'session.ready', 'session.ready.waiting']);
    const events = machineTransitions(machine).map((t) => `${t.source} ${t.event} ${t.targets.join(',')}`);
    expect(events).toContain('session.idle profile.load session.loadingProfile');
    expect(events).toContain('session.loadingProfile xstate.done.actor.fetchProfile session.ready');
    expect(events).toContain('session.loadingProfile xstate.error.actor.fetchProfile session.idle');
    expect(events.some((e) => e.startsWith('session.ready.waiting xstate.after.tick'))).toBe(true);
  });

  it('writes Mermaid stateDiagram-v2 with nesting, initial states and readable labels', () => {
    const text = machineToMermaid(machine);
    expect(text.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(text).toContain('[*] --> session_idle');
    expect(text).toContain('session_idle --> session_loadingProfile: profile.load [hasAccount]');
    expect(text).toContain('session_loadingProfile --> session_ready: fetchProfile done');
    expect(text).toContain('session_loadingProfile --> session_idle: fetchProfile failed');
    expect(text).toContain('session_ready_waiting --> session_ready_waiting: after tick');
    expect(text).toMatch(/state session_ready \{\n\s+\[\*\] --> session_ready_waiting/);
  });

  it('wraps the regions of a parallel machine in one composite state', () => {
    const parallel = setup({}).createMachine({
      id: 'limit',
      type: 'parallel',
      states: { banner: { initial: 'happy', states: { happy: {} } }, dialog: { initial: 'closed', states: { closed: {} } } },
    });
    const text = machineToMermaid(parallel);
    expect(text).toMatch(/\[\*\] --> limit\n\s+state limit \{/);
    expect(text).toMatch(/state limit_banner \{[\s\S]*\n\s+--\n[\s\S]*state limit_dialog/);
  });
});

import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { StudioInput, StudioRun, StudioTool } from '../../services/studioApi';
import type { StudioToolContext, StudioToolEvent } from './types';

/** What a new draft starts with: grade 5, as the server assumes when none is given. */
export const emptyStudioDraft: StudioInput = { text: '', grade: 5, subject: '' };

/**
 * One of the Studio's quick tools (rewrite, questions, glossary, exit ticket): the teacher pastes a text, chooses a
 * grade and a subject, and runs the tool. While it runs the form waits; the result replaces the previous one, with
 * the answers hidden until asked for. A failed run (a field to fix, the robot's limit) keeps the draft as typed.
 */
export const studioToolMachine = setup({
  types: {
    context: {} as StudioToolContext,
    events: {} as StudioToolEvent,
    input: {} as { tool: StudioTool },
  },
  actors: {
    runTool: fromPromise<StudioRun, { tool: StudioTool; draft: StudioInput }>(async () => {
      throw new Error('runTool is not provided');
    }),
  },
  guards: {
    hasText: ({ context }) => context.draft.text.trim() !== '',
  },
}).createMachine({
  id: 'studioTool',
  context: ({ input }) => ({ tool: input.tool, draft: emptyStudioDraft, run: null, answersShown: false, failure: null }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'studio.edit': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }) },
        'studio.run': { guard: 'hasText', target: 'running' },
        'studio.toggleAnswers': { actions: assign({ answersShown: ({ context }) => !context.answersShown }) },
      },
    },
    running: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'runTool',
        input: ({ context }) => ({ tool: context.tool, draft: context.draft }),
        onDone: { target: 'ready', actions: assign({ run: ({ event }) => event.output, answersShown: false }) },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
  },
});

export type StudioToolMachine = typeof studioToolMachine;

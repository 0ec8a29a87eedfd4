import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { StudioInput, StudioRun, StudioTool } from '../../services/studioApi';
import type { StudioToolContext, StudioToolEvent } from './types';

/** What a new draft starts with: grade 5, as the server assumes when none is given. */
export const emptyStudioDraft: StudioInput = { text: '', grade: 5, subject: '' };

/**
 * The Studio's quick tools (rewrite, questions, glossary, exit ticket): the teacher pastes a text, chooses a grade
 * and a subject, and runs the open tool. The draft is shared by the tools, so one text can be rewritten and then
 * questioned without pasting it again. While a run is under way the form waits; its result replaces that tool's
 * previous one, with the answers hidden until asked for. A failed run (a field to fix, the robot's limit) keeps the
 * draft as typed.
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
  context: ({ input }) => ({ tool: input.tool, draft: emptyStudioDraft, runs: {}, answersShown: false, failure: null }),
  initial: 'ready',
  on: {
    'studio.chooseTool': { actions: assign({ tool: ({ event }) => event.tool, answersShown: false, failure: null }) },
  },
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
        onDone: {
          target: 'ready',
          // Stored under the tool that ran, even if the teacher has opened another tab meanwhile.
          actions: assign({ runs: ({ context, event }) => ({ ...context.runs, [event.output.tool]: event.output }), answersShown: false }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
  },
});

export type StudioToolMachine = typeof studioToolMachine;

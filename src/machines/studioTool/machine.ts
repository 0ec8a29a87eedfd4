import { assign, fromPromise, setup } from 'xstate';
import { toFailure, type Failure } from '../../lib/failure';
import { MAX_PICTURE_BYTES, PICTURE_TYPES } from '../../services/genericCall';
import type { StudioInput, StudioRun, StudioTool } from '../../services/studioApi';
import type { StudioToolContext, StudioToolEvent } from './types';

/** Why a picture cannot be sent, said at the picture's field before anything is sent; null when it can. */
export function pictureProblem(picture: Blob): string | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(picture.type)) return 'Choose a PNG or JPEG picture: a photo or a screenshot of the page.';
  if (picture.size > MAX_PICTURE_BYTES) return 'The picture is larger than 5 MB. Take a smaller photo, or a screenshot of the page.';
  return null;
}

const refused = (message: string): Failure => ({ kind: 'validation', message: 'Validation Error', fields: { image: message } });

/** What a new draft starts with: grade 5, as the server assumes when none is given. */
export const emptyStudioDraft: StudioInput = { text: '', grade: 5, subject: '' };

/**
 * The Studio's quick tools (rewrite, questions, glossary, exit ticket): the teacher pastes a text, chooses a grade
 * and a subject, and runs the open tool. The draft is shared by the tools, so one text can be rewritten and then
 * questioned without pasting it again. While a run is under way the form waits; its result replaces that tool's
 * previous one, with the answers hidden until asked for. A failed run (a field to fix, the robot's limit) keeps the
 * draft as typed. A photo or screenshot of a page can stand in for the text: the server reads it (offline OCR), the tool
 * runs on what was read, and that text becomes the draft's, to run the other tools on or correct. A picture of the
 * wrong kind or too large is refused before it is sent.
 */
export const studioToolMachine = setup({
  types: {
    context: {} as StudioToolContext,
    events: {} as StudioToolEvent,
    input: {} as { tool: StudioTool },
  },
  actors: {
    runTool: fromPromise<StudioRun, { tool: StudioTool; draft: StudioInput; picture: Blob | null }>(async () => {
      throw new Error('runTool is not provided');
    }),
  },
  guards: {
    hasText: ({ context }) => context.draft.text.trim() !== '',
    isReadablePicture: ({ event }) => event.type === 'studio.runPicture' && pictureProblem(event.picture) === null,
  },
}).createMachine({
  id: 'studioTool',
  context: ({ input }) => ({ tool: input.tool, draft: emptyStudioDraft, runs: {}, answersShown: false, picture: null, failure: null }),
  initial: 'ready',
  on: {
    'studio.chooseTool': { actions: assign({ tool: ({ event }) => event.tool, answersShown: false, failure: null }) },
  },
  states: {
    ready: {
      on: {
        'studio.edit': { actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.changes }) }) },
        'studio.run': { guard: 'hasText', target: 'running' },
        'studio.runPicture': [
          { guard: 'isReadablePicture', target: 'running', actions: assign({ picture: ({ event }) => event.picture }) },
          { actions: assign({ failure: ({ event }) => refused(pictureProblem(event.picture)!) }) },
        ],
        'studio.toggleAnswers': { actions: assign({ answersShown: ({ context }) => !context.answersShown }) },
      },
    },
    running: {
      entry: assign({ failure: null }),
      invoke: {
        src: 'runTool',
        input: ({ context }) => ({ tool: context.tool, draft: context.draft, picture: context.picture }),
        onDone: {
          target: 'ready',
          // Stored under the tool that ran, even if the teacher has opened another tab meanwhile.
          actions: assign({
            runs: ({ context, event }) => ({ ...context.runs, [event.output.tool]: event.output }),
            answersShown: false,
            // The text read from a picture is the draft's now, to check and to run the other tools on.
            draft: ({ context, event }) => (context.picture ? { ...context.draft, text: event.output.input.text } : context.draft),
            picture: null,
          }),
        },
        onError: { target: 'ready', actions: assign({ failure: ({ event }) => toFailure(event.error), picture: null }) },
      },
    },
  },
});

export type StudioToolMachine = typeof studioToolMachine;

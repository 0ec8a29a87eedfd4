import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { Lesson, LessonEdits } from '../../services/lessonApi';
import { applyEdit, draftOf, editsOf, isDirty } from './draft';
import type { LessonEditorContext, LessonEditorEvent, LessonEditorInput } from './types';

const editEvents = [
  'lesson.editDetails',
  'lesson.editPhase',
  'lesson.addPhase',
  'lesson.removePhase',
  'lesson.editCriterion',
  'lesson.addCriterion',
  'lesson.removeCriterion',
  'lesson.addOutcome',
  'lesson.removeOutcome',
  'lesson.editContent',
  'lesson.editSequence',
  'lesson.editCheck',
  'lesson.addCheck',
  'lesson.removeCheck',
  'lesson.editKeyword',
  'lesson.addKeyword',
  'lesson.removeKeyword',
  'lesson.editMisconception',
  'lesson.addMisconception',
  'lesson.removeMisconception',
  'lesson.editWorkedExample',
  'lesson.editText',
  'lesson.addText',
  'lesson.removeText',
] as const;

/**
 * One lesson opened for reading or editing. The draft lives here, not in the form: "Save" is possible only when
 * the draft differs from the saved lesson, and a failed save (fields to fix, too many requests) keeps it.
 */
export const lessonEditorMachine = setup({
  types: {
    context: {} as LessonEditorContext,
    events: {} as LessonEditorEvent,
    input: {} as LessonEditorInput,
  },
  actors: {
    loadLesson: fromPromise<Lesson, { id: string }>(async () => {
      throw new Error('loadLesson is not provided');
    }),
    saveLesson: fromPromise<Lesson, LessonEdits>(async () => {
      throw new Error('saveLesson is not provided');
    }),
  },
  actions: {
    edit: assign(({ context, event }) => ({
      draft: context.draft ? applyEdit(context.draft, event) : null,
      justSaved: false,
    })),
    keepLesson: assign((_, params: { lesson: Lesson }) => ({ lesson: params.lesson, draft: draftOf(params.lesson), failure: null })),
  },
  guards: {
    isDirty: ({ context }) => isDirty(context.lesson, context.draft),
  },
}).createMachine({
  id: 'lessonEditor',
  context: ({ input }) => ({ lessonId: input.lessonId, lesson: null, draft: null, failure: null, justSaved: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadLesson',
        input: ({ context }) => ({ id: context.lessonId }),
        onDone: { target: 'ready', actions: { type: 'keepLesson', params: ({ event }) => ({ lesson: event.output }) } },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: {
      on: { 'lesson.retry': { target: 'loading', actions: assign({ failure: null }) } },
    },
    ready: {
      initial: 'editing',
      on: {
        'lesson.replaced': { actions: { type: 'keepLesson', params: ({ event }) => ({ lesson: event.lesson }) } },
      },
      states: {
        editing: {
          on: {
            ...Object.fromEntries(editEvents.map((type) => [type, { actions: 'edit' }])),
            'lesson.discard': {
              guard: 'isDirty',
              actions: assign(({ context }) => ({ draft: context.lesson ? draftOf(context.lesson) : null, failure: null })),
            },
            'lesson.save': { guard: 'isDirty', target: 'saving', actions: assign({ failure: null, justSaved: false }) },
          },
        },
        saving: {
          invoke: {
            src: 'saveLesson',
            input: ({ context }) => editsOf(context.lessonId, context.draft!),
            onDone: {
              target: 'editing',
              actions: [{ type: 'keepLesson', params: ({ event }) => ({ lesson: event.output }) }, assign({ justSaved: true })],
            },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
      },
    },
  },
});

export type LessonEditorMachine = typeof lessonEditorMachine;

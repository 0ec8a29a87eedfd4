import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { LessonsMade, Unit, UnitEdits } from '../../services/unitApi';
import { applyEdit, draftOf, editsOf, isDirty, outlinesToMake } from './draft';
import type { UnitEditorContext, UnitEditorEvent, UnitEditorInput } from './types';

const editEvents = ['unit.editDetails', 'unit.moveLesson', 'unit.insertLesson', 'unit.editLesson'] as const;

/**
 * One unit of work opened on its details, sequence, coverage, glossary, sharing and export. Edits to the details and
 * the sequence are one draft: "Save" once something changed, "Discard changes" back to the saved unit, a refused
 * save keeps every edit. "Plan again" replans the sequence from the outcomes (one robot action) while no lesson has
 * been made from it. "Create the lessons" makes the outlines into real lessons one at a time, counting them in; at
 * the robot's limit it stops with the lessons made so far linked, and the limit dialog opens. Both need the draft
 * saved first, so nothing typed is lost.
 */
export const unitEditorMachine = setup({
  types: {
    context: {} as UnitEditorContext,
    events: {} as UnitEditorEvent,
    input: {} as UnitEditorInput,
  },
  actors: {
    loadUnit: fromPromise<Unit, { id: string }>(async () => {
      throw new Error('loadUnit is not provided');
    }),
    saveUnit: fromPromise<Unit, UnitEdits>(async () => {
      throw new Error('saveUnit is not provided');
    }),
    generateUnit: fromPromise<Unit, { id: string }>(async () => {
      throw new Error('generateUnit is not provided');
    }),
    /** Makes the next outline into a lesson. */
    makeLesson: fromPromise<LessonsMade, { id: string }>(async () => {
      throw new Error('makeLesson is not provided');
    }),
  },
  actions: {
    edit: assign(({ context, event }) => ({ draft: context.draft ? applyEdit(context.draft, event) : null, justSaved: false })),
    keep: assign((_, params: { unit: Unit }) => ({ unit: params.unit, draft: draftOf(params.unit), failure: null })),
    /** A robot action was used: the allowance on screen is fetched again. */
    refreshRobotActions: () => {},
    /** The robot's limit stopped the lessons: the same dialog as any 429 explains it. */
    announceRobotLimit: (_, _params: { message: string }) => {},
  },
  guards: {
    isDirty: ({ context }) => isDirty(context.unit, context.draft),
    canGenerate: ({ context }) => !isDirty(context.unit, context.draft) && !context.unit?.lessons.some((l) => l.lessonId),
    canMakeLessons: ({ context }) => !isDirty(context.unit, context.draft) && outlinesToMake(context.unit) > 0,
    stoppedAtLimit: (_, params: { made: LessonsMade }) => Boolean(params.made.stopped),
    moreToMake: (_, params: { made: LessonsMade }) => params.made.created > 0 && params.made.remaining > 0,
  },
}).createMachine({
  id: 'unitEditor',
  context: ({ input }) => ({ unitId: input.unitId, unit: null, draft: null, failure: null, justSaved: false, progress: null, stopped: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadUnit',
        input: ({ context }) => ({ id: context.unitId }),
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => ({ unit: event.output }) } },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'unit.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...Object.fromEntries(editEvents.map((type) => [type, { actions: 'edit' }])),
            'unit.discard': { actions: assign(({ context }) => ({ draft: context.unit ? draftOf(context.unit) : null, failure: null })) },
            'unit.save': { guard: 'isDirty', target: 'saving', actions: assign({ failure: null, justSaved: false }) },
            'unit.generate': { guard: 'canGenerate', target: 'generating', actions: assign({ failure: null, justSaved: false }) },
            'unit.makeLessons': {
              guard: 'canMakeLessons',
              target: 'makingLessons',
              actions: assign(({ context }) => ({ failure: null, justSaved: false, stopped: null, progress: { made: 0, total: outlinesToMake(context.unit) } })),
            },
          },
        },
        saving: {
          invoke: {
            src: 'saveUnit',
            input: ({ context }) => editsOf(context.unitId, context.draft!),
            onDone: { target: 'editing', actions: [{ type: 'keep', params: ({ event }) => ({ unit: event.output }) }, assign({ justSaved: true })] },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        generating: {
          invoke: {
            src: 'generateUnit',
            input: ({ context }) => ({ id: context.unitId }),
            onDone: { target: 'editing', actions: [{ type: 'keep', params: ({ event }) => ({ unit: event.output }) }, 'refreshRobotActions'] },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        makingLessons: {
          invoke: {
            src: 'makeLesson',
            input: ({ context }) => ({ id: context.unitId }),
            onDone: [
              {
                guard: { type: 'stoppedAtLimit', params: ({ event }) => ({ made: event.output }) },
                target: 'editing',
                actions: [
                  { type: 'keep', params: ({ event }) => ({ unit: event.output.unit }) },
                  assign({ stopped: ({ event }) => event.output.stopped ?? null }),
                  'refreshRobotActions',
                  { type: 'announceRobotLimit', params: ({ event }) => ({ message: event.output.stopped ?? '' }) },
                ],
              },
              {
                guard: { type: 'moreToMake', params: ({ event }) => ({ made: event.output }) },
                target: 'makingLessons',
                reenter: true,
                actions: [
                  { type: 'keep', params: ({ event }) => ({ unit: event.output.unit }) },
                  assign({ progress: ({ context, event }) => context.progress && { ...context.progress, made: context.progress.made + event.output.created } }),
                ],
              },
              {
                target: 'editing',
                actions: [
                  { type: 'keep', params: ({ event }) => ({ unit: event.output.unit }) },
                  assign({ progress: ({ context, event }) => context.progress && { ...context.progress, made: context.progress.made + event.output.created } }),
                  'refreshRobotActions',
                ],
              },
            ],
            onError: { target: 'editing', actions: [assign({ failure: ({ event }) => toFailure(event.error) }), 'refreshRobotActions'] },
          },
        },
      },
    },
  },
});

export type UnitEditorMachine = typeof unitEditorMachine;

import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { Assessment, AssessmentEdits } from '../../services/assessmentApi';
import { applyEdit, draftOf, editsOf, isDirty } from './draft';
import type { AssessmentEditorContext, AssessmentEditorEvent, AssessmentEditorInput } from './types';

const editEvents = ['assessment.editDetails', 'assessment.editItem', 'assessment.editCriterionTitle', 'assessment.editDescriptor'] as const;

/**
 * One assessment opened on its details, items and rubric. The draft lives here: "Save" is possible only when it
 * differs from the saved assessment, "Discard changes" returns to the saved one, and a failed save (fields to fix,
 * a lost connection) keeps every edit with the message.
 */
export const assessmentEditorMachine = setup({
  types: {
    context: {} as AssessmentEditorContext,
    events: {} as AssessmentEditorEvent,
    input: {} as AssessmentEditorInput,
  },
  actors: {
    loadAssessment: fromPromise<Assessment, { id: string }>(async () => {
      throw new Error('loadAssessment is not provided');
    }),
    saveAssessment: fromPromise<Assessment, AssessmentEdits>(async () => {
      throw new Error('saveAssessment is not provided');
    }),
  },
  actions: {
    edit: assign(({ context, event }) => ({ draft: context.draft ? applyEdit(context.draft, event) : null, justSaved: false })),
    keep: assign((_, params: { assessment: Assessment }) => ({ assessment: params.assessment, draft: draftOf(params.assessment), failure: null })),
  },
  guards: {
    isDirty: ({ context }) => isDirty(context.assessment, context.draft),
  },
}).createMachine({
  id: 'assessmentEditor',
  context: ({ input }) => ({ assessmentId: input.assessmentId, assessment: null, draft: null, failure: null, justSaved: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAssessment',
        input: ({ context }) => ({ id: context.assessmentId }),
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => ({ assessment: event.output }) } },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'assessment.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...Object.fromEntries(editEvents.map((type) => [type, { actions: 'edit' }])),
            'assessment.discard': { actions: assign(({ context }) => ({ draft: context.assessment ? draftOf(context.assessment) : null, failure: null })) },
            'assessment.save': { guard: 'isDirty', target: 'saving', actions: assign({ failure: null }) },
          },
        },
        saving: {
          invoke: {
            src: 'saveAssessment',
            input: ({ context }) => editsOf(context.assessmentId, context.draft!),
            onDone: { target: 'editing', actions: [{ type: 'keep', params: ({ event }) => ({ assessment: event.output }) }, assign({ justSaved: true })] },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
      },
    },
  },
});

export type AssessmentEditorMachine = typeof assessmentEditorMachine;

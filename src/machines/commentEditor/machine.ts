import { and, assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { BankComment, CommentSet, CommentSetEdits, Perspective } from '../../services/commentApi';
import { applyEdit, draftOf, editsOf, isDirty, withRewrite, withStudents } from './draft';
import type { CommentEditorContext, CommentEditorEvent, CommentEditorInput, Rewrite } from './types';

const editEvents = [
  'comments.editDetails',
  'comments.addOutcome',
  'comments.removeOutcome',
  'comments.removeStudent',
  'comments.editStudent',
  'comments.rate',
  'comments.editEvidence',
  'comments.appendComment',
] as const;

/** A report-card comment box holds about this much. */
export const defaultSummaryLength = 300;

export type RewriteRequest = { commentSetId: string; studentId: string } & ({ perspective: Perspective } | { maxCharacters: number });

/**
 * One comment set opened on its class, outcomes and comments. The draft lives here: "Save" is possible only when it
 * differs from the saved set, "Discard changes" returns to the saved one, and a failed save keeps every edit with the
 * message. Writing comments (the class's or one student's, one robot action) and rewriting one (for the student, the
 * family or the next teacher, or shortened) work on the saved set, so they wait until the draft is saved. A rewrite
 * is offered beside the comment until the teacher uses it (the draft changes, to be saved) or dismisses it. Any
 * comment can be kept in the teacher's bank.
 */
export const commentEditorMachine = setup({
  types: {
    context: {} as CommentEditorContext,
    events: {} as CommentEditorEvent,
    input: {} as CommentEditorInput,
  },
  actors: {
    loadCommentSet: fromPromise<CommentSet, { id: string }>(async () => {
      throw new Error('loadCommentSet is not provided');
    }),
    saveCommentSet: fromPromise<CommentSet, CommentSetEdits>(async () => {
      throw new Error('saveCommentSet is not provided');
    }),
    generateComments: fromPromise<CommentSet, { commentSetId: string; studentId: string | null }>(async () => {
      throw new Error('generateComments is not provided');
    }),
    rewriteComment: fromPromise<Rewrite, RewriteRequest>(async () => {
      throw new Error('rewriteComment is not provided');
    }),
    saveToBank: fromPromise<BankComment, { text: string }>(async () => {
      throw new Error('saveToBank is not provided');
    }),
  },
  actions: {
    edit: assign(({ context, event }) => ({ draft: context.draft ? applyEdit(context.draft, event) : null, justSaved: false, banked: null })),
    keep: assign((_, params: { set: CommentSet }) => ({ set: params.set, draft: draftOf(params.set), failure: null })),
    /** Writing comments, or rewriting one for another reader, used one robot action: the allowance on screen is fetched again. */
    refreshRobotActions: () => {},
  },
  guards: {
    isDirty: ({ context }) => isDirty(context.set, context.draft),
    isSaved: ({ context }) => !isDirty(context.set, context.draft),
    hasStudents: ({ context }) => (context.set?.students.length ?? 0) > 0,
    isStudent: ({ context, event }) => 'studentId' in event && (event.studentId === null || Boolean(context.set?.students.some((s) => s.id === event.studentId))),
    hasRewrite: ({ context }) => context.rewrite !== null,
    hasPastedNames: ({ context }) => context.pasteText.trim().length > 0,
    hasText: ({ event }) => event.type === 'comments.saveToBank' && event.text.trim().length > 0,
  },
}).createMachine({
  id: 'commentEditor',
  context: ({ input }) => ({ commentSetId: input.commentSetId, set: null, draft: null, failure: null, justSaved: false, workingOn: null, rewrite: null, banked: null, pasteText: '', summaryLength: defaultSummaryLength }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCommentSet',
        input: ({ context }) => ({ id: context.commentSetId }),
        onDone: { target: 'ready', actions: { type: 'keep', params: ({ event }) => ({ set: event.output }) } },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'comments.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            ...Object.fromEntries(editEvents.map((type) => [type, { actions: 'edit' }])),
            'comments.editPaste': { actions: assign({ pasteText: ({ event }) => event.text }) },
            'comments.addStudents': {
              guard: 'hasPastedNames',
              actions: assign(({ context }) => ({ draft: context.draft ? withStudents(context.draft, context.pasteText) : null, pasteText: '', justSaved: false })),
            },
            'comments.setSummaryLength': { actions: assign({ summaryLength: ({ event }) => event.maxCharacters }) },
            'comments.discard': { actions: assign(({ context }) => ({ draft: context.set ? draftOf(context.set) : null, failure: null, rewrite: null })) },
            'comments.save': { guard: 'isDirty', target: 'saving', actions: assign({ failure: null }) },
            'comments.generate': {
              guard: and(['isSaved', 'hasStudents', 'isStudent']),
              target: 'generating',
              actions: assign({ failure: null, rewrite: null, workingOn: ({ event }) => event.studentId }),
            },
            'comments.rewrite': { guard: and(['isSaved', 'isStudent']), target: 'rewriting', actions: assign({ failure: null, workingOn: ({ event }) => event.studentId }) },
            'comments.summarise': { guard: and(['isSaved', 'isStudent']), target: 'summarising', actions: assign({ failure: null, workingOn: ({ event }) => event.studentId }) },
            'comments.useRewrite': {
              guard: 'hasRewrite',
              actions: assign(({ context }) => ({
                draft: context.draft && context.rewrite ? withRewrite(context.draft, context.rewrite.studentId, context.rewrite.text) : context.draft,
                rewrite: null,
                justSaved: false,
              })),
            },
            'comments.dismissRewrite': { actions: assign({ rewrite: null }) },
            'comments.saveToBank': { guard: 'hasText', target: 'savingToBank', actions: assign({ failure: null, banked: null }) },
          },
        },
        saving: {
          invoke: {
            src: 'saveCommentSet',
            input: ({ context }) => editsOf(context.commentSetId, context.draft!),
            onDone: { target: 'editing', actions: [{ type: 'keep', params: ({ event }) => ({ set: event.output }) }, assign({ justSaved: true })] },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        generating: {
          invoke: {
            src: 'generateComments',
            input: ({ context }) => ({ commentSetId: context.commentSetId, studentId: context.workingOn }),
            onDone: { target: 'editing', actions: [{ type: 'keep', params: ({ event }) => ({ set: event.output }) }, 'refreshRobotActions', assign({ workingOn: null })] },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error), workingOn: null }) },
          },
        },
        // A rewrite for another reader is written afresh, one robot action; a summary only shortens the comment.
        rewriting: {
          invoke: {
            src: 'rewriteComment',
            input: ({ context, event }) => ({ commentSetId: context.commentSetId, studentId: context.workingOn ?? '', perspective: event.type === 'comments.rewrite' ? event.perspective : 'parent' }),
            onDone: { target: 'editing', actions: [assign({ rewrite: ({ event }) => event.output, workingOn: null }), 'refreshRobotActions'] },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error), workingOn: null }) },
          },
        },
        summarising: {
          invoke: {
            src: 'rewriteComment',
            input: ({ context, event }) => ({ commentSetId: context.commentSetId, studentId: context.workingOn ?? '', maxCharacters: event.type === 'comments.summarise' ? event.maxCharacters : 0 }),
            onDone: { target: 'editing', actions: assign({ rewrite: ({ event }) => event.output, workingOn: null }) },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error), workingOn: null }) },
          },
        },
        savingToBank: {
          invoke: {
            src: 'saveToBank',
            input: ({ event }) => ({ text: event.type === 'comments.saveToBank' ? event.text.trim() : '' }),
            onDone: { target: 'editing', actions: assign({ banked: ({ event }) => event.output.text }) },
            onError: { target: 'editing', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
      },
    },
  },
});

export type CommentEditorMachine = typeof commentEditorMachine;

import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { AssessmentResults, MarkBody, Student, StudentResult } from '../../services/assessmentApi';
import type { AssessmentMarkingContext, AssessmentMarkingEvent, AssessmentMarkingInput, PendingItemMark, PendingLevel, PendingMark } from './types';
import { appended, samePending, sameWork, studentOf, toPendingWork, withDraft, workOf } from './work';

/** The names of a typed or pasted class list: one a line, blank lines left out. */
export const namesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

type ClassList = { names: string[] } | { csv: Blob };

const withLevel = (results: AssessmentResults, mark: Pick<PendingLevel, 'studentId' | 'criterionId'>, level: number | undefined): AssessmentResults => ({
  ...results,
  students: results.students.map((s) => {
    if (s.studentId !== mark.studentId) return s;
    const { [mark.criterionId]: _old, ...rest } = s.levels;
    return { ...s, levels: level === undefined ? rest : { ...rest, [mark.criterionId]: level } };
  }),
});

const withItemMark = (results: AssessmentResults, mark: Pick<PendingItemMark, 'studentId' | 'itemId'>, marks: number | null | undefined): AssessmentResults => ({
  ...results,
  students: results.students.map((s) => {
    if (s.studentId !== mark.studentId) return s;
    const { [mark.itemId]: _old, ...rest } = s.itemMarks;
    return { ...s, itemMarks: marks === null || marks === undefined ? rest : { ...rest, [mark.itemId]: marks } };
  }),
});

/** What one queued mark sends: a level, an item's marks, or a student's work and feedback. */
function bodyOf(mark: PendingMark): MarkBody {
  if (mark.kind === 'level') return { levels: { [mark.criterionId]: mark.level } };
  if (mark.kind === 'itemMark') return { itemMarks: { [mark.itemId]: mark.marks } };
  return { response: mark.response, answers: mark.answers, feedback: mark.feedback };
}

/** A queued mark taken back after a refusal: the grid shows what the server holds again. */
function undone(results: AssessmentResults, mark: PendingMark): AssessmentResults {
  if (mark.kind === 'level') return withLevel(results, mark, mark.previous);
  if (mark.kind === 'itemMark') return withItemMark(results, mark, mark.previous);
  return results;
}

/** The open student's draft, as it would be saved, unless that is saved already or on its way. */
function workToSave(context: AssessmentMarkingContext) {
  const student = studentOf(context.results, context.openStudentId);
  const draft = context.drafts[context.openStudentId ?? ''];
  if (!student || !draft || sameWork(draft, student)) return null;
  const pending = toPendingWork(student.studentId, draft);
  const queued = context.queue.some((m) => m.kind === 'work' && samePending(m, pending));
  return queued ? null : pending;
}

/**
 * Marking an assessment: the class list (typed, pasted, or a CSV file) and a grid of students × rubric criteria where
 * each cell takes a level (chosen, or the level the engine proposed from the student's work, accepted as it stands);
 * an item can take the teacher's own marks over the key's or the rubric's. A level or mark shows at once and is saved
 * in the order chosen; the server's answer brings the student's totals, grade band and the feedback drafted from their
 * work. One the server refuses is put back as it was, with the reason. Beside the grid one student's work is open:
 * their response (typed, or text taken from an upload), their answers item by item (as answered online, or
 * transcribed) and the teacher's feedback, which can start from the draft. Unsaved work is kept per student while the
 * teacher moves between students, and is saved in the same queue as the levels; a refused save keeps it. Saving the
 * class list reloads the grid (students keep their marks by name).
 */
export const assessmentMarkingMachine = setup({
  types: {
    context: {} as AssessmentMarkingContext,
    events: {} as AssessmentMarkingEvent,
    input: {} as AssessmentMarkingInput,
  },
  actors: {
    loadResults: fromPromise<AssessmentResults, { id: string }>(async () => {
      throw new Error('loadResults is not provided');
    }),
    saveClassList: fromPromise<{ students: Student[] }, { id: string; list: ClassList }>(async () => {
      throw new Error('saveClassList is not provided');
    }),
    saveMark: fromPromise<StudentResult, { id: string; studentId: string; body: MarkBody }>(async () => {
      throw new Error('saveMark is not provided');
    }),
  },
  guards: {
    hasNames: ({ context }) => namesOf(context.classList).length > 0,
    hasQueue: ({ context }) => context.queue.length > 0,
    isOnGrid: ({ context, event }) =>
      (event.type === 'marking.choose' || event.type === 'proposal.accept' || event.type === 'itemMark.set' || event.type === 'work.open') &&
      Boolean(context.results?.students.some((s) => s.studentId === event.studentId)),
    isWorkOpen: ({ context }) => studentOf(context.results, context.openStudentId) !== null,
    hasWorkToSave: ({ context }) => workToSave(context) !== null,
  },
  actions: {
    choose: assign(({ context, event }) => {
      if ((event.type !== 'marking.choose' && event.type !== 'proposal.accept') || !context.results) return {};
      const student = context.results.students.find((s) => s.studentId === event.studentId);
      const mark: PendingLevel = { kind: 'level', studentId: event.studentId, criterionId: event.criterionId, level: event.level, previous: student?.levels[event.criterionId] };
      return { results: withLevel(context.results, mark, event.level), queue: [...context.queue, mark], failure: null };
    }),
    setItemMark: assign(({ context, event }) => {
      if (event.type !== 'itemMark.set' || !context.results) return {};
      const student = context.results.students.find((s) => s.studentId === event.studentId);
      const mark: PendingItemMark = { kind: 'itemMark', studentId: event.studentId, itemId: event.itemId, marks: event.marks, previous: student?.itemMarks[event.itemId] };
      return { results: withItemMark(context.results, mark, event.marks), queue: [...context.queue, mark], failure: null };
    }),
    queueWork: assign(({ context }) => ({ queue: [...context.queue, workToSave(context)!], failure: null })),
    editWork: assign(({ context, event }) => {
      const id = context.openStudentId!;
      const current = workOf(context, id)!;
      if (event.type === 'work.editResponse') return { drafts: withDraft(context, id, { response: event.text }) };
      if (event.type === 'work.appendResponse') return { drafts: withDraft(context, id, { response: appended(current.response, event.text) }) };
      if (event.type === 'work.editFeedback') return { drafts: withDraft(context, id, { feedback: event.text }) };
      if (event.type === 'work.editAnswer') return { drafts: withDraft(context, id, { answers: { ...current.answers, [event.itemId]: event.text } }) };
      if (event.type === 'work.useDraft') return { drafts: withDraft(context, id, { feedback: studentOf(context.results, id)!.draftFeedback }) };
      return {};
    }),
  },
}).createMachine({
  id: 'assessmentMarking',
  context: ({ input }) => ({ assessmentId: input.assessmentId, results: null, classList: '', queue: [], openStudentId: null, drafts: {}, failure: null, refusedStudentId: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadResults',
        input: ({ context }) => ({ id: context.assessmentId }),
        // The class list shown is the one the server holds, also after another tab changed it; work typed for a student
        // no longer on it has nowhere to go.
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const onList = new Set(event.output.students.map((s) => s.studentId));
            return {
              results: event.output,
              classList: event.output.students.map((s) => s.name).join('\n'),
              openStudentId: context.openStudentId && onList.has(context.openStudentId) ? context.openStudentId : null,
              drafts: Object.fromEntries(Object.entries(context.drafts).filter(([id]) => onList.has(id))),
            };
          }),
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error), refusedStudentId: null }) },
      },
    },
    failed: { on: { 'marking.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'idle',
      on: {
        'work.open': { guard: 'isOnGrid', actions: assign({ openStudentId: ({ event }) => event.studentId }) },
        'work.close': { actions: assign({ openStudentId: null }) },
        'work.editResponse': { guard: 'isWorkOpen', actions: 'editWork' },
        'work.appendResponse': { guard: 'isWorkOpen', actions: 'editWork' },
        'work.editFeedback': { guard: 'isWorkOpen', actions: 'editWork' },
        'work.editAnswer': { guard: 'isWorkOpen', actions: 'editWork' },
        'work.useDraft': { guard: 'isWorkOpen', actions: 'editWork' },
      },
      states: {
        idle: {
          on: {
            'marking.choose': { guard: 'isOnGrid', actions: 'choose', target: 'marking' },
            'proposal.accept': { guard: 'isOnGrid', actions: 'choose', target: 'marking' },
            'itemMark.set': { guard: 'isOnGrid', actions: 'setItemMark', target: 'marking' },
            'work.save': { guard: 'hasWorkToSave', actions: 'queueWork', target: 'marking' },
            'classList.edit': { actions: assign({ classList: ({ event }) => event.text }) },
            'classList.save': { guard: 'hasNames', target: 'savingClassList', actions: assign({ failure: null }) },
            'classList.upload': { target: 'uploadingClassList', actions: assign({ failure: null }) },
          },
        },
        marking: {
          initial: 'saving',
          on: {
            'marking.choose': { guard: 'isOnGrid', actions: 'choose' },
            'proposal.accept': { guard: 'isOnGrid', actions: 'choose' },
            'itemMark.set': { guard: 'isOnGrid', actions: 'setItemMark' },
            'work.save': { guard: 'hasWorkToSave', actions: 'queueWork' },
          },
          states: {
            saving: {
              invoke: {
                src: 'saveMark',
                input: ({ context }) => {
                  const mark = context.queue[0]!;
                  return { id: context.assessmentId, studentId: mark.studentId, body: bodyOf(mark) };
                },
                onDone: {
                  target: 'next',
                  actions: assign(({ context, event }) => {
                    const [, ...rest] = context.queue;
                    // Keep levels and item marks chosen since this call left (they are still queued); take totals from the server.
                    const shown = context.results!.students.find((s) => s.studentId === event.output.studentId);
                    const waiting = rest.filter((m): m is PendingItemMark => m.kind === 'itemMark' && m.studentId === event.output.studentId);
                    const itemMarks = waiting.reduce(
                      (marks, m) => {
                        const { [m.itemId]: _old, ...others } = marks;
                        return m.marks === null ? others : { ...others, [m.itemId]: m.marks };
                      },
                      event.output.itemMarks,
                    );
                    const student = { ...event.output, levels: { ...event.output.levels, ...(shown?.levels ?? {}) }, itemMarks };
                    const students = context.results!.students.map((s) => (s.studentId === student.studentId ? student : s));
                    // A draft now saved is done with; one the teacher has typed on since stays.
                    const draft = context.drafts[student.studentId];
                    const { [student.studentId]: _saved, ...others } = context.drafts;
                    const drafts = draft && sameWork(draft, student) ? others : context.drafts;
                    // The count of fully marked students follows each saved mark, as the grid's own summary says it.
                    return { queue: rest, drafts, results: { ...context.results!, students, marked: students.filter((s) => s.complete).length } };
                  }),
                },
                onError: {
                  target: '#assessmentMarking.ready.idle',
                  actions: assign(({ context, event }) => ({
                    // Every level still waiting is put back, newest first, so the grid shows what the server holds; work
                    // waiting stays in the drafts, to be saved again.
                    results: [...context.queue].reverse().reduce(undone, context.results!),
                    queue: [],
                    failure: toFailure(event.error),
                    refusedStudentId: context.queue[0]!.studentId,
                  })),
                },
              },
            },
            next: { always: [{ guard: 'hasQueue', target: 'saving' }, { target: '#assessmentMarking.ready.idle' }] },
          },
        },
        savingClassList: {
          invoke: {
            src: 'saveClassList',
            input: ({ context }) => ({ id: context.assessmentId, list: { names: namesOf(context.classList) } }),
            onDone: '#assessmentMarking.loading',
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error), refusedStudentId: null }) },
          },
        },
        uploadingClassList: {
          invoke: {
            src: 'saveClassList',
            input: ({ context, event }) => ({ id: context.assessmentId, list: { csv: (event as Extract<AssessmentMarkingEvent, { type: 'classList.upload' }>).file } }),
            onDone: '#assessmentMarking.loading',
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error), refusedStudentId: null }) },
          },
        },
      },
    },
  },
});

export type AssessmentMarkingMachine = typeof assessmentMarkingMachine;

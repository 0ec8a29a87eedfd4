import { assign, fromPromise, setup } from 'xstate';
import { toFailure } from '../../lib/failure';
import type { AssessmentResults, Student, StudentResult } from '../../services/assessmentApi';
import type { AssessmentMarkingContext, AssessmentMarkingEvent, AssessmentMarkingInput, PendingMark } from './types';

/** The names of a typed or pasted class list: one a line, blank lines left out. */
export const namesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

type ClassList = { names: string[] } | { csv: Blob };

const withLevel = (results: AssessmentResults, mark: Pick<PendingMark, 'studentId' | 'criterionId'>, level: number | undefined): AssessmentResults => ({
  ...results,
  students: results.students.map((s) => {
    if (s.studentId !== mark.studentId) return s;
    const { [mark.criterionId]: _old, ...rest } = s.levels;
    return { ...s, levels: level === undefined ? rest : { ...rest, [mark.criterionId]: level } };
  }),
});

/**
 * Marking an assessment: the class list (typed, pasted, or a CSV file) and a grid of students × rubric criteria where
 * each cell takes a level. A chosen level shows at once and is saved in the order chosen; the server's answer brings
 * the student's total and grade band. A level the server refuses is put back as it was, with the reason. Saving the
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
    saveMark: fromPromise<StudentResult, { id: string; studentId: string; levels: Record<string, number> }>(async () => {
      throw new Error('saveMark is not provided');
    }),
  },
  guards: {
    hasNames: ({ context }) => namesOf(context.classList).length > 0,
    hasQueue: ({ context }) => context.queue.length > 0,
    isOnGrid: ({ context, event }) => event.type === 'marking.choose' && Boolean(context.results?.students.some((s) => s.studentId === event.studentId)),
  },
  actions: {
    choose: assign(({ context, event }) => {
      if (event.type !== 'marking.choose' || !context.results) return {};
      const student = context.results.students.find((s) => s.studentId === event.studentId);
      const mark = { studentId: event.studentId, criterionId: event.criterionId, level: event.level, previous: student?.levels[event.criterionId] };
      return { results: withLevel(context.results, mark, event.level), queue: [...context.queue, mark], failure: null };
    }),
  },
}).createMachine({
  id: 'assessmentMarking',
  context: ({ input }) => ({ assessmentId: input.assessmentId, results: null, classList: '', queue: [], failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadResults',
        input: ({ context }) => ({ id: context.assessmentId }),
        // The class list shown is the one the server holds, also after another tab changed it.
        onDone: { target: 'ready', actions: assign({ results: ({ event }) => event.output, classList: ({ event }) => event.output.students.map((s) => s.name).join('\n') }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
      },
    },
    failed: { on: { 'marking.retry': { target: 'loading', actions: assign({ failure: null }) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'marking.choose': { guard: 'isOnGrid', actions: 'choose', target: 'marking' },
            'classList.edit': { actions: assign({ classList: ({ event }) => event.text }) },
            'classList.save': { guard: 'hasNames', target: 'savingClassList', actions: assign({ failure: null }) },
            'classList.upload': { target: 'uploadingClassList', actions: assign({ failure: null }) },
          },
        },
        marking: {
          initial: 'saving',
          on: { 'marking.choose': { guard: 'isOnGrid', actions: 'choose' } },
          states: {
            saving: {
              invoke: {
                src: 'saveMark',
                input: ({ context }) => {
                  const mark = context.queue[0]!;
                  return { id: context.assessmentId, studentId: mark.studentId, levels: { [mark.criterionId]: mark.level } };
                },
                onDone: {
                  target: 'next',
                  actions: assign(({ context, event }) => {
                    const [, ...rest] = context.queue;
                    // Keep levels chosen since this call left (they are still queued); take totals and band from the server.
                    const shown = context.results!.students.find((s) => s.studentId === event.output.studentId);
                    const student = { ...event.output, levels: { ...event.output.levels, ...(shown?.levels ?? {}) } };
                    const students = context.results!.students.map((s) => (s.studentId === student.studentId ? student : s));
                    // The count of fully marked students follows each saved mark, as the grid's own summary says it.
                    return { queue: rest, results: { ...context.results!, students, marked: students.filter((s) => s.complete).length } };
                  }),
                },
                onError: {
                  target: '#assessmentMarking.ready.idle',
                  actions: assign(({ context, event }) => ({
                    // Every level still waiting is put back, newest first, so the grid shows what the server holds.
                    results: [...context.queue].reverse().reduce((results, mark) => withLevel(results, mark, mark.previous), context.results!),
                    queue: [],
                    failure: toFailure(event.error),
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
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
        uploadingClassList: {
          invoke: {
            src: 'saveClassList',
            input: ({ context, event }) => ({ id: context.assessmentId, list: { csv: (event as Extract<AssessmentMarkingEvent, { type: 'classList.upload' }>).file } }),
            onDone: '#assessmentMarking.loading',
            onError: { target: 'idle', actions: assign({ failure: ({ event }) => toFailure(event.error) }) },
          },
        },
      },
    },
  },
});

export type AssessmentMarkingMachine = typeof assessmentMarkingMachine;

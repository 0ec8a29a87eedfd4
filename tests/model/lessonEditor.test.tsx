import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { isDirty } from '../../src/machines/lessonEditor/draft';
import { lessonEditorMachine } from '../../src/machines/lessonEditor/machine';
import type { LessonEditorContext } from '../../src/machines/lessonEditor/types';
import { ApiError } from '../../src/services/apiError';
import LessonEditorPage from '../../src/views/lessons/LessonEditorPage';
import { aLesson, fractionOutcomes } from '../views/fixtures/lessons';
import { aLessonWithContent } from '../views/fixtures/teachingContent';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as LessonEditorContext;
/** The lesson as planned with its teaching content, and a project's lessons to edit. */
const planned = () => ({ ...aLessonWithContent(aLesson()), sequence: { lessons: 2, outline: ['Lesson 1: strips', 'Lesson 2: number lines'] } });
/** The values of the fields labelled `label` inside the groups whose names start with `group` (label queries stay cheap on a long plan). */
const valuesIn = (group: string, label: string) =>
  screen
    .getAllByLabelText(label)
    .filter((field) => field.closest('fieldset')?.getAttribute('aria-label')?.startsWith(group))
    .map((field) => (field as HTMLInputElement | HTMLTextAreaElement).value);

const save = () => screen.getByRole('button', { name: /^Save$|Saving/ });

describeModel({
  name: 'lessonEditor',
  machine: lessonEditorMachine,
  input: { lessonId: 'lesson-1' },
  events: [
    { type: 'lesson.retry' },
    { type: 'lesson.editDetails', changes: { title: 'Fractions on a number line' } },
    { type: 'lesson.editPhase', index: 0, changes: { title: 'Hook' } },
    { type: 'lesson.addPhase' },
    { type: 'lesson.removePhase', index: 4 },
    { type: 'lesson.editCriterion', index: 0, text: 'I can explain why two fractions are equivalent.' },
    { type: 'lesson.addCriterion' },
    { type: 'lesson.removeCriterion', index: 0 },
    { type: 'lesson.addOutcome', outcome: { ...fractionOutcomes[0]!, code: 'CCSS.Math.Content.3.NF.A.3c', shortCode: '3.NF.A.3c' } },
    { type: 'lesson.removeOutcome', code: fractionOutcomes[1]!.code },
    { type: 'lesson.editContent', changes: { learningOutcome: 'I can show that two fractions are equal.' } },
    { type: 'lesson.editSequence', outline: ['Lesson 1: fold strips', 'Lesson 2: number lines'] },
    { type: 'lesson.editCheck', list: { field: 'exitCheck' }, index: 0, changes: { answer: 'Four eighths (4/8)' } },
    { type: 'lesson.addCheck', list: { field: 'practice', phase: 2 } },
    { type: 'lesson.removeCheck', list: { field: 'exitCheck' }, index: 1 },
    { type: 'lesson.editKeyword', index: 0, changes: { definition: 'Worth the same.' } },
    { type: 'lesson.addKeyword' },
    { type: 'lesson.removeKeyword', index: 1 },
    { type: 'lesson.editMisconception', index: 0, changes: { response: 'Fold two strips of the same length.' } },
    { type: 'lesson.addMisconception' },
    { type: 'lesson.removeMisconception', index: 0 },
    { type: 'lesson.editWorkedExample', phase: 2, changes: { answer: '2/6 (two sixths)' } },
    { type: 'lesson.editText', phase: 2, index: 0, changes: { source: 'https://youtu.be/dQw4w9WgXcQ' } },
    { type: 'lesson.addText', phase: 2 },
    { type: 'lesson.removeText', phase: 2, index: 0 },
    { type: 'lesson.discard' },
    { type: 'lesson.save' },
    { type: 'lesson.replaced', lesson: { ...planned(), title: 'Changed by a suggestion' } },
  ],
  outputs: { loadLesson: [planned()], saveLesson: [{ ...planned(), title: 'Saved title' }] },
  error: (src) =>
    src === 'saveLesson'
      ? new ApiError(400, 'Validation Error', [{ field: 'phases.0.title', message: 'Every phase needs a title' }])
      : new ApiError(404, 'Lesson not found'),
  project: (snapshot) => {
    const context = contextOf(snapshot);
    return { dirty: isDirty(context.lesson, context.draft), failure: context.failure?.kind ?? null };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lessonApi = {
      get: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadLesson', signal),
      save: (_edits: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('saveLesson', signal),
    };
    renderViews({
      system: { lessonApi: lessonApi as never, inspect: kit.inspect },
      routes: [at('/lessons/editor/:id/:tab?', <LessonEditorPage />)],
      path: '/lessons/editor/lesson-1/plan',
    });
    return {};
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading the lesson...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent("Not Found or You don't have Access");
    },
    ready: (snapshot) => {
      const { draft, failure } = contextOf(snapshot);
      const titles = screen.getAllByRole('textbox', { name: 'Phase title' }).map((input) => (input as HTMLInputElement).value);
      expect(titles).toEqual(draft!.phases.map((p) => p.title));
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(draft!.title);
      const criteria = within(screen.getByRole('group', { name: 'Success criteria' })).queryAllByRole('textbox');
      expect(criteria.map((input) => (input as HTMLInputElement).value)).toEqual(draft!.successCriteria.map((c) => c.text));
      // The teacher sees every answer of the draft's checks, and each keyword's definition, as the draft holds them.
      expect(valuesIn('Exit check', 'Answer')).toEqual((draft!.exitCheck ?? []).map((item) => item.answer));
      expect(valuesIn('Keyword', 'Definition')).toEqual((draft!.keywords ?? []).map((k) => k.definition));
      if (failure?.kind === 'validation') {
        expect(within(screen.getByRole('group', { name: 'Phase 1' })).getByText('Every phase needs a title')).toBeInTheDocument();
      }
    },
    'ready.editing': (snapshot) => {
      expect(save()).toHaveProperty('disabled', !snapshot.can({ type: 'lesson.save' }));
      expect(screen.getByRole('button', { name: 'Discard changes' })).toHaveProperty('disabled', !snapshot.can({ type: 'lesson.discard' }));
    },
    'ready.saving': () => {
      expect(save()).toBeDisabled();
      expect(screen.getByText('Saving...')).toBeInTheDocument();
    },
  },
});

import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { isDirty } from '../../src/machines/unitEditor/draft';
import { unitEditorMachine } from '../../src/machines/unitEditor/machine';
import type { UnitEditorContext } from '../../src/machines/unitEditor/types';
import { ApiError } from '../../src/services/apiError';
import type { LessonsMade } from '../../src/services/unitApi';
import UnitEditorPage from '../../src/views/units/UnitEditorPage';
import { aUnit, withLessonsMade } from '../views/fixtures/units';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as UnitEditorContext;
const stopped = 'Your robot has hit the limit! It is back when the shift resets.';
/** One lesson made with more to come, the last one made, and the robot's limit reached. */
const madeOutputs: LessonsMade[] = [
  { created: 1, remaining: 2, unit: withLessonsMade(aUnit(), 1) },
  { created: 1, remaining: 0, unit: withLessonsMade(aUnit(), 3) },
  { created: 0, remaining: 3, stopped, unit: aUnit() },
];

describeModel({
  name: 'unitEditor',
  machine: unitEditorMachine,
  input: { unitId: 'unit-1' },
  events: [
    { type: 'unit.retry' },
    { type: 'unit.editDetails', changes: { title: 'Fractions, four weeks' } },
    { type: 'unit.moveLesson', index: 1, offset: -1 },
    { type: 'unit.insertLesson', after: 0 },
    { type: 'unit.editLesson', index: 0, changes: { title: 'Fraction strips' } },
    { type: 'unit.discard' },
    { type: 'unit.save' },
    { type: 'unit.generate' },
    { type: 'unit.makeLessons' },
  ],
  outputs: { loadUnit: [aUnit()], saveUnit: [aUnit({ title: 'Saved title' })], generateUnit: [aUnit()], makeLesson: madeOutputs },
  error: (src) =>
    src === 'saveUnit'
      ? new ApiError(400, 'Validation Error', [{ field: 'lessons.0.title', message: 'Every lesson needs a title' }])
      : src === 'loadUnit'
        ? new ApiError(404, 'Unit not found')
        : new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => {
    const context = contextOf(snapshot);
    return {
      dirty: isDirty(context.unit, context.draft),
      failure: context.failure?.kind ?? null,
      made: context.unit?.lessons.filter((l) => l.lessonId).length ?? 0,
      stopped: context.stopped !== null,
    };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const signalOf = (options: { signal?: AbortSignal } = {}) => options.signal;
    const unitApi = {
      get: (_id: string, options?: { signal?: AbortSignal }) => kit.pending('loadUnit', signalOf(options)),
      save: (_edits: unknown, options?: { signal?: AbortSignal }) => kit.pending('saveUnit', signalOf(options)),
      generate: (_id: string, options?: { signal?: AbortSignal }) => kit.pending('generateUnit', signalOf(options)),
      makeLessons: (_id: string, _max: number, options?: { signal?: AbortSignal }) => kit.pending('makeLesson', signalOf(options)),
    };
    renderViews({
      system: { unitApi: unitApi as never, platformLimit: { send: () => {} } as never, inspect: kit.inspect },
      routes: [at('/units/editor/:id/:tab?', <UnitEditorPage />)],
      path: '/units/editor/unit-1/sequence',
    });
    return {};
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading the unit...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent("Not Found or You don't have Access");
    },
    ready: (snapshot) => {
      const { draft, failure, stopped: why, progress } = contextOf(snapshot);
      const titles = screen.getAllByRole('textbox', { name: /^Lesson \d+ title$/ }).map((input) => (input as HTMLInputElement).value);
      expect(titles).toEqual(draft!.lessons.map((l) => l.title));
      // Each made lesson links to its editor, under the title the draft gives it.
      for (const outline of draft!.lessons.filter((l) => l.lessonId)) {
        expect(screen.getByRole('link', { name: `Open lesson: ${outline.title}` })).toHaveAttribute('href', `/lessons/editor/${outline.lessonId}`);
      }
      if (failure?.kind === 'validation') {
        expect(within(screen.getByRole('listitem', { name: 'Lesson 1' })).getByText('Every lesson needs a title')).toBeInTheDocument();
      }
      if (why) expect(screen.getByText(why)).toBeInTheDocument();
      if (progress) expect(screen.getByText(`${progress.made} of ${progress.total} lessons created`)).toBeInTheDocument();
    },
    'ready.editing': (snapshot) => {
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', !snapshot.can({ type: 'unit.save' }));
      const left = contextOf(snapshot).unit!.lessons.filter((l) => !l.lessonId).length;
      if (left) expect(screen.getByRole('button', { name: 'Create the lessons' })).toHaveProperty('disabled', !snapshot.can({ type: 'unit.makeLessons' }));
      else expect(screen.getByText('Every lesson of this unit has been made.')).toBeInTheDocument();
      if (left === 3) expect(screen.getByRole('button', { name: 'Plan again' })).toHaveProperty('disabled', !snapshot.can({ type: 'unit.generate' }));
      else expect(screen.queryByRole('button', { name: 'Plan again' })).not.toBeInTheDocument();
    },
    'ready.saving': () => {
      expect(screen.getByText('Saving...')).toBeInTheDocument();
    },
    'ready.generating': () => {
      expect(screen.getByText('Planning the sequence...')).toBeInTheDocument();
    },
    'ready.makingLessons': () => {
      expect(screen.getByText('Creating the lessons...')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Move lesson 2 up' })).toBeDisabled();
    },
  },
});

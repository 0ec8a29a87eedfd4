import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { assessmentMarkingMachine, namesOf } from '../../src/machines/assessmentMarking/machine';
import type { AssessmentMarkingContext } from '../../src/machines/assessmentMarking/types';
import { ApiError } from '../../src/services/apiError';
import type { AssessmentResults, Proposals } from '../../src/services/assessmentApi';
import AssessmentEditorPage from '../../src/views/assessments/AssessmentEditorPage';
import { aResult, anAssessment, someResults } from '../views/fixtures/assessments';
import { describeModel, type Executor } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as AssessmentMarkingContext;
const adaOf = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).results?.students.find((s) => s.studentId === 's1');

const typed = 'Half of the strip is 2/4.';
const fromSlice = 'Ada: 1/2 and 2/4 reach the middle of the strip.';
const ownFeedback = 'You showed it with a strip. Next, try thirds.';
const drafted = 'Ada showed that they can explain equivalence.';
const feedbackRefused = 'Feedback is at most 5,000 characters';
const namesRefused = 'A class list has at most 200 names';
const threeNames = 'Ada Lovelace\nAlan Turing\nGrace Hopper';

/** The class as the server holds it: Ada and Alan, or (after another tab changed the list) Alan and Grace. */
const twoStudents: AssessmentResults = { ...someResults(), students: [aResult({ draftFeedback: drafted }), aResult({ studentId: 's2', name: 'Alan Turing' })] };
const adaLeft: AssessmentResults = { ...someResults(), students: [aResult({ studentId: 's2', name: 'Alan Turing' }), aResult({ studentId: 's3', name: 'Grace Hopper' })] };
/** The server's answers for Ada: her level saved (totals follow), or her response and feedback saved. */
const levelSaved = aResult({ levels: { c1: 2 }, score: 3, percent: 37.5, marked: 1, draftFeedback: drafted });
const workSaved = aResult({ response: typed, feedback: ownFeedback, draftFeedback: drafted });

/** What Teachkit read in Ada's saved work: Proficient proposed for the first criterion. */
const adaRead: Proposals = {
  studentId: 's1',
  engine: 'offline',
  items: [],
  criteria: [{ criterionId: 'c1', level: 2, evidence: [{ itemId: 'i2', quote: '4/6', status: 'found' }], reason: 'Question 2: 1 of 1 marking point found: Proficient.' }],
};

const grid = () => within(screen.getByRole('table', { name: 'Marking grid: a level for each student on each criterion' }));
const adaLevel = () => screen.getByRole('combobox', { name: 'Level for Ada Lovelace: Explains equivalence' });
const work = () => within(screen.getByRole('region', { name: 'Ada Lovelace: response and feedback' }));
const statusWith = (words: string) => screen.getAllByRole('status').find((el) => el.textContent?.includes(words));

/**
 * A field takes the event's text as the teacher types it. A field that already holds the text sends nothing (React
 * sees no change), so then the step sends the event as the machine receives it: it changes nothing anyone sees.
 */
const typeInto =
  (field: () => HTMLElement): Executor =>
  (event, { actor }) => {
    const text = (event as EventObject & { text: string }).text;
    const element = field() as HTMLTextAreaElement;
    if (element.value === text) actor.send(event);
    else fireEvent.change(element, { target: { value: text } });
  };

const sendOr = (actor: AnyActorRef, event: EventObject, button: HTMLElement | null) =>
  button && !(button as HTMLButtonElement).disabled ? userEvent.setup().click(button) : actor.send(event);

describeModel({
  name: 'assessmentMarking',
  machine: assessmentMarkingMachine,
  input: { assessmentId: 'as-1' },
  events: [
    { type: 'marking.retry' },
    { type: 'classList.edit', text: threeNames },
    { type: 'classList.edit', text: '  \n' },
    { type: 'classList.save' },
    { type: 'classList.upload', file: new Blob(['name\nAda Lovelace\n'], { type: 'text/csv' }) },
    { type: 'marking.choose', studentId: 's1', criterionId: 'c1', level: 2 },
    { type: 'work.open', studentId: 's1' },
    { type: 'work.close' },
    { type: 'work.editResponse', text: typed },
    { type: 'work.appendResponse', text: fromSlice },
    { type: 'work.editFeedback', text: ownFeedback },
    { type: 'work.useDraft' },
    { type: 'work.save' },
    { type: 'work.editAnswer', itemId: 'i1', text: 'B' },
    { type: 'proposal.accept', studentId: 's1', criterionId: 'c1', level: 2 },
    { type: 'itemMark.set', studentId: 's1', itemId: 'i2', marks: 2 },
  ],
  outputs: { loadResults: [twoStudents, adaLeft], saveClassList: [{ students: [] }], saveMark: [levelSaved, workSaved] },
  error: (src) =>
    src === 'saveMark'
      ? new ApiError(400, 'Validation Error', [{ field: 'feedback', message: feedbackRefused }])
      : src === 'saveClassList'
        ? new ApiError(400, 'Validation Error', [{ field: 'names', message: namesRefused }])
        : new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => {
    const c = contextOf(snapshot);
    return {
      queue: c.queue.slice(0, 2).map((m) => m.kind),
      adaOnList: Boolean(adaOf(snapshot)),
      level: adaOf(snapshot)?.levels.c1 ?? null,
      itemMark: adaOf(snapshot)?.itemMarks.i2 ?? null,
      open: c.openStudentId !== null,
      draft: Boolean(c.drafts.s1),
      canSaveWork: snapshot.can({ type: 'work.save' }),
      hasNames: namesOf(c.classList).length > 0,
      failure: c.failure?.kind ?? null,
    };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const assessmentApi = {
      get: async () => anAssessment(),
      results: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadResults', signal),
      saveStudents: (_id: string, _list: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('saveClassList', signal),
      mark: (_id: string, _studentId: string, _body: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('saveMark', signal),
      // The reading of the open work is its own flow (tests/model/studentReading.test.tsx): here it has read Ada's work.
      proposals: async () => adaRead,
    };
    renderViews({
      system: { assessmentApi: assessmentApi as never, uploadApi: {} as never, inspect: kit.inspect },
      routes: [at('/assessments/editor/:id/:tab?', <AssessmentEditorPage />)],
      path: '/assessments/editor/as-1/marking',
    });
    return {};
  },
  exec: {
    'marking.retry': () => userEvent.setup().click(screen.getByRole('button', { name: 'Try again' })),
    'classList.edit': typeInto(() => screen.getByRole('textbox', { name: 'Names, one a line' })),
    'classList.save': () => userEvent.setup().click(screen.getByRole('button', { name: 'Save class list' })),
    'classList.upload': () => userEvent.setup().upload(screen.getByLabelText('Or choose a CSV file'), new File(['name\nAda Lovelace\n'], 'class.csv', { type: 'text/csv' })),
    // A level already shown sends nothing when chosen again; the machine queues it all the same.
    'marking.choose': (event, { actor }) => {
      if ((adaLevel() as HTMLSelectElement).value === '2') actor.send(event);
      else return userEvent.setup().selectOptions(adaLevel(), 'Proficient');
    },
    'work.open': () => userEvent.setup().click(grid().getByRole('button', { name: 'Ada Lovelace' })),
    // With no student open there is no Close button; the machine takes the event and nothing changes.
    'work.close': (event, { actor }) => sendOr(actor, event, screen.queryByRole('button', { name: 'Close' })),
    'work.editResponse': typeInto(() => work().getByRole('textbox', { name: 'Response' })),
    // The slice picker hands a slice's text over (its own model and the marking view test use its buttons).
    'work.editFeedback': typeInto(() => work().getByRole('textbox', { name: 'Your feedback' })),
    'work.useDraft': () => userEvent.setup().click(work().getByRole('button', { name: 'Start from the draft' })),
    // While Ada's earlier work is on its way the button is busy; the machine still queues a newer draft then.
    'work.editAnswer': typeInto(() => work().getByRole('textbox', { name: 'Answer to question 1' })),
    // Accepted already (the level shown is the one proposed), or no work open: the machine takes the event all the same.
    'proposal.accept': async (event, { actor }) => {
      const open = screen.queryByRole('region', { name: 'Ada Lovelace: response and feedback' });
      const button = open ? await within(open).findByRole('button', { name: 'Accept Proficient for Explains equivalence' }).catch(() => null) : null;
      return sendOr(actor, event, button);
    },
    'itemMark.set': (event, { actor }) => {
      const open = screen.queryByRole('region', { name: 'Ada Lovelace: response and feedback' });
      const select = open ? (within(open).getByRole('combobox', { name: 'Marks for question 2' }) as HTMLSelectElement) : null;
      if (!select || select.value === '2' || select.disabled) actor.send(event);
      else return userEvent.setup().selectOptions(select, '2');
    },
    'work.save': (event, { actor }) => sendOr(actor, event, work().getByRole('button', { name: /^(Save work and feedback|Saving\.\.\.)$/ })),
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading the marking...')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Names, one a line' })).toBeDisabled();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.An unexpected error occurred');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
    ready: (snapshot) => {
      const c = contextOf(snapshot);
      const ada = adaOf(snapshot);
      const saving = snapshot.matches({ ready: 'marking' });
      const names = ada ? ['Ada Lovelace', 'Alan Turing'] : ['Alan Turing', 'Grace Hopper'];
      expect(screen.getByRole('textbox', { name: 'Names, one a line' })).toHaveValue(c.classList);
      expect(grid().getAllByRole('button').map((b) => b.textContent)).toEqual(names);
      expect(statusWith('fully marked')).toHaveTextContent(`0 of 2 students fully marked. ${saving ? 'Saving...' : 'Every level is saved.'}`);
      if (ada) {
        expect(adaLevel()).toHaveDisplayValue(ada.levels.c1 === 2 ? 'Proficient' : 'Not marked');
        // While the class list is saved the grid is about to be reloaded: no level can be chosen.
        expect(adaLevel()).toHaveProperty('disabled', snapshot.matches({ ready: 'savingClassList' }) || snapshot.matches({ ready: 'uploadingClassList' }));
        // The total is the server's: a level still on its way does not count yet.
        const row = grid().getByRole('button', { name: 'Ada Lovelace' }).closest('tr')!;
        expect(row).toHaveTextContent(ada.marked === 1 ? '1 of 2 criteria' : '0 of 2 criteria');
        expect(within(row).queryByText('unsaved work') !== null).toBe(Boolean(c.drafts.s1));
        expect(grid().getByRole('button', { name: 'Ada Lovelace' })).toHaveAttribute('aria-pressed', String(c.openStudentId === 's1'));
      }
      if (c.openStudentId) {
        const draft = c.drafts.s1;
        expect(work().getByRole('heading', { name: 'Ada Lovelace: response and feedback' })).toBeInTheDocument();
        expect(work().getByText(ada!.levels.c1 === 2 ? 'Explains equivalence: Proficient. Explains' : 'No levels chosen yet: choose them in the grid.')).toBeInTheDocument();
        expect(work().getByText(drafted, { selector: 'p' })).toBeInTheDocument();
        expect(work().getByRole('textbox', { name: 'Response' })).toHaveValue(draft?.response ?? ada!.response);
        expect(work().getByRole('textbox', { name: 'Your feedback' })).toHaveValue(draft?.feedback ?? ada!.feedback ?? '');
        expect(work().getByRole('textbox', { name: 'Answer to question 1' })).toHaveValue(draft?.answers.i1 ?? ada!.answers.i1 ?? '');
        // An item's own mark shows at once, before the server answers.
        expect(work().getByRole('combobox', { name: 'Marks for question 2' })).toHaveValue(ada!.itemMarks.i2 === undefined ? '' : String(ada!.itemMarks.i2));
        expect(work().getAllByRole('status').find((el) => /Saved\.|Not saved yet\./.test(el.textContent ?? ''))).toHaveTextContent(draft ? 'Not saved yet.' : 'Saved.');
        const onItsWay = c.queue.some((m) => m.kind === 'work');
        const save = work().getByRole('button', { name: onItsWay ? 'Saving...' : 'Save work and feedback' });
        expect(save).toHaveProperty('disabled', onItsWay || !snapshot.can({ type: 'work.save' }));
        expect(work().getByRole('button', { name: 'Take text from an upload' })).toBeEnabled();
      } else {
        expect(screen.queryByRole('region', { name: /response and feedback/ })).not.toBeInTheDocument();
      }
      // A refused save says why: a field's message stands at the field when it is on screen, and the alert points
      // there; a message no field on screen holds is the alert's own text, never a pointer to nothing highlighted.
      if (c.failure?.kind === 'validation') {
        const alert = screen.getByRole('alert');
        const atItsField = Boolean(c.openStudentId && c.failure.fields.feedback);
        if (atItsField) expect(alert).toHaveTextContent('Please check the highlighted fields.');
        else expect(alert).not.toHaveTextContent('Please check the highlighted fields.');
        expect(alert).not.toHaveTextContent(/(names|feedback):/);
        if (c.failure.fields.names) expect(alert).toHaveTextContent(namesRefused);
        if (c.failure.fields.feedback) {
          if (c.openStudentId) {
            expect(work().getByText(feedbackRefused)).toBeInTheDocument();
            expect(alert).not.toHaveTextContent(feedbackRefused);
          } else expect(alert).toHaveTextContent(feedbackRefused);
        }
      } else {
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      }
    },
    'ready.idle': (snapshot) => {
      const c = contextOf(snapshot);
      expect(screen.getByRole('textbox', { name: 'Names, one a line' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Save class list' })).toHaveProperty('disabled', namesOf(c.classList).length === 0);
    },
    'ready.marking': () => {
      expect(screen.getByRole('textbox', { name: 'Names, one a line' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Save class list' })).toBeDisabled();
    },
    'ready.savingClassList': () => {
      expect(screen.getByRole('textbox', { name: 'Names, one a line' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Saving the class list...' })).toBeDisabled();
    },
    'ready.uploadingClassList': () => {
      expect(screen.getByLabelText('Or choose a CSV file')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Saving the class list...' })).toBeDisabled();
    },
  },
});

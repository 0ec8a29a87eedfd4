import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { assessmentBriefMachine } from '../../src/machines/assessmentBrief/machine';
import { assessmentEditorMachine } from '../../src/machines/assessmentEditor/machine';
import { assessmentFilesMachine, fileNameOf } from '../../src/machines/assessmentFiles/machine';
import { assessmentMarkingMachine } from '../../src/machines/assessmentMarking/machine';
import { ApiError } from '../../src/services/apiError';
import type { AssessmentBrief, AssessmentEdits, MarkBody, Student, StudentResult } from '../../src/services/assessmentApi';
import { aResult, anAssessment, someResults } from '../views/fixtures/assessments';
import { fractionOutcomes } from '../views/fixtures/lessons';

describe('assessment brief machine', () => {
  function start(create: (brief: AssessmentBrief) => Promise<unknown>) {
    const openAssessment = vi.fn();
    const refreshRobotActions = vi.fn();
    const createAssessment = vi.fn(create);
    const actor = createActor(
      assessmentBriefMachine.provide({
        actors: { createItem: fromPromise(({ input }) => createAssessment(input as AssessmentBrief) as never) },
        actions: { openItem: (_, params) => openAssessment(params.id), refreshRobotActions },
      }),
    ).start();
    return { actor, openAssessment, createAssessment, refreshRobotActions };
  }

  it('needs a title and at least one outcome before it can create', () => {
    const { actor } = start(async () => anAssessment());
    actor.send({ type: 'brief.edit', changes: { title: 'Fractions' } });
    expect(actor.getSnapshot().can({ type: 'brief.create' })).toBe(false);
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[0]! });
    expect(actor.getSnapshot().can({ type: 'brief.create' })).toBe(true);
    actor.send({ type: 'brief.edit', changes: { title: '  ' } });
    expect(actor.getSnapshot().can({ type: 'brief.create' })).toBe(false);
  });

  it('creates from trimmed fields and outcome codes (each once), then opens the new assessment', async () => {
    const { actor, createAssessment, openAssessment, refreshRobotActions } = start(async () => anAssessment({ id: 'new-7' }));
    actor.send({ type: 'brief.edit', changes: { title: ' Fractions check ', yearLevel: ' Year 3 ', subject: 'Mathematics' } });
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[0]! });
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[0]! });
    actor.send({ type: 'brief.create' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createAssessment).toHaveBeenCalledWith({ title: 'Fractions check', description: '', yearLevel: 'Year 3', subject: 'Mathematics', outcomes: ['CCSS.Math.Content.3.NF.A.3a'] });
    expect(openAssessment).toHaveBeenCalledWith('new-7');
    expect(refreshRobotActions).toHaveBeenCalledTimes(1);
  });

  it('a 429 returns to the form with the draft kept', async () => {
    const { actor, openAssessment } = start(async () => {
      throw new ApiError(429, 'Too Many Requests');
    });
    actor.send({ type: 'brief.edit', changes: { title: 'Fractions' } });
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[1]! });
    actor.send({ type: 'brief.create' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.kind).toBe('tooManyRequests');
    expect(actor.getSnapshot().context.draft).toMatchObject({ title: 'Fractions', outcomes: [fractionOutcomes[1]] });
    expect(openAssessment).not.toHaveBeenCalled();
  });
});

describe('assessment editor machine', () => {
  function start(save: (edits: AssessmentEdits) => Promise<unknown>) {
    const saveAssessment = vi.fn(save);
    const actor = createActor(
      assessmentEditorMachine.provide({
        actors: {
          loadAssessment: fromPromise(async () => anAssessment()),
          saveAssessment: fromPromise(({ input }) => saveAssessment(input as AssessmentEdits) as never),
        },
      }),
      { input: { assessmentId: 'as-1' } },
    ).start();
    return { actor, saveAssessment };
  }

  it('saves only once the draft differs, sending the edited item and descriptor, and says it saved', async () => {
    const { actor, saveAssessment } = start(async (edits) => anAssessment({ items: edits.items!, rubric: edits.rubric! }));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'assessment.save' })).toBe(false);
    actor.send({ type: 'assessment.editItem', index: 1, changes: { prompt: 'Write two fractions equal to 2/3.', marks: 3 } });
    actor.send({ type: 'assessment.editDescriptor', criterion: 1, level: 2, text: 'Places any fraction' });
    actor.send({ type: 'assessment.save' });
    await waitFor(actor, (s) => s.context.justSaved);
    const sent = saveAssessment.mock.calls[0]![0];
    expect(sent.id).toBe('as-1');
    expect(sent.items![1]).toMatchObject({ id: 'i2', prompt: 'Write two fractions equal to 2/3.', answer: '4/6', marks: 3 });
    expect(sent.items![0]!.prompt).toBe('Which fraction equals 1/2?');
    expect(sent.rubric!.criteria[1]!.descriptors).toEqual(['Marks 0 and 1', 'Marks halves', 'Places any fraction', 'Compares']);
    expect(actor.getSnapshot().can({ type: 'assessment.save' })).toBe(false);
  });

  it('a refused save keeps the draft with the field message; discard returns to the saved assessment', async () => {
    const { actor } = start(async () => {
      throw new ApiError(400, 'Validation Error', [{ field: 'items.0.answer', message: 'The answer must be one of the options' }]);
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'assessment.editItem', index: 0, changes: { answer: 'two quarters' } });
    actor.send({ type: 'assessment.save' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ 'items.0.answer': 'The answer must be one of the options' });
    expect(actor.getSnapshot().context.draft?.items[0]?.answer).toBe('two quarters');
    actor.send({ type: 'assessment.discard' });
    expect(actor.getSnapshot().context.draft?.items[0]?.answer).toBe('2/4');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('assessment marking machine', () => {
  function start(deps: { mark?: (input: { studentId: string; body: MarkBody }) => Promise<StudentResult>; saveClassList?: (input: unknown) => Promise<unknown> }) {
    const loadResults = vi.fn(async () => someResults());
    const saveMark = vi.fn(deps.mark ?? (async () => aResult()));
    const saveClassList = vi.fn(deps.saveClassList ?? (async () => ({ students: [] })));
    const actor = createActor(
      assessmentMarkingMachine.provide({
        actors: {
          loadResults: fromPromise(loadResults),
          saveMark: fromPromise(({ input }) => saveMark(input)),
          saveClassList: fromPromise(({ input }) => saveClassList(input) as never),
        },
      }),
      { input: { assessmentId: 'as-1' } },
    ).start();
    return { actor, loadResults, saveMark, saveClassList };
  }

  it('shows the class list the server holds, one name a line', async () => {
    const { actor } = start({});
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.classList).toBe('Ada Lovelace\nAlan Turing');
  });

  it('shows a level at once, saves levels one at a time in the order chosen, and takes totals from the server', async () => {
    const answers: ((r: StudentResult) => void)[] = [];
    const { actor, saveMark } = start({ mark: () => new Promise<StudentResult>((resolve) => answers.push(resolve)) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'marking.choose', studentId: 's1', criterionId: 'c1', level: 2 });
    actor.send({ type: 'marking.choose', studentId: 's1', criterionId: 'c2', level: 3 });
    expect(actor.getSnapshot().context.results?.students[0]?.levels).toEqual({ c1: 2, c2: 3 });
    expect(saveMark).toHaveBeenCalledTimes(1);
    expect(saveMark.mock.calls[0]![0]).toEqual({ id: 'as-1', studentId: 's1', body: { levels: { c1: 2 } } });
    answers[0]!(aResult({ levels: { c1: 2 }, score: 3, marked: 1 }));
    await waitFor(actor, () => saveMark.mock.calls.length === 2);
    expect(saveMark.mock.calls[1]![0]).toEqual({ id: 'as-1', studentId: 's1', body: { levels: { c2: 3 } } });
    // The second level, still on its way, stays shown.
    expect(actor.getSnapshot().context.results?.students[0]).toMatchObject({ levels: { c1: 2, c2: 3 }, score: 3 });
    answers[1]!(aResult({ levels: { c1: 2, c2: 3 }, score: 7, percent: 87.5, band: 'A', marked: 2, complete: true }));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.results?.students[0]).toMatchObject({ score: 7, percent: 87.5, band: 'A', complete: true });
    // The summary "1 of 2 students fully marked" follows the saved marks, not the count loaded with the grid.
    expect(actor.getSnapshot().context.results?.marked).toBe(1);
  });

  it('puts a refused level back as it was and says why', async () => {
    const { actor } = start({
      mark: async () => {
        throw new ApiError(400, 'Validation Error', [{ field: 'levels.c1', message: 'Choose a level from 0 (Beginning) to 3 (Extending)' }]);
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'marking.choose', studentId: 's2', criterionId: 'c1', level: 1 });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.results?.students[1]?.levels).toEqual({});
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ 'levels.c1': 'Choose a level from 0 (Beginning) to 3 (Extending)' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('saves a pasted class list as trimmed names without blank lines, then reloads the grid', async () => {
    const { actor, saveClassList, loadResults } = start({ saveClassList: async () => ({ students: [{ id: 'n1', name: 'Grace Hopper' }, { id: 'n2', name: 'Ada Lovelace' }] }) });
    loadResults.mockResolvedValueOnce({ ...someResults(), students: [aResult({ studentId: 'n1', name: 'Grace Hopper' }), aResult({ studentId: 'n2' })] });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'classList.edit', text: '  \n' });
    expect(actor.getSnapshot().can({ type: 'classList.save' })).toBe(false);
    actor.send({ type: 'classList.edit', text: ' Grace Hopper \r\n\r\nAda Lovelace\n' });
    actor.send({ type: 'classList.save' });
    await waitFor(actor, () => loadResults.mock.calls.length === 2);
    expect(saveClassList).toHaveBeenCalledWith({ id: 'as-1', list: { names: ['Grace Hopper', 'Ada Lovelace'] } });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.classList).toBe('Grace Hopper\nAda Lovelace');
  });

  it('sends a chosen CSV file as it is', async () => {
    const { actor, saveClassList } = start({});
    await waitFor(actor, (s) => s.matches('ready'));
    const file = new Blob(['name\nGrace Hopper\n'], { type: 'text/csv' });
    actor.send({ type: 'classList.upload', file });
    await waitFor(actor, () => saveClassList.mock.calls.length === 1);
    expect(saveClassList).toHaveBeenCalledWith({ id: 'as-1', list: { csv: file } });
  });
});

describe('a student\'s work beside the marking grid', () => {
  function start(mark: (input: { studentId: string; body: MarkBody }) => Promise<StudentResult>) {
    const saveMark = vi.fn(mark);
    const actor = createActor(
      assessmentMarkingMachine.provide({
        actors: {
          loadResults: fromPromise(async () => someResults()),
          saveMark: fromPromise(({ input }) => saveMark(input)),
          saveClassList: fromPromise(async () => ({ students: [] as Student[] })),
        },
      }),
      { input: { assessmentId: 'as-1' } },
    ).start();
    return { actor, saveMark };
  }
  const opened = async (mark: Parameters<typeof start>[0]) => {
    const run = start(mark);
    await waitFor(run.actor, (s) => s.matches('ready'));
    run.actor.send({ type: 'work.open', studentId: 's1' });
    return run;
  };

  it('saves the typed response and the feedback started from the draft, then has nothing left to save', async () => {
    const { actor, saveMark } = await opened(async () =>
      aResult({ response: 'Two quarters is one half because the strips line up.', feedback: 'Ada explained equal parts clearly.', draftFeedback: 'Ada showed that they can explain equal parts.' }),
    );
    expect(actor.getSnapshot().can({ type: 'work.save' })).toBe(false);
    actor.send({ type: 'work.editResponse', text: 'Two quarters is one half because the strips line up.' });
    actor.send({ type: 'work.editFeedback', text: '  Ada explained equal parts clearly. ' });
    actor.send({ type: 'work.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(saveMark.mock.calls.map(([input]) => input)).toEqual([
      { id: 'as-1', studentId: 's1', body: { response: 'Two quarters is one half because the strips line up.', answers: {}, feedback: 'Ada explained equal parts clearly.' } },
    ]);
    expect(actor.getSnapshot().context.drafts).toEqual({});
    expect(actor.getSnapshot().can({ type: 'work.save' })).toBe(false);
  });

  it('sends blank feedback as none, so the results go back to the draft from the levels', async () => {
    const { actor, saveMark } = start(async () => aResult());
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'work.open', studentId: 's2' });
    actor.send({ type: 'work.editFeedback', text: '   ' });
    expect(actor.getSnapshot().can({ type: 'work.save' })).toBe(false);
    actor.send({ type: 'work.editResponse', text: 'Three sixths' });
    actor.send({ type: 'work.save' });
    await waitFor(actor, () => saveMark.mock.calls.length === 1);
    expect(saveMark.mock.calls[0]![0]).toEqual({ id: 'as-1', studentId: 's2', body: { response: 'Three sixths', answers: {}, feedback: null } });
  });

  it('starts the feedback from the draft the server wrote from the levels', async () => {
    const { actor } = start(async () => aResult({ levels: { c1: 3 }, draftFeedback: 'Ada showed that they can explain equal parts.' }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'marking.choose', studentId: 's1', criterionId: 'c1', level: 3 });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'work.open', studentId: 's1' });
    actor.send({ type: 'work.useDraft' });
    expect(actor.getSnapshot().context.drafts).toEqual({ s1: { response: '', answers: {}, feedback: 'Ada showed that they can explain equal parts.' } });
  });

  it('adds text taken from an upload after the response, a blank line between', async () => {
    const { actor } = await opened(async () => aResult());
    actor.send({ type: 'work.appendResponse', text: '  Page 1: 1/2 = 2/4  ' });
    actor.send({ type: 'work.appendResponse', text: 'Page 2: 3/6 = 1/2' });
    expect(actor.getSnapshot().context.drafts.s1?.response).toBe('Page 1: 1/2 = 2/4\n\nPage 2: 3/6 = 1/2');
  });

  it('keeps each student\'s unsaved work while the teacher moves between students', async () => {
    const { actor } = await opened(async () => aResult());
    actor.send({ type: 'work.editResponse', text: 'Ada: 2/4' });
    actor.send({ type: 'work.open', studentId: 's2' });
    actor.send({ type: 'work.editResponse', text: 'Alan: 3/6' });
    actor.send({ type: 'work.close' });
    expect(actor.getSnapshot().context.openStudentId).toBeNull();
    expect(actor.getSnapshot().context.drafts).toEqual({ s1: { response: 'Ada: 2/4', answers: {}, feedback: '' }, s2: { response: 'Alan: 3/6', answers: {}, feedback: '' } });
    // Typing back to what is saved leaves nothing unsaved.
    actor.send({ type: 'work.open', studentId: 's1' });
    actor.send({ type: 'work.editResponse', text: '' });
    expect(Object.keys(actor.getSnapshot().context.drafts)).toEqual(['s2']);
  });

  it('keeps the work and says why when the server refuses it; levels chosen meanwhile are put back', async () => {
    const { actor } = await opened(async () => {
      throw new ApiError(400, 'Validation Error', [{ field: 'feedback', message: 'Feedback is at most 5,000 characters' }]);
    });
    actor.send({ type: 'work.editFeedback', text: 'Far too long' });
    actor.send({ type: 'work.save' });
    actor.send({ type: 'marking.choose', studentId: 's1', criterionId: 'c1', level: 2 });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ feedback: 'Feedback is at most 5,000 characters' });
    expect(actor.getSnapshot().context.drafts).toEqual({ s1: { response: '', answers: {}, feedback: 'Far too long' } });
    expect(actor.getSnapshot().context.results?.students[0]?.levels).toEqual({});
    expect(actor.getSnapshot().can({ type: 'work.save' })).toBe(true);
  });

  it('does not queue the same work twice while it is on its way', async () => {
    let answer: (r: StudentResult) => void = () => {};
    const { actor, saveMark } = await opened(() => new Promise<StudentResult>((resolve) => (answer = resolve)));
    actor.send({ type: 'work.editResponse', text: '2/4' });
    actor.send({ type: 'work.save' });
    expect(actor.getSnapshot().can({ type: 'work.save' })).toBe(false);
    // Typed on while the save is away: that is new work, kept after the first save lands.
    actor.send({ type: 'work.editResponse', text: '2/4 = 1/2' });
    expect(actor.getSnapshot().can({ type: 'work.save' })).toBe(true);
    answer(aResult({ response: '2/4' }));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(saveMark).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.drafts).toEqual({ s1: { response: '2/4 = 1/2', answers: {}, feedback: '' } });
  });

  it('saves the answers the teacher transcribes with the work, a blank answer sent so the server takes it out', async () => {
    const { actor, saveMark } = start(async () => aResult({ answers: { i1: 'B' } }));
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'work.open', studentId: 's1' });
    actor.send({ type: 'work.editAnswer', itemId: 'i1', text: 'B' });
    actor.send({ type: 'work.editAnswer', itemId: 'i2', text: '  ' });
    expect(actor.getSnapshot().context.drafts).toEqual({ s1: { response: '', answers: { i1: 'B', i2: '  ' }, feedback: '' } });
    actor.send({ type: 'work.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(saveMark.mock.calls[0]![0]).toEqual({ id: 'as-1', studentId: 's1', body: { response: '', answers: { i1: 'B', i2: '  ' }, feedback: null } });
    // Saved as the server keeps it (the blank answer is none): nothing left to save.
    expect(actor.getSnapshot().context.drafts).toEqual({});
    expect(actor.getSnapshot().can({ type: 'work.save' })).toBe(false);
  });

  it('accepts a proposed level and an item\'s marks with one event each, saved in order; a refused item mark is put back', async () => {
    const answers: ((r: StudentResult) => void)[] = [];
    const refusals: ((e: Error) => void)[] = [];
    const { actor, saveMark } = start(
      () =>
        new Promise<StudentResult>((resolve, reject) => {
          answers.push(resolve);
          refusals.push(reject);
        }),
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'proposal.accept', studentId: 's1', criterionId: 'c1', level: 2 });
    actor.send({ type: 'itemMark.set', studentId: 's1', itemId: 'i2', marks: 1 });
    expect(actor.getSnapshot().context.results?.students[0]).toMatchObject({ levels: { c1: 2 }, itemMarks: { i2: 1 } });
    answers[0]!(aResult({ levels: { c1: 2 }, score: 1 }));
    await waitFor(actor, () => saveMark.mock.calls.length === 2);
    // The item mark still on its way stays shown over the server's first answer.
    expect(actor.getSnapshot().context.results?.students[0]).toMatchObject({ levels: { c1: 2 }, itemMarks: { i2: 1 }, score: 1 });
    expect(saveMark.mock.calls.map((c) => c[0].body)).toEqual([{ levels: { c1: 2 } }, { itemMarks: { i2: 1 } }]);
    refusals[1]!(new ApiError(400, 'Validation Error', [{ field: 'itemMarks.i2', message: 'Question 2 takes a mark from 0 to 2, in whole or half marks' }]));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.results?.students[0]?.itemMarks).toEqual({});
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ 'itemMarks.i2': 'Question 2 takes a mark from 0 to 2, in whole or half marks' });
    // Giving an item back to the key or the rubric is a mark of null.
    actor.send({ type: 'itemMark.set', studentId: 's1', itemId: 'i1', marks: null });
    expect(saveMark.mock.calls.at(-1)![0].body).toEqual({ itemMarks: { i1: null } });
  });

  it('opens only a student on the grid', async () => {
    const { actor } = start(async () => aResult());
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'work.open', studentId: 'nobody' });
    expect(actor.getSnapshot().context.openStudentId).toBeNull();
    actor.send({ type: 'work.editResponse', text: 'lost' });
    expect(actor.getSnapshot().context.drafts).toEqual({});
  });
});

describe('assessment files machine', () => {
  it('names files after the title as the server does', () => {
    expect(fileNameOf('Fractions check: Term 1!', 'results')).toBe('fractions-check-term-1-results.csv');
    expect(fileNameOf('Fractions check: Term 1!', 'docx')).toBe('fractions-check-term-1.docx');
    expect(fileNameOf('¿?', 'qti')).toBe('assessment-qti.zip');
  });

  it('fetches one file at a time and says when one cannot be fetched', async () => {
    const asked: unknown[] = [];
    let fail = false;
    const actor = createActor(
      assessmentFilesMachine.provide({
        actors: {
          downloadFile: fromPromise(async ({ input }) => {
            asked.push(input);
            if (fail) throw new ApiError(500, 'The file could not be made');
          }),
        },
      }),
      { input: { assessmentId: 'as-1', title: 'Fractions check' } },
    ).start();
    actor.send({ type: 'files.download', kind: 'docx' });
    actor.send({ type: 'files.download', kind: 'qti' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(asked).toEqual([{ assessmentId: 'as-1', kind: 'docx', fileName: 'fractions-check.docx' }]);
    fail = true;
    actor.send({ type: 'files.download', kind: 'qti' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.message).toBe('The file could not be made');
    expect(asked).toHaveLength(2);
  });
});

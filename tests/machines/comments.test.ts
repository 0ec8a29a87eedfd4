import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { commentBankMachine } from '../../src/machines/commentBank/machine';
import { commentBriefMachine } from '../../src/machines/commentBrief/machine';
import { commentEditorMachine } from '../../src/machines/commentEditor/machine';
import { ApiError } from '../../src/services/apiError';
import type { Page } from '../../src/machines/listPages/pages';
import type { AssessmentSummary } from '../../src/services/assessmentApi';
import type { CommentSet, CommentSetBrief, CommentSetEdits } from '../../src/services/commentApi';
import { aSummary } from '../views/fixtures/assessments';
import { aBankComment, aCommentSet, aStudent } from '../views/fixtures/comments';
import { fractionOutcomes } from '../views/fixtures/lessons';

const code = 'CCSS.Math.Content.3.NF.A.3a';

describe('comment brief machine', () => {
  interface Options {
    fromAssessment?: string | null;
    assessments?: () => Promise<Page<AssessmentSummary>>;
    create?: (brief: CommentSetBrief) => Promise<CommentSet>;
  }
  function start({ fromAssessment = null, assessments = async () => ({ items: [aSummary()], continuationToken: null }), create = async () => aCommentSet() }: Options = {}) {
    const openCommentSet = vi.fn();
    const refreshRobotActions = vi.fn();
    const createCommentSet = vi.fn(create);
    const actor = createActor(
      commentBriefMachine.provide({
        actors: {
          loadAssessments: fromPromise(() => assessments()),
          createCommentSet: fromPromise(({ input }) => createCommentSet(input)),
        },
        actions: { openCommentSet: (_, params) => openCommentSet(params.set.id), refreshRobotActions },
      }),
      { input: { fromAssessment } },
    ).start();
    return { actor, openCommentSet, createCommentSet, refreshRobotActions };
  }

  it('from outcomes: needs a title and an outcome, sends the pasted class as names, opens the new set', async () => {
    const { actor, createCommentSet, openCommentSet, refreshRobotActions } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'brief.edit', changes: { title: ' Reports ', classText: ' Ana \n\nBen\r\n' } });
    expect(actor.getSnapshot().can({ type: 'brief.create' })).toBe(false);
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[0]! });
    actor.send({ type: 'brief.create' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createCommentSet.mock.calls[0]![0]).toEqual({ title: 'Reports', yearLevel: '', subject: '', outcomes: [code], students: [{ name: 'Ana' }, { name: 'Ben' }] } satisfies CommentSetBrief);
    expect(openCommentSet).toHaveBeenCalledWith('cs-1');
    expect(refreshRobotActions).toHaveBeenCalledTimes(1);
  });

  it('from an assessment: names the set after it, sends only the assessment, and works without outcomes', async () => {
    const { actor, createCommentSet } = start({ fromAssessment: 'as-1' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.draft).toMatchObject({ source: 'assessment', title: 'Comments: Fractions check', yearLevel: 'Year 3', subject: 'Mathematics' });
    actor.send({ type: 'brief.create' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createCommentSet.mock.calls[0]![0]).toEqual({ title: 'Comments: Fractions check', yearLevel: 'Year 3', subject: 'Mathematics', outcomes: [], students: [], fromAssessment: 'as-1' });
  });

  it('still offers the outcomes way when the assessments cannot be loaded, and keeps the draft on a 429', async () => {
    const { actor, openCommentSet } = start({
      assessments: async () => {
        throw new ApiError(500, 'Down');
      },
      create: async () => {
        throw new ApiError(429, 'Too Many Requests');
      },
    });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.assessmentsFailed).toBe(true);
    actor.send({ type: 'brief.edit', changes: { source: 'assessment', title: 'Reports' } });
    expect(actor.getSnapshot().can({ type: 'brief.create' })).toBe(false);
    actor.send({ type: 'brief.edit', changes: { source: 'outcomes' } });
    actor.send({ type: 'brief.addOutcome', outcome: fractionOutcomes[0]! });
    actor.send({ type: 'brief.create' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.kind).toBe('tooManyRequests');
    expect(actor.getSnapshot().context.draft).toMatchObject({ title: 'Reports', outcomes: [fractionOutcomes[0]] });
    expect(openCommentSet).not.toHaveBeenCalled();
  });
});

describe('comment editor machine', () => {
  function start(overrides: Partial<Record<'save' | 'generate' | 'rewrite' | 'bank', (input: never) => Promise<unknown>>> = {}) {
    const calls = {
      save: vi.fn(overrides.save ?? (async (edits: CommentSetEdits) => aCommentSet({ students: edits.students! }))),
      generate: vi.fn(overrides.generate ?? (async () => aCommentSet({ students: [aStudent({ comment: 'Written.' }), aStudent({ id: 'st-2', name: 'Ben' })] }))),
      rewrite: vi.fn(overrides.rewrite ?? (async (input: { studentId: string; perspective?: string }) => ({ studentId: input.studentId, kind: input.perspective ?? 'summary', text: 'For you at home.' }))),
      bank: vi.fn(overrides.bank ?? (async (input: { text: string }) => aBankComment({ text: input.text }))),
    };
    const refreshRobotActions = vi.fn();
    const actor = createActor(
      commentEditorMachine.provide({
        actors: {
          loadCommentSet: fromPromise(async () => aCommentSet()),
          saveCommentSet: fromPromise(({ input }) => calls.save(input as never) as never),
          generateComments: fromPromise(({ input }) => calls.generate(input as never) as never),
          rewriteComment: fromPromise(({ input }) => calls.rewrite(input as never) as never),
          saveToBank: fromPromise(({ input }) => calls.bank(input as never) as never),
        },
        actions: { refreshRobotActions },
      }),
      { input: { commentSetId: 'cs-1' } },
    ).start();
    return { actor, calls, refreshRobotActions };
  }
  const editing = (s: { matches: (v: object) => boolean }) => s.matches({ ready: 'editing' });

  it('removing an outcome drops its ratings and notes; pasted names join the class as "they"; save sends the whole class', async () => {
    const { actor, calls } = start();
    await waitFor(actor, editing);
    actor.send({ type: 'comments.editPaste', text: 'Cleo\n  \nDev ' });
    actor.send({ type: 'comments.addStudents' });
    expect(actor.getSnapshot().context.pasteText).toBe('');
    actor.send({ type: 'comments.removeOutcome', code });
    actor.send({ type: 'comments.save' });
    await waitFor(actor, (s) => editing(s) && s.context.justSaved);
    expect(calls.save.mock.calls[0]![0]).toEqual({
      id: 'cs-1',
      title: 'Term 4 fractions',
      yearLevel: 'Year 3',
      subject: 'Mathematics',
      outcomes: [],
      students: [
        { id: 'st-1', name: 'Ana', pronouns: 'she', achievements: {}, evidence: {}, comment: '' },
        { id: 'st-2', name: 'Ben', pronouns: 'he', achievements: {}, evidence: {}, comment: '' },
        { id: '', name: 'Cleo', pronouns: 'they', achievements: {}, evidence: {}, comment: '' },
        { id: '', name: 'Dev', pronouns: 'they', achievements: {}, evidence: {}, comment: '' },
      ],
    });
  });

  it('writes comments only from the saved class, one robot action each time', async () => {
    const { actor, calls, refreshRobotActions } = start();
    await waitFor(actor, editing);
    actor.send({ type: 'comments.rate', index: 1, code, level: 'developing' });
    expect(actor.getSnapshot().can({ type: 'comments.generate', studentId: null })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'comments.rewrite', studentId: 'st-1', perspective: 'student' })).toBe(false);
    actor.send({ type: 'comments.discard' });
    expect(actor.getSnapshot().can({ type: 'comments.generate', studentId: 'not-a-student' })).toBe(false);
    actor.send({ type: 'comments.generate', studentId: 'st-2' });
    await waitFor(actor, (s) => editing(s) && s.context.set?.students[0]?.comment === 'Written.');
    expect(calls.generate.mock.calls[0]![0]).toEqual({ commentSetId: 'cs-1', studentId: 'st-2' });
    expect(refreshRobotActions).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.draft?.students[0]?.comment).toBe('Written.');
  });

  it('offers a rewrite beside the comment; using it changes the draft, dismissing it does not', async () => {
    const { actor, calls, refreshRobotActions } = start();
    await waitFor(actor, editing);
    actor.send({ type: 'comments.summarise', studentId: 'st-1', maxCharacters: 120 });
    await waitFor(actor, (s) => editing(s) && s.context.rewrite !== null);
    expect(calls.rewrite.mock.calls[0]![0]).toEqual({ commentSetId: 'cs-1', studentId: 'st-1', maxCharacters: 120 });
    expect(refreshRobotActions).not.toHaveBeenCalled();
    actor.send({ type: 'comments.dismissRewrite' });
    expect(actor.getSnapshot().context.draft?.students[0]?.comment).toBe('');
    actor.send({ type: 'comments.rewrite', studentId: 'st-1', perspective: 'parent' });
    await waitFor(actor, (s) => editing(s) && s.context.rewrite !== null);
    expect(calls.rewrite.mock.calls[1]![0]).toEqual({ commentSetId: 'cs-1', studentId: 'st-1', perspective: 'parent' });
    // A rewrite for another reader is a robot action: the allowance on screen is fetched again.
    expect(refreshRobotActions).toHaveBeenCalledTimes(1);
    actor.send({ type: 'comments.useRewrite' });
    expect(actor.getSnapshot().context.draft?.students[0]?.comment).toBe('For you at home.');
    expect(actor.getSnapshot().context.rewrite).toBeNull();
    expect(actor.getSnapshot().can({ type: 'comments.save' })).toBe(true);
  });

  it('keeps a failed save\'s edits with the reason, and banks only a comment with text', async () => {
    const { actor, calls } = start({
      save: async () => {
        throw new ApiError(400, 'Bad input', [{ field: 'students.0.name', message: 'Every student needs a name' }]);
      },
    });
    await waitFor(actor, editing);
    actor.send({ type: 'comments.editStudent', index: 0, changes: { name: ' ', comment: 'Great work.' } });
    actor.send({ type: 'comments.save' });
    await waitFor(actor, (s) => editing(s) && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ 'students.0.name': 'Every student needs a name' });
    expect(actor.getSnapshot().context.draft?.students[0]).toMatchObject({ name: ' ', comment: 'Great work.' });
    expect(actor.getSnapshot().can({ type: 'comments.saveToBank', text: '  ' })).toBe(false);
    actor.send({ type: 'comments.saveToBank', text: ' Great work. ' });
    await waitFor(actor, (s) => editing(s) && s.context.banked !== null);
    expect(calls.bank.mock.calls[0]![0]).toEqual({ text: 'Great work.' });
    actor.send({ type: 'comments.appendComment', index: 0, text: 'Keep it up.' });
    expect(actor.getSnapshot().context.draft?.students[0]?.comment).toBe('Great work. Keep it up.');
  });
});

describe('comment bank machine', () => {
  it('drops a deleted comment once the server has, and keeps it with the reason when it refuses', async () => {
    let refuse = false;
    const actor = createActor(
      commentBankMachine.provide({
        actors: {
          loadBank: fromPromise(async () => [aBankComment(), aBankComment({ id: 'bk-2', text: 'Second.' })]),
          deleteFromBank: fromPromise(async () => {
            if (refuse) throw new ApiError(404, 'Saved comment not found');
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'bank.delete', id: 'bk-2' });
    expect(actor.getSnapshot().context.deleting).toBe('bk-2');
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.comments.map((c) => c.id)).toEqual(['bk-1']);
    refuse = true;
    actor.send({ type: 'bank.delete', id: 'bk-1' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.failure !== null);
    expect(actor.getSnapshot().context.comments.map((c) => c.id)).toEqual(['bk-1']);
    expect(actor.getSnapshot().context.failure?.message).toBe('Saved comment not found');
    expect(actor.getSnapshot().can({ type: 'bank.delete', id: 'unknown' })).toBe(false);
  });
});

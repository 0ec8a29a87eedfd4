import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createStudentAnswersImplementations, keptAnswersKey } from '../../src/machines/studentAnswers/implementations';
import { studentAnswersMachine } from '../../src/machines/studentAnswers/machine';
import { ApiError } from '../../src/services/apiError';
import type { AnswerSheet, MyAnswers } from '../../src/services/assessmentApi';

const sheet: AnswerSheet = {
  assessmentId: 'a-fractions',
  title: 'Fractions check',
  yearLevel: 'Year 3',
  subject: 'Mathematics',
  items: [{ id: 'q2', kind: 'short-answer', prompt: 'Explain why 1/2 = 2/4.', marks: 2 }],
  totalMarks: 2,
  criteria: [],
  students: [
    { id: 's1', name: 'Ava Brown' },
    { id: 's2', name: 'Ben Chu' },
    { id: 's3', name: 'Cleo Diaz' },
  ],
};
const ava = { id: 's1', name: 'Ava Brown' };
const retired = () => new ApiError(404, 'No assessment has this code. Check the code with your teacher.');

/** The flow with the app's own implementations over a scripted server, a storage and a window of its own. */
function start(
  api: Partial<Record<'joinSheet' | 'myAnswers' | 'claimName' | 'saveAnswers' | 'submitAnswers', (...args: never[]) => Promise<unknown>>>,
  kept: object | null,
  keptUnderOtherCodes: Record<string, object> = {},
) {
  const store = new Map<string, string>(Object.entries(keptUnderOtherCodes).map(([code, value]) => [keptAnswersKey(code), JSON.stringify(value)]));
  if (kept) store.set(keptAnswersKey('ABC234'), JSON.stringify(kept));
  const page = Object.assign(new EventTarget(), { navigator: { onLine: true } });
  const showPath = vi.fn();
  const assessmentApi = {
    joinSheet: vi.fn(api.joinSheet ?? (async () => sheet)),
    myAnswers: vi.fn(api.myAnswers ?? (async () => ({ student: ava, answers: {}, submittedAt: null }))),
    claimName: vi.fn(api.claimName ?? (async () => Promise.reject(new Error('not expected')))),
    saveAnswers: vi.fn(api.saveAnswers ?? (async () => Promise.reject(new Error('not expected')))),
    submitAnswers: vi.fn(api.submitAnswers ?? (async () => Promise.reject(new Error('not expected')))),
  };
  const implementations = createStudentAnswersImplementations({
    assessmentApi: assessmentApi as never,
    store: {
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
      key: (i) => [...store.keys()][i] ?? null,
      get length() {
        return store.size;
      },
    },
    connection: page as never,
    showPath,
  });
  const actor = createActor(studentAnswersMachine.provide(implementations), { input: { code: 'ABC234' } }).start();
  return { actor, assessmentApi, store, page, showPath };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('saving as the student types', () => {
  const saved = (answers: Record<string, string>): MyAnswers => ({ student: ava, answers, submittedAt: null });

  it('saves one burst of typing once, after the pause', async () => {
    const saves: Record<string, string>[] = [];
    const { actor, assessmentApi } = start(
      {
        saveAnswers: async (_code: string, _token: string, answers: Record<string, string>) => {
          saves.push(answers);
          return saved(answers);
        },
      },
      { token: 't-1', student: ava, answers: {} },
    );
    await waitFor(actor, (s) => s.matches({ answering: 'saved' }));
    for (const answer of ['S', 'Sa', 'Same', 'Same point']) {
      actor.send({ type: 'answer.change', itemId: 'q2', answer });
      await vi.advanceTimersByTimeAsync(300);
    }
    await vi.advanceTimersByTimeAsync(60_000);
    expect(assessmentApi.saveAnswers).toHaveBeenCalledTimes(1);
    expect(saves).toEqual([{ q2: 'Same point' }]);
    expect(actor.getSnapshot().matches({ answering: 'saved' })).toBe(true);
  });

  it('saves a change made while a save is under way after it, once', async () => {
    const saves: Record<string, string>[] = [];
    let finishFirst: () => void = () => {};
    const { actor, assessmentApi } = start(
      {
        saveAnswers: (_code: string, _token: string, answers: Record<string, string>) => {
          saves.push(answers);
          if (saves.length > 1) return Promise.resolve(saved(answers));
          return new Promise<MyAnswers>((resolve) => (finishFirst = () => resolve(saved(answers))));
        },
      },
      { token: 't-1', student: ava, answers: {} },
    );
    await waitFor(actor, (s) => s.matches({ answering: 'saved' }));
    actor.send({ type: 'answer.change', itemId: 'q2', answer: 'Same' });
    await vi.advanceTimersByTimeAsync(1200);
    expect(actor.getSnapshot().matches({ answering: 'saving' })).toBe(true);
    actor.send({ type: 'answer.change', itemId: 'q2', answer: 'Same point' });
    finishFirst();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ answering: 'waiting' })).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(assessmentApi.saveAnswers).toHaveBeenCalledTimes(2);
    expect(saves).toEqual([{ q2: 'Same' }, { q2: 'Same point' }]);
    expect(actor.getSnapshot().matches({ answering: 'saved' })).toBe(true);
  });
});

describe('a handed-in page left open', () => {
  const handedIn: MyAnswers = { student: ava, answers: { q2: 'Same point on the line' }, submittedAt: '2025-03-01T10:42:00.000Z' };

  it('asks every 30 seconds whether the teacher reopened it, and goes back to answering with the answers when so', async () => {
    const replies: MyAnswers[] = [handedIn, handedIn, { ...handedIn, submittedAt: null }];
    const { actor, assessmentApi, store } = start({ myAnswers: async () => replies.shift()! }, { token: 't-1', student: ava, answers: {} });
    await waitFor(actor, (s) => s.matches({ submitted: 'waiting' }));
    expect(assessmentApi.myAnswers).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(assessmentApi.myAnswers).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(assessmentApi.myAnswers).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().matches({ submitted: 'waiting' })).toBe(true);

    await vi.advanceTimersByTimeAsync(30_000);
    expect(assessmentApi.myAnswers).toHaveBeenCalledTimes(3);
    expect(assessmentApi.myAnswers).toHaveBeenLastCalledWith('ABC234', 't-1', expect.anything());
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ answering: 'saved' })).toBe(true);
    expect(snapshot.context).toMatchObject({ answers: { q2: 'Same point on the line' }, submittedAt: null, reopened: true });
    // Kept on the device too, so a reload now goes on answering.
    expect(JSON.parse(store.get(keptAnswersKey('ABC234'))!)).toEqual({ token: 't-1', student: ava, answers: { q2: 'Same point on the line' }, assessmentId: 'a-fractions' });
  });

  it('asks at once when the page comes back into view or back online', async () => {
    const { actor, assessmentApi, page } = start({ myAnswers: async () => handedIn }, { token: 't-1', student: ava, answers: {} });
    await waitFor(actor, (s) => s.matches({ submitted: 'waiting' }));
    page.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(assessmentApi.myAnswers).toHaveBeenCalledTimes(2);
    page.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(assessmentApi.myAnswers).toHaveBeenCalledTimes(3);
  });

  it('stops asking once the code is retired, so a class behind one address is not locked out', async () => {
    const replies: (() => Promise<MyAnswers>)[] = [async () => handedIn, () => Promise.reject(retired())];
    const { actor, assessmentApi } = start({ myAnswers: () => replies.shift()!() }, { token: 't-1', student: ava, answers: {} });
    await waitFor(actor, (s) => s.matches({ submitted: 'waiting' }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(actor.getSnapshot().matches({ submitted: 'settled' })).toBe(true);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(assessmentApi.myAnswers).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.answers).toEqual({ q2: 'Same point on the line' });
  });
});

describe('a code the teacher retired while the student answers', () => {
  it('keeps the answers on the device, and goes on under the new code with them laid over the saved ones', async () => {
    const saves: { code: string; token: string; answers: Record<string, string> }[] = [];
    let refuse = true;
    const { actor, assessmentApi, store, showPath } = start(
      {
        myAnswers: async () => ({ student: ava, answers: { q2: 'Saved before' }, submittedAt: null }),
        saveAnswers: async (code: string, token: string, answers: Record<string, string>) => {
          saves.push({ code, token, answers });
          if (refuse) throw retired();
          return { student: ava, answers, submittedAt: null };
        },
        claimName: async () => ({ student: ava, answers: { q2: 'Saved before', q9: 'Only on the server' }, submittedAt: null, token: 't-new' }),
      },
      { token: 't-old', student: ava, answers: {} },
    );
    await waitFor(actor, (s) => s.matches({ answering: 'saved' }));
    actor.send({ type: 'answer.change', itemId: 'q2', answer: 'Typed after the change' });
    await vi.advanceTimersByTimeAsync(1200);
    expect(actor.getSnapshot().matches('retired')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(JSON.parse(store.get(keptAnswersKey('ABC234'))!).answers).toEqual({ q2: 'Typed after the change' });

    // A blank code does nothing.
    actor.send({ type: 'code.enter', code: '  ' });
    expect(actor.getSnapshot().matches('retired')).toBe(true);

    refuse = false;
    actor.send({ type: 'code.enter', code: ' pw4n8d ' });
    await vi.advanceTimersByTimeAsync(1200);
    await waitFor(actor, (s) => s.matches({ answering: 'saved' }));
    expect(assessmentApi.claimName).toHaveBeenCalledWith('PW4N8D', { studentId: 's1' }, expect.anything());
    expect(saves.at(-1)).toEqual({ code: 'PW4N8D', token: 't-new', answers: { q2: 'Typed after the change', q9: 'Only on the server' } });
    expect(store.has(keptAnswersKey('ABC234'))).toBe(false);
    expect(JSON.parse(store.get(keptAnswersKey('PW4N8D'))!)).toEqual({ token: 't-new', student: ava, answers: { q2: 'Typed after the change', q9: 'Only on the server' }, assessmentId: 'a-fractions' });
    expect(showPath).toHaveBeenCalledWith('/answer/PW4N8D');
  });

  it('stays on the new-code form with the reason when the new code is wrong, the answers still on the device', async () => {
    const { actor } = start(
      {
        saveAnswers: async () => Promise.reject(retired()),
        claimName: async () => Promise.reject(retired()),
      },
      { token: 't-old', student: ava, answers: { q2: 'Kept on the phone' } },
    );
    await waitFor(actor, (s) => s.matches('retired'));
    actor.send({ type: 'code.enter', code: 'ZZZZZZ' });
    await waitFor(actor, (s) => s.matches('retired') && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure?.message).toBe('No assessment has this code. Check the code with your teacher.');
    expect(actor.getSnapshot().context.answers).toEqual({ q2: 'Kept on the phone' });
  });

  it('after a reload of the old code, keeps the answers typed but never sent and carries them to the new code', async () => {
    const saves: { code: string; token: string; answers: Record<string, string> }[] = [];
    const { actor, assessmentApi, store, showPath } = start(
      {
        joinSheet: async (code: string) => {
          if (code === 'ABC234') throw retired();
          return sheet;
        },
        claimName: async () => ({ student: ava, answers: { q2: 'Saved before', q9: 'Only on the server' }, submittedAt: null, token: 't-new' }),
        saveAnswers: async (code: string, token: string, answers: Record<string, string>) => {
          saves.push({ code, token, answers });
          return { student: ava, answers, submittedAt: null };
        },
      },
      { token: 't-old', student: ava, answers: { q2: 'Typed offline, never sent' } },
    );
    await waitFor(actor, (s) => s.matches('retired'));
    expect(actor.getSnapshot().context).toMatchObject({ sheet: null, student: ava, answers: { q2: 'Typed offline, never sent' }, failure: null });
    expect(assessmentApi.myAnswers).not.toHaveBeenCalled();

    actor.send({ type: 'code.enter', code: 'pw4n8d' });
    await waitFor(actor, (s) => s.matches({ answering: 'saved' }));
    expect(assessmentApi.joinSheet).toHaveBeenLastCalledWith('PW4N8D', expect.anything());
    expect(assessmentApi.claimName).toHaveBeenCalledWith('PW4N8D', { studentId: 's1' }, expect.anything());
    expect(actor.getSnapshot().context.sheet).toEqual(sheet);
    expect(saves).toEqual([{ code: 'PW4N8D', token: 't-new', answers: { q2: 'Typed offline, never sent', q9: 'Only on the server' } }]);
    expect(store.has(keptAnswersKey('ABC234'))).toBe(false);
    expect(JSON.parse(store.get(keptAnswersKey('PW4N8D'))!)).toEqual({ token: 't-new', student: ava, answers: { q2: 'Typed offline, never sent', q9: 'Only on the server' }, assessmentId: 'a-fractions' });
    expect(showPath).toHaveBeenCalledWith('/answer/PW4N8D');
  });

  it('says a code names nothing when this device kept nothing under it', async () => {
    // What the device holds under the code is not a whole copy (no name, no secret): as if nothing were kept.
    const { actor } = start({ joinSheet: async () => Promise.reject(retired()) }, { answers: { q2: 'Stray' } });
    await waitFor(actor, (s) => s.matches('notFound'));
  });
});

describe('answers left on a device under a retired code, when the new code is opened', () => {
  const ben = { id: 's2', name: 'Ben Chu' };
  const cleo = { id: 's3', name: 'Cleo Diaz' };
  const left = {
    OLD777: { token: 't-old-a', student: ava, answers: { q2: 'Typed under the old code' }, assessmentId: 'a-fractions' },
    OLD888: { token: 't-old-b', student: ben, answers: { q2: 'Ben typed this' }, assessmentId: 'a-fractions' },
    HIS234: { token: 't-his', student: ava, answers: { q2: 'Another assessment' }, assessmentId: 'a-history' },
  };

  function pickAs(student: typeof ava) {
    const saves: { code: string; token: string; answers: Record<string, string> }[] = [];
    const started = start(
      {
        claimName: async () => ({ student, answers: { q2: 'Saved before', q9: 'Only on the server' }, submittedAt: null, token: 't-new' }),
        saveAnswers: async (code: string, token: string, answers: Record<string, string>) => {
          saves.push({ code, token, answers });
          return { student, answers, submittedAt: null };
        },
      },
      null,
      left,
    );
    return { ...started, saves };
  }

  it('carries them over only once the name that typed them is picked, and sends them at once', async () => {
    const { actor, store, saves } = pickAs(ava);
    await waitFor(actor, (s) => s.matches('picking'));
    expect(actor.getSnapshot().context.answers).toEqual({});
    actor.send({ type: 'name.choose', choice: { studentId: 's1' } });
    await waitFor(actor, (s) => s.matches({ answering: 'saved' }));
    expect(saves).toEqual([{ code: 'ABC234', token: 't-new', answers: { q2: 'Typed under the old code', q9: 'Only on the server' } }]);
    expect(actor.getSnapshot().context.answers).toEqual({ q2: 'Typed under the old code', q9: 'Only on the server' });
    expect(JSON.parse(store.get(keptAnswersKey('ABC234'))!)).toEqual({ token: 't-new', student: ava, answers: { q2: 'Typed under the old code', q9: 'Only on the server' }, assessmentId: 'a-fractions' });
    expect(store.has(keptAnswersKey('OLD777'))).toBe(false);
    // Ben's answers on the shared device stay his, and another assessment's stay where they are.
    expect(JSON.parse(store.get(keptAnswersKey('OLD888'))!).answers).toEqual({ q2: 'Ben typed this' });
    expect(store.has(keptAnswersKey('HIS234'))).toBe(true);
  });

  it('never shows them to another student on the same device', async () => {
    const { actor, store, saves, assessmentApi } = pickAs(cleo);
    await waitFor(actor, (s) => s.matches('picking'));
    actor.send({ type: 'name.choose', choice: { studentId: 's3' } });
    await waitFor(actor, (s) => s.matches({ answering: 'saved' }));
    expect(actor.getSnapshot().context.answers).toEqual({ q2: 'Saved before', q9: 'Only on the server' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saves).toEqual([]);
    expect(assessmentApi.saveAnswers).not.toHaveBeenCalled();
    expect(store.has(keptAnswersKey('OLD777'))).toBe(true);
    expect(store.has(keptAnswersKey('OLD888'))).toBe(true);
  });
});

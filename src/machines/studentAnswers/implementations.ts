import { fromCallback, fromPromise } from 'xstate';
import { isApiError } from '../../services/apiError';
import type { AnswerClaim, AssessmentApi, MyAnswers, NameChoice } from '../../services/assessmentApi';
import type { JoinedSheet, KeptAnswers, LeftAnswers, MovedClaim, SendInput } from './types';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const KEPT_PREFIX = 'teachkit.answers.';

/** Where a device keeps a student's answering of one assessment: by the code, the one key the student has. */
export const keptAnswersKey = (code: string) => `${KEPT_PREFIX}${code.trim().toUpperCase()}`;

/** What the device kept, if it is whole; anything else (another version's shape, a hand edit) is as if nothing was kept. */
export function readKept(store: Pick<Storage, 'getItem'>, code: string): KeptAnswers | null {
  try {
    const value = JSON.parse(store.getItem(keptAnswersKey(code)) ?? 'null') as Partial<KeptAnswers> | null;
    if (!value || typeof value.token !== 'string' || typeof value.student?.id !== 'string' || typeof value.student.name !== 'string') return null;
    const answers = Object.fromEntries(Object.entries(value.answers ?? {}).filter(([, answer]) => typeof answer === 'string'));
    return { token: value.token, student: { id: value.student.id, name: value.student.name }, answers, ...(typeof value.assessmentId === 'string' ? { assessmentId: value.assessmentId } : {}) };
  } catch {
    return null;
  }
}

/** What the device kept for this assessment under other codes: codes the teacher retired since. */
export function readLeft(store: Store, assessmentId: string, code: string): LeftAnswers[] {
  try {
    const codes = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '')
      .filter((key) => key.startsWith(KEPT_PREFIX) && key !== keptAnswersKey(code))
      .map((key) => key.slice(KEPT_PREFIX.length));
    return codes.flatMap((other) => {
      const kept = readKept(store, other);
      return kept?.assessmentId === assessmentId ? [{ ...kept, code: other }] : [];
    });
  } catch {
    return [];
  }
}

export function createStudentAnswersImplementations(deps: {
  assessmentApi: Pick<AssessmentApi, 'joinSheet' | 'claimName' | 'myAnswers' | 'saveAnswers' | 'submitAnswers'>;
  store: Store;
  /** The window: its online and offline events say when the connection comes and goes, its focus when the page is back. */
  connection: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: { onLine: boolean } };
  /** Puts a path in the address bar without reloading the page. */
  showPath: (path: string) => void;
}) {
  return {
    actors: {
      joinSheet: fromPromise<JoinedSheet, { code: string }>(async ({ input, signal }) => {
        try {
          const sheet = await deps.assessmentApi.joinSheet(input.code, { signal });
          const kept = readKept(deps.store, input.code);
          return { sheet, kept, left: kept ? [] : readLeft(deps.store, sheet.assessmentId, input.code) };
        } catch (error) {
          // A code this device answered under and that now names nothing was retired: what it kept is not lost.
          const kept = isApiError(error) && error.statusCode === 404 ? readKept(deps.store, input.code) : null;
          if (kept) return { sheet: null, kept, left: [] };
          throw error;
        }
      }),
      loadMyAnswers: fromPromise<MyAnswers, { code: string; token: string }>(({ input, signal }) => deps.assessmentApi.myAnswers(input.code, input.token, { signal })),
      claimName: fromPromise<AnswerClaim, { code: string; choice: NameChoice }>(({ input, signal }) => deps.assessmentApi.claimName(input.code, input.choice, { signal })),
      saveAnswers: fromPromise<MyAnswers, SendInput>(({ input, signal }) => deps.assessmentApi.saveAnswers(input.code, input.token, input.answers, { signal })),
      submitAnswers: fromPromise<MyAnswers, SendInput>(({ input, signal }) => deps.assessmentApi.submitAnswers(input.code, input.token, input.answers, { signal })),
      moveToCode: fromPromise<MovedClaim, { code: string; studentId: string }>(async ({ input, signal }) => {
        const code = input.code.trim().toUpperCase();
        const sheet = await deps.assessmentApi.joinSheet(code, { signal });
        return { code, sheet, claim: await deps.assessmentApi.claimName(code, { studentId: input.studentId }, { signal }) };
      }),
      watchReturn: fromCallback(({ sendBack }) => {
        const back = () => sendBack({ type: 'page.return' });
        deps.connection.addEventListener('focus', back);
        deps.connection.addEventListener('online', back);
        return () => {
          deps.connection.removeEventListener('focus', back);
          deps.connection.removeEventListener('online', back);
        };
      }),
      watchConnection: fromCallback(({ sendBack }) => {
        const lost = () => sendBack({ type: 'connection.lost' });
        const back = () => sendBack({ type: 'connection.back' });
        deps.connection.addEventListener('offline', lost);
        deps.connection.addEventListener('online', back);
        if (!deps.connection.navigator.onLine) lost();
        return () => {
          deps.connection.removeEventListener('offline', lost);
          deps.connection.removeEventListener('online', back);
        };
      }),
    },
    actions: {
      keepLocally: (_: unknown, { code, kept }: { code: string; kept: KeptAnswers }) => {
        try {
          deps.store.setItem(keptAnswersKey(code), JSON.stringify(kept));
        } catch (error) {
          // Storage may be full or off (private mode): the answers still go to the server as the student types.
          console.warn('Could not keep the answers on this device', error);
        }
      },
      showCode: (_: unknown, { code }: { code: string }) => deps.showPath(`/answer/${encodeURIComponent(code)}`),
      forgetLocally: (_: unknown, { code }: { code: string }) => {
        try {
          deps.store.removeItem(keptAnswersKey(code));
        } catch {
          // Nothing kept, nothing to forget.
        }
      },
    },
  };
}

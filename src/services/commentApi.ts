import type { HttpClient } from './http';
import { withRetries } from './resourceCache';
import type { Page } from '../machines/listPages/pages';
import {
  ACHIEVEMENT_LEVELS,
  PRONOUNS,
  type Achievement,
  type CommentSet,
  type CommentSetSummary,
  type CommentStudent,
  type CommentSummary,
  type Perspective,
  type PerspectiveComment,
  type Pronoun,
  type SavedComment,
  type WrittenCommentSet,
} from '../contracts/comment';

/** How far a student has come on an outcome, lowest first (the server's scale). */
export const achievementLevels = ACHIEVEMENT_LEVELS;
export const pronounChoices = PRONOUNS;
export type Pronouns = Pronoun;
/** Who a rewritten comment speaks to, in the order the editor offers them: the student ("you"), the family, or the next teacher. */
export const perspectives: readonly Perspective[] = ['student', 'parent', 'teacher'];

export type { Achievement, CommentSet, CommentSetSummary, CommentStudent, Perspective };

export interface CommentSetBrief {
  title: string;
  yearLevel: string;
  subject: string;
  outcomes: string[];
  students: { name: string }[];
  fromAssessment?: string;
}

export type CommentSetEdits = { id: string } & Partial<Pick<CommentSet, 'title' | 'yearLevel' | 'subject' | 'students'> & { outcomes: string[] }>;

/** A comment rewritten for one student: for another reader, or shortened to fit a report. */
export type RewrittenComment = PerspectiveComment | CommentSummary;

/** A comment saved to the teacher's bank. */
export type BankComment = SavedComment;

type Signal = { signal?: AbortSignal };
const setPath = (id: string) => `/comment/${encodeURIComponent(id)}`;

export function createCommentApi(http: HttpClient) {
  /** Reads are idempotent: retried with back-off (spec §9), not cached, since the teacher edits what they read. */
  const read = <T>(path: string, { signal }: Signal = {}) => withRetries<T>((options) => http.get<T>(path, options), signal ? { signal } : {});
  return {
    /** One page of the teacher's comment sets; pass the token back for the next page. */
    list: ({ continuationToken = null, signal }: Signal & { continuationToken?: string | null } = {}) =>
      withRetries<Page<CommentSetSummary>>(
        (options) => http.get('/comment', { ...options, ...(continuationToken ? { query: { continuationToken } } : {}) }),
        signal ? { signal } : {},
      ),
    get: (id: string, options: Signal = {}) => read<CommentSet>(setPath(id), options),
    /** A new set, from chosen outcomes or from a marked assessment; counts one robot action. */
    create: (brief: CommentSetBrief, { signal }: Signal = {}) => http.post<CommentSet>('/comment', brief, { signal }),
    save: (edits: CommentSetEdits, { signal }: Signal = {}) => http.post<CommentSet>('/comment', edits, { signal }),
    remove: (id: string, { signal }: Signal = {}) => http.request<void>(setPath(id), { method: 'DELETE', signal }),
    /** Writes every student's comment, or one student's; counts one robot action. */
    generate: (id: string, studentId: string | null, { signal }: Signal = {}) =>
      http.get<WrittenCommentSet>(`${setPath(id)}/generate`, { signal, ...(studentId ? { query: { studentId } } : {}) }),
    perspective: (id: string, studentId: string, perspective: Perspective, { signal }: Signal = {}) =>
      http.post<PerspectiveComment>(`${setPath(id)}/generate/perspective`, { studentId, perspective }, { signal }),
    summary: (id: string, studentId: string, maxCharacters: number, { signal }: Signal = {}) =>
      http.post<CommentSummary>(`${setPath(id)}/generate/summary`, { studentId, maxCharacters }, { signal }),
    bank: (options: Signal = {}) => read<BankComment[]>('/comment/bank', options),
    addToBank: (text: string, { signal }: Signal = {}) => http.post<BankComment>('/comment/bank', { text }, { signal }),
    removeFromBank: (id: string, { signal }: Signal = {}) => http.request<void>(`/comment/bank/${encodeURIComponent(id)}`, { method: 'DELETE', signal }),
  };
}

export type CommentApi = ReturnType<typeof createCommentApi>;

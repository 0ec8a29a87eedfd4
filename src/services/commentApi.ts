import type { HttpClient } from './http';
import { withRetries } from './resourceCache';
import type { Page } from '../machines/listPages/pages';
import type { LessonOutcome } from './lessonApi';

/** How far a student has come on an outcome, lowest first (the server's scale). */
export const achievementLevels = ['beginning', 'developing', 'proficient', 'extending'] as const;
export type Achievement = (typeof achievementLevels)[number];
export const pronounChoices = ['she', 'he', 'they'] as const;
export type Pronouns = (typeof pronounChoices)[number];
/** Who a rewritten comment speaks to: the student ("you"), the family, or the next teacher. */
export const perspectives = ['student', 'parent', 'teacher'] as const;
export type Perspective = (typeof perspectives)[number];

export interface CommentStudent {
  /** Empty for a student not saved yet: the server gives them an id. */
  id: string;
  name: string;
  pronouns: Pronouns;
  /** Keyed by outcome code; an outcome left out is not rated. */
  achievements: Record<string, Achievement>;
  evidence: Record<string, string>;
  comment: string;
}

export interface CommentSetSummary {
  id: string;
  title: string;
  yearLevel: string;
  subject: string;
  outcomeCodes: string[];
  /** How many students the set has. */
  students: number;
  updatedAt: string;
}

export interface CommentSet {
  id: string;
  title: string;
  yearLevel: string;
  subject: string;
  outcomeCodes: string[];
  outcomes: LessonOutcome[];
  students: CommentStudent[];
  /** The marked assessment the set was started from, if any. */
  assessmentId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CommentSetBrief {
  title: string;
  yearLevel: string;
  subject: string;
  outcomes: string[];
  students: { name: string }[];
  fromAssessment?: string;
}

export type CommentSetEdits = { id: string } & Partial<Pick<CommentSet, 'title' | 'yearLevel' | 'subject' | 'students'> & { outcomes: string[] }>;

export interface RewrittenComment {
  studentId: string;
  text: string;
}

export interface BankComment {
  id: string;
  text: string;
  outcomeCode: string | null;
  createdAt: string;
}

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
      http.get<CommentSet>(`${setPath(id)}/generate`, { signal, ...(studentId ? { query: { studentId } } : {}) }),
    perspective: (id: string, studentId: string, perspective: Perspective, { signal }: Signal = {}) =>
      http.post<RewrittenComment>(`${setPath(id)}/generate/perspective`, { studentId, perspective }, { signal }),
    summary: (id: string, studentId: string, maxCharacters: number, { signal }: Signal = {}) =>
      http.post<RewrittenComment>(`${setPath(id)}/generate/summary`, { studentId, maxCharacters }, { signal }),
    bank: (options: Signal = {}) => read<BankComment[]>('/comment/bank', options),
    addToBank: (text: string, { signal }: Signal = {}) => http.post<BankComment>('/comment/bank', { text }, { signal }),
    removeFromBank: (id: string, { signal }: Signal = {}) => http.request<void>(`/comment/bank/${encodeURIComponent(id)}`, { method: 'DELETE', signal }),
  };
}

export type CommentApi = ReturnType<typeof createCommentApi>;

import type { HttpClient, RequestOptions } from './http';
import { withRetries } from './resourceCache';
import type { Page } from '../contracts/page';
import type { Keyword } from '../contracts/lesson-plan';
import type { LessonOutline, LessonRole, LessonsMade, Unit, UnitAssessment, UnitCoverage, UnitSummary } from '../contracts/unit';

export type { Keyword, LessonOutline, LessonRole, LessonsMade, Unit, UnitCoverage, UnitSummary };
export const lessonRoles: readonly LessonRole[] = ['introduce', 'practise', 'review', 'assess'];

export interface UnitBrief {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
  outcomes: string[];
  weeks: number;
  lessonsPerWeek: number;
}

export type UnitEdits = { id: string } & Partial<Pick<Unit, 'title' | 'description' | 'yearLevel' | 'subject' | 'lessonMinutes' | 'methodology' | 'lessons'>>;

type Signal = { signal?: AbortSignal };
const unitPath = (id: string) => `/unit/${encodeURIComponent(id)}`;

export function createUnitApi(http: HttpClient) {
  /** Reads are idempotent: retried with back-off (spec §9), not cached, since the teacher edits what they read. */
  const read = <T>(path: string, { signal }: Signal = {}) => withRetries<T>((options) => http.get<T>(path, options), signal ? { signal } : {});
  const file = (path: string, { signal }: Signal = {}) => http.request<Blob>(path, { signal, responseType: 'blob' } as unknown as RequestOptions);
  return {
    /** One page of the teacher's units, most recently changed first; pass the token back for the next page. */
    list: ({ continuationToken = null, signal }: Signal & { continuationToken?: string | null } = {}) =>
      withRetries<Page<UnitSummary>>((options) => http.get('/unit', { ...options, ...(continuationToken ? { query: { continuationToken } } : {}) }), signal ? { signal } : {}),
    get: (id: string, options: Signal = {}) => read<Unit>(unitPath(id), options),
    /** Plans the sequence from the brief's outcomes; counts one robot action. */
    create: (brief: UnitBrief, { signal }: Signal = {}) => http.post<Unit>('/unit', brief, { signal }),
    save: (edits: UnitEdits, { signal }: Signal = {}) => http.post<Unit>('/unit', edits, { signal }),
    /** Plans the sequence again from the outcomes; one robot action. */
    generate: (id: string, { signal }: Signal = {}) => http.get<Unit>(`${unitPath(id)}/generate`, { signal }),
    glossary: (id: string, options: Signal = {}) => read<Keyword[]>(`${unitPath(id)}/glossary`, options),
    /** Makes at most `max` of the outlines into real lessons (a robot action each). */
    makeLessons: (id: string, max: number, { signal }: Signal = {}) => http.post<LessonsMade>(`${unitPath(id)}/lessons`, undefined, { signal, query: { max } }),
    /** The unit's assessment point made into an assessment (one robot action), or the one already made. */
    makeAssessment: (id: string, { signal }: Signal = {}) => http.post<UnitAssessment>(`${unitPath(id)}/assessment`, undefined, { signal }),
    remove: (id: string, { signal }: Signal = {}) => http.request<void>(unitPath(id), { method: 'DELETE', signal }),
    docx: (id: string, options: Signal = {}) => file(`${unitPath(id)}/export.docx`, options),
    imscc: (id: string, options: Signal = {}) => file(`${unitPath(id)}/export.imscc`, options),
  };
}

export type UnitApi = ReturnType<typeof createUnitApi>;

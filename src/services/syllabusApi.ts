import type { HttpClient } from './http';
import type { ResourceCache } from './resourceCache';
import { createResourceCache, withRetries } from './resourceCache';
// Response shapes are defined once, by the server, and shared with the browser as types.
import type { CurriculumOptions, FrameworkOption, ListedOutcome, Outcome } from '../contracts/curriculum';
import type { SyllabusOutcomeJson, SyllabusSummaryJson, SyllabusWithOutcomesJson } from '../contracts/syllabus';
import type { Page } from '../contracts/page';

/** A curriculum outcome: the publisher's own statement with its official (or Teachkit) code. */
export type { Outcome };
/** An outcome in a framework's list by subject or level: the framework says the market. */
export type { ListedOutcome };
/** A framework as the options call lists it; its attribution is shown wherever its outcomes appear. */
export type Framework = FrameworkOption;
export type { CurriculumOptions };

export type SyllabusSummary = SyllabusSummaryJson;
export type SyllabusOutcome = SyllabusOutcomeJson;
export type Syllabus = SyllabusWithOutcomesJson;

export interface SyllabusDetails {
  title: string;
  framework: string;
  subject: string;
  yearLevel: string;
}

export interface OutcomeSearch {
  input: string;
  framework?: string;
  market?: string;
  /** A year level ("4", "K", "F"): outcomes taught at that level only. */
  level?: string;
  length?: number;
}

export interface OutcomeBrowse {
  framework: string;
  /** A subject name or a year level. */
  subjectOrLevel: string;
  level?: string;
}

type Signal = { signal?: AbortSignal };
const seg = encodeURIComponent;

/** The curriculum changes only with a new seed, so its reads are cached; a teacher's syllabi are not. */
export function createSyllabusApi(http: HttpClient, cache: ResourceCache = createResourceCache()) {
  const read = <T>(path: string, query: Record<string, string | number | undefined>, signal: AbortSignal | undefined) =>
    cache.read<T>(`curriculum:${path}?${JSON.stringify(query)}`, (options) => http.get<T>(path, { query, ...options }), { ...(signal ? { signal } : {}) });
  return {
    options: ({ signal }: Signal = {}) => read<CurriculumOptions>('/syllabus/options', {}, signal),
    search: ({ input, framework, market, level, length }: OutcomeSearch, { signal }: Signal = {}) =>
      read<Outcome[]>('/syllabus/recommended/outcomes', { input, framework, market, level, length }, signal),
    browse: ({ framework, subjectOrLevel, level }: OutcomeBrowse, { signal }: Signal = {}) =>
      read<ListedOutcome[]>(`/syllabus/${seg(framework)}/${seg(subjectOrLevel)}/outcomes`, { level }, signal),
    /** One page of the teacher's syllabi, most recently changed first; pass the token back for the next page. */
    list: ({ continuationToken = null, signal }: Signal & { continuationToken?: string | null } = {}) =>
      withRetries(
        (options) => http.get<Page<SyllabusSummary>>('/syllabus', { ...options, ...(continuationToken ? { query: { continuationToken } } : {}) }),
        signal ? { signal } : {},
      ),
    get: (id: string, { signal }: Signal = {}) => withRetries((options) => http.get<Syllabus>(`/syllabus/${seg(id)}`, options), signal ? { signal } : {}),
    create: (details: SyllabusDetails, { signal }: Signal = {}) => http.post<Syllabus>('/syllabus', details, { signal }),
    update: (id: string, details: Partial<SyllabusDetails>, { signal }: Signal = {}) =>
      http.post<Syllabus>('/syllabus', { id, ...details }, { signal }),
    addOutcome: (id: string, code: string, { signal }: Signal = {}) =>
      http.post<Syllabus>(`/syllabus/${seg(id)}/outcome`, { code }, { signal }),
    removeOutcome: (id: string, outcomeId: string, { signal }: Signal = {}) =>
      http.request<Syllabus>(`/syllabus/${seg(id)}/outcome/${seg(outcomeId)}`, { method: 'DELETE', signal }),
    remove: (id: string, { signal }: Signal = {}) => http.request<void>(`/syllabus/${seg(id)}`, { method: 'DELETE', signal }),
  };
}

export type SyllabusApi = ReturnType<typeof createSyllabusApi>;

import type { HttpClient, RequestOptions } from './http';
import { withRetries } from './resourceCache';
import type { Page } from '../contracts/page';
import type {
  AnswerClaim,
  Answering,
  AnswerSheet,
  AnswerSheetItem,
  Assessment,
  AssessmentItem,
  AssessmentResults,
  AssessmentSummary,
  ClassList,
  CriterionProposal,
  Evidence,
  GradeBand,
  ItemProposal,
  ItemScore,
  MyAnswers,
  Proposals,
  Rubric,
  RubricCriterion,
  RubricLevel,
  Student,
  StudentResult,
  WrittenAssessment,
} from '../contracts/assessment';

export type { AnswerClaim, Answering, AnswerSheet, AnswerSheetItem, MyAnswers };
export type { Assessment, AssessmentItem, AssessmentResults, AssessmentSummary, CriterionProposal, Evidence, GradeBand, ItemProposal, ItemScore, Proposals, Rubric, RubricCriterion, RubricLevel, Student, StudentResult };

export interface AssessmentBrief {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
  outcomes: string[];
}

export type AssessmentEdits = { id: string } & Partial<Pick<Assessment, 'title' | 'description' | 'yearLevel' | 'subject' | 'items' | 'rubric' | 'gradeBands'>>;

/**
 * What one save of a student's marking sends: levels by criterion id; marks given to an item (null gives it back to
 * the key or the rubric); or the student's work as the teacher transcribed it (response, answers by item; a blank
 * answer takes it out) with their feedback (null: none).
 */
export type MarkBody =
  | { levels: Record<string, number> }
  | { itemMarks: Record<string, number | null> }
  | { response: string; answers: Record<string, string>; feedback: string | null };

type Signal = { signal?: AbortSignal };
const assessmentPath = (id: string) => `/assessment/${encodeURIComponent(id)}`;
const joinPath = (code: string) => `/assessment/join/${encodeURIComponent(code)}`;
/** A student picks their name from the class list (by its id) or types it. */
export type NameChoice = { studentId: string } | { name: string };

export function createAssessmentApi(http: HttpClient) {
  /** Reads are idempotent: retried with back-off (spec §9), not cached, since the teacher edits what they read. */
  const read = <T>(path: string, { signal }: Signal = {}) => withRetries<T>((options) => http.get<T>(path, options), signal ? { signal } : {});
  const file = (path: string, { signal }: Signal = {}) => http.request<Blob>(path, { signal, responseType: 'blob' } as unknown as RequestOptions);
  return {
    /** One page of the teacher's assessments; pass the token back for the next page. */
    list: ({ continuationToken = null, signal }: Signal & { continuationToken?: string | null } = {}) =>
      withRetries<Page<AssessmentSummary>>(
        (options) => http.get('/assessment', { ...options, ...(continuationToken ? { query: { continuationToken } } : {}) }),
        signal ? { signal } : {},
      ),
    get: (id: string, { signal }: Signal = {}) => read<Assessment>(assessmentPath(id), { signal }),
    /** Writes items and a rubric from the brief's outcomes; counts one robot action. */
    create: (brief: AssessmentBrief, { signal }: Signal = {}) => http.post<WrittenAssessment>('/assessment', brief, { signal }),
    save: (edits: AssessmentEdits, { signal }: Signal = {}) => http.post<Assessment>('/assessment', edits, { signal }),
    remove: (id: string, { signal }: Signal = {}) => http.request<void>(assessmentPath(id), { method: 'DELETE', signal }),
    /** The class list, typed or pasted (one name a line), or a CSV file as it is. */
    saveStudents: (id: string, list: { names: string[] } | { csv: Blob }, { signal }: Signal = {}) =>
      http.request<ClassList>(`${assessmentPath(id)}/students`, {
        method: 'PUT',
        signal,
        ...('csv' in list ? { body: list.csv, headers: { 'content-type': 'text/csv' } } : { body: list }),
      }),
    /** Saves levels chosen (merged with the student's others), or the student's response and the teacher's feedback. */
    mark: (id: string, studentId: string, body: MarkBody, { signal }: Signal = {}) =>
      http.request<StudentResult>(`${assessmentPath(id)}/marks/${encodeURIComponent(studentId)}`, { method: 'PUT', body, signal }),
    results: (id: string, { signal }: Signal = {}) => read<AssessmentResults>(`${assessmentPath(id)}/results`, { signal }),
    /** What the engine reads in one student's work: nothing of it is a mark until the teacher accepts it. */
    proposals: (id: string, studentId: string, { signal }: Signal = {}) => read<Proposals>(`${assessmentPath(id)}/marks/${encodeURIComponent(studentId)}/proposals`, { signal }),
    resultsCsv: (id: string, options: Signal = {}) => file(`${assessmentPath(id)}/results.csv`, options),
    docx: (id: string, options: Signal = {}) => file(`${assessmentPath(id)}/export.docx`, options),
    qti: (id: string, options: Signal = {}) => file(`${assessmentPath(id)}/export.qti.zip`, options),

    // Answering online, the teacher's side.
    answering: (id: string, { signal }: Signal = {}) => read<Answering>(`${assessmentPath(id)}/answering`, { signal }),
    setAnswering: (id: string, open: boolean, { signal }: Signal = {}) => http.post<Answering>(`${assessmentPath(id)}/answering`, { open }, { signal }),
    /** A new code for students to join with; the old one names nothing afterwards and every name is free again. */
    renewAnsweringCode: (id: string, { signal }: Signal = {}) => http.post<Answering>(`${assessmentPath(id)}/answering/code`, {}, { signal }),
    reopenStudent: (id: string, studentId: string, { signal }: Signal = {}) =>
      http.post<Answering>(`${assessmentPath(id)}/answering/${encodeURIComponent(studentId)}/reopen`, {}, { signal }),
    freeStudent: (id: string, studentId: string, { signal }: Signal = {}) =>
      http.post<Answering>(`${assessmentPath(id)}/answering/${encodeURIComponent(studentId)}/free`, {}, { signal }),

    // Answering online, the student's side: no account, the device's secret in a header once a name is picked.
    joinSheet: (code: string, { signal }: Signal = {}) => http.get<AnswerSheet>(joinPath(code), { signal }),
    claimName: (code: string, choice: NameChoice, { signal }: Signal = {}) => http.post<AnswerClaim>(`${joinPath(code)}/claim`, choice, { signal }),
    myAnswers: (code: string, token: string, { signal }: Signal = {}) => http.get<MyAnswers>(`${joinPath(code)}/answers`, { signal, headers: { 'x-answer-token': token } }),
    saveAnswers: (code: string, token: string, answers: Record<string, string>, { signal }: Signal = {}) =>
      http.request<MyAnswers>(`${joinPath(code)}/answers`, { method: 'PUT', body: { answers }, signal, headers: { 'x-answer-token': token } }),
    submitAnswers: (code: string, token: string, answers: Record<string, string>, { signal }: Signal = {}) =>
      http.post<MyAnswers>(`${joinPath(code)}/submit`, { answers }, { signal, headers: { 'x-answer-token': token } }),
  };
}

export type AssessmentApi = ReturnType<typeof createAssessmentApi>;

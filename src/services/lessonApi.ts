import type { HttpClient, RequestOptions } from './http';
import type { Query } from './query';
import { withRetries } from './resourceCache';
import type { Page } from '../contracts/page';
import type { JoinCodeJson, LessonJson, LessonOutcomeJson, LessonSummaryJson, StudentLessonJson } from '../contracts/lesson';
import { SUGGESTION_TYPES } from '../contracts/lesson-tools';
import type {
  Cld21Report,
  GlossaryEntry,
  LessonQuestion,
  LessonSuggestion,
  PresentationOutline,
  StudentInstructions,
  SuggestionType,
  Taxonomy,
  TaxonomyReport,
  WefReport,
} from '../contracts/lesson-tools';

// The plan's shapes are defined once, in the contracts the server's generation port and the browser share.
import { PLAN_CONTENT_FIELDS, type Methodology, type PlanContent } from '../contracts/lesson-plan';
export type {
  BloomLevel,
  CheckItem,
  Differentiation,
  Keyword,
  LessonSequence,
  LessonText,
  Misconception,
  ReadingLevel,
  WorkedExample,
  LessonPhase,
  MaterialKind,
  Methodology,
  PhaseMaterial,
  Provenance,
  SuccessCriterion,
} from '../contracts/lesson-plan';
export const methodologies: readonly Methodology[] = ['inquiry', 'direct', 'project'];

// What the API answers for a lesson is inferred from the schemas the server answers with (src/contracts/schemas).
export type LessonOutcome = LessonOutcomeJson;

/** What a lesson header shows (spec §3 Lesson). */
export type LessonHeading = Pick<LessonJson, 'id' | 'title' | 'description' | 'methodology' | 'enhancementEnabled'>;

export type LessonSummary = LessonSummaryJson;

/**
 * The plan's teaching content (learning outcome, checks with answers, keywords with definitions…); lessons planned
 * before plans had it lack these fields.
 */
export type { PlanContent };

/** The content fields a teacher edits; the reading level and content sources are the engine's record. */
export const editableContentFields = PLAN_CONTENT_FIELDS;
/** What the teacher must still supply for an empty slot of the plan (prior knowledge, key points, misconceptions). */
export { slotSupplyOf } from '../contracts/lesson-plan';
export type EditableContent = Pick<PlanContent, (typeof editableContentFields)[number]>;

export type Lesson = LessonJson;

/** The brief a new lesson is planned from (POST /lesson without an id). */
export interface LessonBrief {
  title: string;
  description: string;
  methodology: Methodology;
  enhancementEnabled: boolean;
  yearLevel: string;
  subject: string;
  durationMinutes: number;
  /** Outcome codes. */
  outcomes: string[];
}

export type LessonEdits = { id: string } & Partial<
  Omit<LessonBrief, 'outcomes'> &
    Pick<Lesson, 'phases' | 'successCriteria' | 'keyVocabulary' | 'differentiation'> &
    EditableContent & { outcomes: string[] }
>;

/** A question as students get it: the prompt and any choices, never the answer. */
export type StudentQuestion = NonNullable<StudentLessonJson['exitCheck']>[number];

/** What a student sees after joining with a code. */
export type StudentLesson = StudentLessonJson;

// What the lesson tools answer is inferred from the schemas the server answers with (src/contracts/schemas/lesson-tools.ts).
export type { GlossaryEntry, LessonQuestion, LessonSuggestion, PresentationOutline, StudentInstructions, SuggestionType, Taxonomy } from '../contracts/lesson-tools';
export const suggestionTypes: readonly SuggestionType[] = SUGGESTION_TYPES;
/** How a lesson's activities spread over Bloom's or SOLO levels, the highest its students' work reaches, and what to change. */
export type PedagogyImplementation = TaxonomyReport;
/** The 21st Century Learning Design rubric's ratings of the lesson. */
export type LearningDesignRating = Cld21Report;
/** The World Economic Forum's future skills and experiences the lesson gives. */
export type FutureSkills = WefReport;

type Signal = { signal?: AbortSignal };

const lessonPath = (id: string) => `/lesson/${encodeURIComponent(id)}`;

export function createLessonApi(http: HttpClient) {
  /** Reads are idempotent: retried with back-off (spec §9), not cached, since the teacher edits what they read. */
  const read = <T>(path: string, { signal, query }: Signal & { query?: Query } = {}) =>
    withRetries<T>((options) => http.get<T>(path, { ...options, ...(query ? { query } : {}) }), signal ? { signal } : {});
  return {
    /** One page of the teacher's lessons, most recently changed first; pass the token back for the next page. */
    list: ({ continuationToken = null, signal }: Signal & { continuationToken?: string | null } = {}) =>
      read<Page<LessonSummary>>('/lesson', { signal, ...(continuationToken ? { query: { continuationToken } } : {}) }),
    get: (id: string, { signal }: Signal = {}) => read<Lesson>(lessonPath(id), { signal }),
    /** Plans a new lesson from its brief; counts one robot action. */
    create: (brief: LessonBrief, { signal }: Signal = {}) => http.post<Lesson>('/lesson', brief, { signal }),
    save: (edits: LessonEdits, { signal }: Signal = {}) => http.post<Lesson>('/lesson', edits, { signal }),
    /** Plans the saved lesson again from its current details and outcomes; counts one robot action. */
    replan: (id: string, { signal }: Signal = {}) => http.post<Lesson>(`${lessonPath(id)}/replan`, {}, { signal }),
    /** Keeps the plan as it is for the lesson's saved outcomes: they become the outcomes the plan was made from. */
    keepPlan: (id: string, { signal }: Signal = {}) => http.post<Lesson>(`${lessonPath(id)}/keep-plan`, {}, { signal }),
    remove: (id: string, { signal }: Signal = {}) => http.request<void>(lessonPath(id), { method: 'DELETE', signal }),
    /** POST: a new code retires the old one (the server also answers the spec's GET). */
    regenerateJoinCode: (id: string, { signal }: Signal = {}) =>
      http.post<JoinCodeJson>(`${lessonPath(id)}/join/regenerate`, {}, { signal }),
    join: (code: string, { signal }: Signal = {}) => read<StudentLesson>(`/lesson/join/${encodeURIComponent(code)}`, { signal }),
    glossary: (id: string, { signal }: Signal = {}) => read<GlossaryEntry[]>(`${lessonPath(id)}/glossary`, { signal }),
    instructions: (id: string, { signal }: Signal = {}) => read<StudentInstructions>(`${lessonPath(id)}/instructions`, { signal }),
    questions: (id: string, query: { input: string; language: string }, { signal }: Signal = {}) =>
      read<LessonQuestion[]>(`${lessonPath(id)}/questions`, { query, signal }),
    suggestions: (id: string, type: SuggestionType, { signal }: Signal = {}) =>
      read<LessonSuggestion[]>(`${lessonPath(id)}/generate/suggestions`, { query: { type }, signal }),
    implementSuggestion: (id: string, suggestionId: string, { signal }: Signal = {}) =>
      http.post<Lesson>(`${lessonPath(id)}/suggestion/implement`, { id: suggestionId }, { signal }),
    pedagogyImplementation: (id: string, taxonomy: Taxonomy, { signal }: Signal = {}) =>
      read<PedagogyImplementation>(`${lessonPath(id)}/pedagogy/implementation`, { query: { taxonomy, recommendation: true }, signal }),
    learningDesign: (id: string, { signal }: Signal = {}) => read<LearningDesignRating>(`${lessonPath(id)}/pedagogy/21cld`, { signal }),
    futureSkills: (id: string, { signal }: Signal = {}) => read<FutureSkills>(`${lessonPath(id)}/pedagogy/wef`, { signal }),
    outline: (id: string, { signal }: Signal = {}) => read<PresentationOutline>(`${lessonPath(id)}/presentation/outline`, { signal }),
    /** The .pptx itself. The client's options are typed for JSON; ofetch takes responseType 'blob' all the same. */
    presentation: (id: string, { signal }: Signal = {}) =>
      http.request<Blob>(`${lessonPath(id)}/presentation`, { signal, responseType: 'blob' } as unknown as RequestOptions),
  };
}

export type LessonApi = ReturnType<typeof createLessonApi>;

export const presentationFileName = (id: string) => `lesson-${id}.pptx`;

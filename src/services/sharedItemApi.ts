import type { AssessmentItem, GradeBand, Rubric } from './assessmentApi';
import type { HttpClient } from './http';
import type { Lesson, LessonOutcome } from './lessonApi';

/** The lesson as a share carries it (GET /sharing/shared/{ownerId}/{itemId}): the same shape as GET /lesson/{id}. */
export type SharedLesson = Lesson;

export interface SharedUpload {
  id: string;
  title: string;
  description: string;
}

/** What every shared planned item (assessment, comment set, unit) starts with. */
interface SharedBrief {
  id: string;
  title: string;
  yearLevel: string;
  subject: string;
  outcomes: LessonOutcome[];
}

/** An assessment as a share carries it: its questions, answers and rubric, without the owner's class and marks. */
export interface SharedAssessment extends SharedBrief {
  description: string;
  items: AssessmentItem[];
  totalMarks: number;
  rubric: Rubric;
  gradeBands: GradeBand[];
}

/** A comment set as a share carries it: each student's achievements and comment, without evidence notes. */
export interface SharedCommentSet extends SharedBrief {
  students: { id: string; name: string; achievements: Record<string, string>; comment: string }[];
}

/** One lesson of a shared unit's sequence. */
export interface SharedUnitLesson {
  id: string;
  title: string;
  role: string;
  outcomeCodes: string[];
  revisitCodes: string[];
  summary: string;
}

/** A unit of work as a share carries it: details, outcomes, the sequence and its coverage. */
export interface SharedUnit extends SharedBrief {
  description: string;
  weeks: number;
  lessonsPerWeek: number;
  lessonMinutes: number;
  methodology: string;
  lessons: SharedUnitLesson[];
  coverage: { missing: string[]; unassessed: string[] };
}

/** Spec §3 Shared item, with every kind a teacher can share: its content under shared{Type}.{type}. */
export interface SharedItem {
  type: string;
  id: string;
  ownerId: string;
  ownerEmail: string;
  ownerName: string;
  title?: string;
  description?: string;
  sharedUpload?: { upload?: SharedUpload | null } | null;
  sharedLesson?: { lesson?: SharedLesson | null } | null;
  sharedAssessment?: { assessment?: SharedAssessment | null } | null;
  sharedComment?: { comment?: SharedCommentSet | null } | null;
  sharedUnit?: { unit?: SharedUnit | null } | null;
}

export interface SharedItemRequest {
  ownerId: string;
  itemId: string;
  accessKey?: string | null;
}

export function createSharedItemApi(http: HttpClient) {
  return {
    /** Works anonymously: the client sends a bearer token only when someone is signed in. */
    get: ({ ownerId, itemId, accessKey }: SharedItemRequest, { signal }: { signal?: AbortSignal } = {}) =>
      http.get<SharedItem>(`/sharing/shared/${encodeURIComponent(ownerId)}/${encodeURIComponent(itemId)}`, {
        query: { accessKey: accessKey ?? undefined },
        signal,
      }),
  };
}

export type SharedItemApi = ReturnType<typeof createSharedItemApi>;

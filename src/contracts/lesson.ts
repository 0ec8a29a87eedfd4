import type { z } from 'zod';
import type * as schemas from './schemas/lesson.ts';

/** A lesson as the API answers it (inferred from the schemas the server answers with; types only, no zod in the browser). */
export type LessonOutcomeJson = z.infer<typeof schemas.lessonOutcomeSchema>;
export type LessonSummaryJson = z.infer<typeof schemas.lessonSummarySchema>;
/** The lesson as its owner and the teachers it is shared with read it; the plan's teaching content where it has any. */
export type LessonJson = z.infer<typeof schemas.lessonSchema>;
/** What a student sees after joining with a code: never the teacher's notes nor the answers. */
export type StudentLessonJson = z.infer<typeof schemas.studentLessonSchema>;
/** A lesson's new join code. */
export type JoinCodeJson = z.infer<typeof schemas.joinCodeSchema>;

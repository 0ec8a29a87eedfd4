import type { z } from 'zod';
import type * as schemas from './schemas/lesson-tools.ts';

/** What the lesson tools (glossary, instructions, questions, suggestions, pedagogy reports, slides) answer. */

export const SUGGESTION_TYPES = ['differentiation', 'engagement', 'assessment', 'timing'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];
export const TAXONOMIES = ['bloom', 'solo'] as const;
export type Taxonomy = (typeof TAXONOMIES)[number];

// Inferred from the schemas the server answers with (types only: the browser bundle holds no zod).
export type GlossaryEntry = z.infer<typeof schemas.glossaryEntrySchema>;
export type StudentInstructions = z.infer<typeof schemas.studentInstructionsSchema>;
export type LessonQuestion = z.infer<typeof schemas.lessonQuestionSchema>;
export type LessonSuggestion = z.infer<typeof schemas.suggestionSchema>;
/** How a lesson's activities spread over a taxonomy's levels, and what to change. */
export type TaxonomyReport = z.infer<typeof schemas.taxonomyReportSchema>;
/** The 21st Century Learning Design rubric's ratings. */
export type Cld21Report = z.infer<typeof schemas.cld21ReportSchema>;
/** The World Economic Forum's skills and experiences the lesson gives. */
export type WefReport = z.infer<typeof schemas.wefReportSchema>;
export type PresentationOutline = z.infer<typeof schemas.presentationOutlineSchema>;

import { z } from 'zod';
import { LESSON_ROLES } from '../unit.ts';

/** One lesson of a unit, as an outline until the teacher creates it as a real lesson. */
export const lessonOutlineSchema = z.object({
  id: z.string(),
  title: z.string(),
  role: z.enum(LESSON_ROLES),
  /** Outcomes the lesson teaches. */
  outcomeCodes: z.array(z.string()),
  /** Earlier outcomes its starter brings back (retrieval practice). */
  revisitCodes: z.array(z.string()),
  summary: z.string(),
  /** The real lesson made from this outline, once created. */
  lessonId: z.string().nullable(),
  /** For the unit's assessment point: the assessment made from it, once created. */
  assessmentId: z.string().nullable().optional(),
});

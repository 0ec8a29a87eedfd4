import type { z } from 'zod';
import type * as schemas from './schemas/syllabus.ts';

/** A teacher's syllabus and its outcomes, as the API sends them (inferred from the schemas the server sends them with). */
export type SyllabusOutcomeJson = z.infer<typeof schemas.syllabusOutcomeSchema>;
export type SyllabusJson = z.infer<typeof schemas.syllabusSchema>;
export type SyllabusSummaryJson = z.infer<typeof schemas.syllabusSummarySchema>;
export type SyllabusWithOutcomesJson = z.infer<typeof schemas.syllabusWithOutcomesSchema>;

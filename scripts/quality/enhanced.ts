import type { LessonBrief, OutcomeRef, SliceRef } from '../../server/generation/types.ts';
import { slicesUsedOfRelevant } from '../../server/generation/content/teacher/index.ts';
import type { Generator } from '../../server/generation/index.ts';
import {
  ANGLES_SHEETS,
  AREA_LESSON_SHEET,
  EAGLE_POEM,
  EQUATIONS_EXAMPLES,
  FRACTIONS_WORKSHEET,
  PHOTOSYNTHESIS_QUIZ,
  PHOTOSYNTHESIS_READING,
  SOMME_SOURCES,
  WATER_CYCLE_BOOKLET,
  WW1_CAUSES,
} from '../../tests/unit/fixtures/teacher-uploads.ts';

/**
 * Enhanced lessons built on teachers' uploads as the extractors hand them over (worksheets with answer keys, readings
 * with glossary boxes, sources, a poem, worked examples): how much of the relevant material each plan uses. The
 * uploads are the unit tests' fixtures, so the gate and the tests read the same pages.
 */

interface EnhancedBrief {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
  code: string;
  slices: SliceRef[];
}

const BRIEFS: EnhancedBrief[] = [
  { title: 'Adding fractions with unlike denominators', description: 'Practise adding fractions with different denominators from my worksheet.', yearLevel: 'Year 7', subject: 'Mathematics', code: 'AC9M7N08', slices: FRACTIONS_WORKSHEET },
  { title: 'How plants make food', description: 'Read the photosynthesis reading and learn its key words.', yearLevel: 'Year 8', subject: 'Biology', code: 'NC-SC-KS3-REACTANTS-PRODUCTS-PHOTOSYNTHESIS-WORD-SUMMARY', slices: PHOTOSYNTHESIS_READING },
  { title: 'Photosynthesis quiz', description: 'Use my quiz on photosynthesis to check understanding.', yearLevel: 'Year 8', subject: 'Biology', code: 'NC-SC-KS3-REACTANTS-PRODUCTS-PHOTOSYNTHESIS-WORD-SUMMARY', slices: PHOTOSYNTHESIS_QUIZ },
  { title: 'The Battle of the Somme', description: 'Two sources on the first day of the Somme.', yearLevel: 'Year 9', subject: 'History', code: 'NC-HI-KS3-CHALLENGES-BRITAIN-EUROPE-WIDER-WORLD', slices: SOMME_SOURCES },
  { title: 'The causes of the First World War', description: 'Long-term and short-term causes of the war.', yearLevel: 'Year 9', subject: 'History', code: 'NC-HI-KS3-CHALLENGES-BRITAIN-EUROPE-WIDER-WORLD', slices: WW1_CAUSES },
  { title: 'Solving linear equations', description: 'Equations with the unknown on both sides, from my worked examples.', yearLevel: 'Grade 8', subject: 'Mathematics', code: 'CCSS.Math.Content.8.EE.C.7b', slices: EQUATIONS_EXAMPLES },
  { title: 'Angles on a straight line', description: 'Missing angles on a straight line.', yearLevel: 'Year 7', subject: 'Mathematics', code: 'NC-MA-KS3-APPLY-ANGLE-FACTS-TRIANGLE-CONGRUENCE', slices: ANGLES_SHEETS },
  { title: 'Area of rectangles', description: 'Area and perimeter of rectangles from my lesson sheet.', yearLevel: 'Year 5', subject: 'Mathematics', code: 'AC9M5M03', slices: AREA_LESSON_SHEET },
  { title: 'The Eagle by Tennyson', description: 'Reading the poem and its imagery.', yearLevel: 'Year 8', subject: 'English', code: 'NC-EN-KS3-RANGE-POETIC-CONVENTIONS-USED', slices: EAGLE_POEM },
  { title: 'The water cycle', description: 'Evaporation and condensation, with my booklet.', yearLevel: 'Year 4', subject: 'Science', code: 'NC-SC-KS2-IDENTIFY-PART-PLAYED-EVAPORATION-CONDENSATION', slices: WATER_CYCLE_BOOKLET },
];

/** The share of relevant slices the Enhanced plans use (over all of them), the floor CI holds, and the target. */
export const ENHANCED_FLOOR = 0.95;
export const ENHANCED_TARGET = 1;

/** Plans each Enhanced brief, prints slices used of slices relevant per plan, and says whether the floor held. */
export async function runEnhanced(generator: Generator, outcomes: Map<string, OutcomeRef>, verbose: boolean): Promise<boolean> {
  let used = 0;
  let relevant = 0;
  const lines: string[] = [];
  for (const b of BRIEFS) {
    const outcome = outcomes.get(b.code);
    if (!outcome) throw new Error(`The Enhanced brief "${b.title}" names ${b.code}, which is not in the curriculum seed.`);
    const brief: LessonBrief = { title: b.title, description: b.description, methodology: 'direct', yearLevel: b.yearLevel, subject: b.subject, durationMinutes: 60, outcomes: [outcome], slices: b.slices, enhancementEnabled: true };
    const usage = slicesUsedOfRelevant(await generator.generateLessonPlan(brief), brief);
    used += usage.used;
    relevant += usage.relevant;
    lines.push(`        ${b.title} (${b.slices[0]?.uploadTitle}): ${usage.used} of ${usage.relevant} relevant slices used${usage.unused.length && verbose ? `; unused: ${usage.unused.join(', ')}` : ''}`);
  }
  const share = relevant ? used / relevant : 1;
  const ok = share >= ENHANCED_FLOOR;
  const percent = (x: number) => `${Math.round(x * 1000) / 10}%`;
  console.log(`\nEnhanced lessons on teachers' uploads (${BRIEFS.length} plans):`);
  console.log(`${ok ? 'pass' : 'FAIL'}  slices used of slices relevant: ${percent(share)} (${used} of ${relevant}); ${share >= ENHANCED_TARGET ? 'meets the target' : `target ${percent(ENHANCED_TARGET)}`}; floor ≥ ${percent(ENHANCED_FLOOR)}`);
  lines.forEach((l) => console.log(l));
  return !ok;
}

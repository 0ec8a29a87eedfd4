import type { Methodology } from '../../server/generation/types.ts';

/** A lesson brief as a teacher types it: outcome codes rather than resolved outcomes. */
export interface QualityBrief {
  title: string;
  description: string;
  methodology: Methodology;
  yearLevel: string;
  subject: string;
  /** The US grade its student text should read at, worked out by hand from the year level. */
  grade: number;
  durationMinutes: number;
  codes: string[];
  enhancementEnabled?: boolean;
}

/**
 * The fixed set of briefs the quality gate plans: the three curricula, the subjects teachers plan most, early
 * primary to upper secondary, every methodology, short and very long lessons, briefs that name learner needs, a
 * title written as a question and Enhanced lessons. The first five are the lessons teachers judged plans by.
 */
export const QUALITY_BRIEFS: QualityBrief[] = [
  // The lessons a teacher planned to judge the engine.
  { title: 'Equivalent fractions with fraction strips', description: 'Hands-on with paper fraction strips.', methodology: 'direct', yearLevel: 'Year 3', subject: 'Mathematics', grade: 3, durationMinutes: 60, codes: ['3.NF.A.3a', '3.NF.A.3b'] },
  { title: 'Solving one-step and two-step equations', description: '', methodology: 'direct', yearLevel: 'Year 7', subject: 'Mathematics', grade: 7, durationMinutes: 60, codes: ['AC9M7A03'] },
  { title: 'Chemical reactions and conservation of mass', description: 'Includes a practical.', methodology: 'inquiry', yearLevel: 'Year 9', subject: 'Science', grade: 9, durationMinutes: 60, codes: ['ACSSU178'] },
  { title: 'Britain 1745-1901: industry and empire', description: '', methodology: 'inquiry', yearLevel: 'KS3', subject: 'History', grade: 7, durationMinutes: 60, codes: ['NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE'] },
  { title: 'Reading informational texts closely', description: 'Several EAL learners in the class.', methodology: 'inquiry', yearLevel: 'Grade 5', subject: 'English Language Arts', grade: 5, durationMinutes: 50, codes: ['RI.5.1', 'RI.5.3'] },

  // US Common Core, mathematics.
  { title: 'Comparing fractions', description: '', methodology: 'inquiry', yearLevel: 'Grade 4', subject: 'Mathematics', grade: 4, durationMinutes: 50, codes: ['4.NF.A.2'] },
  { title: 'Adding fractions with unlike denominators', description: 'Extension for a group of fast finishers.', methodology: 'direct', yearLevel: 'Grade 5', subject: 'Mathematics', grade: 5, durationMinutes: 60, codes: ['5.NF.A.1'] },
  { title: 'Ratio tables and unit rates', description: '', methodology: 'project', yearLevel: 'Grade 6', subject: 'Mathematics', grade: 6, durationMinutes: 120, codes: ['6.RP.A.3'] },
  { title: 'Proportional relationships', description: '', methodology: 'inquiry', yearLevel: 'Grade 7', subject: 'Mathematics', grade: 7, durationMinutes: 60, codes: ['7.RP.A.2'] },
  { title: 'What makes a rule a function?', description: '', methodology: 'inquiry', yearLevel: 'Grade 8', subject: 'Mathematics', grade: 8, durationMinutes: 60, codes: ['8.F.A.1'] },
  { title: 'Modelling phone plans with linear functions', description: '', methodology: 'project', yearLevel: 'Grade 8', subject: 'Mathematics', grade: 8, durationMinutes: 240, codes: ['8.F.B.4'] },
  { title: 'Area and multiplication', description: 'Two students with dyslexia.', methodology: 'direct', yearLevel: 'Grade 3', subject: 'Mathematics', grade: 3, durationMinutes: 45, codes: ['3.MD.C.7'] },
  { title: 'Circles: area and circumference', description: '', methodology: 'direct', yearLevel: 'Grade 7', subject: 'Mathematics', grade: 7, durationMinutes: 60, codes: ['7.G.B.4'], enhancementEnabled: true },
  { title: 'Probability models', description: '', methodology: 'inquiry', yearLevel: 'Grade 7', subject: 'Mathematics', grade: 7, durationMinutes: 60, codes: ['7.SP.C.7'] },
  { title: 'Summarising data sets', description: '', methodology: 'project', yearLevel: 'Grade 6', subject: 'Mathematics', grade: 6, durationMinutes: 90, codes: ['6.SP.B.5'] },

  // US Common Core, English language arts.
  { title: 'Characters and their actions', description: '', methodology: 'direct', yearLevel: 'Grade 3', subject: 'English Language Arts', grade: 3, durationMinutes: 45, codes: ['RL.3.3'] },
  { title: 'Should our school have a four-day week?', description: 'Persuasive writing.', methodology: 'project', yearLevel: 'Grade 8', subject: 'English Language Arts', grade: 8, durationMinutes: 180, codes: ['W.8.1'] },
  { title: 'Working out unknown words', description: '', methodology: 'inquiry', yearLevel: 'Grade 4', subject: 'English Language Arts', grade: 4, durationMinutes: 45, codes: ['L.4.4'] },

  // Australian Curriculum v9 and v8.4.
  { title: 'Unit fractions', description: '', methodology: 'inquiry', yearLevel: 'Year 3', subject: 'Mathematics', grade: 3, durationMinutes: 60, codes: ['AC9M3N02'] },
  { title: 'Pi and the circle', description: '', methodology: 'inquiry', yearLevel: 'Year 7', subject: 'Mathematics', grade: 7, durationMinutes: 60, codes: ['AC9M7M03'] },
  { title: 'Chance experiments', description: '', methodology: 'direct', yearLevel: 'Year 5', subject: 'Mathematics', grade: 5, durationMinutes: 50, codes: ['AC9M5P01'] },
  { title: 'Graphing linear relations', description: '', methodology: 'direct', yearLevel: 'Year 8', subject: 'Mathematics', grade: 8, durationMinutes: 300, codes: ['AC9M8A02'] },
  { title: 'Percentage discounts', description: '', methodology: 'direct', yearLevel: 'Year 6', subject: 'Mathematics', grade: 6, durationMinutes: 60, codes: ['AC9M6N07'], enhancementEnabled: true },
  { title: 'Algorithms with branching and loops', description: '', methodology: 'direct', yearLevel: 'Year 6', subject: 'Digital Technologies', grade: 6, durationMinutes: 60, codes: ['AC9TDI6P02'] },
  { title: 'Designing a sustainable lunch box', description: '', methodology: 'project', yearLevel: 'Year 8', subject: 'Design and Technologies', grade: 8, durationMinutes: 120, codes: ['AC9TDE8P04'] },
  { title: 'Reactions in everyday life', description: '', methodology: 'direct', yearLevel: 'Year 9', subject: 'Science', grade: 9, durationMinutes: 60, codes: ['ACSSU179'] },
  { title: 'States of matter', description: '', methodology: 'inquiry', yearLevel: 'Year 5', subject: 'Science', grade: 5, durationMinutes: 60, codes: ['ACSSU077'] },
  { title: 'Reading to learn', description: 'Support for students reading below level.', methodology: 'direct', yearLevel: 'Year 4', subject: 'English', grade: 4, durationMinutes: 50, codes: ['ACELY1692'] },
  { title: 'Australian democracy and citizenship', description: '', methodology: 'inquiry', yearLevel: 'Year 6', subject: 'HASS', grade: 6, durationMinutes: 60, codes: ['ACHASSK135'] },

  // National Curriculum in England.
  { title: 'Equivalent fractions with diagrams', description: '', methodology: 'direct', yearLevel: 'Year 3', subject: 'Mathematics', grade: 2, durationMinutes: 60, codes: ['NC-MA-KS2-DIAGRAMS-EQUIVALENT-FRACTIONS-SMALL-DENOMINATORS'] },
  { title: 'Solving linear equations', description: '', methodology: 'inquiry', yearLevel: 'Year 8', subject: 'Mathematics', grade: 7, durationMinutes: 60, codes: ['NC-MA-KS3-ALGEBRAIC-METHODS-SOLVE-LINEAR-EQUATIONS'] },
  { title: 'Ratio in simplest form', description: '', methodology: 'direct', yearLevel: 'Year 7', subject: 'Mathematics', grade: 6, durationMinutes: 60, codes: ['NC-MA-KS3-RATIO-NOTATION-REDUCTION-SIMPLEST-FORM'] },
  { title: 'Conservation of mass', description: 'A practical lesson.', methodology: 'inquiry', yearLevel: 'Year 8', subject: 'Chemistry', grade: 7, durationMinutes: 60, codes: ['NC-SC-KS3-CONSERVATION-MASS-CHANGES-STATE-CHEMICAL'] },
  { title: 'Inference in a short story', description: '', methodology: 'inquiry', yearLevel: 'Year 8', subject: 'English', grade: 7, durationMinutes: 60, codes: ['NC-EN-KS3-INFERENCES-REFERRING-EVIDENCE-TEXT'] },
  { title: 'Sorting algorithms', description: '', methodology: 'direct', yearLevel: 'Year 8', subject: 'Computing', grade: 7, durationMinutes: 60, codes: ['NC-CO-KS3-SEVERAL-KEY-ALGORITHMS-REFLECT-COMPUTATIONAL'] },
  { title: 'How do rivers shape the land?', description: '', methodology: 'project', yearLevel: 'Year 8', subject: 'Geography', grade: 7, durationMinutes: 60, codes: ['NC-GE-KS3-KEY-PROCESSES-IN-PHYSICAL-GEOGRAPHY'] },
];

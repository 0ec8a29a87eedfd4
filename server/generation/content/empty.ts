import type { OutcomeContent } from '../types.ts';

/** Content with nothing in it yet, for a source to fill the fields it has. */
export const emptyContent = (outcomeCode: string, source = ''): OutcomeContent => ({
  outcomeCode,
  source,
  keyPoints: [],
  priorKnowledge: [],
  misconceptions: [],
  keywords: [],
  workedExamples: [],
  practice: [],
  checks: [],
  retrieval: [],
  texts: [],
  activities: [],
  materials: [],
  safety: [],
});

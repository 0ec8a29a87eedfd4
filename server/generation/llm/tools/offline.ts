import { lessonGlossary } from '../../glossary.ts';
import { studentInstructions } from '../../instructions.ts';
import { taxonomyReport } from '../../pedagogy.ts';
import { lessonQuestions } from '../../questions.ts';
import { lessonSuggestions } from '../../suggestions.ts';
import type { LessonTools } from './port.ts';

const offline = <T>(value: T) => Promise.resolve({ value, engine: 'offline' as const });

/** The offline lesson tools: the engine's own functions, the same lesson giving the same answer. */
export const offlineLessonTools: LessonTools = {
  engine: 'offline',
  anyLanguage: false,
  glossary: (view) => offline(lessonGlossary(view)),
  instructions: (view) => offline(studentInstructions(view)),
  questions: (view, { input }) => offline(lessonQuestions(view, input)),
  suggestions: (view, type) => offline(lessonSuggestions(view, type)),
  pedagogy: (view, taxonomy, withRecommendations) => offline(taxonomyReport(view, taxonomy, withRecommendations)),
};

import { fromPromise } from 'xstate';
import type { LessonApi, LessonQuestion, Taxonomy } from '../../services/lessonApi';
import type { Glossary, Pedagogy, QuestionsParams } from './insights';
import { createInsightFetchers } from './insights';

export interface LessonInsightsDeps {
  lessonApi: Parameters<typeof createInsightFetchers>[0] & Partial<LessonApi>;
}

/** One implementations object per insight tab, each filling that tab's fetchInsight slot. */
export function createLessonInsightsImplementations(deps: LessonInsightsDeps) {
  const fetchers = createInsightFetchers(deps.lessonApi);
  return {
    glossary: { actors: { fetchInsight: fromPromise<Glossary, { lessonId: string; params: null }>(fetchers.glossary) } },
    questions: { actors: { fetchInsight: fromPromise<LessonQuestion[], { lessonId: string; params: QuestionsParams }>(fetchers.questions) } },
    pedagogy: { actors: { fetchInsight: fromPromise<Pedagogy, { lessonId: string; params: { taxonomy: Taxonomy } }>(fetchers.pedagogy) } },
  };
}

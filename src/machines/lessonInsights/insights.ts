import type {
  FutureSkills,
  GlossaryEntry,
  LearningDesignRating,
  LessonApi,
  LessonQuestion,
  PedagogyImplementation,
  StudentInstructions,
  Taxonomy,
} from '../../services/lessonApi';
import { createLessonInsightMachine } from './machine';

export interface Glossary {
  entries: GlossaryEntry[];
  instructions: StudentInstructions;
}
export interface QuestionsParams {
  input: string;
  language: string;
}
export interface Pedagogy {
  implementation: PedagogyImplementation;
  learningDesign: LearningDesignRating;
  futureSkills: FutureSkills;
}

export const glossaryMachine = createLessonInsightMachine<null, Glossary>('lessonGlossary');
export const questionsMachine = createLessonInsightMachine<QuestionsParams, LessonQuestion[]>('lessonQuestions');
export const pedagogyMachine = createLessonInsightMachine<{ taxonomy: Taxonomy }, Pedagogy>('lessonPedagogy');

type Api = Pick<LessonApi, 'glossary' | 'instructions' | 'questions' | 'pedagogyImplementation' | 'learningDesign' | 'futureSkills'>;
type Call<Params> = { input: { lessonId: string; params: Params }; signal: AbortSignal };

/** The fetches behind each insight tab; each tab's machine is provided with its own. */
export function createInsightFetchers(lessonApi: Api) {
  return {
    glossary: async ({ input, signal }: Call<null>): Promise<Glossary> => {
      const [entries, instructions] = await Promise.all([
        lessonApi.glossary(input.lessonId, { signal }),
        lessonApi.instructions(input.lessonId, { signal }),
      ]);
      return { entries, instructions };
    },
    questions: ({ input, signal }: Call<QuestionsParams>) => lessonApi.questions(input.lessonId, input.params, { signal }),
    pedagogy: async ({ input, signal }: Call<{ taxonomy: Taxonomy }>): Promise<Pedagogy> => {
      const [implementation, learningDesign, futureSkills] = await Promise.all([
        lessonApi.pedagogyImplementation(input.lessonId, input.params.taxonomy, { signal }),
        lessonApi.learningDesign(input.lessonId, { signal }),
        lessonApi.futureSkills(input.lessonId, { signal }),
      ]);
      return { implementation, learningDesign, futureSkills };
    },
  };
}

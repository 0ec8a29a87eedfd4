import { lessonGlossary } from '../../glossary.ts';
import { studentInstructions } from '../../instructions.ts';
import { taxonomyReport } from '../../pedagogy.ts';
import { isEnglish, lessonQuestions } from '../../questions.ts';
import { lessonSuggestions } from '../../suggestions.ts';
import { askModel, failureReason, type StructuredRequest } from '../client.ts';
import { llmSettingsFromEnv, type LlmSettings } from '../settings.ts';
import { acceptGlossary, glossaryRequest } from './glossary.ts';
import { acceptInstructions, instructionsRequest } from './instructions.ts';
import { offlineLessonTools } from './offline.ts';
import { acceptPedagogy, pedagogyRequest } from './pedagogy.ts';
import type { LessonTools, ToolAnswer } from './port.ts';
import { acceptQuestions, questionsRequest } from './questions.ts';
import { acceptSuggestions, suggestionsRequest } from './suggestions.ts';

export type { LessonTools, QuestionOptions, ToolAnswer } from './port.ts';
export { offlineLessonTools } from './offline.ts';

/**
 * The lesson tools backed by a language model. Each tool computes its offline answer first: it is what the model's
 * answer is checked against (and partly built on), and the answer when the model fails in any way (timeout, an error
 * status, text that is not JSON, a schema miss, a broken rule), with a note saying why.
 */
export function createLlmLessonTools(settings: LlmSettings): LessonTools {
  async function answer<T, A>(tool: string, offline: T, request: StructuredRequest<A>, accept: (raw: A) => T, signal?: AbortSignal): Promise<ToolAnswer<T>> {
    try {
      return { value: await askModel(settings, request, accept, signal), engine: 'llm' };
    } catch (error) {
      if (signal?.aborted) throw error;
      return { value: offline, engine: 'offline', note: `The AI service could not be used for the ${tool} (${failureReason(error)}); the offline engine wrote it.` };
    }
  }
  return {
    engine: 'llm',
    anyLanguage: true,
    glossary(view, signal) {
      const offline = lessonGlossary(view);
      if (!offline.length) return Promise.resolve({ value: offline, engine: 'offline' });
      return answer('glossary', offline, glossaryRequest(view), (raw) => acceptGlossary(view, offline, raw), signal);
    },
    instructions(view, signal) {
      const offline = studentInstructions(view);
      return answer('instructions', offline, instructionsRequest(view), (raw) => acceptInstructions(view, offline, raw), signal);
    },
    async questions(view, options, signal) {
      const offline = lessonQuestions(view, options.input);
      // Questions are on the lesson's outcomes; a lesson without any has none to ask about.
      if (!view.outcomes.length) return { value: offline, engine: 'offline' };
      const result = await answer('questions', offline, questionsRequest(view, options), (raw) => acceptQuestions(view, raw), signal);
      if (result.engine === 'offline' && !isEnglish(options.language)) result.note = `${result.note} The questions are in English.`;
      return result;
    },
    suggestions(view, type, signal) {
      const offline = lessonSuggestions(view, type);
      if (!offline.length) return Promise.resolve({ value: offline, engine: 'offline' });
      return answer('suggestions', offline, suggestionsRequest(view, offline), (raw) => acceptSuggestions(view, offline, raw), signal);
    },
    pedagogy(view, taxonomy, withRecommendations, signal) {
      const offline = taxonomyReport(view, taxonomy, withRecommendations);
      return answer('pedagogy report', offline, pedagogyRequest(view, taxonomy, withRecommendations), (raw) => acceptPedagogy(view, offline, withRecommendations, raw), signal);
    },
  };
}

/** The lesson tools the server uses: offline, exactly as without a model, unless LLM_BASE_URL and LLM_MODEL are set. */
export function createLessonTools(env: Record<string, string | undefined>): LessonTools {
  const settings = llmSettingsFromEnv(env);
  return settings ? createLlmLessonTools(settings) : offlineLessonTools;
}

import type { GlossaryEntry } from '../../glossary.ts';
import type { StudentInstructions } from '../../instructions.ts';
import type { LessonView } from '../../lesson-view.ts';
import type { Taxonomy, TaxonomyReport } from '../../pedagogy.ts';
import type { LessonQuestion } from '../../questions.ts';
import type { ActionableSuggestion, SuggestionType } from '../../suggestions.ts';

/** A tool's answer and which engine wrote it; `note` says why the offline engine answered when a model is configured. */
export interface ToolAnswer<T> {
  value: T;
  engine: 'offline' | 'llm';
  note?: string;
}

export interface QuestionOptions {
  /** A sub-topic the teacher names, woven into every question. */
  input?: string | undefined;
  /** The language code the questions are written in ("en", "fr"); the offline engine writes English only. */
  language: string;
}

/**
 * The lesson tools port: one method per tool, each returning what the offline function returns. The offline
 * implementation is the functions in server/generation; the LLM implementation asks a model, checks the answer with
 * the rules the offline output meets, and falls back to the offline answer per tool.
 */
export interface LessonTools {
  readonly engine: 'offline' | 'llm';
  /** Whether questions can be written in a language other than English (only a model can). */
  readonly anyLanguage: boolean;
  glossary(view: LessonView, signal?: AbortSignal): Promise<ToolAnswer<GlossaryEntry[]>>;
  instructions(view: LessonView, signal?: AbortSignal): Promise<ToolAnswer<StudentInstructions>>;
  questions(view: LessonView, options: QuestionOptions, signal?: AbortSignal): Promise<ToolAnswer<LessonQuestion[]>>;
  /** The ids, types, phases and changes are the offline engine's, so implementing a suggestion needs no model. */
  suggestions(view: LessonView, type: SuggestionType | undefined, signal?: AbortSignal): Promise<ToolAnswer<ActionableSuggestion[]>>;
  pedagogy(view: LessonView, taxonomy: Taxonomy, withRecommendations: boolean, signal?: AbortSignal): Promise<ToolAnswer<TaxonomyReport>>;
}

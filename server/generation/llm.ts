/**
 * The LLM adapter (DESIGN §5): lesson plans and every lesson tool, each answer schema-checked and rule-checked, the
 * offline engine answering whenever the model cannot.
 */
export { LlmError } from './llm/client.ts';
export { llmSettingsFromEnv, type LlmSettings } from './llm/settings.ts';
export { LESSON_PLAN_JSON_SCHEMA, createLlmGenerator, lessonPrompt, mergePlan } from './llm/plan.ts';
export { createLessonTools, createLlmLessonTools, offlineLessonTools, type LessonTools, type QuestionOptions, type ToolAnswer } from './llm/tools/index.ts';

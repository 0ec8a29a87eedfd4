import { z } from 'zod';
import type { LessonView } from '../../lesson-view.ts';
import type { ActionableSuggestion } from '../../suggestions.ts';
import type { StructuredRequest } from '../client.ts';
import { LlmError } from '../client.ts';
import { requireDistinct, requireKnownCodes, requireNoPlaceholder } from '../rules.ts';
import { lessonForPrompt, TOOL_RULES } from './lesson-prompt.ts';

const answer = z.object({ suggestions: z.array(z.object({ id: z.string(), title: z.string().trim().min(1), detail: z.string().trim().min(1) })) });
type Answer = z.infer<typeof answer>;

export function suggestionsRequest(view: LessonView, offline: ActionableSuggestion[]): StructuredRequest<Answer> {
  return {
    name: 'lesson_suggestions',
    shape: answer,
    system: [
      'You help a teacher improve a lesson plan. "suggestions" are improvements computed from the plan, each with the change it makes.',
      'Rewrite the title and detail of every suggestion so it speaks about this lesson\'s topic and students, in correct English,',
      'most useful first. Keep each id exactly, and keep what the change does and the phase it is in; do not add or drop suggestions.',
      ...TOOL_RULES,
    ].join('\n'),
    user: JSON.stringify({
      lesson: lessonForPrompt(view),
      suggestions: offline.map((s) => ({ id: s.id, type: s.type, phase: s.phaseKey, title: s.title, detail: s.detail })),
    }),
  };
}

/**
 * The model's wording laid over the offline suggestions: every id answered exactly once, no code the lesson does not
 * have. The ids, types, phases and changes stay the offline engine's, so implementing one needs no model.
 */
export function acceptSuggestions(view: LessonView, offline: ActionableSuggestion[], raw: Answer): ActionableSuggestion[] {
  requireDistinct(
    raw.suggestions.map((s) => s.id),
    'a suggestion id',
  );
  const byId = new Map(offline.map((s) => [s.id, s]));
  const unknown = raw.suggestions.find((s) => !byId.has(s.id));
  if (unknown) throw new LlmError(`the model answered a suggestion that was not asked about: ${unknown.id}`);
  if (raw.suggestions.length !== offline.length) throw new LlmError(`the model answered ${raw.suggestions.length} of ${offline.length} suggestions`);
  const texts = raw.suggestions.flatMap((s) => [s.title, s.detail]);
  requireKnownCodes(texts, view.outcomes);
  requireNoPlaceholder(texts);
  return raw.suggestions.map((s) => ({ ...byId.get(s.id)!, title: s.title, detail: s.detail }));
}

import { z } from 'zod';
import type { GlossaryEntry } from '../../glossary.ts';
import type { LessonView } from '../../lesson-view.ts';
import type { StructuredRequest } from '../client.ts';
import { LlmError } from '../client.ts';
import { normalised, requireKnownCodes, requireNoPlaceholder, requireLessonCode } from '../rules.ts';
import { lessonForPrompt, TOOL_RULES } from './lesson-prompt.ts';

const answer = z.object({
  entries: z.array(z.object({ term: z.string(), definition: z.string(), outcomeCode: z.string() })),
});
type Answer = z.infer<typeof answer>;

export function glossaryRequest(view: LessonView): StructuredRequest<Answer> {
  return {
    name: 'lesson_glossary',
    shape: answer,
    system: [
      'You write the glossary of a school lesson for its students.',
      'Define every term of "terms", in the same order and spelled the same way, in one or two student-friendly sentences,',
      'in the sense the term has in the lesson\'s subject. outcomeCode is the code of the outcome that uses the term, or "" when none does.',
      ...TOOL_RULES,
    ].join('\n'),
    user: JSON.stringify({ lesson: lessonForPrompt(view), terms: view.keyVocabulary }),
  };
}

/** Words that show a definition is a note to the teacher, not a definition. */
const NOT_A_DEFINITION = /\b(add your own|supply|definition here|tbd|todo|n\/a)\b/i;

/**
 * The model's glossary, checked: one entry per key term in the lesson's order, each a real definition (more than the
 * term, no placeholder), citing only the lesson's outcomes. A definition the curriculum itself gives stays.
 */
export function acceptGlossary(view: LessonView, offline: GlossaryEntry[], raw: Answer): GlossaryEntry[] {
  const terms = view.keyVocabulary;
  if (raw.entries.length !== terms.length) throw new LlmError(`the model defined ${raw.entries.length} terms, expected ${terms.length}`);
  requireKnownCodes(raw.entries.map((e) => e.definition), view.outcomes);
  requireNoPlaceholder(raw.entries.map((e) => e.definition));
  return terms.map((term, i) => {
    const entry = raw.entries[i]!;
    if (normalised(entry.term) !== normalised(term)) throw new LlmError(`the model defined "${entry.term}" where "${term}" was expected`);
    const definition = entry.definition.trim();
    if (definition.split(/\s+/).length < 4 || normalised(definition) === normalised(term) || NOT_A_DEFINITION.test(definition)) {
      throw new LlmError(`the model gave "${term}" no real definition`);
    }
    if (entry.outcomeCode) requireLessonCode(entry.outcomeCode, view.outcomes, `"${term}"`);
    const own = offline[i];
    if (own?.source.kind === 'outcome') return own;
    return { term, definition, source: { kind: 'model', ref: entry.outcomeCode } };
  });
}

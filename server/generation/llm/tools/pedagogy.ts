import { z } from 'zod';
import { itemPlace, planItems, type LessonView } from '../../lesson-view.ts';
import { SOLO_LEVELS, type Taxonomy, type TaxonomyReport } from '../../pedagogy.ts';
import { BLOOM_LEVELS } from '../../types.ts';
import type { StructuredRequest } from '../client.ts';
import { LlmError } from '../client.ts';
import { requireKnownCodes, requireNoPlaceholder } from '../rules.ts';
import { lessonForPrompt, TOOL_RULES } from './lesson-prompt.ts';

/** The levels an item can take; Bloom items that ask for no thinking are 'none' (offline leaves them uncounted). */
const levelsOf = (taxonomy: Taxonomy): [string, ...string[]] => (taxonomy === 'bloom' ? [...BLOOM_LEVELS, 'none'] : [...SOLO_LEVELS]);

const answerFor = (taxonomy: Taxonomy) =>
  z.object({
    items: z.array(z.object({ index: z.number().int(), level: z.enum(levelsOf(taxonomy)) })),
    recommendations: z.array(z.string().trim().min(1)),
  });
type Answer = z.infer<ReturnType<typeof answerFor>>;

export function pedagogyRequest(view: LessonView, taxonomy: Taxonomy, withRecommendations: boolean): StructuredRequest<Answer> {
  const items = planItems(view).map((item, index) => ({ index, place: itemPlace(item), text: item.text }));
  const name = taxonomy === 'bloom' ? "Bloom's revised taxonomy (Anderson & Krathwohl)" : "Biggs and Collis's SOLO taxonomy";
  return {
    name: 'taxonomy_report',
    shape: answerFor(taxonomy),
    system: [
      `You rate a lesson plan with ${name}. Classify every item of "items" by the thinking it really asks of students`,
      'in this lesson (not by words it quotes from an outcome), once each, by its index.',
      taxonomy === 'bloom' ? 'Use "none" for an item that asks for no thinking.' : 'Use "prestructural" for an item that names no learning.',
      withRecommendations ? 'recommendations: what the teacher should change, each naming the phase, or one line saying no change is needed.' : 'recommendations: an empty list.',
      ...TOOL_RULES,
    ].join('\n'),
    user: JSON.stringify({ lesson: lessonForPrompt(view), items, levels: levelsOf(taxonomy) }),
  };
}

/**
 * The model's classification, checked: every item exactly once (the schema holds the taxonomy's levels), recommendations when asked
 * for, no code the lesson does not have. The report has the offline report's levels and labels.
 */
export function acceptPedagogy(view: LessonView, offline: TaxonomyReport, withRecommendations: boolean, raw: Answer): TaxonomyReport {
  const items = planItems(view);
  const levels = new Map<number, string>();
  for (const { index, level } of raw.items) {
    if (!items[index]) throw new LlmError(`the model classified item ${index}, which the plan does not have`);
    if (levels.has(index)) throw new LlmError(`the model classified item ${index} twice`);
    levels.set(index, level);
  }
  if (levels.size !== items.length) throw new LlmError(`the model classified ${levels.size} of ${items.length} items`);
  if (withRecommendations && !raw.recommendations.length) throw new LlmError('the model gave no recommendation');
  requireKnownCodes(raw.recommendations, view.outcomes);
  requireNoPlaceholder(raw.recommendations);
  return {
    taxonomy: offline.taxonomy,
    levels: offline.levels.map(({ level, label }) => {
      const described = items.flatMap((item, i) => (levels.get(i) === level ? [`${itemPlace(item)}: ${item.text}`] : []));
      return { level, label, count: described.length, items: described };
    }),
    recommendation: withRecommendations ? raw.recommendations : [],
    // The level students' own work reaches is read from the plan's activities, not from the model's classification.
    highest: offline.highest,
  };
}

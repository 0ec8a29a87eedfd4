import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AREAS, BANDS } from './families.ts';

/**
 * The real content sampled briefs name, as reviewable data (scripts/quality/pools/*.json): lesson ideas a teacher
 * would write for an area and a band, each with its note (the brief's description) and the items the note names;
 * and, for languages, words with their meanings by language and topic. Loading checks that every item is written in
 * its note, so the gate looks in the plan for exactly what the teacher asked for.
 */

export const ITEM_KINDS = ['text', 'case-study', 'words', 'numbers', 'activity', 'equipment', 'product', 'setting', 'example'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

const itemSchema = z.strictObject({
  kind: z.enum(ITEM_KINDS),
  /** The item as the note writes it. */
  text: z.string().min(1),
  /** Other spellings that count as the same item in a plan (a script, a romanisation without tone marks). */
  also: z.array(z.string().min(1)).optional(),
});
export type PoolItem = z.infer<typeof itemSchema>;

const ideaSchema = z.strictObject({
  area: z.enum(AREAS),
  bands: z.array(z.enum(BANDS)).min(1),
  /** Only for these frameworks (the Eatwell Guide is England's, the Australian Guide to Healthy Eating Australia's). */
  frameworks: z.array(z.string()).optional(),
  /**
   * Word beginnings in an outcome's statement or strand that make the idea fit it ("fraction" fits "fractions"); one
   * ending in "$" is a whole word ("ratio$" fits "ratios", not "rational"). Empty for an idea that fits any outcome.
   */
  match: z.array(z.string().regex(/^[a-z0-9]+\$?$/)),
  title: z.string(),
  question: z.string().optional(),
  note: z.string(),
  items: z.array(itemSchema).min(1),
  /** A lesson in the gym or on the oval, or a practical in a kitchen or workshop: its shape is checked. */
  setting: z.enum(['movement', 'practical']).optional(),
});
export type Idea = z.infer<typeof ideaSchema>;

const ideaFileSchema = z.strictObject({ ideas: z.array(ideaSchema).min(1) });

const wordSchema = z.strictObject({
  text: z.string().min(1),
  /** Written with the word in the note (a script beside its romanisation) and matched too. */
  also: z.array(z.string().min(1)).optional(),
  /** Matched, not written: the romanisation without tone marks or accents a plan may use. */
  plain: z.array(z.string().min(1)).optional(),
  meaning: z.string().min(1),
});
export type Word = z.infer<typeof wordSchema>;

const languageTopicSchema = z.strictObject({
  bands: z.array(z.enum(BANDS)).min(1),
  match: z.array(z.string().regex(/^[a-z0-9]+\$?$/)),
  title: z.string().includes('{language}'),
  question: z.string().includes('{language}'),
  /** "{words}" becomes the chosen words with their meanings. */
  note: z.string().includes('{words}'),
  /** A closing activity the note names: the sentence and the item in it. */
  activities: z.array(z.strictObject({ sentence: z.string(), item: z.string() })).min(1),
});
export type LanguageTopic = z.infer<typeof languageTopicSchema>;

const languagesSchema = z.strictObject({
  topics: z.record(z.string(), languageTopicSchema),
  /** Words by language, then by topic; a language lists only the topics whose words are safe to look for in English text. */
  words: z.record(z.string(), z.record(z.string(), z.array(wordSchema).min(3))),
  /** Languages taught through activities rather than written words (a signed language, Aboriginal languages). */
  activityIdeas: z.record(z.string(), z.array(ideaSchema).min(1)),
});
export type LanguagePools = z.infer<typeof languagesSchema>;

const poolFolder = path.join(import.meta.dirname, 'pools');

function mustName(note: string, item: PoolItem, where: string) {
  if (!note.toLowerCase().includes(item.text.toLowerCase())) throw new Error(`${where}: the note does not name "${item.text}": ${note}`);
}

export function checkIdea(idea: Idea, where: string): Idea {
  for (const item of idea.items) mustName(idea.note, item, where);
  return idea;
}

export interface Pools {
  ideas: Idea[];
  languages: LanguagePools;
}

/** Every pool file, validated. */
export function loadPools(folder = poolFolder): Pools {
  const files = fs.readdirSync(folder).filter((f) => f.endsWith('.json') && f !== 'languages.json').sort();
  const ideas = files.flatMap((file) => {
    const parsed = ideaFileSchema.parse(JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')));
    return parsed.ideas.map((idea, i) => checkIdea(idea, `${file} idea ${i + 1} (${idea.title})`));
  });
  const languages = languagesSchema.parse(JSON.parse(fs.readFileSync(path.join(folder, 'languages.json'), 'utf8')));
  for (const [language, list] of Object.entries(languages.activityIdeas)) list.forEach((idea, i) => checkIdea(idea, `languages.json ${language} idea ${i + 1}`));
  for (const [name, topic] of Object.entries(languages.topics)) {
    for (const a of topic.activities) if (!a.sentence.toLowerCase().includes(a.item.toLowerCase())) throw new Error(`languages.json topic ${name}: "${a.sentence}" does not name "${a.item}"`);
  }
  for (const [language, topics] of Object.entries(languages.words)) {
    for (const topic of Object.keys(topics)) if (!languages.topics[topic]) throw new Error(`languages.json: ${language} lists words for an unknown topic "${topic}"`);
  }
  return { ideas, languages };
}

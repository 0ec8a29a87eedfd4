import { z } from 'zod';
import wordsJson from './words.json' with { type: 'json' };
import wordingJson from './wording.json' with { type: 'json' };

/** The word-work lessons' base words and wording, reviewed as data (words.json, wording.json) and checked against a schema. */

const lowerWord = z.string().regex(/^[a-z]+$/);
/** Lists keyed by the US grade ("1" to "5") whose classes meet them first. */
const byGrade = <T extends z.ZodTypeAny>(item: T) => z.record(z.string().regex(/^[1-5]$/), z.array(item));
const irregular = z.record(lowerWord, lowerWord);

const wordsSchema = z.object({
  /** An owner and a thing it owns, for possessive phrases ("dog", "bone" → "the dog's bone"). */
  owners: byGrade(z.tuple([lowerWord, lowerWord])),
  nouns: byGrade(lowerWord),
  irregularPlurals: irregular,
  vesPlurals: irregular,
  /** Two words a contraction is made from ("do not"). */
  contractions: byGrade(z.string().regex(/^[A-Za-z]+ [a-z]+$/)),
  /** What each second word becomes in a contraction ("not" → "n't"). */
  contractionEndings: z.record(lowerWord, z.string().regex(/^'[a-z]+$|^n't$/)),
  /** Contractions whose first word changes too ("will not" → "won't"). */
  changedContractions: z.record(z.string(), z.string()),
  prefixes: z.object({ un: byGrade(lowerWord), dis: byGrade(lowerWord), mis: byGrade(lowerWord), re: byGrade(lowerWord), pre: byGrade(lowerWord), in: byGrade(lowerWord) }),
  suffixes: z.object({ ful: byGrade(lowerWord), less: byGrade(lowerWord), ness: byGrade(lowerWord), ment: byGrade(lowerWord), ly: byGrade(lowerWord) }),
});

const text = z.string().min(1);
const topicWording = z.object({
  name: text,
  keyPoints: z.array(text).min(3).max(5),
  /** The key points for the youngest classes or a singular-only lesson, by index into keyPoints. */
  singularKeyPoints: z.array(z.number().int()).optional(),
  simpleKeyPoints: z.array(z.number().int()).optional(),
  priorKnowledge: z.array(text),
  keywords: z.array(z.object({ term: text, definition: text })).min(2),
  misconceptions: z.array(z.object({ misconception: text, response: text })).min(1).max(2),
  practice: z.object({ prompt: text, answer: text }),
  notPractice: z.object({ prompt: text, answer: text }).optional(),
  steps: z.record(z.string(), text),
  hinge: text,
  meanings: z.record(z.string(), text).optional(),
  forms: z.record(z.string(), text).optional(),
  activity: z.object({ title: text, steps: z.array(text).min(3) }),
}).refine((w) => [...(w.singularKeyPoints ?? []), ...(w.simpleKeyPoints ?? [])].every((i) => i >= 0 && i < w.keyPoints.length), 'A key point index is out of range.');

export const TOPIC_IDS = ['possessive', 'contractions', 'plurals', 'prefixes', 'suffixes'] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

const wordingSchema = z.object({
  source: text,
  topics: z.object(Object.fromEntries(TOPIC_IDS.map((id) => [id, topicWording])) as Record<TopicId, typeof topicWording>),
});

export type TopicWording = z.infer<typeof topicWording>;

export const WORDS = wordsSchema.parse(wordsJson);
export const WORDING = wordingSchema.parse(wordingJson);

/** A list's words for classes up to the grade, the easiest grade first. */
export const upToGrade = <T>(lists: Readonly<Record<string, readonly T[]>>, grade: number): T[] =>
  Object.entries(lists)
    .filter(([g]) => Number(g) <= grade)
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([, words]) => words);

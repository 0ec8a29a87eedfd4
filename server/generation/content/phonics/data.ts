import { z } from 'zod';
import wordsJson from './words.json' with { type: 'json' };
import wordingJson from './wording.json' with { type: 'json' };

/** The phonics lessons' words and wording, reviewed as data (words.json, wording.json) and checked against a schema. */

const lowerWord = z.string().regex(/^[a-z]+$/);
/** A word split into the beats children clap ("el-e-phant"), keyed by the word itself. */
const claps = z.record(z.string().regex(/^[A-Za-z]+$/), z.string().regex(/^[A-Za-z]+(-[a-z]+)*$/));

const wordsSchema = z.object({
  /** One-beat words: the rhymes, sounds and letters of every skill come from these. */
  words: z.array(lowerWord).min(100),
  /** Words of two or more beats with the way classrooms clap them. */
  longerWords: claps,
  /** First names to model clapping names with, from many families. */
  names: claps,
  /** The words a picture card or a classroom object can show, for games played with cards and objects. */
  pictures: z.array(lowerWord),
});

const template = z.object({ prompt: z.string(), steps: z.array(z.string()).optional(), answer: z.string() });
const activity = z.object({ title: z.string(), steps: z.array(z.string()).min(3) });

const skillWordingSchema = z.object({
  name: z.string(),
  keyPoints: z.array(z.string()).min(1),
  priorKnowledge: z.array(z.string()),
  keywords: z.array(z.object({ term: z.string(), definition: z.string() })),
  misconceptions: z.array(z.object({ misconception: z.string(), response: z.string(), source: z.string() })),
  templates: z.record(z.string(), template),
  activity,
  namesActivity: activity.optional(),
  buttonsActivity: activity.optional(),
  materials: z.array(z.string()),
});

export const SKILL_IDS = ['syllables', 'rhyme', 'onsetRime', 'isolating', 'blending', 'segmenting', 'substituting', 'vowels', 'letterSounds'] as const;
export type SkillId = (typeof SKILL_IDS)[number];

const wordingSchema = z.object({
  source: z.string(),
  skills: z.object(Object.fromEntries(SKILL_IDS.map((id) => [id, skillWordingSchema])) as Record<SkillId, typeof skillWordingSchema>),
});

export type SkillWording = z.infer<typeof skillWordingSchema>;
export type Template = z.infer<typeof template>;

export const WORDS = wordsSchema.parse(wordsJson);
export const WORDING = wordingSchema.parse(wordingJson);


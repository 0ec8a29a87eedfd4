import { z } from 'zod';
import { fold } from './fold.ts';

/**
 * The shape of the reviewed language data: one JSON file per language (french.json, japanese.json …) and
 * catalogue.json, which names the topics, the words that say a lesson is about each, and the languages Teachkit
 * knows by name but holds no items for. Every file is validated when it is loaded.
 */

/** The topics, in the order a beginners' course usually meets them. */
export const TOPIC_IDS = [
  'greetings',
  'introductions',
  'feelings',
  'numbers',
  'colours',
  'family',
  'classroom',
  'days-and-months',
  'weather',
  'food',
  'animals',
  'body',
  'likes',
  'school-subjects',
  'time',
] as const;

export const topicIdSchema = z.enum(TOPIC_IDS);
export type TopicId = z.infer<typeof topicIdSchema>;

const words = z.string().trim().min(1);

/** A word or phrase in the target language, with what a teacher needs to say and explain it. */
export const languageItemSchema = z.strictObject({
  /** In the language's own script; "…" marks the gap in a pattern ("Je m'appelle …"). */
  text: words,
  /** The kana reading of a Japanese word written in kanji. */
  reading: words.optional(),
  /** The standard romanisation, for every item not written in the Latin alphabet. */
  romanised: words.optional(),
  /** In English. */
  meaning: words,
  /** A plain-English respelling a teacher can read aloud; the file's pronunciationKey explains it. */
  pronunciation: words,
  register: z.enum(['formal', 'informal']).optional(),
  /** Other written forms of the same item (feminine, regional or older spellings, other readings) that look-ups also match. */
  variants: z.array(words).min(1).optional(),
});
export type LanguageItem = z.infer<typeof languageItemSchema>;

/** One line of a short model dialogue between two students, A and B. */
export const dialogueLineSchema = z.strictObject({
  speaker: z.enum(['A', 'B']),
  text: words,
  romanised: words.optional(),
  meaning: words,
});
export type DialogueLine = z.infer<typeof dialogueLineSchema>;

/** A real, well-known song or game that practises the topic, and how to run it. */
export const languageActivitySchema = z.strictObject({
  kind: z.enum(['song', 'game']),
  name: words,
  howTo: words,
});
export type LanguageActivity = z.infer<typeof languageActivitySchema>;

export const languageTopicSchema = z.strictObject({
  topic: topicIdSchema,
  items: z.array(languageItemSchema).min(1),
  dialogue: z.array(dialogueLineSchema).min(2).max(3),
  activity: languageActivitySchema.optional(),
});
export type LanguageTopic = z.infer<typeof languageTopicSchema>;

export const languageFileSchema = z
  .strictObject({
    /** The name the plan uses ("French", "Modern Greek"). */
    language: words,
    /** Every name a subject or a lesson title may use for the language, in English and in the language itself. */
    names: z.array(words).min(1),
    /** "Latin" for the Latin alphabet; any other script needs a romanisation for every item. */
    script: words,
    /** Which standard the items follow, and where regional usage differs. */
    variety: words,
    /** The romanisation system, for a script other than Latin. */
    romanisation: words.optional(),
    /** How to read the respellings in `pronunciation`. */
    pronunciationKey: words,
    topics: z.array(languageTopicSchema).min(1),
  })
  .superRefine((file, ctx) => {
    const nonLatin = file.script !== 'Latin';
    if (nonLatin && !file.romanisation) ctx.addIssue({ code: 'custom', path: ['romanisation'], message: `${file.script} needs a romanisation system` });
    const seenTopics = new Set<string>();
    file.topics.forEach((topic, t) => {
      if (seenTopics.has(topic.topic)) ctx.addIssue({ code: 'custom', path: ['topics', t, 'topic'], message: `${topic.topic} appears twice` });
      seenTopics.add(topic.topic);
      const seenItems = new Set<string>();
      topic.items.forEach((item, i) => {
        const key = fold(item.text);
        if (seenItems.has(key)) ctx.addIssue({ code: 'custom', path: ['topics', t, 'items', i, 'text'], message: `"${item.text}" appears twice in ${topic.topic}` });
        seenItems.add(key);
        if (nonLatin && !item.romanised) ctx.addIssue({ code: 'custom', path: ['topics', t, 'items', i, 'romanised'], message: `"${item.text}" has no romanisation` });
      });
      topic.dialogue.forEach((line, d) => {
        if (line.speaker !== (d % 2 === 0 ? 'A' : 'B')) ctx.addIssue({ code: 'custom', path: ['topics', t, 'dialogue', d, 'speaker'], message: 'speakers take turns, A first' });
        if (nonLatin && !line.romanised) ctx.addIssue({ code: 'custom', path: ['topics', t, 'dialogue', d, 'romanised'], message: `"${line.text}" has no romanisation` });
      });
    });
  });
export type LanguageFile = z.infer<typeof languageFileSchema>;

/** A language known by name, so a plan can name it, for which Teachkit holds no items. */
const namedLanguageSchema = z.strictObject({ language: words, names: z.array(words).min(1) });

export const catalogueSchema = z
  .strictObject({
    topics: z.array(
      z.strictObject({
        id: topicIdSchema,
        /** The topic's name as a plan shows it. */
        title: words,
        /** English words and phrases that say a lesson is about the topic; a longer phrase outweighs a word. */
        keywords: z.array(words).min(1),
      }),
    ),
    languagesWithoutData: z.array(namedLanguageSchema),
    /** Subject names that are about languages without naming one ("Languages", "MFL"): the lesson's text names it. */
    languageSubjects: z.array(words).min(1),
    /** Subject names that contain "language" but teach English ("English Language Arts", "EAL"). */
    notLanguageSubjects: z.array(words),
  })
  .superRefine((catalogue, ctx) => {
    const ids = catalogue.topics.map((t) => t.id);
    for (const id of TOPIC_IDS) {
      const count = ids.filter((i) => i === id).length;
      if (count !== 1) ctx.addIssue({ code: 'custom', path: ['topics'], message: `${id} must be described once, not ${count} times` });
    }
  });
export type Catalogue = z.infer<typeof catalogueSchema>;

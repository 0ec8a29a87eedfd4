import { z } from 'zod';
import { isKnownWord } from '../../english/dictionary.ts';
import arabic from './arabic.json' with { type: 'json' };
import catalogueData from './catalogue.json' with { type: 'json' };
import chinese from './chinese.json' with { type: 'json' };
import french from './french.json' with { type: 'json' };
import german from './german.json' with { type: 'json' };
import hindi from './hindi.json' with { type: 'json' };
import indonesian from './indonesian.json' with { type: 'json' };
import italian from './italian.json' with { type: 'json' };
import japanese from './japanese.json' with { type: 'json' };
import korean from './korean.json' with { type: 'json' };
import latin from './latin.json' with { type: 'json' };
import modernGreek from './modern-greek.json' with { type: 'json' };
import spanish from './spanish.json' with { type: 'json' };
import turkish from './turkish.json' with { type: 'json' };
import vietnamese from './vietnamese.json' with { type: 'json' };
import { findForm, fold, isUnspaced } from './fold.ts';
import { catalogueSchema, languageFileSchema } from './schema.ts';
import type { DialogueLine, LanguageActivity, LanguageFile, LanguageItem, LanguageTopic, TopicId } from './schema.ts';

export type { DialogueLine, LanguageActivity, LanguageItem, TopicId } from './schema.ts';

/**
 * Target-language items for language lessons: which language a lesson teaches, which topic its title, description
 * or outcome is about, and the reviewed words and phrases (with meaning and a pronunciation a teacher can say), a
 * model dialogue and a song or game for that topic. The content is the JSON beside this file; this module only
 * chooses from it.
 */

function parsed<T>(schema: z.ZodType<T>, file: string, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`server/generation/content/languages/${file} is not valid:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** The files as written, by file name, so a failure names the file to correct. */
export const LANGUAGE_FILE_DATA: Readonly<Record<string, unknown>> = {
  'arabic.json': arabic,
  'chinese.json': chinese,
  'french.json': french,
  'german.json': german,
  'hindi.json': hindi,
  'indonesian.json': indonesian,
  'italian.json': italian,
  'japanese.json': japanese,
  'korean.json': korean,
  'latin.json': latin,
  'modern-greek.json': modernGreek,
  'spanish.json': spanish,
  'turkish.json': turkish,
  'vietnamese.json': vietnamese,
};

const FILES: readonly LanguageFile[] = Object.entries(LANGUAGE_FILE_DATA).map(([file, data]) => parsed(languageFileSchema, file, data));
const CATALOGUE = parsed(catalogueSchema, 'catalogue.json', catalogueData);

/** The languages Teachkit holds items for, by the name plans use. */
export const LANGUAGES: readonly string[] = FILES.map((f) => f.language);

export interface TargetLanguage {
  /** The language's name as a plan should give it ("French", "Auslan"). */
  language: string;
  /** False for a language Teachkit knows by name but holds no items for (Auslan, Aboriginal languages …). */
  hasData: boolean;
}

/** Every name of every language, longest first, so "Classical Greek" is read before "Greek". */
const NAMES: readonly { name: string; target: TargetLanguage }[] = [
  ...FILES.flatMap((f) => [f.language, ...f.names].map((name) => ({ name: fold(name), target: { language: f.language, hasData: true } }))),
  ...CATALOGUE.languagesWithoutData.flatMap((l) => l.names.map((name) => ({ name: fold(name), target: { language: l.language, hasData: false } }))),
].sort((a, b) => b.name.length - a.name.length);

/** Finds each phrase in the folded text, longest first, so a phrase inside a longer one already found does not count. */
function matchLongestFirst<T extends { form: string }>(folded: string, phrases: readonly T[], found: (phrase: T, at: number) => boolean): void {
  const claimed: [number, number][] = [];
  for (const phrase of [...phrases].sort((a, b) => b.form.length - a.form.length)) {
    for (let at = findForm(folded, phrase.form); at >= 0; at = findForm(folded, phrase.form, at + 1)) {
      const end = at + phrase.form.length;
      if (claimed.some(([s, e]) => at < e && end > s)) continue;
      if (found(phrase, at)) claimed.push([at, end]);
    }
  }
}

/** The language the text names first ("Greetings in Spanish" → Spanish). */
function languageNamedIn(text: string): TargetLanguage | undefined {
  let first: { at: number; target: TargetLanguage } | undefined;
  matchLongestFirst(fold(text), NAMES.map((n) => ({ form: n.name, target: n.target })), ({ target }, at) => {
    if (!first || at < first.at) first = { at, target };
    return true;
  });
  return first?.target;
}

const phrasesOf = (list: readonly string[]) => list.map((s) => ({ form: fold(s) }));
const LANGUAGE_SUBJECTS = phrasesOf(CATALOGUE.languageSubjects);
const NOT_LANGUAGE_SUBJECTS = phrasesOf(CATALOGUE.notLanguageSubjects);

/** A subject about languages that does not name one ("Languages", "MFL"), and is not English by another name. */
function isGeneralLanguagesSubject(subject: string): boolean {
  const folded = fold(subject);
  const general = [...LANGUAGE_SUBJECTS].sort((a, b) => b.form.length - a.form.length).find((p) => findForm(folded, p.form) >= 0);
  if (!general) return false;
  // "Languages other than English" names English only to exclude it.
  const english = NOT_LANGUAGE_SUBJECTS.find((p) => findForm(folded, p.form) >= 0);
  return !english || findForm(general.form, english.form) >= 0;
}

/** One written form of an item, folded, with where it belongs. */
interface ItemForm {
  form: string;
  item: LanguageItem;
  topic: TopicId;
}

/** Pattern gaps ("…") fall out when folded; forms too short to tell apart from other words are left out. */
function formsOf(file: LanguageFile): ItemForm[] {
  return file.topics.flatMap((topic) =>
    topic.items.flatMap((item) =>
      [...new Set([item.text, item.romanised, item.reading, ...(item.variants ?? [])].filter((s): s is string => Boolean(s)).map(fold))]
        .filter((form) => form.length >= (isUnspaced(form) ? 2 : 3))
        .map((form) => ({ form, item, topic: topic.topic })),
    ),
  );
}

const FORMS = new Map(FILES.map((f) => [f.language, formsOf(f)]));

/** A single word that is also English ("orange", "once", "air") says nothing about the lesson's language or topic. */
const isAlsoEnglish = (form: string) => !form.includes(' ') && !isUnspaced(form) && isKnownWord(form);

/** The language whose items the text quotes most ("bonjour, salut, au revoir" → French), when one clearly leads. */
function languageWrittenIn(text: string): TargetLanguage | undefined {
  const folded = fold(text);
  const counts = FILES.map((file) => {
    const quoted = new Set<LanguageItem>();
    matchLongestFirst(folded, FORMS.get(file.language) ?? [], ({ form, item }) => {
      if (isAlsoEnglish(form)) return false;
      quoted.add(item);
      return true;
    });
    return { language: file.language, count: quoted.size };
  }).sort((a, b) => b.count - a.count);
  const [best, next] = counts;
  return best && best.count > 0 && best.count > (next?.count ?? 0) ? { language: best.language, hasData: true } : undefined;
}

/**
 * The language a lesson teaches: the one its subject names ("French — Years F–10 Sequence", "Spanish"), or, for a
 * subject that names none ("Languages"), the one its title or description names or quotes. Languages without items
 * (Auslan, Aboriginal and Torres Strait Islander languages) are returned with hasData false so the plan can name them.
 */
export function targetLanguage(subject: string, text = ''): TargetLanguage | undefined {
  const named = languageNamedIn(subject);
  if (named) return named;
  if (!isGeneralLanguagesSubject(subject)) return undefined;
  return languageNamedIn(text) ?? languageWrittenIn(text);
}

/** The language a lesson teaches, when Teachkit holds items for it. */
export function languageOf(subject: string, text?: string): string | undefined {
  const target = targetLanguage(subject, text);
  return target?.hasData ? target.language : undefined;
}

/** The file for a language given by name, by any of its names, or by a subject that names it. */
function fileFor(language: string): LanguageFile | undefined {
  const folded = fold(language);
  const exact = NAMES.find((n) => n.name === folded)?.target ?? languageNamedIn(language);
  return exact?.hasData ? FILES.find((f) => f.language === exact.language) : undefined;
}

const KEYWORDS = CATALOGUE.topics.flatMap((t) => t.keywords.map((k) => ({ form: fold(k), topic: t.id, item: undefined as LanguageItem | undefined })));
/** A target-language word the teacher wrote says more about the topic than an English word. */
const QUOTED_ITEM_WEIGHT = 2;

/** The topic the text is about, with the items of the language it quotes, in the order it quotes them. */
function topicIn(file: LanguageFile, text: string): { topic: TopicId; quoted: LanguageItem[] } | undefined {
  const folded = fold(text);
  const score = new Map<TopicId, { points: number; first: number }>();
  const quoted: { item: LanguageItem; topic: TopicId; at: number }[] = [];
  const phrases = [...KEYWORDS, ...(FORMS.get(file.language) ?? [])];
  matchLongestFirst(folded, phrases, ({ form, topic, item }, at) => {
    if (item) quoted.push({ item, topic, at });
    if (item && isAlsoEnglish(form)) return false;
    const points = item ? QUOTED_ITEM_WEIGHT : form.split(' ').length;
    const s = score.get(topic) ?? { points: 0, first: at };
    score.set(topic, { points: s.points + points, first: Math.min(s.first, at) });
    return true;
  });
  const order = CATALOGUE.topics.map((t) => t.id);
  const [best] = [...score.entries()].sort(([ta, a], [tb, b]) => b.points - a.points || a.first - b.first || order.indexOf(ta) - order.indexOf(tb));
  if (!best) return undefined;
  const topic = best[0];
  const inTopic = quoted.filter((q) => q.topic === topic).sort((a, b) => a.at - b.at);
  return { topic, quoted: [...new Set(inTopic.map((q) => q.item))] };
}

export interface LanguageTopicItems {
  language: string;
  topic: TopicId;
  /** The topic's name as a plan shows it ("Greetings and farewells"). */
  title: string;
  /** The items the text quotes first, in its order, then the topic's others, `count` in all. */
  items: LanguageItem[];
  /** The topic's items the text itself quotes ("bonjour, salut"). */
  quoted: LanguageItem[];
  /** "A: Bonjour ! — Hello!", with the romanisation in brackets for a script other than Latin. */
  dialogue: string[];
  dialogueLines: DialogueLine[];
  /** "Frère Jacques (song): Sing the round …". */
  activity?: string;
  activityDetail?: LanguageActivity;
  /** How to read the respellings, and which standard the items follow. */
  pronunciationKey: string;
  variety: string;
  romanisation?: string;
}

const dialogueText = (line: DialogueLine) => `${line.speaker}: ${line.text}${line.romanised ? ` (${line.romanised})` : ''} — ${line.meaning}`;
const activityText = (activity: LanguageActivity) => `${activity.name} (${activity.kind}): ${activity.howTo}`;

/**
 * The topic a lesson's title, description or outcome is about (from the topic's English words and the target-language
 * words it quotes: "bonjour" is a greeting), with its first `count` items. Undefined when the language has no items,
 * the text names no topic, or the language has no items for that topic.
 */
export function languageItems(language: string, text: string, count: number): LanguageTopicItems | undefined {
  const file = fileFor(language);
  if (!file) return undefined;
  const found = topicIn(file, text);
  const topic: LanguageTopic | undefined = found && file.topics.find((t) => t.topic === found.topic);
  if (!found || !topic) return undefined;
  const items = [...new Set([...found.quoted, ...topic.items])].slice(0, Math.max(0, Math.floor(count)));
  return {
    language: file.language,
    topic: topic.topic,
    title: CATALOGUE.topics.find((t) => t.id === topic.topic)?.title ?? topic.topic,
    items,
    quoted: found.quoted,
    dialogue: topic.dialogue.map(dialogueText),
    dialogueLines: topic.dialogue,
    ...(topic.activity ? { activity: activityText(topic.activity), activityDetail: topic.activity } : {}),
    pronunciationKey: file.pronunciationKey,
    variety: file.variety,
    ...(file.romanisation ? { romanisation: file.romanisation } : {}),
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern item ("Je m'appelle …") as a test of folded text: "je m'appelle Zoé" is that item. */
function patternOf(written: string): RegExp | undefined {
  if (!written.includes('…')) return undefined;
  const parts = written.split('…').map(fold);
  return new RegExp(`^${parts.map(escapeRegExp).join('\\s*(.+?)\\s*')}$`, 'u');
}

/**
 * The stored item a teacher's word or phrase is (its meaning and pronunciation), matched without regard to case,
 * accents, tone marks or punctuation, on the written form, the romanisation, a kana reading or a variant; a phrase
 * that fills a pattern's gap ("je m'appelle Zoé") finds the pattern.
 */
export function lookUpItem(language: string, text: string): LanguageItem | undefined {
  const file = fileFor(language);
  const folded = fold(text);
  if (!file || !folded) return undefined;
  const items = file.topics.flatMap((t) => t.items);
  const written = (item: LanguageItem) => [item.text, item.romanised, item.reading, ...(item.variants ?? [])].filter((s): s is string => Boolean(s));
  return (
    items.find((item) => written(item).some((w) => fold(w) === folded)) ??
    items.find((item) => written(item).some((w) => patternOf(w)?.test(folded)))
  );
}

/** How to read a language's respellings and which standard its items follow, with the topics it has items for. */
export function languageGuide(language: string): { language: string; variety: string; romanisation?: string; pronunciationKey: string; topics: TopicId[] } | undefined {
  const file = fileFor(language);
  if (!file) return undefined;
  return {
    language: file.language,
    variety: file.variety,
    ...(file.romanisation ? { romanisation: file.romanisation } : {}),
    pronunciationKey: file.pronunciationKey,
    topics: file.topics.map((t) => t.topic),
  };
}

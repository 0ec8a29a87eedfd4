import type { CheckItem, OutcomeContent } from '../../types.ts';
import type { ContentSource } from '../index.ts';
import { seededRandom, type Random } from '../maths/random.ts';
import { activityText, fill, listed } from '../phonics/template.ts';
import { WORDING, type TopicId } from './data.ts';
import { itemsOf, type Item } from './items.ts';
import { teacherItems } from './teacher.ts';
import { topicsOf } from './topics.ts';

/**
 * English word work for any lesson whose outcome, title or description names it: possessive apostrophes,
 * contractions, plurals, prefixes and suffixes. Rules and misconceptions are data (wording.json), base words are
 * data pitched by grade (words.json); every form is computed by rule and offered only when the CMU Pronouncing
 * Dictionary lists it. The teacher's own examples are worked first; practice climbs from the plainest rule to the
 * least regular the class is ready for.
 */

export const WORD_WORK_KEYWORD_REF = 'Teachkit word-work generator';
const PRACTICE_COUNT = 6;
/** What a topic builds on, asked again in the retrieval starter. */
const BUILDS_ON: Partial<Record<TopicId, TopicId>> = { possessive: 'plurals', suffixes: 'plurals' };

/** The rule levels (0 the plainest) a class meets: Year 2 (Grade 1) the two plainest, then more each year. */
function levelsFor(topic: TopicId, grade: number, text: string, pool: Item[]): number[] {
  const top = Math.max(...pool.map((item) => item.level));
  const most = grade <= 1 ? 1 : grade <= 2 ? 2 : 3;
  // Irregular nouns are the top level of plurals and possessives, met earlier when the lesson names them.
  const irregular = (topic === 'plurals' || topic === 'possessive') && /\birregular\b/i.test(text);
  let levels = [...new Set(pool.map((item) => item.level))].filter((level) => level <= most || (irregular && level === top)).sort((a, b) => a - b);
  // A lesson on irregular forms alone ("Form and use frequently occurring irregular plural nouns") practises them only.
  if (irregular && !/\bregular\b/i.test(text)) levels = [top];
  if (topic === 'possessive' && /\bsingular\b/i.test(text) && !/\bplural/i.test(text)) levels = [0];
  if (topic === 'possessive' && /\bplural/i.test(text) && !/\bsingular\b/i.test(text)) levels = levels.filter((level) => level > 0);
  return levels.length ? levels : [Math.min(...pool.map((item) => item.level))];
}

/** Items for each slot, climbing through the levels; a level with none left lends the nearest level's items. */
function climbing(pool: Item[], levels: number[], count: number, random: Random, used: Set<string>): Item[] {
  const chosen: Item[] = [];
  const shuffled = random.shuffle(pool);
  for (let slot = 0; slot < count; slot++) {
    const want = levels[Math.floor((slot * levels.length) / count)]!;
    const free = shuffled.filter((item) => !used.has(item.form) && levels.includes(item.level));
    const item = free.find((i) => i.level === want) ?? [...free].sort((a, b) => Math.abs(a.level - want) - Math.abs(b.level - want))[0];
    if (!item) break;
    used.add(item.form);
    chosen.push(item);
  }
  return chosen.sort((a, b) => a.level - b.level);
}

interface TopicLesson {
  id: TopicId;
  keyPoints: string[];
  worked: Item[];
  practice: Item[];
  hinge?: CheckItem;
  openCheck?: Item;
  cards: Item[];
}

const NAMED_PREFIX = /\b(un|dis|mis|re|pre|in|im|il|ir)[-–](?![a-z])/gi;
const NAMED_SUFFIX = /(?<![a-z])[-–](ful|less|ness|ment|ly)\b/gi;
const NOT_FORMS: Record<string, string> = { im: 'in', il: 'in', ir: 'in' };

/** The prefixes and suffixes a text names ("Prefixes un-, re- and dis-", "Using the prefix un–"). */
function affixesNamedIn(text: string): string[] {
  return [...text.matchAll(NAMED_PREFIX), ...text.matchAll(NAMED_SUFFIX)].map((m) => m[1]!.toLowerCase()).map((a) => NOT_FORMS[a] ?? a);
}

/** The topic's items for the class, only the prefixes and suffixes the lesson (or else its outcome) names when it names any. */
function poolOf(id: TopicId, grade: number, lesson: string, statement: string): Item[] {
  const pool = itemsOf(id, grade);
  const named = [affixesNamedIn(lesson), affixesNamedIn(statement)].find((affixes) => pool.some((item) => item.affix && affixes.includes(item.affix)));
  return named ? pool.filter((item) => named.includes(item.affix!)) : pool;
}

function topicLesson(id: TopicId, grade: number, statement: string, title: string, description: string, random: Random): TopicLesson | undefined {
  const pool = poolOf(id, grade, `${title}. ${description}`, statement);
  const text = `${statement} ${title} ${description}`;
  if (!pool.length) return undefined;
  const levels = levelsFor(id, grade, text, pool);
  const used = new Set<string>();
  const own = teacherItems(id, title, description).filter((item) => !used.has(item.form) && used.add(item.form));
  const worked = [...own.slice(0, 2), ...climbing(pool, [levels[0]!, levels.at(-1)!], 2 - Math.min(2, own.length), random, used)];
  // The teacher's other examples lead the practice; the rest climbs from the plainest rule.
  const practice = [...own.slice(2, 2 + PRACTICE_COUNT), ...climbing(pool, levels, Math.max(0, PRACTICE_COUNT - own.slice(2).length), random, used)];
  const [openCheck] = climbing(pool, [levels.at(-1)!], 1, random, used);
  // The hinge asks the hardest rule the lesson teaches that has wrong answers to offer, the more of them the better.
  const hinge = [...practice, ...worked]
    .map((item) => ({ item, check: item.hinge() }))
    .filter((h): h is { item: Item; check: CheckItem } => Boolean(h.check))
    .sort((a, b) => b.check.options!.length - a.check.options!.length || b.item.level - a.item.level)[0]?.check;
  const wording = WORDING.topics[id];
  const simple = levels.at(-1)! <= 1 ? (id === 'possessive' && levels.length === 1 ? wording.singularKeyPoints : wording.simpleKeyPoints) : undefined;
  const keyPoints = simple ? simple.map((i) => wording.keyPoints[i]!) : wording.keyPoints;
  return { id, keyPoints, worked, practice, hinge, openCheck, cards: [...worked, ...practice].slice(0, 8) };
}

export const wordWorkContent: ContentSource = (outcome, context) => {
  const topics = topicsOf(outcome, context);
  if (!topics.length) return undefined;
  const grade = Math.min(5, Math.max(1, context.grade));
  const random = seededRandom(`${context.seed}|${outcome.code}|word-work`);
  const lessons = topics.map((id) => topicLesson(id, grade, outcome.statement, context.topic, context.description, random)).filter((l): l is TopicLesson => Boolean(l));
  if (!lessons.length) return undefined;
  const code = (items: CheckItem[]) => items.map((item) => ({ ...item, outcomeCode: outcome.code }));
  const wordingOf = (id: TopicId) => WORDING.topics[id];
  const prior = lessons.map(({ id }) => BUILDS_ON[id]).find((id): id is TopicId => Boolean(id) && !topics.includes(id!));
  return {
    outcomeCode: outcome.code,
    source: fill(WORDING.source, { topics: listed(lessons.map(({ id }) => wordingOf(id).name)) }),
    keyPoints: lessons.flatMap((l) => l.keyPoints),
    priorKnowledge: [...new Set(lessons.flatMap(({ id }) => wordingOf(id).priorKnowledge))],
    misconceptions: lessons.flatMap(({ id }) => wordingOf(id).misconceptions.map((m) => ({ ...m, source: WORD_WORK_KEYWORD_REF }))),
    keywords: lessons.flatMap(({ id }) => wordingOf(id).keywords.map((k) => ({ ...k, source: { kind: 'subject' as const, ref: WORD_WORK_KEYWORD_REF } }))),
    workedExamples: lessons.flatMap((l) => l.worked.map((item) => item.worked())),
    practice: code(lessons.flatMap((l) => l.practice.map((item) => item.practice()))),
    // Hinge questions first: a phase's check takes one, and the exit check the last open question.
    checks: code([...lessons.flatMap((l) => (l.hinge ? [l.hinge] : [])), ...lessons.flatMap((l) => (l.openCheck ? [l.openCheck.practice()] : []))]),
    retrieval: code(prior ? itemsOf(prior, grade).filter((item) => item.level <= 1).slice(0, 2).map((item) => item.practice()) : []),
    texts: [],
    activities: lessons.map((l) => activityText(wordingOf(l.id).activity, { cards: listed(l.cards.map((item) => item.card)) })),
    materials: [],
    safety: [],
  } satisfies OutcomeContent;
};

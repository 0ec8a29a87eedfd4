import type { SeedOutcome } from '../../server/curriculum/types.ts';
import type { LessonBrief, Methodology } from '../../server/generation/types.ts';
import { outcomeRef } from './curriculum.ts';
import { curriculumExamples } from './examples.ts';
import { areaOf, EARLY_YEARS_MAX_GRADE, familyOf, languageOf, subjectLabel, yearLevelOf, type Area, type Band, type Family } from './families.ts';
import type { Idea, ItemKind, LanguagePools, Pools, Word } from './pools.ts';
import { seededRandom, type Random } from './random.ts';

/**
 * The gate's random sample: outcomes drawn from the whole curriculum seed, stratified so that every framework and
 * subject family the seed has appears, each turned into a brief as a teacher types it — a short title, a year level
 * in the framework's style, a description that names its content — with the named items recorded so the gate can
 * look for them in the plan.
 */

/** The seed CI samples with; `--seed N` draws another sample. */
export const DEFAULT_SEED = 23;
/** The default sample size: every framework × family cell (24 in today's seed) three times over on average. */
export const DEFAULT_SAMPLE_SIZE = 72;
/** Outcomes for every grade from K to 12 (the anchor and practice standards) are planned through a grade's own. */
const MAX_LEVELS = 6;

/** Where a lesson happens, which decides the shape it must have. */
export type Setting = 'movement' | 'practical' | 'early-years' | 'languages';

/** Something the description names that the plan should use, with the spellings that count as it. */
export interface NamedItem {
  kind: ItemKind;
  text: string;
  also: string[];
}

export interface SampledBrief {
  brief: LessonBrief;
  family: Family;
  area: Area;
  band: Band;
  /** The US grade the year level corresponds to (the reading-level scale). */
  grade: number;
  items: NamedItem[];
  settings: Setting[];
  /** A mathematics outcome: the plan needs a computed worked example and practice with answers. */
  maths: boolean;
}

const cellOf = (o: SeedOutcome) => `${o.framework} × ${familyOf(o)}`;

function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of list) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * `size` distinct outcomes: first one from every framework × family cell (in random order, so a small sample covers
 * random cells), then cells drawn with weight √(outcomes in the cell), so the large subjects appear more often
 * without the 2,000 languages outcomes filling the sample. Within a cell a subject is chosen first, then an outcome,
 * so each of the many languages or arts subjects has the same chance.
 */
export function drawOutcomes(outcomes: SeedOutcome[], size: number, random: Random): SeedOutcome[] {
  const eligible = outcomes.filter((o) => o.levels.length && o.levels.length <= MAX_LEVELS);
  const cells = [...groupBy(eligible, cellOf).entries()].sort(([a], [b]) => a.localeCompare(b));
  const chosen = new Map<string, SeedOutcome>();
  const drawFrom = (cell: SeedOutcome[]) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const subjects = [...groupBy(cell, (o) => o.subject).values()];
      const o = random.pick(random.pick(subjects));
      if (!chosen.has(o.code)) return chosen.set(o.code, o);
    }
    return undefined;
  };
  for (const [, cell] of random.shuffle(cells)) {
    if (chosen.size >= size) break;
    drawFrom(cell);
  }
  while (chosen.size < Math.min(size, eligible.length)) drawFrom(random.weighted(cells, ([, cell]) => Math.sqrt(cell.length))[1]);
  return [...chosen.values()];
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The outcome's words that choose the content that fits it: its statement's, and its strand's as a tie-breaker. */
interface OutcomeWords {
  statement: string[];
  strand: string[];
}
const outcomeWords = (o: SeedOutcome): OutcomeWords => ({ statement: wordsOf(o.statement), strand: wordsOf(`${o.strand} ${o.substrand}`) });

/** A word the stem fits: it begins with the stem, or for a whole-word stem ("ratio$") it is the word or its plural. */
const fits = (word: string, stem: string) => (stem.endsWith('$') ? word === stem.slice(0, -1) || word === `${stem.slice(0, -1)}s` : word.startsWith(stem));

/** Word beginnings of the idea found in the statement count twice those found only in the strand's name. */
function fitScore(match: string[], words: OutcomeWords): number {
  const found = (list: string[], stem: string) => list.some((w) => fits(w, stem));
  return match.reduce((score, stem) => score + (found(words.statement, stem) ? 2 : found(words.strand, stem) ? 1 : 0), 0);
}

/** The idea that fits the outcome best (random among equals); a general one for its area where none fits. */
export function chooseIdea(ideas: Idea[], o: SeedOutcome, area: Area, band: Band, random: Random): Idea {
  const forArea = ideas.filter((i) => i.area === area && (!i.frameworks || i.frameworks.includes(o.framework)));
  const inBand = forArea.filter((i) => i.bands.includes(band));
  const candidates = inBand.length ? inBand : forArea;
  if (!candidates.length) throw new Error(`No content pool for ${area} (${o.code}).`);
  const words = outcomeWords(o);
  const scored = candidates.map((idea) => ({ idea, score: fitScore(idea.match, words) }));
  const best = Math.max(...scored.map((s) => s.score));
  if (best > 0) return random.pick(scored.filter((s) => s.score === best)).idea;
  const general = candidates.filter((i) => !i.match.length);
  return random.pick(general.length ? general : candidates);
}

const item = (kind: ItemKind, text: string, also: string[] = []): NamedItem => ({ kind, text, also });

/** How a teacher writes a target-language word: the word, then its script or romanisation and its meaning. */
export const writtenWord = (w: Word) => `${w.text} (${[...(w.also ?? []), w.meaning].join(', ')})`;

interface Content {
  title: string;
  question?: string | undefined;
  note: string;
  items: NamedItem[];
  setting?: 'movement' | 'practical' | undefined;
}

function ideaContent(idea: Idea): Content {
  return { title: idea.title, question: idea.question, note: idea.note, items: idea.items.map((i) => item(i.kind, i.text, i.also)), setting: idea.setting };
}

/** A languages brief: a topic that fits the outcome and year, three or four of its words, and a closing activity. */
function languageContent(pools: LanguagePools, language: string, o: SeedOutcome, band: Band, random: Random): Content {
  const vocabulary = pools.words[language];
  if (!vocabulary) {
    const ideas = pools.activityIdeas[language];
    if (!ideas) throw new Error(`No languages pool for ${language} (${o.code}).`);
    return ideaContent(chooseIdea(ideas, o, 'languages', band, random));
  }
  const topics = Object.keys(vocabulary).map((name) => ({ name, topic: pools.topics[name]! }));
  const inBand = topics.filter((t) => t.topic.bands.includes(band));
  const candidates = inBand.length ? inBand : topics;
  const words = outcomeWords(o);
  const best = Math.max(...candidates.map((t) => fitScore(t.topic.match, words)));
  const { name, topic } = random.pick(candidates.filter((t) => fitScore(t.topic.match, words) === best));
  const list = vocabulary[name]!;
  const count = Math.min(list.length, random.int(3, 4));
  const start = random.int(0, list.length - count);
  const chosen = list.slice(start, start + count);
  const activity = random.pick(topic.activities);
  const fill = (s: string) => s.replaceAll('{language}', language);
  return {
    title: fill(topic.title),
    question: fill(topic.question),
    note: `${fill(topic.note).replace('{words}', chosen.map(writtenWord).join(', '))} ${activity.sentence}`,
    items: [...chosen.map((w) => item('words', w.text, [...(w.also ?? []), ...(w.plain ?? [])])), item('activity', activity.item)],
  };
}

const SCHEDULES = [
  { lessons: 2, minutes: 60, words: 'two 60-minute periods' },
  { lessons: 3, minutes: 50, words: 'three 50-minute lessons' },
  { lessons: 2, minutes: 45, words: 'two 45-minute lessons' },
  { lessons: 2, minutes: 50, words: 'two 50-minute lessons' },
] as const;
const SCHEDULE_SENTENCES = ['Taught over {schedule}.', 'We have {schedule} for this.', 'Over {schedule}.'];
const MINUTES: Record<Band, number[]> = { early: [30, 40, 45, 60], primary: [45, 50, 60, 60], secondary: [50, 60, 60, 75, 90] };
const NEEDS = ['Two EAL learners in the class.', 'One student with dyslexia.', 'A few fast finishers need extension.', 'Several students are working below year level.'];
const EXAMPLE_SENTENCES = ['Include {examples}.', 'Bring in {examples}.', 'We will also look at {examples}.'];
const METHODOLOGIES: { value: Methodology; weight: number }[] = [
  { value: 'direct', weight: 0.45 },
  { value: 'inquiry', weight: 0.35 },
  { value: 'project', weight: 0.2 },
];

const joinList = (list: string[]) => (list.length < 2 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);

/** A stable per-outcome seed, so an outcome's brief is the same whatever else the sample holds. */
function outcomeSeed(seed: number, code: string): number {
  let h = seed ^ 0x9e3779b9;
  for (const ch of code) h = Math.imul(h ^ ch.charCodeAt(0), 0x85ebca6b);
  return h >>> 0;
}

/** The brief a teacher would write for the outcome: content from the pools and the curriculum's own examples. */
export function briefFor(o: SeedOutcome, pools: Pools, seed: number): SampledBrief {
  const random = seededRandom(outcomeSeed(seed, o.code));
  const family = familyOf(o);
  const area = areaOf(o, random);
  const year = yearLevelOf(o, random);
  const band = year.band;
  const language = family === 'languages' ? languageOf(o, random) : undefined;
  const content = language ? languageContent(pools.languages, language, o, band, random) : ideaContent(chooseIdea(pools.ideas, o, area, band, random));
  const sentences = [content.note];
  const items = [...content.items];

  const known = new Set(items.map((i) => i.text.toLowerCase()));
  const examples = curriculumExamples(o).filter((e) => !known.has(e.text.toLowerCase()));
  if (examples.length && random.chance(0.7)) {
    const chosen = random.shuffle(examples).slice(0, random.int(1, 2));
    sentences.push(random.pick(EXAMPLE_SENTENCES).replace('{examples}', joinList(chosen.map((e) => e.text))));
    items.push(...chosen.map((e) => item(e.kind, e.text)));
  }
  let durationMinutes = random.pick(MINUTES[band]);
  if (band !== 'early' && random.chance(0.15)) {
    const schedule = random.pick(SCHEDULES);
    durationMinutes = schedule.lessons * schedule.minutes;
    sentences.push(random.pick(SCHEDULE_SENTENCES).replace('{schedule}', schedule.words));
  }
  if (random.chance(0.15)) sentences.push(random.pick(NEEDS));

  const settings: Setting[] = [];
  if (content.setting) settings.push(content.setting);
  if (year.grade <= EARLY_YEARS_MAX_GRADE) settings.push('early-years');
  if (family === 'languages') settings.push('languages');

  return {
    brief: {
      title: content.question && random.chance(0.3) ? content.question : content.title,
      description: sentences.join(' '),
      methodology: random.weighted(METHODOLOGIES, (m) => m.weight).value,
      yearLevel: year.label,
      subject: subjectLabel(o, area, language, random),
      durationMinutes,
      outcomes: [outcomeRef(o)],
      slices: [],
      enhancementEnabled: false,
    },
    family,
    area,
    band,
    grade: year.grade,
    items,
    settings,
    maths: family === 'mathematics',
  };
}

export function sampleBriefs(outcomes: SeedOutcome[], pools: Pools, options: { seed: number; size: number }): SampledBrief[] {
  return drawOutcomes(outcomes, options.size, seededRandom(options.seed)).map((o) => briefFor(o, pools, options.seed));
}

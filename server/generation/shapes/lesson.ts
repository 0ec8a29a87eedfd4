import { isShownToClass, type BriefReading } from '../brief/read.ts';
import { bandOf } from '../plan/band.ts';
import type { LessonText, OutcomeContent } from '../types.ts';
import type { ShapedLesson, ShapeValues } from './build.ts';
import { geographyLesson, historyLesson } from './humanities.ts';
import { listOf, named, sentenceOf, unique } from './helpers.ts';
import { readingLesson } from './reading.ts';
import { SHAPES, type ShapeName } from './schema.ts';

/**
 * What fills a shaped lesson: the teacher's brief first (the activity, the words, the equipment and the place it
 * names), then the reviewed data for the setting (a skill's teaching points and games, a language's phrases with
 * their meaning and sound), then the content sources' own items.
 */

/** A movement skill from the reviewed movement data. */
export interface SkillInfo {
  name: string;
  teachingPoints: string[];
  commonErrors: string[];
  equipment: string[];
  drill?: { name: string; steps: string[]; progression?: string };
  game?: { name: string; setup: string; rules: string[]; scoring?: string; safety: string[] };
  observe?: string;
}

/** A target-language item: its text, meaning and a sound guide a teacher can say. */
export interface LanguageItemInfo {
  text: string;
  meaning?: string;
  pronunciation?: string;
}

export interface LanguageInfo {
  language: string;
  items: LanguageItemInfo[];
  dialogue: string[];
  activity?: string;
}

export type PracticalKind = 'food' | 'design';

export interface ShapeInput {
  shape: ShapeName;
  topic: string;
  /** The lesson's title and description, as the teacher wrote them. */
  briefText: string;
  criteria: string[];
  /** The outcomes' statements, which say what kind of text a reading lesson is on when the brief does not. */
  statements?: string;
  /** The US grade of the year level (the reading-level scale), for the length of a text the teacher is asked for. */
  grade?: number;
  /** The lesson's title as the teacher wrote it: a question title is the lesson's enquiry question. */
  title?: string;
  reading: BriefReading;
  /** Every outcome's merged content. */
  content: OutcomeContent[];
  skills?: SkillInfo[];
  /** Safety lines for the skills and the place. */
  safety?: string[];
  warmUp?: string;
  coolDown?: string;
  language?: LanguageInfo;
  practical?: PracticalKind;
}

/** "on the oval" → "the oval": where the lesson is, as the object of a sentence. */
const placeOf = (phrase: string) => phrase.replace(/^(?:on|in|at)\s+/i, '');
const itemLine = (item: LanguageItemInfo) => `${item.text}${item.meaning ? ` — ${item.meaning}` : ''}${item.pronunciation ? ` (say: ${item.pronunciation})` : ''}`;

export type Built = Omit<ShapedLesson, 'shape'>;

function movementLesson(input: ShapeInput, base: ShapeValues): Built {
  const skills = input.skills ?? [];
  const skill = skills[0];
  const activities = named(input.reading, 'activity').map((a) => a.text);
  const gameActivity = activities.find((a) => /\b(?:game|relay|race|tournament|match|tag|tiggy)\b/i.test(a));
  const practiceActivity = activities.find((a) => a !== gameActivity);
  const game = skill?.game;
  const values: ShapeValues = {
    scalars: {
      ...base.scalars,
      skill: skills.length ? listOf(skills.slice(0, 2).map((s) => s.name)) : undefined,
      skillOrTopic: skills.length ? listOf(skills.slice(0, 2).map((s) => s.name)) : input.topic,
      activity: practiceActivity ? sentenceOf(practiceActivity) : undefined,
      drill: practiceActivity ? undefined : skill?.drill?.name,
      progression: practiceActivity ? undefined : skill?.drill?.progression,
      drillOrActivity: practiceActivity ?? skill?.drill?.name,
      game: gameActivity ? sentenceOf(gameActivity) : game?.name,
      gameSetup: gameActivity ? undefined : game?.setup,
      gameScoring: gameActivity ? undefined : game?.scoring,
      warmUp: input.warmUp ?? 'jog, side-step and skip around the area, changing direction on the signal (2 minutes), then leg swings, arm circles and walking lunges.',
      coolDown: input.coolDown ?? 'walk and slow jog for a minute, then static stretches for the calves, hamstrings, quadriceps and shoulders, each held for 15 seconds.',
    },
    lists: {
      ...base.lists,
      // Two skills share the time: their first three cues each, which is as many as a class can hold.
      teachingPoints: unique(skills.slice(0, 2).flatMap((s) => s.teachingPoints.slice(0, skills.length > 1 ? 3 : 5))),
      commonErrors: unique(skills.slice(0, 1).flatMap((s) => s.commonErrors)),
      drillSteps: practiceActivity ? [] : (skill?.drill?.steps ?? []),
      rules: gameActivity ? [] : (game?.rules ?? []),
      extras: [...named(input.reading, 'examples'), ...named(input.reading, 'reference'), ...named(input.reading, 'activity').filter((a) => a.text !== gameActivity && a.text !== practiceActivity)].map((i) => i.text),
    },
  };
  const points = values.lists.teachingPoints ?? [];
  const checks: ShapedLesson['checks'] = {};
  if (skill && points.length) {
    checks.teach = [{ prompt: `Show me ${skill.name}: which teaching point are you showing?`, answer: `Any of: ${points.join('; ')}` }];
    checks.close = [{ prompt: `Name two teaching points for ${skill.name}.`, answer: `Any two of: ${points.join('; ')}` }];
  }
  if (game && !gameActivity && game.rules.length) (checks.close ??= []).push({ prompt: `What is one rule of ${game.name}, and why does it matter?`, answer: `Any rule from the game: ${game.rules.join('; ')}` });
  return {
    values,
    checks,
    practice: [],
    safety: unique(input.safety ?? []),
    ...(game && !gameActivity ? { gameSafety: game.safety } : {}),
    equipment: unique([...named(input.reading, 'equipment').map((e) => e.text), ...skills.slice(0, 2).flatMap((s) => s.equipment)]),
    texts: [],
    equipped: ['open', 'practice', 'game'],
  };
}

function languageLesson(input: ShapeInput, base: ShapeValues): Built {
  const language = input.language;
  const items = language?.items ?? [];
  const withMeaning = items.filter((i) => i.meaning);
  const young = input.grade !== undefined && bandOf(input.grade) === 'early';
  const game = named(input.reading, 'activity').find((a) => /\b(?:game|song|bingo|says|spy|chant|rhyme)\b/i.test(a.text))?.text ?? language?.activity;
  const dialogueActivity = named(input.reading, 'activity').find((a) => /\b(?:dialogue|conversation|role[- ]play|interview)\b/i.test(a.text));
  const values: ShapeValues = {
    scalars: {
      ...base.scalars,
      language: language?.language,
      words: items.length ? listOf(items.slice(0, 8).map((i) => i.text)) : undefined,
      wordsOrTopic: items.length ? listOf(items.slice(0, 8).map((i) => i.text)) : input.topic,
      activity: named(input.reading, 'activity').find((a) => a !== dialogueActivity && a.text !== game)?.text,
      dialogueTask: dialogueActivity ? sentenceOf(dialogueActivity.text) : undefined,
      game,
      allMeanings: items.every((i) => i.meaning) ? 'yes' : undefined,
      unknownItems: listOf(items.filter((i) => !i.meaning).map((i) => `"${i.text}"`)) || undefined,
    },
    lists: { ...base.lists, items: items.map(itemLine), dialogue: language?.dialogue ?? [] },
  };
  const checks: ShapedLesson['checks'] = {
    // A Foundation to Year 2 child shows what a word means (points to the colour, waves hello) rather than says it.
    teach: withMeaning.slice(0, 2).map((i) => ({ prompt: young ? `Listen: ${i.text}. Point to it or act it out.` : `What does "${i.text}" mean?`, answer: i.meaning! })),
    close: withMeaning.slice(2, 5).concat(withMeaning.length <= 2 ? withMeaning : []).slice(0, 3).map((i) => ({ prompt: `How do you say "${i.meaning}" in ${language?.language}?`, answer: i.text })),
  };
  return {
    values,
    checks,
    practice: withMeaning.slice(0, 6).map((i) => ({ prompt: `Say "${i.meaning}" in ${language?.language}.`, answer: i.text })),
    safety: [],
    equipment: unique([...named(input.reading, 'equipment').map((e) => e.text), ...(items.length ? [`Picture cards for ${listOf(items.slice(0, 8).map((i) => i.text))}`] : [])]),
    texts: [],
    equipped: ['teach', 'practice'],
  };
}

function practicalLesson(input: ShapeInput, base: ShapeValues): Built {
  const kind = input.practical ?? 'design';
  const brief = input.reading;
  const text = [...brief.items.map((i) => i.text)].join(' ');
  const knives = kind === 'food' && /\b(?:knife|knives|cut|chop|slice|dice|bridge|claw|peel)\w*/i.test(`${text} ${input.topic}`);
  const techniques = [...named(brief, 'examples'), ...named(brief, 'words')].filter((i) => i.heading);
  const named_ = named(brief, 'activity').map((a) => a.text);
  const reference = [...named(brief, 'reference'), ...named(brief, 'text')][0]?.text;
  // The product is what is made, not what it is made with or where: "a fruit salad" of "making a fruit salad with aprons, …".
  const making = named_.map((a) => ({ a, product: /\b(?:make|making|cook|cooking|bake|baking|build|building|prepare|preparing)\s+(?:a|an|the|some)?\s*([^,.;:]+?)(?=\s+(?:with|using|in|on|at|for|from)\b|[,.;:]|$)/i.exec(a)?.[1] ?? /^(?:a|an|the)\s+(.+?)\s+practical\b/i.exec(a)?.[1] }));
  const product = making.find((m) => m.product)?.product;
  // The activity that names the product is the making itself; the others are what students also do.
  const activities = product ? [`make the ${product}, following the method`, ...making.filter((m) => !m.product).map((m) => m.a)] : named_;
  const content = input.content;
  const steps = unique(content.flatMap((c) => c.activities)).slice(0, 6);
  const values: ShapeValues = {
    scalars: {
      ...base.scalars,
      product: product ? `the finished ${product} (or a picture of one)` : undefined,
      productOrTopic: product ?? input.topic,
      reference,
      techniques: techniques.length ? listOf(techniques.map((t) => t.text)) : knives ? 'the bridge hold and the claw grip' : undefined,
      activity: activities.length ? listOf(activities.map(sentenceOf)) : steps[0],
    },
    lists: {
      ...base.lists,
      steps: activities.length > 1 ? activities : steps,
      techniqueNotes: knives ? SHAPES.practical.knives.slice(1) : [],
      extras: [...named(brief, 'examples').filter((e) => !techniques.includes(e)), ...named(brief, 'reference').filter((r) => r.text !== reference)].map((i) => i.text),
      evaluation: SHAPES.practical.evaluation[kind],
    },
  };
  const checks = [...SHAPES.practical.checks[kind], ...(knives ? SHAPES.practical.checks.knives : [])];
  return {
    values,
    checks: { close: checks.slice(0, 3) },
    practice: [],
    safety: unique([...SHAPES.practical[kind], ...(knives ? [SHAPES.practical.knives[0]!] : []), ...content.flatMap((c) => c.safety)]),
    equipment: unique([...named(brief, 'equipment').map((e) => e.text), ...content.flatMap((c) => c.materials)]),
    texts: [],
    equipped: ['teach', 'practice'],
  };
}

function earlyLesson(input: ShapeInput, base: ShapeValues): Built {
  const brief = input.reading;
  const content = input.content;
  const words = [...named(brief, 'words'), ...named(brief, 'examples')];
  const activities = [...named(brief, 'activity').map((a) => sentenceOf(a.text)), ...content.flatMap((c) => c.activities)];
  const keyPoints = [...words.map((w) => `${w.heading ?? 'Say and show'}: ${w.parts.join(', ')}`), ...content.flatMap((c) => c.keyPoints)].slice(0, 4);
  const equipment = named(brief, 'equipment').map((e) => e.text);
  // What the children look at and talk about on the carpet: a photograph or a puppet, not the aprons and cones.
  const objects = equipment.filter(isShownToClass);
  const text = named(brief, 'text')[0]?.text;
  const checks = content.flatMap((c) => [...c.checks, ...c.practice]).filter((q) => !/\bmean\b|\bdefin/i.test(q.prompt)).slice(0, 4);
  const values: ShapeValues = {
    scalars: {
      ...base.scalars,
      object: objects.length ? listOf(objects.slice(0, 3)) : text ? `the cover of ${text}` : undefined,
      text,
      teaching: keyPoints.length || content.some((c) => c.workedExamples.length) ? 'yes' : undefined,
      ideasBelow: keyPoints.length ? 'Show each idea below with objects, pictures and actions, then try one together' : undefined,
    },
    lists: { ...base.lists, keyPoints, stations: unique(activities).slice(0, 3) },
  };
  return {
    values,
    checks: { teach: checks.slice(0, 1), close: checks.slice(1, 3) },
    practice: content.flatMap((c) => c.practice).slice(0, 3),
    ...(content.flatMap((c) => c.workedExamples)[0] ? { workedExample: content.flatMap((c) => c.workedExamples)[0]! } : {}),
    safety: [],
    equipment: unique([...equipment, ...content.flatMap((c) => c.materials)]),
    texts: [] as LessonText[],
    equipped: ['open', 'teach', 'practice'],
  };
}

/** "Writing a sentence about our weekend" → "a sentence about our weekend": what students write, as the brief says it. */
const WRITES = /\b(?:write|writes|writing|compose|composing|draft|drafting)\s+(?:(?:their|your|our)\s+own\s+|their\s+|your\s+|our\s+)?((?:a|an|the|some|two|three)\s+[^,.;:!?]+|[a-z]+\s+(?:letters?|stories|reports?|poems?|texts?|paragraphs?|sentences?|arguments?|speeches?|reviews?|recounts?|narratives?)\b[^,.;:!?]*)/i;

function writingLesson(input: ShapeInput, base: ShapeValues): Built {
  const brief = input.reading;
  const content = input.content;
  const activities = named(brief, 'activity').map((a) => a.text);
  const writingActivity = activities.find((a) => WRITES.test(a));
  const task = (writingActivity ? WRITES.exec(writingActivity) : undefined) ?? WRITES.exec(input.briefText);
  const namedText = named(brief, 'text')[0]?.text;
  const texts = content.flatMap((c) => c.texts).slice(0, 1);
  const features = unique(content.flatMap((c) => c.keyPoints)).slice(0, 5);
  const planTask = content.flatMap((c) => c.activities).find((a) => /^plan\b/i.test(a));
  const checks = content.flatMap((c) => c.checks);
  // What students write: as the brief says it, else what the skill's texts are ("an argument").
  const writes = task?.[1]?.trim() ?? content.find((c) => c.writes)?.writes;
  const values: ShapeValues = {
    scalars: {
      ...base.scalars,
      model: namedText ?? (texts[0] ? `the model text "${texts[0].title}"` : undefined),
      writingTask: writes,
      writingTaskOrTopic: writes ?? `their own text on ${input.topic}`,
      planTask: planTask ?? SHAPES.writing.plan[0]!,
    },
    lists: { ...base.lists, features, planSteps: planTask ? [] : SHAPES.writing.plan.slice(1) },
  };
  return {
    values,
    // A retrieval question opens the lesson only when there are enough for the teaching and the close as well.
    checks: checks.length >= 3 ? { open: checks.slice(0, 1), teach: checks.slice(1, 2), close: checks.slice(2, 4) } : { teach: checks.slice(0, 1), close: checks.slice(1, 3) },
    practice: content.flatMap((c) => c.practice).slice(0, 2),
    safety: [],
    equipment: unique(named(brief, 'equipment').map((e) => e.text)),
    texts,
    equipped: ['open', 'practice'],
  };
}

/** The lesson in its shape, filled from the brief, the setting's data and the content. */
export function shapeLesson(input: ShapeInput): ShapedLesson {
  const setting = named(input.reading, 'setting')[0];
  const base: ShapeValues = {
    scalars: { topic: input.topic, criteria: input.criteria.map((c) => `"${c}"`).join('; '), space: setting ? placeOf(setting.text) : 'the playing area' },
    lists: {},
  };
  const build = { movement: movementLesson, language: languageLesson, practical: practicalLesson, early: earlyLesson, writing: writingLesson, reading: readingLesson, history: historyLesson, geography: geographyLesson }[input.shape];
  return { ...build(input, base), shape: input.shape };
}

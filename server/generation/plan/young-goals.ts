import type { BriefReading } from '../brief/read.ts';
import { baseVerb, isBaseVerb, isGerund } from '../english/lexicon.ts';
import { contentStems } from '../english/content-words.ts';
import type { SettingData } from '../shapes/setting-data.ts';
import { nounSenses } from '../vocabulary/wordnet.ts';
import type { OutcomeRef } from '../types.ts';

/**
 * What a Foundation to Year 2 class is told it is learning and how it will know: short, concrete, in the words a
 * five-year-old uses, and about this lesson — the sounds, words, story, movements and games its teacher named. The
 * curriculum sentence ("test possible solutions to movement challenges through trial and error") is for the teacher;
 * each criterion keeps its outcome's code so the teacher still sees which outcome it serves.
 */

export interface YoungGoalsInput {
  title: string;
  description: string;
  reading: BriefReading;
  outcomes: OutcomeRef[];
  /** What the reviewed setting data knows: the movement skills taught, the language items with their meanings. */
  setting?: SettingData | undefined;
}

export interface YoungGoals {
  /** "We are learning to …" in the children's words. */
  intention: string;
  criteria: { text: string; outcomeCode: string }[];
}

/** As many criteria as a young class can hold in mind. */
const MAX_CRITERIA = 3;
/** A criterion a child hears and remembers: longer ones are left to the teacher's outcome. */
const MAX_WORDS = 14;

const listOf = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
/** The child's own: "your feet", "our weekend" and "their names" are "my" when the child says it. */
const saidByChild = (phrase: string) => phrase.replace(/\b(?:your|our|their)\b/gi, 'my').replace(/\byourself\b/gi, 'myself');
const saidByClass = (phrase: string) => phrase.replace(/\b(?:my|your|their)\b/gi, 'our').replace(/\bmyself\b/gi, 'ourselves');

/**
 * A phrase that opens with verbs in -ing as the verbs to do: "Running, hopping and skipping" → "run, hop and skip",
 * "Retelling The Three Little Pigs" → "retell The Three Little Pigs"; undefined when it does not open with one.
 */
export function asTask(phrase: string): string | undefined {
  const tokens = words(phrase);
  const first = tokens[0]?.toLowerCase().replace(/[^a-z]/g, '');
  if (!first || !isGerund(first)) return undefined;
  // "masking tape", "skipping rope", "building blocks": a thing named, not a thing to do.
  if (tokens[1] && nounSenses(`${first} ${tokens[1].toLowerCase().replace(/[^a-z-]/g, '')}`).length) return undefined;
  let listing = true;
  // "beginning, middle and end" lists things, not things to do: every member of a list of verbs is a verb.
  let notAVerbList = false;
  const done = tokens.map((token, i) => {
    const bare = token.toLowerCase().replace(/[^a-z]/g, '');
    const afterJoin = i === 0 || /,$/.test(tokens[i - 1]!) || /^(?:and|or|then)$/i.test(tokens[i - 1]!);
    if (listing && afterJoin && bare && isGerund(bare)) return `${baseVerb(bare)}${token.replace(/^[A-Za-z]+/, '')}`;
    if (listing && afterJoin && bare && !/^(?:and|or|then)$/.test(bare)) notAVerbList = true;
    if (!/^(?:and|or|then)$/i.test(token)) listing = listing && /,$/.test(token);
    return token;
  });
  return notAVerbList ? undefined : done.join(' ').replace(/[.!?]+$/, '');
}

/** A question title's task: "How do we greet people in Chinese?" → "greet people in Chinese". */
const questionTask = (title: string) => /^how\s+(?:do|can)\s+(?:we|you|I)\s+(.+?)\??$/i.exec(title.trim())?.[1];

/** Letters named as a sound ("the 'sh' and 'ch' sounds", "the ai sound"), not words that happen to stand before "sounds". */
const SOUNDS = /(?:['‘"]?\b([a-z]{1,3})\b['’"]?)(?:\s*(?:,|and)\s*['‘"]?\b([a-z]{1,3})\b['’"]?)*\s+sounds?\b/gi;
const NOT_A_SOUND = /^(?:the|and|all|new|our|two|its|his|her|for|few|of|to|in|on|at|by|we|my|any|big|say|how|hear)$/i;

function soundsNamed(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(SOUNDS)) {
    const letters = match[0].replace(/\s+sounds?$/i, '').split(/\s*(?:,|\band\b)\s*/).map((s) => s.replace(/[^a-z]/gi, '').toLowerCase());
    found.push(...letters.filter((s) => s && !NOT_A_SOUND.test(s)));
  }
  return [...new Set(found)];
}

/** Each named sound heard in the named words that hold it: "say the sound sh in ship and shop". */
function soundTasks(sounds: string[], reading: BriefReading): string[] {
  const named = reading.items.filter((i) => i.kind === 'words' || i.kind === 'examples').flatMap((i) => i.parts).filter((p) => /^[a-z]+$/i.test(p));
  return sounds.map((sound) => {
    const holding = named.filter((w) => w.toLowerCase().includes(sound)).slice(0, 2);
    return holding.length ? `say the sound ${sound} in ${listOf(holding)}` : `say the sound ${sound}`;
  });
}

/** A game the teacher named, as the children play it: "finish with 'What's the time, Mr Wolf?'" → "play What's the time, Mr Wolf". */
const GAME = /\b(?:game|says|tag|tiggy|relay|race|bingo|hunt|spy|Mr Wolf|musical)\b/i;
const SUNG = /\b(?:song|chant|rhyme)\b/i;
function activityTask(text: string): string | undefined {
  const bare = text
    .replace(/^(?:finish|start|end|begin|warm up)\s+with\s+/i, '')
    .replace(/\s+to\s+(?:finish|start|end)$/i, '')
    .replace(/^['‘"“]|['’"”?]+$/g, '')
    .replace(/\?$/, '');
  const task = asTask(bare);
  if (task) return task;
  if (SUNG.test(bare)) return `sing ${bare}`;
  return GAME.test(bare) ? `play ${bare}` : undefined;
}

/** A story the children hear: told in order when the brief is about retelling or the order of events. */
function textTask(text: string, brief: string): string {
  return /\bretell|\bsequenc|\bin order\b|\bbeginning\b/i.test(brief) ? `tell the story of ${text} in order` : `say what happens in ${text}`;
}

/** The teaching points a child can do and say: "Run on the balls of your feet" (not "Eyes forward, head still"). */
const doablePoint = (point: string) => isBaseVerb(words(point)[0]?.toLowerCase() ?? '') && words(point).length <= 10;

/**
 * The intention and criteria for a Foundation to Year 2 lesson, from what its teacher named; undefined when the brief
 * names nothing a child could do or say, and the outcome's own (shortened, plainer) words stay.
 */
export function youngGoals(input: YoungGoalsInput): YoungGoals | undefined {
  const { title, description, reading, setting } = input;
  const brief = `${title}. ${description}`;
  const sounds = soundsNamed(brief);
  const texts = reading.items.filter((i) => i.kind === 'text').map((i) => i.text);
  const meanings = (setting?.language?.items ?? []).flatMap((i) => (i.meaning && words(i.meaning).length <= 3 ? [i.meaning] : [])).slice(0, 4);
  const skills = setting?.moves ? setting.skills : [];
  // A teaching point becomes a criterion when it does what the brief names ("Run on the balls of your feet" in a
  // running lesson), in the child's sentence: "I can run on …".
  const briefStems = contentStems(brief);
  const onTheBrief = (point: string) => [...contentStems(point)].some((stem) => briefStems.has(stem));
  const points = skills
    .slice(0, 2)
    .map((s) => s.teachingPoints.find((p) => doablePoint(p) && onTheBrief(p)))
    .filter((p): p is string => Boolean(p))
    .map((p) => p.charAt(0).toLowerCase() + p.slice(1));
  const activities = reading.items.filter((i) => i.kind === 'activity').map((i) => activityTask(i.text)).filter((a): a is string => Boolean(a));
  const games = activities.filter((a) => a.startsWith('play '));

  const titleTask = asTask(title) ?? questionTask(title);
  const specific = [
    ...soundTasks(sounds, reading),
    ...(meanings.length && setting?.language ? [`say ${listOf(meanings)} in ${setting.language.language}`] : []),
    ...texts.slice(0, 1).map((text) => textTask(text, brief)),
    ...points.slice(0, 1),
    ...games,
    ...activities.filter((a) => !games.includes(a)),
    ...points.slice(1),
  ];
  // The title's task heads the list unless a more particular criterion already says it (a story told in order).
  const sharesAText = (task: string) => texts.some((text) => task.includes(text));
  const tasks = [...(titleTask && !specific.some((s) => sharesAText(s) && sharesAText(titleTask)) ? [titleTask] : []), ...specific]
    .map((task) => saidByChild(task).replace(/\s+/g, ' ').trim())
    // A task that runs on after a colon, or leaves a quotation open, is not one thing a child does.
    .filter((task) => words(task).length <= MAX_WORDS && !task.includes(':') && (task.match(/['‘’"“”]/g) ?? []).filter((q) => q !== '’' || !/\w’\w/.test(task)).length % 2 === 0);
  const chosen = [...new Set(tasks)].slice(0, MAX_CRITERIA);
  if (!chosen.length) return undefined;

  const intentionTask = titleTask ?? (sounds.length > 1 ? `say the sounds ${listOf(sounds)}` : chosen[0]!);
  return {
    intention: `We are learning to ${saidByClass(intentionTask)}.`,
    criteria: chosen.map((task) => ({ text: `I can ${task}`, outcomeCode: outcomeFor(task, input.outcomes) })),
  };
}

/** The outcome a criterion serves: the one whose statement shares most of its words, else the lesson's first. */
function outcomeFor(task: string, outcomes: OutcomeRef[]): string {
  const stems = contentStems(task);
  const scored = outcomes.map((o) => ({ code: o.code, shared: [...contentStems(o.statement)].filter((s) => stems.has(s)).length }));
  return scored.reduce((best, next) => (next.shared > best.shared ? next : best), scored[0] ?? { code: '', shared: 0 }).code;
}

import coolDownsData from './cooldowns.json' with { type: 'json' };
import lessonWordsData from './lesson-words.json' with { type: 'json' };
import safetyData from './safety.json' with { type: 'json' };
import skillsData from './skills.json' with { type: 'json' };
import warmUpsData from './warmups.json' with { type: 'json' };
import { containsAny, matchLongestFirst, TEXT_BREAK, wordsOf } from './phrases.ts';
import {
  coolDownsFileSchema,
  lessonWordsFileSchema,
  safetyFileSchema,
  skillsFileSchema,
  warmUpsFileSchema,
  type CoolDown,
  type MovementPlaceKind,
  type MovementSkill,
  type SafetyLine,
  type Sport,
  type WarmUp,
} from './schema.ts';

export type * from './schema.ts';

/**
 * Reviewed content for movement lessons: the skills a PE teacher plans (teaching points, common errors, drills,
 * modified games, what to observe), warm-ups, cool-downs and safety lines, and the reading of a lesson's words that
 * says whether it is a movement lesson and which skills it teaches. The content lives in the JSON files beside this
 * one and is validated as it loads.
 */

const skillsFile = skillsFileSchema.parse(skillsData);
const lessonWords = lessonWordsFileSchema.parse(lessonWordsData);

export const MOVEMENT_SKILLS: readonly MovementSkill[] = skillsFile.skills;
export const SPORTS: readonly Sport[] = skillsFile.sports;
/** Full citations by the key a skill's `source` names. */
export const MOVEMENT_SOURCES: Readonly<Record<string, string>> = skillsFile.sources;
export const WARM_UPS: readonly WarmUp[] = warmUpsFileSchema.parse(warmUpsData).warmUps;
export const COOL_DOWNS: readonly CoolDown[] = coolDownsFileSchema.parse(coolDownsData).coolDowns;
export const MOVEMENT_SAFETY: readonly SafetyLine[] = safetyFileSchema.parse(safetyData).lines;

const SKILL_BY_ID = new Map(MOVEMENT_SKILLS.map((skill) => [skill.id, skill]));
const skillsWithIds = (ids: Iterable<string>) => [...ids].map((id) => SKILL_BY_ID.get(id)!);

/** Each alias and the skills that use it; most aliases name one skill, a few ("throw") several. */
const SKILLS_BY_ALIAS = new Map<string, string[]>();
for (const skill of MOVEMENT_SKILLS) {
  for (const alias of skill.aliases) SKILLS_BY_ALIAS.set(alias, [...new Set([...(SKILLS_BY_ALIAS.get(alias) ?? []), skill.id])]);
}
const ALIASES = [...SKILLS_BY_ALIAS.keys()];
const SPORT_ALIASES = SPORTS.flatMap((sport) => sport.aliases);

/** The words that point a shared alias at a skill: its own context words and the names of sports that teach it. */
const CONTEXT_BY_SKILL = new Map(
  MOVEMENT_SKILLS.map((skill) => [skill.id, [...skill.contextWords, ...SPORTS.filter((sport) => sport.skills.includes(skill.id)).flatMap((sport) => sport.aliases)]]),
);

/**
 * The skills a shared alias means here: those the text also names by an alias of their own ("underarm throw …
 * throwing"), else those whose context words the lesson uses ("throwing … beanbags"), else the reviewed default.
 */
function resolveShared(alias: string, sharers: string[], namedAlone: Set<string>, context: string[]): string[] {
  const named = sharers.filter((id) => namedAlone.has(id));
  if (named.length) return named;
  const contextual = sharers.filter((id) => containsAny(context, CONTEXT_BY_SKILL.get(id) ?? []));
  return contextual.length ? contextual : skillsFile.sharedAliasDefaults[alias]!;
}

/** The skills whose aliases appear in the words, in the order the text names them. */
function skillsNamed(words: string[], context: string[]): MovementSkill[] {
  const matches = matchLongestFirst(words, ALIASES).map((match) => ({ alias: match.phrase, sharers: SKILLS_BY_ALIAS.get(match.phrase)! }));
  const namedAlone = new Set(matches.filter((m) => m.sharers.length === 1).map((m) => m.sharers[0]!));
  const ids = new Set(matches.flatMap((m) => (m.sharers.length === 1 ? m.sharers : resolveShared(m.alias, m.sharers, namedAlone, context))));
  return skillsWithIds(ids);
}

/** The skills of the sports the words name ("Netball" teaches passing, shooting, space and marking). */
function skillsOfSportsNamed(words: string[]): MovementSkill[] {
  const named = new Set(matchLongestFirst(words, SPORT_ALIASES).map((match) => match.phrase));
  return skillsWithIds(new Set(SPORTS.filter((sport) => sport.aliases.some((alias) => named.has(alias))).flatMap((sport) => sport.skills)));
}

/**
 * The movement skills a lesson teaches. `text` is the lesson's title and description (or, given alone, everything
 * the lesson says); `outcome` is the curriculum statement. Aliases match as whole words, longest first; an alias
 * several skills share is read from the rest of the lesson ("throwing … with beanbags" is an underarm throw). The
 * title and description come first: a sport they name stands for its skills, and the outcome's skills are used only
 * when the lesson itself names none, since a broad outcome ("running, jumping, throwing and catching") lists more
 * than one lesson teaches.
 */
export function movementSkillsIn(text: string, outcome = ''): MovementSkill[] {
  const lesson = wordsOf(text);
  const stated = wordsOf(outcome);
  const context = [...lesson, TEXT_BREAK, ...stated];
  const fromLesson = skillsNamed(lesson, context);
  if (fromLesson.length) return fromLesson;
  const fromSports = skillsOfSportsNamed(lesson);
  if (fromSports.length) return fromSports;
  return skillsNamed(stated, context);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (phrases: readonly string[]) => [...phrases].sort((a, b) => b.length - a.length).map((p) => p.split(' ').map(escapeRegExp).join(' ')).join('|');
/** "on the oval", "in the school hall", "at our local pool"; not "in the field of". */
const PLACE = new RegExp(
  `\\b(?:${alternation(lessonWords.placePrepositions)}) (?:the|our|a|their|your|this) (?:[a-z']+ ){0,2}?(${alternation(lessonWords.places.map((p) => p.word))})(?:e?s)?\\b(?! of\\b)`,
);

/** The kind of place the text puts the lesson in ("on the oval" is outdoors), or undefined when it names none. */
export function movementPlaceIn(text: string): MovementPlaceKind | undefined {
  const found = PLACE.exec(wordsOf(text).join(' '));
  return found ? lessonWords.places.find((place) => place.word === found[1])?.kind : undefined;
}


/**
 * Whether a lesson is taught by moving, from its subject and its text (title, description and outcome). In PE,
 * health and PE, sport and dance a lesson is a movement lesson when its text is about moving (a skill, game, sport,
 * dance, fitness, swimming, athletics, physical activity) and not a health topic taught at desks (nutrition, drugs,
 * relationships, safety knowledge, identity) unless students also take part in an activity; a subject that is an
 * activity itself (Dance, Swimming) needs no more evidence of moving. In any other subject it is one when the text
 * puts it on the oval, field or court, or in the gym, hall or pool, and names a movement activity.
 */
export function isMovementLesson(subject: string, text: string): boolean {
  const words = wordsOf(text);
  const subjectWords = wordsOf(subject);
  const activity = movementSkillsIn(text).length > 0 || containsAny(words, lessonWords.activities);
  if (!containsAny(subjectWords, lessonWords.movementSubjects)) return activity && movementPlaceIn(text) !== undefined;
  const moving = activity || containsAny(words, lessonWords.movementWords) || containsAny(subjectWords, lessonWords.activities);
  return moving && (!containsAny(words, lessonWords.deskTopics) || containsAny(words, lessonWords.doingWords));
}

/**
 * The safety lines for a lesson: those for every lesson, for its place, and for the risks its skills carry, in the
 * order safety.json gives them. A pool is a place with water's risks.
 */
export function safetyFor(skills: readonly MovementSkill[], place?: MovementPlaceKind): SafetyLine[] {
  const scopes = new Set<string>(['every lesson', ...skills.flatMap((skill) => skill.risks)]);
  if (place === 'pool') scopes.add('water');
  else if (place) scopes.add(place);
  return MOVEMENT_SAFETY.filter((line) => scopes.has(line.when));
}

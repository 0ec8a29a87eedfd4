import type { BriefReading } from '../brief/read.ts';
import { COOL_DOWNS, isMovementLesson, movementPlaceIn, movementSkillsIn, safetyFor, WARM_UPS, type MovementSkill } from '../content/movement/index.ts';
import { languageItems, lookUpItem, targetLanguage, type LanguageItem } from '../content/languages/index.ts';
import { bandOf } from '../plan/band.ts';
import type { LanguageInfo, LanguageItemInfo, SkillInfo } from './lesson.ts';

/**
 * What the reviewed setting data knows about a lesson: whether it is about moving and which skills it teaches (the
 * movement data), or which language it teaches and the items for its topic (the language data).
 */
export interface SettingData {
  moves: boolean;
  skills: SkillInfo[];
  warmUp?: string;
  coolDown?: string;
  /** Safety lines for the skills and the place, when the lesson moves. */
  safety: string[];
  language?: LanguageInfo;
}

/** A stable choice among equals, so that two lessons do not all open with the same warm-up. */
const pick = <T>(items: readonly T[], seed: string): T | undefined => {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return items.length ? items[hash % items.length] : undefined;
};

const skillInfo = (skill: MovementSkill): SkillInfo => {
  const drill = skill.drills[0];
  const game = skill.games[0];
  return {
    name: skill.name.toLowerCase(),
    teachingPoints: skill.teachingPoints,
    commonErrors: skill.commonErrors.map((e) => `${e.error} — ${e.fix}`),
    equipment: skill.equipment,
    ...(drill ? { drill: { name: drill.name, steps: drill.steps, progression: drill.progression } } : {}),
    ...(game ? { game } : {}),
  };
};

function movementData(brief: string, text: string, grade: number, seed: string): Omit<SettingData, 'language'> {
  const band = bandOf(grade) === 'early' ? 'early' : bandOf(grade) === 'upper' ? 'upper' : 'secondary';
  const skills = movementSkillsIn(brief, text);
  const place = movementPlaceIn(brief);
  const setting = place === 'pool' ? 'pool' : 'land';
  const fits = <T extends { bands: readonly string[]; setting: string }>(items: readonly T[]) => items.filter((i) => i.bands.includes(band) && i.setting === setting);
  const pulse = pick(fits(WARM_UPS).filter((w) => w.kind === 'pulse raiser'), seed);
  const stretch = pick(fits(WARM_UPS).filter((w) => w.kind === 'dynamic stretch'), seed);
  const calm = pick(fits(COOL_DOWNS).filter((c) => c.kind !== 'static stretch'), seed);
  const stretches = fits(COOL_DOWNS).filter((c) => c.kind === 'static stretch').slice(0, 3);
  const activity = (a: { name: string; minutes: number; steps: readonly string[] }) => `${a.name} (${a.minutes} min): ${a.steps.join(' ')}`;
  return {
    moves: true,
    skills: skills.map(skillInfo),
    ...(pulse ? { warmUp: [pulse, stretch].filter((a) => a).map((a) => activity(a!)).join(' Then ') } : {}),
    ...(calm ? { coolDown: [calm, ...stretches].map(activity).join(' Then ') } : {}),
    safety: safetyFor(skills, place).map((l) => l.text),
  };
}

/** Items a lesson teaches at once: enough for a game and a dialogue, few enough to remember. */
const LANGUAGE_ITEMS = 8;

const itemInfo = (item: LanguageItem): LanguageItemInfo => ({
  text: item.romanised ? `${item.text} (${item.romanised})` : item.text,
  meaning: item.meaning,
  pronunciation: item.pronunciation,
});

/** The teacher's own words first (with their meaning where the data has them), then the data's items for the topic. */
function languageData(language: string, brief: string, statements: string, reading: BriefReading): LanguageInfo {
  const named = reading.items.filter((i) => i.kind === 'words' || i.kind === 'examples').flatMap((i) => i.parts.map((word) => ({ word, gloss: i.glosses?.[word] })));
  // The meaning the teacher wrote comes first; the data adds the sound guide (and a meaning the teacher left out).
  const own = named.map(({ word, gloss }): LanguageItemInfo => {
    const found = lookUpItem(language, word);
    const info = found ? itemInfo(found) : { text: gloss?.romanised ? `${word} (${gloss.romanised})` : word };
    return gloss ? { ...info, meaning: gloss.meaning } : info;
  });
  const topic = languageItems(language, brief, LANGUAGE_ITEMS) ?? languageItems(language, `${brief} ${statements}`, LANGUAGE_ITEMS);
  const seen = new Set(own.map((i) => i.text.toLowerCase()));
  const more = (topic?.items ?? []).map(itemInfo).filter((i) => !seen.has(i.text.toLowerCase()));
  return {
    language,
    items: [...own, ...more].slice(0, Math.max(LANGUAGE_ITEMS, own.length)),
    dialogue: topic?.dialogue ?? [],
    ...(topic?.activity ? { activity: topic.activity } : {}),
  };
}

export function settingData(subject: string, brief: string, statements: string, reading: BriefReading, grade: number): SettingData {
  const target = targetLanguage(subject, brief);
  if (target) return { moves: false, skills: [], safety: [], language: languageData(target.language, brief, statements, reading) };
  // The teacher's words decide first ("Choreography in groups of four" moves, whatever the outcome analyses).
  const moves = isMovementLesson(subject, brief) || isMovementLesson(subject, `${brief} ${statements}`) || reading.setting === 'movement';
  if (moves) return movementData(brief, statements, grade, brief);
  return { moves: false, skills: [], safety: [] };
}

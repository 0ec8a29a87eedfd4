import { z } from 'zod';

/**
 * The shapes of the reviewed movement data: skills.json, warmups.json, cooldowns.json, safety.json and
 * lesson-words.json. A teacher corrects the JSON; these schemas reject a file that lost a field or broke a
 * cross-reference, when it is loaded.
 */

/**
 * A phrase as lessons are matched against it: lower case words separated by single spaces, hyphens written as
 * spaces ("side step", "non locomotor"). A plural with -s or -es matches too, so only the singular is listed.
 */
const phrase = z.string().regex(/^[a-z0-9]+(?: [a-z0-9']+)*$/, 'lower case words separated by single spaces, hyphens written as spaces');
const line = z.string().trim().min(1);
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case id');

/** The year bands a skill suits: early (Foundation to Year 2), upper (Years 3–6), secondary (Year 7 on). */
export const movementBandSchema = z.enum(['early', 'upper', 'secondary']);

export const skillCategorySchema = z.enum(['locomotor', 'stability', 'object-control', 'aquatic', 'athletics', 'dance', 'gymnastics', 'outdoor', 'tactics', 'fitness']);

/** What can hurt someone in a skill's practice; each risk brings its lines from safety.json. */
export const movementRiskSchema = z.enum(['running', 'equipment', 'throwing', 'striking', 'mats', 'water', 'out of sight']);

const drillSchema = z.object({
  name: line,
  /** Concrete steps: group sizes, distances, repetitions. */
  steps: z.array(line).min(2),
  /** How to make it harder once students succeed. */
  progression: line,
});

const gameSchema = z.object({
  name: line,
  setup: line,
  rules: z.array(line).min(3).max(5),
  scoring: line,
  safety: z.array(line).min(1),
});

export const movementSkillSchema = z.object({
  id,
  name: line,
  category: skillCategorySchema,
  /** Words a teacher or a curriculum statement uses for the skill. An alias several skills share is listed in sharedAliasDefaults. */
  aliases: z.array(phrase).min(1),
  /** Words elsewhere in a lesson's text that say a shared alias means this skill ("beanbags" for an underarm throw). */
  contextWords: z.array(phrase),
  bands: z.array(movementBandSchema).min(1),
  /** Short cues a teacher says while students practise. */
  teachingPoints: z.array(line).min(3).max(5),
  commonErrors: z.array(z.object({ error: line, fix: line })).min(2).max(3),
  equipment: z.array(line),
  drills: z.array(drillSchema).min(2).max(3),
  /** Modified games that use the skill. */
  games: z.array(gameSchema).min(1).max(2),
  /** What the teacher looks for when students demonstrate. */
  observe: z.array(line).min(2),
  risks: z.array(movementRiskSchema),
  /** A key of the file's `sources`: the reference the cues follow. */
  source: z.string(),
});

export const sportSchema = z.object({
  name: line,
  aliases: z.array(phrase).min(1),
  /** The skills a first unit of the sport teaches: a lesson that names only the sport gets these. */
  skills: z.array(id).min(1),
});

export const skillsFileSchema = z
  .object({
    /** Full citations by short key. */
    sources: z.record(z.string(), line),
    /** For an alias several skills share ("throw"): the skills it means when the lesson gives no other clue. */
    sharedAliasDefaults: z.record(phrase, z.array(id).min(1)),
    sports: z.array(sportSchema),
    skills: z.array(movementSkillSchema).min(1),
  })
  .superRefine((file, ctx) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
    const ids = new Set<string>();
    const sharers = new Map<string, string[]>();
    file.skills.forEach((skill, index) => {
      if (ids.has(skill.id)) issue(`duplicate skill id ${skill.id}`, ['skills', index, 'id']);
      ids.add(skill.id);
      if (!(skill.source in file.sources)) issue(`unknown source ${skill.source}`, ['skills', index, 'source']);
      for (const alias of new Set(skill.aliases)) sharers.set(alias, [...(sharers.get(alias) ?? []), skill.id]);
    });
    for (const [alias, skills] of sharers) {
      if (skills.length > 1 && !file.sharedAliasDefaults[alias]) issue(`"${alias}" is shared by ${skills.join(', ')} and needs a default`, ['sharedAliasDefaults']);
    }
    for (const [alias, defaults] of Object.entries(file.sharedAliasDefaults)) {
      const skills = sharers.get(alias) ?? [];
      if (skills.length < 2) issue(`"${alias}" is not an alias several skills share`, ['sharedAliasDefaults', alias]);
      for (const skill of defaults) if (!skills.includes(skill)) issue(`default ${skill} does not list "${alias}"`, ['sharedAliasDefaults', alias]);
    }
    file.sports.forEach((sport, index) => {
      for (const skill of sport.skills) if (!ids.has(skill)) issue(`unknown skill ${skill}`, ['sports', index, 'skills']);
    });
  });

const timedActivity = {
  id,
  name: line,
  bands: z.array(movementBandSchema).min(1),
  /** Where it works: anywhere on land, or in the pool. */
  setting: z.enum(['land', 'pool']),
  minutes: z.number().positive().max(10),
  steps: z.array(line).min(1),
};

export const warmUpSchema = z.object({ ...timedActivity, kind: z.enum(['pulse raiser', 'dynamic stretch']) });

export const coolDownSchema = z.object({
  ...timedActivity,
  kind: z.enum(['easy movement', 'static stretch', 'breathing']),
  /** For a static stretch: how long each hold lasts, and how many holds on each side. */
  holdSeconds: z.number().int().positive().max(60).optional(),
  holds: z.number().int().positive().max(5).optional(),
});

export const warmUpsFileSchema = z.object({ warmUps: z.array(warmUpSchema).min(1) });
export const coolDownsFileSchema = z.object({
  coolDowns: z
    .array(coolDownSchema)
    .min(1)
    .superRefine((list, ctx) =>
      list.forEach((item, index) => {
        if (item.kind === 'static stretch' && (item.holdSeconds === undefined || item.holds === undefined)) {
          ctx.addIssue({ code: 'custom', message: 'a static stretch says how long and how many times it is held', path: [index] });
        }
      }),
    ),
});

/** Where a safety line applies: every lesson, a kind of place, or a risk one of the lesson's skills carries. */
export const safetyScopeSchema = z.union([z.enum(['every lesson', 'outdoors', 'indoors']), movementRiskSchema]);
export const safetyLineSchema = z.object({ text: line, when: safetyScopeSchema });
export const safetyFileSchema = z.object({ lines: z.array(safetyLineSchema).min(1) });

/** A place a lesson can happen, and the kind of place it is. */
export const movementPlaceSchema = z.object({ word: phrase, kind: z.enum(['outdoors', 'indoors', 'pool']) });

/** The words that tell a movement lesson from a lesson taught at desks. */
export const lessonWordsFileSchema = z.object({
  /** Subjects whose lessons are movement lessons when their text is about moving. */
  movementSubjects: z.array(phrase).min(1),
  /** Activities that are movement in any subject: "games", "dance", "fitness". */
  activities: z.array(phrase).min(1),
  /** Words about moving that count in a PE subject only: "movement", "agility", "fair play". */
  movementWords: z.array(phrase).min(1),
  /** Health topics taught at desks: "nutrition", "relationships". */
  deskTopics: z.array(phrase).min(1),
  /** Verbs of taking part, which keep a lesson active even when it also names a desk topic. */
  doingWords: z.array(phrase).min(1),
  /** Words before "the" that put a lesson in a place ("on the oval", "in the gym"). */
  placePrepositions: z.array(phrase).min(1),
  places: z.array(movementPlaceSchema).min(1),
});

export type MovementBand = z.infer<typeof movementBandSchema>;
export type SkillCategory = z.infer<typeof skillCategorySchema>;
export type MovementRisk = z.infer<typeof movementRiskSchema>;
export type MovementSkill = z.infer<typeof movementSkillSchema>;
export type MovementDrill = z.infer<typeof drillSchema>;
export type MovementGame = z.infer<typeof gameSchema>;
export type Sport = z.infer<typeof sportSchema>;
export type WarmUp = z.infer<typeof warmUpSchema>;
export type CoolDown = z.infer<typeof coolDownSchema>;
export type SafetyScope = z.infer<typeof safetyScopeSchema>;
export type SafetyLine = z.infer<typeof safetyLineSchema>;
export type MovementPlaceKind = z.infer<typeof movementPlaceSchema>['kind'];
export type LessonWords = z.infer<typeof lessonWordsFileSchema>;

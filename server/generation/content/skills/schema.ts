import { z } from 'zod';
import data from './skills.json' with { type: 'json' };

/**
 * The disciplinary skills of skills.json, validated when the engine loads them: a reviewer corrects a sentence there,
 * and a broken file fails at start-up and in the unit tests, not in a teacher's plan.
 *
 * A skill is what a lesson practises whatever its topic — working with historical sources, writing to persuade,
 * planning a fair test, reading an artwork — with the key points, misconceptions, words, checks and practice that hold
 * for any topic it is applied to. Every fact names its source; every check and practice item has its answer (for an
 * open task, what a good answer contains).
 */

const text = z.string().min(1);
/** A whole word or phrase, matched in any case, with or without a plural -s. */
const words = z.array(z.string().regex(/^[a-z][a-z' -]*$/i)).min(1);

/**
 * The US grades (0 = Kindergarten) an item is for, when it is not for every grade of its skill: five-year-olds print
 * with leaves and sponges, older students carve lino.
 */
const grades = z.tuple([z.number().int().min(0), z.number().int().max(12)]).optional();
/** A line of the skill, for every grade or only for the grades it names. */
const line = z.union([text, z.object({ text, grades })]);

const item = z.object({ prompt: text, answer: text, options: z.array(text).min(3).optional(), grades }).refine((i) => !i.options || i.options.includes(i.answer), {
  message: 'a multiple-choice item’s answer is one of its options',
});

const skill = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** Shown to the teacher as where the content comes from. */
    title: text,
    /** The lesson's subject (as typed) or the outcome's subject must match one of these, as a word. */
    subjects: words,
    /** Subjects that contain one of `subjects` but are not this skill's ("English Language Arts" is not art). */
    notSubjects: words.optional(),
    /**
     * The curricula (framework id prefixes, "au-") a skill is written for, when it names a country's own services —
     * a helpline's number is no help in another country. Without it, any curriculum.
     */
    frameworks: z.array(z.string().min(2)).optional(),
    /** The US grades the wording is written for (0 = Kindergarten). */
    grades: z.tuple([z.number().int().min(0), z.number().int().max(12)]),
    /**
     * What names the skill: `any` — at least one must appear in the outcome's statement, or in the lesson's title or
     * description; `also` — when given, one of these must appear too (a writing skill needs "write" as well as
     * "persuasive"); `never` — none of these may appear. A word the outcome or the title states counts twice one only
     * the description names; `lesson` — when given, one of these must appear in the lesson's own title or
     * description, for a skill an outcome names among others (a lesson on Macbeth under an outcome on "a story, drama,
     * or poem" is not a poetry lesson).
     */
    match: z.object({ any: words, also: words.optional(), never: words.optional(), lesson: words.optional() }),
    sources: z.record(z.string(), text),
    keyPoints: z.array(z.object({ text, source: z.string(), grades })).min(3),
    misconceptions: z.array(z.object({ misconception: text, response: text, source: z.string(), grades })).min(1),
    keywords: z.array(z.object({ term: text, definition: text, grades })).min(2),
    checks: z.array(item).min(2),
    practice: z.array(item).min(3),
    /**
     * Examples the teacher models step by step (a feeling named from its clues, a robot's route planned square by
     * square), for the skills whose practice has a way of working to show.
     */
    workedExamples: z.array(z.object({ problem: text, steps: z.array(text).min(2), answer: text, grades })).default([]),
    /** Whole instructions for the lesson's tasks, in the order they are done. */
    activities: z.array(line).min(1),
    materials: z.array(line).default([]),
    /** What students write when the lesson is a writing lesson on the skill ("a persuasive text"). */
    writes: text.optional(),
    /** A procedure learnt from worked examples and practice: its lessons keep the model–practise phases (OutcomeContent.procedure). */
    procedure: z.boolean().optional(),
    /** A catalogue of stories the skill retells and works through when the lesson names one (fables.json). */
    stories: z.enum(['fables']).optional(),
    safety: z.array(line).default([]),
  })
  .superRefine((s, ctx) => {
    const keys = new Set(Object.keys(s.sources));
    for (const cited of [...s.keyPoints, ...s.misconceptions]) {
      if (!keys.has(cited.source)) ctx.addIssue({ code: 'custom', message: `${s.id}: the source "${cited.source}" is not in its sources` });
    }
  });

export type Skill = z.infer<typeof skill>;
export type SkillLine = z.infer<typeof line>;

export const SKILLS: Skill[] = z.array(skill).parse(data);

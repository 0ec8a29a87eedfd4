import { contentStems } from '../../english/content-words.ts';
import type { CheckItem, OutcomeContent, OutcomeRef, WorkedExample } from '../../types.ts';
import type { ContentContext, ContentSource } from '../index.ts';
import { subjectSetFor } from '../subjects/index.ts';
import { fableNamed, fableContent } from './fables.ts';
import { SKILLS, type Skill, type SkillLine } from './schema.ts';

/**
 * Content for the skill a lesson practises, whatever its topic (skills.json): the source comparison of a history
 * lesson on the Boston Tea Party, the fair test of a lesson on parachutes, the moral of a lesson on Aesop. A skill is
 * chosen only when the lesson's subject is one it is written for, its grades include the class's, and the outcome or
 * the teacher's title and description name it; a lesson a reviewed subject set covers keeps that set alone.
 */

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word or phrase as a whole word, any case, with or without a plural -s; spaces and hyphens alike. */
const wordPattern = (words: string[]) => new RegExp(`\\b(?:${words.map((w) => escape(w).replace(/[ -]/g, '[\\s-]')).join('|')})s?\\b`, 'gi');

const hits = (pattern: RegExp, text: string) => new Set((text.match(pattern) ?? []).map((m) => m.toLowerCase())).size;

interface CompiledSkill {
  skill: Skill;
  subjects: RegExp;
  notSubjects: RegExp | undefined;
  any: RegExp;
  also: RegExp | undefined;
  never: RegExp | undefined;
  lesson: RegExp | undefined;
}

const COMPILED: CompiledSkill[] = SKILLS.map((skill) => ({
  skill,
  subjects: wordPattern(skill.subjects),
  notSubjects: skill.notSubjects ? wordPattern(skill.notSubjects) : undefined,
  any: wordPattern(skill.match.any),
  also: skill.match.also ? wordPattern(skill.match.also) : undefined,
  never: skill.match.never ? wordPattern(skill.match.never) : undefined,
  lesson: skill.match.lesson ? wordPattern(skill.match.lesson) : undefined,
}));

/** Mathematics has its generators; a language lesson its phrases: neither takes a skill set. */
const isMathematics = (outcome: OutcomeRef) => outcome.framework === 'us-ccss-math' || outcome.framework === 'au-v9-math' || /^mathematics$/i.test(outcome.subject ?? '');

/**
 * How strongly the outcome and the lesson name the skill: each word the outcome or the lesson's title states counts
 * two, one only the description names counts one.
 */
function score(c: CompiledSkill, outcome: OutcomeRef, context: Pick<ContentContext, 'topic' | 'description'>): number {
  const all = `${outcome.statement}\n${context.topic}\n${context.description}`;
  if (c.never && hits(c.never, all) > 0) return 0;
  if (c.also && hits(c.also, all) === 0) return 0;
  if (c.lesson && hits(c.lesson, `${context.topic}\n${context.description}`) === 0) return 0;
  const strong = hits(c.any, `${outcome.statement}\n${context.topic}`);
  return 2 * strong + Math.max(0, hits(c.any, all) - strong);
}

/** The skill the lesson practises for this outcome, if one is written for its subject and year and named strongly enough. */
export function skillFor(outcome: OutcomeRef, context: Pick<ContentContext, 'subject' | 'grade' | 'topic' | 'description'>): Skill | undefined {
  if (isMathematics(outcome)) return undefined;
  // The subject the teacher typed decides; the outcome's own only when the lesson names none (a Common Core literacy
  // outcome's subject, "History/Social Studies, Science, and Technical Subjects", names every subject).
  const subject = context.subject.trim() || outcome.subject || '';
  let best: { skill: Skill; score: number } | undefined;
  for (const c of COMPILED) {
    const [from, to] = c.skill.grades;
    if (context.grade < from || context.grade > to) continue;
    if (c.skill.frameworks && !c.skill.frameworks.some((prefix) => outcome.framework.startsWith(prefix))) continue;
    if (hits(c.subjects, subject) === 0) continue;
    if (c.notSubjects && hits(c.notSubjects, subject) > 0) continue;
    const s = score(c, outcome, context);
    if (s >= 2 && (!best || s > best.score)) best = { skill: c.skill, score: s };
  }
  return best?.skill;
}

/**
 * The skill's items, the ones that share most words with the lesson's title and description first, so a lesson on
 * Marie Curie models and checks her work before the germ theory of disease and a lesson on pinch pots models the pinch
 * pot; otherwise in the order the skill gives them.
 */
function lessonFirst<T>(items: readonly T[], textOf: (item: T) => string, context: Pick<ContentContext, 'topic' | 'description'>): T[] {
  const lesson = contentStems(`${context.topic}\n${context.description}`);
  const shared = (item: T) => [...contentStems(textOf(item))].filter((stem) => lesson.has(stem)).length;
  return items
    .map((item, order) => ({ item, order, shared: shared(item) }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .map(({ item }) => item);
}

/** The skill's items written for the class's grade: those for every grade, and those whose grades include it. */
const forGrade = <T extends { grades?: [number, number] | undefined }>(items: readonly T[], grade: number) =>
  items.filter((i) => !i.grades || (grade >= i.grades[0] && grade <= i.grades[1]));
const linesFor = (lines: readonly SkillLine[], grade: number) =>
  forGrade(lines.map((l) => (typeof l === 'string' ? { text: l } : l)), grade).map((l) => l.text);

function fromSkill(skill: Skill, outcome: OutcomeRef, context: Pick<ContentContext, 'topic' | 'description' | 'grade'>): OutcomeContent {
  const ref = `Teachkit skill set: ${skill.title}`;
  const cite = (key: string) => skill.sources[key]!;
  const { grade } = context;
  const withCode = ({ grades: _grades, ...item }: CheckItem & { grades?: [number, number] }) => ({ ...item, outcomeCode: outcome.code });
  return {
    outcomeCode: outcome.code,
    source: `${ref}. Sources: ${Object.values(skill.sources).join(' ')}`,
    keyPoints: forGrade(skill.keyPoints, grade).map((p) => p.text),
    priorKnowledge: [],
    misconceptions: forGrade(skill.misconceptions, grade).map((m) => ({ misconception: m.misconception, response: m.response, source: cite(m.source) })),
    keywords: forGrade(skill.keywords, grade).map((k) => ({ term: k.term, definition: k.definition, source: { kind: 'subject' as const, ref: skill.title } })),
    workedExamples: lessonFirst(forGrade(skill.workedExamples, grade), (w) => w.problem, context).map((w): WorkedExample => ({ problem: w.problem, steps: [...w.steps], answer: w.answer })),
    practice: lessonFirst(forGrade(skill.practice, grade), (p) => p.prompt, context).map(withCode),
    checks: lessonFirst(forGrade(skill.checks, grade), (c) => c.prompt, context).map(withCode),
    retrieval: [],
    texts: [],
    activities: linesFor(skill.activities, grade),
    materials: linesFor(skill.materials, grade),
    safety: linesFor(skill.safety, grade),
    ...(skill.writes ? { writes: skill.writes } : {}),
    ...(skill.procedure ? { procedure: true } : {}),
  };
}

export const skillContent: ContentSource = (outcome, context) => {
  if (subjectSetFor(outcome, context)) return undefined;
  const skill = skillFor(outcome, context);
  if (!skill) return undefined;
  const content = fromSkill(skill, outcome, context);
  // A fable the teacher names is retold, and its moral worked out step by step as the lesson's model.
  const fable = skill.stories === 'fables' ? fableNamed(`${context.topic}\n${context.description}`) : undefined;
  if (!fable) return content;
  const told = fableContent(fable, outcome.code);
  return {
    ...content,
    source: `${content.source} ${told.source}`,
    workedExamples: [...told.workedExamples, ...content.workedExamples],
    texts: told.texts,
    checks: [...told.checks, ...content.checks],
  };
};

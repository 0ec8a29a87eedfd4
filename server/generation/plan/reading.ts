import { readability } from '../text.ts';
import type { CheckItem, LessonPlan } from '../types.ts';

/**
 * A plan speaks to two readers. The class hears or reads what the teacher says to it, what its slides and sheets show
 * and what it is asked; the teacher alone reads the preparation, the notes, the advice on differentiation and
 * misconceptions. Only the first must be at the year level, so the plan's reading level measures it alone.
 */

const prompts = (items: CheckItem[] | undefined) => (items ?? []).map((item) => item.prompt);

/** Words in double quotation marks: in a teacher action they are what the teacher says to the class. */
const QUOTED = /"([^"]+)"|“([^”]+)”/g;

/** What the teacher says to the class, as a teacher action quotes it: 'Ask: "What do you notice?"' gives the question. */
export function spokenToClass(action: string): string[] {
  return [...action.matchAll(QUOTED)].map((m) => (m[1] ?? m[2]!).trim()).filter(Boolean);
}

/**
 * The text the class reads or hears: the goal shared with it (the learning intention and the "I can …" criteria),
 * what students do (their slides show it), every question, the keyword definitions and the texts.
 * Not yet read here, though the class hears or sees them too: the teacher's words quoted in teacher actions
 * (spokenToClass), the explanations, teaching points and rules, the worked examples and the key points. Secondary
 * plans of the gate's fixed briefs then read more than a grade below their year; their wording must change first.
 */
export function studentFacingText(plan: LessonPlan): string[] {
  return [
    ...(plan.learningOutcome ? [plan.learningOutcome] : []),
    ...plan.successCriteria.map((c) => c.text),
    ...plan.phases.flatMap((p) => (p.texts ?? []).map((t) => t.body)),
    ...plan.phases.flatMap((p) => [...p.studentActions, ...prompts(p.check), ...prompts(p.practice)]),
    ...prompts(plan.starterCheck),
    ...prompts(plan.exitCheck),
    ...(plan.keywords ?? []).map((k) => k.definition),
  ];
}

/**
 * The text only the teacher reads: the teacher's actions without the words they say to the class, what to supply,
 * the prior knowledge to check, the misconceptions and how to answer them, and the advice on differentiation.
 */
export function teacherFacingText(plan: LessonPlan): string[] {
  return [
    ...plan.phases.flatMap((p) => [...p.teacherActions.map((action) => action.replace(QUOTED, '')), ...(p.supply ?? [])]),
    ...(plan.priorKnowledge ?? []),
    ...(plan.misconceptions ?? []).flatMap((m) => [m.misconception, m.response]),
    ...plan.differentiation.support,
    ...plan.differentiation.extension,
    ...plan.differentiation.languageSupport,
    ...Object.values(plan.contentSupply ?? {}),
  ];
}

/** Lines with fewer words than this are notation with a word or two ("Solve 3x + 5 = 20"): no reading level to read. */
export const PROSE_WORDS = 6;
const proseWords = (line: string) => line.split(/\s+/).filter((w) => /[a-z]{2,}/i.test(w)).length;

/**
 * The line with each of the lesson's keywords read as a one-syllable word: the lesson teaches those terms (they are
 * pre-taught and defined), so their length says nothing about how hard the rest of the text is to read.
 */
export function withoutTaughtTerms(line: string, terms: string[]): string {
  return [...terms]
    .sort((a, b) => b.length - a.length)
    .reduce((text, term) => text.replace(new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:e?s)?\\b`, 'gi'), 'term'), line);
}

/**
 * The Flesch–Kincaid grade of lines of a plan, each line read as a sentence and counted once. Short mathematical
 * prompts are left out: the formula would count each as a very easy sentence whatever the year level. The lesson's
 * own keywords count as known words.
 */
export function gradeOfLines(text: string[], keywords: string[]): number {
  const all = [...new Set(text.map((line) => line.trim()).filter(Boolean))];
  const prose = all.filter((line) => proseWords(line) >= PROSE_WORDS);
  const lines = (prose.length ? prose : all).map((line) => withoutTaughtTerms(line, keywords));
  return readability(lines.map((line) => (/[.!?]$/.test(line) ? line : `${line}.`)).join(' ')).gradeLevel;
}

const keywordsOf = (plan: LessonPlan) => plan.keywords?.map((k) => k.term) ?? [];

/**
 * The plan's reading level: the grade of what the class reads and hears that the plan's wording writes — all of it
 * but the learning intention and the criteria, which are the outcome's own words in every wording band (a long
 * curriculum sentence there is a fault of the criteria, and would otherwise tip the choice of band towards one too
 * young for the year). `classGrade` reads them too.
 */
export const measuredGrade = (plan: LessonPlan): number =>
  gradeOfLines(studentFacingText({ ...plan, learningOutcome: '', successCriteria: [] }), keywordsOf(plan));

/** The reading grade of everything the class reads and hears, the learning intention and the criteria included. */
export const classGrade = (plan: LessonPlan): number => gradeOfLines(studentFacingText(plan), keywordsOf(plan));

/** The reading grade of what the teacher alone reads: adult text, reported beside the plan's reading level. */
export const teacherGrade = (plan: LessonPlan): number => gradeOfLines(teacherFacingText(plan), keywordsOf(plan));

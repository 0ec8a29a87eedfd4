import { cleanStatement, coreClause, observableAction } from './text.ts';
import type { Differentiation, LessonPhase, LessonPlan, OutcomeRef, SuccessCriterion } from './types.ts';

/**
 * A saved lesson as the lesson tools (glossary, instructions, questions, suggestions, pedagogy, slides) read it.
 * The API's LessonJson has this shape, so a route hands it over as is. The tools are pure functions of it: the same
 * lesson gives the same output, and every line they write comes from the plan or the outcomes' real statements.
 *
 * These functions are the tools' offline engine and the reference a language model's answer is checked against
 * (server/generation/llm/tools): a model's answer that cites anything the lesson does not contain, or breaks the
 * rules this output meets, is replaced by this output.
 */
export interface LessonView {
  title: string;
  description: string;
  methodology: string;
  yearLevel: string;
  subject: string;
  durationMinutes: number;
  outcomes: OutcomeRef[];
  phases: LessonPhase[];
  successCriteria: SuccessCriterion[];
  keyVocabulary: string[];
  differentiation: Differentiation;
  /**
   * The plan's teaching content. Lessons planned before plans carried it lack these fields, so every tool reads them
   * when present and falls back to the phases and outcome statements when absent.
   */
  learningOutcome?: LessonPlan['learningOutcome'];
  drivingQuestion?: LessonPlan['drivingQuestion'];
  priorKnowledge?: LessonPlan['priorKnowledge'];
  keyLearningPoints?: LessonPlan['keyLearningPoints'];
  misconceptions?: LessonPlan['misconceptions'];
  keywords?: LessonPlan['keywords'];
  starterCheck?: LessonPlan['starterCheck'];
  exitCheck?: LessonPlan['exitCheck'];
  readingLevel?: LessonPlan['readingLevel'];
  sequence?: LessonPlan['sequence'];
  contentSources?: LessonPlan['contentSources'];
  contentSupply?: LessonPlan['contentSupply'];
}

/** The lesson's driving or focus question: the plan's own, or a title the teacher wrote as a question. */
export function drivingQuestionOf(view: Pick<LessonView, 'drivingQuestion' | 'title'>): string | undefined {
  const asked = view.drivingQuestion?.trim();
  if (asked) return asked;
  return /\?\s*$/.test(view.title) ? view.title.trim() : undefined;
}

/** A sentence quoted inside another: its own closing punctuation goes, so the outer sentence can end it. */
export const quoteInside = (text: string) => `"${text.trim().replace(/[.?!]+$/, '')}"`;

/** The code teachers read (3.NF.A.3a); citations keep the full official code. */
export const displayCode = (outcome: OutcomeRef) => outcome.shortCode || outcome.code;

export const lowerFirst = (text: string) => (text ? text[0]!.toLowerCase() + text.slice(1) : text);
export const upperFirst = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

/** "a", "a and b", "a, b and c". */
export function listJoin(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A whole-word, case-insensitive pattern for a term that also accepts its simple plural or singular. */
export function termRegExp(term: string): RegExp {
  const parts = term
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => {
      const stem = word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
      return `${escapeRegExp(stem)}(?:s|es)?`;
    });
  return new RegExp(`(?<![\\w-])${parts.join('[\\s,;:]+')}(?![\\w-])`, 'i');
}

/**
 * The words around a match, quoted as the curriculum writes them: the whole clause when it is short, otherwise a
 * window of words either side with ellipses where the text was cut.
 */
export function fragmentAround(text: string, index: number, length: number, wordsEachSide = 8): string {
  const wordStarts = [0, ...[...text.slice(0, index).matchAll(/\s+/g)].map((m) => m.index + m[0].length)].filter((i) => i < index);
  const start = wordStarts.length > wordsEachSide ? wordStarts[wordStarts.length - wordsEachSide]! : 0;
  const from = index + length;
  const gaps = [...text.slice(from).matchAll(/\s+/g)].map((m) => from + m.index);
  const end = gaps.length > wordsEachSide ? gaps[wordsEachSide]! : text.length;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** Where a term first appears in the lesson's outcome statements, with the statement's words around it. */
export function findTermInOutcomes(outcomes: OutcomeRef[], term: string): { outcome: OutcomeRef; fragment: string } | undefined {
  const pattern = termRegExp(term);
  for (const outcome of outcomes) {
    const statement = cleanStatement(outcome.statement);
    const match = pattern.exec(statement);
    if (match) return { outcome, fragment: fragmentAround(statement, match.index, match[0].length) };
  }
  return undefined;
}

/** One line of the plan that the analyses classify or quote. */
export interface PlanItem {
  /** Practice and checks are what students answer, so they count as student work alongside the student actions. */
  kind: 'teacher' | 'student' | 'practice' | 'check' | 'criterion';
  text: string;
  /** The phase the line belongs to; criteria and the lesson's starter and exit checks belong to none. */
  phase?: LessonPhase;
  /** Where a line outside the phases sits: "Starter check", "Exit check". */
  label?: string;
}

/** The lines students themselves do or answer. */
export const isStudentWork = (item: PlanItem) => item.kind === 'student' || item.kind === 'practice' || item.kind === 'check';

export function planItems(view: LessonView): PlanItem[] {
  return [
    ...(view.starterCheck ?? []).map((c) => ({ kind: 'check' as const, text: c.prompt, label: 'Starter check' })),
    ...view.phases.flatMap((phase) => [
      ...phase.teacherActions.map((text) => ({ kind: 'teacher' as const, text, phase })),
      ...phase.studentActions.map((text) => ({ kind: 'student' as const, text, phase })),
      ...(phase.practice ?? []).map((p) => ({ kind: 'practice' as const, text: p.prompt, phase })),
      ...(phase.check ?? []).map((c) => ({ kind: 'check' as const, text: c.prompt, phase })),
    ]),
    ...(view.exitCheck ?? []).map((c) => ({ kind: 'check' as const, text: c.prompt, label: 'Exit check' })),
    ...view.successCriteria.map((c) => ({ kind: 'criterion' as const, text: c.text })),
  ];
}

const PLACE: Record<Exclude<PlanItem['kind'], 'criterion'>, string> = { teacher: 'teacher', student: 'students', practice: 'practice', check: 'check' };

/** Where an item sits, for a teacher scanning a list: "Explore (students)", "Exit check". */
export function itemPlace(item: PlanItem): string {
  if (item.kind === 'criterion') return 'Success criterion';
  if (!item.phase) return item.label ?? 'Plan';
  return `${item.phase.title} (${PLACE[item.kind]})`;
}

/** Shortens a quoted line to about `max` characters at a word boundary. */
export function clip(text: string, max = 110): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).replace(/[\s,;:]+$/, '')}…`;
}

/** The phase that checks learning at the end: evaluate, check or reflect by key, otherwise the last phase. */
export function closingPhase(view: LessonView): LessonPhase | undefined {
  const keyed = [...view.phases].reverse().find((p) => ['evaluate', 'check', 'reflect'].includes(p.key));
  return keyed ?? view.phases[view.phases.length - 1];
}

/** The outcomes a phase works on, falling back to all of the lesson's outcomes. */
export function phaseOutcomes(view: LessonView, phase: LessonPhase): OutcomeRef[] {
  const own = view.outcomes.filter((o) => phase.outcomeCodes.includes(o.code));
  return own.length ? own : view.outcomes;
}

/** The phrases that come from the curriculum: outcome statements, their core clauses and observable actions. */
export function curriculumPhrases(outcomes: OutcomeRef[]): string[] {
  return outcomes.flatMap((o) => [cleanStatement(o.statement), coreClause(o.statement), observableAction(o.statement)]).filter(Boolean);
}

/** The text without the curriculum's phrases, to judge what the plan itself asks ("explain" in an outcome is not talk). */
export function withoutCurriculum(text: string, outcomes: OutcomeRef[]): string {
  let rest = text;
  for (const phrase of curriculumPhrases(outcomes).sort((a, b) => b.length - a.length)) {
    const at = rest.toLowerCase().indexOf(phrase.toLowerCase());
    if (at >= 0) rest = `${rest.slice(0, at)} … ${rest.slice(at + phrase.length)}`;
  }
  return rest;
}

import { createHash } from 'node:crypto';
import { PHASE_TEMPLATES, allocateMinutes } from './methodology.ts';
import { closingPhase, displayCode, listJoin, phaseOutcomes, quoteInside, termRegExp, findTermInOutcomes, withoutCurriculum, type LessonView } from './lesson-view.ts';
import { asQuestion } from './questions.ts';
import { bloomLevelOf, coreClause, observableAction, successCriterion } from './text.ts';
import { METHODOLOGIES, type LessonPhase, type LessonPlan, type Methodology, type OutcomeRef } from './types.ts';

import { SUGGESTION_TYPES, type SuggestionType } from '../../src/contracts/lesson-tools.ts';

export { SUGGESTION_TYPES, type SuggestionType };

/** The parts of a plan a suggestion may change. */
export type EditablePlan = Pick<LessonPlan, 'phases' | 'successCriteria' | 'keyVocabulary' | 'differentiation'>;

export interface Suggestion {
  id: string;
  type: SuggestionType;
  title: string;
  detail: string;
  phaseKey: string;
}

/** A suggestion with the change that implements it; only the public fields go over the wire. */
export interface ActionableSuggestion extends Suggestion {
  apply(plan: EditablePlan): EditablePlan;
}

/**
 * Ids are a hash of the type, the phase and what the suggestion is about (not its wording or the minutes involved),
 * so the same problem keeps the same id until it is fixed, and implement can find it again.
 */
export function suggestionId(type: SuggestionType, phaseKey: string, subject: string): string {
  return `${type}-${createHash('sha256').update(`${type}\u0000${phaseKey}\u0000${subject}`).digest('hex').slice(0, 12)}`;
}

const clone = (plan: EditablePlan): EditablePlan => structuredClone(plan);
const withPhase = (plan: EditablePlan, key: string, change: (phase: LessonPhase) => void): EditablePlan => {
  const next = clone(plan);
  const phase = next.phases.find((p) => p.key === key);
  if (phase) change(phase);
  return next;
};
const quoted = (terms: string[]) => listJoin(terms.map((t) => `"${t}"`));
const text = (phase: LessonPhase, who: 'teacher' | 'student' | 'both') =>
  [...(who !== 'student' ? phase.teacherActions : []), ...(who !== 'teacher' ? phase.studentActions : [])].join(' ');

/**
 * What students show for an outcome, in the plan's own words: its success criterion without "I can" (the criterion is
 * written as a verb phrase for the year level), or the outcome's observable action when the plan has no criterion.
 */
const outcomeTask = (view: LessonView, outcome: OutcomeRef) => {
  const criterion = view.successCriteria.find((c) => c.outcomeCode === outcome.code)?.text.replace(/^I can\s+/i, '').trim();
  return criterion || observableAction(outcome.statement);
};

/** A question of the plan quoted in a sentence: its own closing punctuation goes. */
const quotedPrompt = (prompt: string) => quoteInside(asQuestion(prompt));

/** "explain that …" is said to a partner as "that …"; any other task as "how they would …". */
const WHAT_EXPLAINED = /^explain\s+(?=(?:that|why|how|what|when|where|which)\b)/i;
const talkAbout = (task: string) => (WHAT_EXPLAINED.test(task) ? task.replace(WHAT_EXPLAINED, '') : `how they would ${task}`);

/**
 * What a phase asks students to talk about: its first practice item or worked example when the plan has one, else
 * the success criterion of the outcome it works on, else the lesson title.
 */
const phaseTalk = (view: LessonView, phase: LessonPhase) => {
  const practice = phase.practice?.[0];
  if (practice) return `how they answered ${quotedPrompt(practice.prompt)}`;
  if (phase.workedExample) return `why each step of the worked example ${quotedPrompt(phase.workedExample.problem)} works`;
  const outcome = phaseOutcomes(view, phase)[0];
  return outcome ? talkAbout(outcomeTask(view, outcome)) : `what they have learned about ${view.title}`;
};

/** A question to ask the whole class halfway through a phase: one of the plan's own, with its answer, when it has one. */
const hingeFor = (view: LessonView, phase: LessonPhase) => {
  const codes = phaseOutcomes(view, phase).map((o) => o.code);
  // The phase's own practice, not the exit check: asking the exit question halfway through would spend it.
  const item = (phase.practice ?? []).find((i) => !i.outcomeCode || codes.includes(i.outcomeCode));
  if (item) return { ask: `to answer ${quotedPrompt(item.prompt)}`, show: `the answer to ${quotedPrompt(item.prompt)} (${item.answer.replace(/[.\s]+$/, '')})` };
  const outcome = phaseOutcomes(view, phase)[0];
  const task = outcome ? outcomeTask(view, outcome) : `explain what they have learned about ${view.title}`;
  return WHAT_EXPLAINED.test(task) ? { ask: `to ${task}`, show: talkAbout(task) } : { ask: `to show how they would ${task}`, show: `how they would ${task}` };
};

/** The methodology's template weights for the plan's phases, when every phase is one of the methodology's own. */
function templateWeights(view: LessonView): number[] | undefined {
  if (!(METHODOLOGIES as readonly string[]).includes(view.methodology)) return undefined;
  const templates = PHASE_TEMPLATES[view.methodology as Methodology];
  const weights = view.phases.map((p) => templates.find((t) => t.key === p.key)?.weight);
  return weights.every((w) => w !== undefined) ? (weights as number[]) : undefined;
}

function timing(view: LessonView): ActionableSuggestion[] {
  if (!view.phases.length) return [];
  const total = view.phases.reduce((sum, p) => sum + p.minutes, 0);
  const weights = templateWeights(view);
  if (total !== view.durationMinutes) {
    const target = allocateMinutes(view.durationMinutes, weights ?? view.phases.map((p) => p.minutes));
    const changes = view.phases.map((p, i) => ({ phase: p, from: p.minutes, to: target[i]! }));
    const biggest = [...changes].sort((a, b) => Math.abs(b.to - b.from) - Math.abs(a.to - a.from))[0]!;
    const basis = weights ? `the ${view.methodology} model's proportions` : "the phases' current proportions";
    return [
      {
        id: suggestionId('timing', biggest.phase.key, 'total'),
        type: 'timing',
        title: `Fit the phases to the ${view.durationMinutes}-minute lesson`,
        detail: `The phases add up to ${total} minutes but the lesson lasts ${view.durationMinutes}. Rebalanced by ${basis}: ${changes
          .map((c) => `${c.phase.title} ${c.from}→${c.to}`)
          .join(', ')}.`,
        phaseKey: biggest.phase.key,
        apply: (plan) => ({ ...clone(plan), phases: plan.phases.map((p, i) => ({ ...p, minutes: target[i] ?? p.minutes })) }),
      },
    ];
  }
  if (!weights) return [];
  const expected = allocateMinutes(view.durationMinutes, weights);
  const gaps = view.phases.map((phase, i) => ({ phase, expected: expected[i]!, gap: phase.minutes - expected[i]! }));
  const tolerance = (e: number) => Math.max(3, Math.round(e * 0.4));
  const out: ActionableSuggestion[] = [];
  for (const { phase, expected: want, gap } of gaps) {
    if (Math.abs(gap) < tolerance(want)) continue;
    const short = gap < 0;
    // Minutes move between this phase and the one furthest the other way, so the total stays the same.
    const other = [...gaps].filter((g) => g.phase.key !== phase.key).sort((a, b) => (short ? b.gap - a.gap : a.gap - b.gap))[0];
    if (!other || (short ? other.gap <= 0 : other.gap >= 0)) continue;
    const move = Math.min(Math.abs(gap), Math.abs(other.gap), short ? Infinity : phase.minutes - 1, short ? other.phase.minutes - 1 : Infinity);
    if (move <= 0) continue;
    const share = Math.round((want / view.durationMinutes) * 100);
    out.push({
      id: suggestionId('timing', phase.key, short ? 'more' : 'less'),
      type: 'timing',
      title: short ? `Give ${phase.title} more time` : `Shorten ${phase.title}`,
      detail: `${phase.title} has ${phase.minutes} of ${view.durationMinutes} minutes; the ${view.methodology} model gives it about ${share}% (${want} min). Move ${move} minutes ${
        short ? `from ${other.phase.title}, which has ${other.phase.minutes}` : `to ${other.phase.title}, which has ${other.phase.minutes}`
      }.`,
      phaseKey: phase.key,
      apply: (plan) => {
        const next = clone(plan);
        const self = next.phases.find((p) => p.key === phase.key)!;
        const peer = next.phases.find((p) => p.key === other.phase.key)!;
        self.minutes += short ? move : -move;
        peer.minutes += short ? -move : move;
        return next;
      },
    });
  }
  return out;
}

/** Words that show a phase checks what students have learned, in the teacher's actions. */
const CHECKS = /\b(check|checks|checking|hinge|whiteboards?|cold call|show me|thumbs|exit|quiz)\b/i;

function assessment(view: LessonView): ActionableSuggestion[] {
  const out: ActionableSuggestion[] = [];
  const closing = closingPhase(view);
  if (!closing) return out;
  for (const outcome of view.outcomes) {
    const code = displayCode(outcome);
    const criterion = successCriterion(outcome.statement);
    if (!view.successCriteria.some((c) => c.outcomeCode === outcome.code)) {
      out.push({
        id: suggestionId('assessment', closing.key, `criterion:${outcome.code}`),
        type: 'assessment',
        title: `Add a success criterion for ${code}`,
        detail: `No success criterion covers ${code} ("${coreClause(outcome.statement)}"). Add "${criterion}" so students know what to show.`,
        phaseKey: closing.key,
        apply: (plan) => {
          const next = clone(plan);
          next.successCriteria.push({ text: criterion, outcomeCode: outcome.code, bloomLevel: bloomLevelOf(coreClause(outcome.statement)) });
          return next;
        },
      });
    }
    const action = outcomeTask(view, outcome);
    const closingText = text(closing, 'both').toLowerCase();
    // The plan's exit check (or the closing phase's own check) covers every outcome it is not tagged away from.
    const exitItems = [...(view.exitCheck ?? []), ...(closing.check ?? [])].filter((i) => !i.outcomeCode || i.outcomeCode === outcome.code);
    const checked =
      exitItems.length > 0 ||
      [action, ...view.successCriteria.filter((c) => c.outcomeCode === outcome.code).map((c) => c.text.replace(/^I can /i, ''))].some((phrase) =>
        closingText.includes(phrase.toLowerCase()),
      ) ||
      closingText.includes(code.toLowerCase());
    if (!checked) {
      out.push({
        id: suggestionId('assessment', closing.key, `exit:${outcome.code}`),
        type: 'assessment',
        title: `Check ${code} before the lesson ends`,
        detail: `${closing.title} never checks ${code}. Add an exit question in which each student shows they can ${action}.`,
        phaseKey: closing.key,
        apply: (plan) =>
          withPhase(plan, closing.key, (phase) => {
            phase.teacherActions.push(`Exit check for ${code}: ask each student, on their own, to ${action}; collect the answers to plan the next lesson.`);
            if (!phase.outcomeCodes.includes(outcome.code)) phase.outcomeCodes.push(outcome.code);
          }),
      });
    }
  }
  const working = view.phases.filter((p) => p !== closing && p !== view.phases[0]);
  const longest = [...working].sort((a, b) => b.minutes - a.minutes)[0];
  if (longest && longest.minutes >= 10 && !longest.check?.length && !CHECKS.test(text(longest, 'teacher'))) {
    const hinge = hingeFor(view, longest);
    out.push({
      id: suggestionId('assessment', longest.key, 'hinge'),
      type: 'assessment',
      title: `Add a hinge question to ${longest.title}`,
      detail: `${longest.title} is the longest phase (${longest.minutes} min) and nothing in it checks understanding before students move on. Halfway through, ask every student ${hinge.ask}.`,
      phaseKey: longest.key,
      apply: (plan) =>
        withPhase(plan, longest.key, (phase) =>
          phase.teacherActions.push(
            `Hinge question after about ${Math.round(longest.minutes / 2)} minutes: every student shows on a whiteboard ${hinge.show}; reteach the step most of them miss before going on.`,
          ),
        ),
    });
  }
  return out;
}

/** Words that show students talk about their thinking to someone. */
const TALK = /\b(discuss\w*|explain\w*|tell|talk|share|say|partners?|pairs?|groups?|teams?|present\w*|report\w*|debate|argue|justify|restate|retell|together|audience)\b/i;

/**
 * Partner talk for the longest phase (other than the closing check) in which students do not talk about their
 * thinking; one phase at a time, so the list does not repeat the same advice for every phase.
 */
function engagement(view: LessonView): ActionableSuggestion[] {
  const closing = closingPhase(view);
  const silent = view.phases
    .filter((phase) => phase !== closing && !TALK.test(withoutCurriculum(text(phase, 'student'), view.outcomes)))
    .sort((a, b) => b.minutes - a.minutes)[0];
  if (!silent) return [];
  const talk = phaseTalk(view, silent);
  return [
    {
      id: suggestionId('engagement', silent.key, 'talk'),
      type: 'engagement',
      title: `Add partner talk to ${silent.title}`,
      detail: `In ${silent.title} (${silent.minutes} min) students ${silent.studentActions.length ? 'work without talking about their thinking' : 'have nothing to do'}. Add a minute of partner talk: each student explains to a partner ${talk}, then they swap.`,
      phaseKey: silent.key,
      apply: (plan: EditablePlan) => withPhase(plan, silent.key, (p) => p.studentActions.push(`Turn to a partner and explain ${talk}; then swap and listen.`)),
    },
  ];
}

function differentiation(view: LessonView): ActionableSuggestion[] {
  const out: ActionableSuggestion[] = [];
  const first = view.phases[0];
  if (!first) return out;
  const supportText = [...view.differentiation.support, ...view.differentiation.languageSupport].join(' ');
  const missing = view.keyVocabulary.filter((term) => !termRegExp(term).test(supportText));
  if (missing.length) {
    const covered = view.keyVocabulary.filter((term) => !missing.includes(term));
    const introduced = view.phases.find((p) => /vocabulary/i.test(text(p, 'teacher'))) ?? first;
    const sources = missing.map((term) => {
      const use = findTermInOutcomes(view.outcomes, term);
      return use ? `"${term}" (${displayCode(use.outcome)})` : `"${term}"`;
    });
    out.push({
      id: suggestionId('differentiation', introduced.key, `vocabulary:${[...missing].sort().join('|')}`),
      type: 'differentiation',
      title: `Support the rest of the key vocabulary`,
      detail: `${
        covered.length ? `The support plans cover ${quoted(covered)} but not` : 'The support plans cover none of the key vocabulary:'
      } ${quoted(missing)}. Add ${missing.length === 1 ? 'it' : 'them'} to the word mat before ${introduced.title}.`,
      phaseKey: introduced.key,
      apply: (plan) => {
        const next = clone(plan);
        next.differentiation.languageSupport.push(`Add to the word mat, each with a picture or an example from its outcome: ${listJoin(sources)}.`);
        return next;
      },
    });
  }
  const supportAll = view.differentiation.support.join(' ');
  for (const outcome of view.outcomes) {
    const code = displayCode(outcome);
    // With one outcome, any support plan is for it; with several, the support must say which outcome it serves.
    if ((view.outcomes.length === 1 && supportAll.trim()) || supportAll.includes(outcome.code) || supportAll.includes(code)) continue;
    const phase = view.phases.find((p) => p.outcomeCodes.length === 1 && p.outcomeCodes[0] === outcome.code) ?? view.phases.find((p) => p.outcomeCodes.includes(outcome.code)) ?? first;
    const action = outcomeTask(view, outcome);
    out.push({
      id: suggestionId('differentiation', phase.key, `support:${outcome.code}`),
      type: 'differentiation',
      title: `Plan support for ${code}`,
      detail: `The support plan names no scaffold for ${code}. In ${phase.title}, students who need it could get a worked example and a partly completed one to ${action}.`,
      phaseKey: phase.key,
      apply: (plan) => {
        const next = clone(plan);
        next.differentiation.support.push(`For ${code} in ${phase.title}: model one example step by step, then give a partly completed one so students can ${action}.`);
        return next;
      },
    });
  }
  if (!view.differentiation.extension.length && view.outcomes[0]) {
    const closing = closingPhase(view)!;
    const outcome = view.outcomes[0];
    out.push({
      id: suggestionId('differentiation', closing.key, 'extension'),
      type: 'differentiation',
      title: 'Add an extension',
      detail: `Nothing stretches students who finish early. Ask them to create a new example that shows they can ${outcomeTask(view, outcome)}, and to justify why it works.`,
      phaseKey: closing.key,
      apply: (plan) => {
        const next = clone(plan);
        next.differentiation.extension.push(`Create a new example that shows you can ${outcomeTask(view, outcome)}, and justify why it works (${displayCode(outcome)}).`);
        return next;
      },
    });
  }
  return out;
}

const BY_TYPE: Record<SuggestionType, (view: LessonView) => ActionableSuggestion[]> = { differentiation, engagement, assessment, timing };

/** Concrete improvements computed from the plan, of one type or all, each with the change that implements it. */
export function lessonSuggestions(view: LessonView, type?: SuggestionType): ActionableSuggestion[] {
  return (type ? [type] : SUGGESTION_TYPES).flatMap((t) => BY_TYPE[t](view));
}

/** The public shape of a suggestion, without its change. */
export const publicSuggestion = ({ id, type, title, detail, phaseKey }: Suggestion): Suggestion => ({ id, type, title, detail, phaseKey });

/** Applies the suggestion with this id to the plan; undefined when it is not among the lesson's current suggestions. */
export function implementSuggestion(view: LessonView, id: string): EditablePlan | undefined {
  const suggestion = lessonSuggestions(view).find((s) => s.id === id);
  if (!suggestion) return undefined;
  return suggestion.apply({
    phases: view.phases,
    successCriteria: view.successCriteria,
    keyVocabulary: view.keyVocabulary,
    differentiation: view.differentiation,
  });
}

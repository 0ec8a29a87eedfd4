import type { Lesson, LessonEdits, LessonOutcome } from '../../services/lessonApi';
import { applyContentEdit, cleanLines, cleanPhaseContent, contentDraftOf, contentEditsOf } from './contentDraft';
import type { LessonEditorEvent, PlanDraft } from './types';

export const draftOf = (lesson: Lesson): PlanDraft => ({
  title: lesson.title,
  description: lesson.description,
  yearLevel: lesson.yearLevel,
  subject: lesson.subject,
  durationMinutes: lesson.durationMinutes,
  methodology: lesson.methodology,
  keyVocabulary: lesson.keyVocabulary,
  differentiation: lesson.differentiation,
  phases: lesson.phases,
  successCriteria: lesson.successCriteria,
  outcomes: lesson.outcomes,
  ...contentDraftOf(lesson),
});

/** The save request: list fields lose blank lines (the textarea keeps them while typing). */
export function editsOf(id: string, draft: PlanDraft): LessonEdits {
  return {
    id,
    title: draft.title,
    description: draft.description,
    yearLevel: draft.yearLevel.trim(),
    subject: draft.subject.trim(),
    durationMinutes: draft.durationMinutes,
    methodology: draft.methodology,
    // With keywords the server keeps the vocabulary as their terms; a list sent beside them would override that.
    ...(draft.keywords ? {} : { keyVocabulary: cleanLines(draft.keyVocabulary) }),
    differentiation: {
      support: cleanLines(draft.differentiation.support),
      extension: cleanLines(draft.differentiation.extension),
      languageSupport: cleanLines(draft.differentiation.languageSupport),
    },
    outcomes: draft.outcomes.map((o) => o.code),
    phases: draft.phases.map((phase) => ({
      ...phase,
      teacherActions: cleanLines(phase.teacherActions),
      studentActions: cleanLines(phase.studentActions),
      resources: cleanLines(phase.resources),
      ...cleanPhaseContent(phase),
    })),
    successCriteria: draft.successCriteria,
    ...contentEditsOf(draft),
  };
}

export function isDirty(lesson: Lesson | null, draft: PlanDraft | null): boolean {
  if (!lesson || !draft) return false;
  return JSON.stringify(draftOf(lesson)) !== JSON.stringify(draft);
}

const replaceAt = <T>(items: T[], index: number, change: (item: T) => T) => items.map((item, i) => (i === index ? change(item) : item));
const without = <T>(items: T[], index: number) => items.filter((_, i) => i !== index);

/** Applies one edit event to the draft; pure, so it is tested on its own. */
export function applyEdit(draft: PlanDraft, event: LessonEditorEvent): PlanDraft {
  switch (event.type) {
    case 'lesson.editDetails':
      return { ...draft, ...event.changes };
    case 'lesson.editPhase':
      return { ...draft, phases: replaceAt(draft.phases, event.index, (phase) => ({ ...phase, ...event.changes })) };
    case 'lesson.addPhase':
      return {
        ...draft,
        phases: [...draft.phases, { key: '', title: '', minutes: 10, teacherActions: [], studentActions: [], resources: [], outcomeCodes: [] }],
      };
    case 'lesson.removePhase':
      return { ...draft, phases: without(draft.phases, event.index) };
    case 'lesson.editCriterion':
      return { ...draft, successCriteria: replaceAt(draft.successCriteria, event.index, (c) => ({ ...c, text: event.text })) };
    case 'lesson.addCriterion':
      return { ...draft, successCriteria: [...draft.successCriteria, { text: '', outcomeCode: '', bloomLevel: 'understand' }] };
    case 'lesson.removeCriterion':
      return { ...draft, successCriteria: without(draft.successCriteria, event.index) };
    case 'lesson.addOutcome':
      return draft.outcomes.some((o) => o.code === event.outcome.code) ? draft : { ...draft, outcomes: [...draft.outcomes, event.outcome] };
    case 'lesson.removeOutcome':
      return removeOutcome(draft, event.code);
    default:
      return applyContentEdit(draft, event) ?? draft;
  }
}

/** Removing an outcome also removes its citations, which the server would otherwise refuse. */
function removeOutcome(draft: PlanDraft, code: string): PlanDraft {
  return {
    ...draft,
    outcomes: draft.outcomes.filter((o: LessonOutcome) => o.code !== code),
    phases: draft.phases.map((phase) => ({ ...phase, outcomeCodes: phase.outcomeCodes.filter((c) => c !== code) })),
    successCriteria: draft.successCriteria.map((c) => (c.outcomeCode === code ? { ...c, outcomeCode: '' } : c)),
  };
}

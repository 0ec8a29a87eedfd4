import { editableContentFields, type CheckItem, type EditableContent, type Lesson, type LessonEdits, type LessonPhase } from '../../services/lessonApi';
import type { CheckList, LessonEditorEvent, PlanDraft } from './types';

/** The teaching content the lesson has, as the draft starts from it; absent fields stay absent. */
export function contentDraftOf(lesson: Lesson): EditableContent {
  return Object.fromEntries(editableContentFields.filter((field) => lesson[field] !== undefined).map((field) => [field, lesson[field]])) as EditableContent;
}

export const cleanLines = (lines: string[]) => lines.map((line) => line.trim()).filter(Boolean);
const cleanOptional = (lines: string[] | undefined) => (lines ? cleanLines(lines) : undefined);

function cleanChecks(items: CheckItem[] | undefined): CheckItem[] | undefined {
  return items?.map((item) => (item.options ? { ...item, options: cleanLines(item.options) } : item));
}

/** The phase's teaching content as saved: lists lose blank lines, as the phase's actions do. */
export function cleanPhaseContent(phase: LessonPhase): Partial<LessonPhase> {
  return {
    ...(phase.explanation ? { explanation: cleanLines(phase.explanation) } : {}),
    ...(phase.workedExample ? { workedExample: { ...phase.workedExample, steps: cleanLines(phase.workedExample.steps) } } : {}),
    ...(phase.check ? { check: cleanChecks(phase.check)! } : {}),
    ...(phase.practice ? { practice: cleanChecks(phase.practice)! } : {}),
    ...(phase.safety ? { safety: cleanLines(phase.safety) } : {}),
    ...(phase.supply ? { supply: cleanLines(phase.supply) } : {}),
  };
}

/** The content part of the save request; only the fields the draft has. */
export function contentEditsOf(draft: PlanDraft): Partial<LessonEdits> {
  const edits: Partial<LessonEdits> = {
    learningOutcome: draft.learningOutcome,
    drivingQuestion: draft.drivingQuestion,
    priorKnowledge: cleanOptional(draft.priorKnowledge),
    keyLearningPoints: cleanOptional(draft.keyLearningPoints),
    misconceptions: draft.misconceptions,
    keywords: draft.keywords,
    starterCheck: cleanChecks(draft.starterCheck),
    exitCheck: cleanChecks(draft.exitCheck),
    sequence: draft.sequence ? { ...draft.sequence, outline: cleanLines(draft.sequence.outline) } : undefined,
  };
  return Object.fromEntries(Object.entries(edits).filter(([, value]) => value !== undefined));
}

const replaceAt = <T>(items: T[], index: number, change: (item: T) => T) => items.map((item, i) => (i === index ? change(item) : item));
const without = <T>(items: T[], index: number) => items.filter((_, i) => i !== index);

function checksOf(draft: PlanDraft, list: CheckList): CheckItem[] {
  return ('phase' in list ? draft.phases[list.phase]?.[list.field] : draft[list.field]) ?? [];
}

function withChecks(draft: PlanDraft, list: CheckList, items: CheckItem[]): PlanDraft {
  if (!('phase' in list)) return { ...draft, [list.field]: items };
  const { field, phase: index } = list;
  return { ...draft, phases: replaceAt(draft.phases, index, (phase) => ({ ...phase, [field]: items })) };
}

/** Applies one teaching-content edit to the draft, or returns undefined for an event that is not one. */
export function applyContentEdit(draft: PlanDraft, event: LessonEditorEvent): PlanDraft | undefined {
  switch (event.type) {
    case 'lesson.editContent':
      return { ...draft, ...event.changes };
    case 'lesson.editSequence':
      return draft.sequence ? { ...draft, sequence: { ...draft.sequence, outline: event.outline } } : draft;
    case 'lesson.editCheck':
      return withChecks(draft, event.list, replaceAt(checksOf(draft, event.list), event.index, (item) => ({ ...item, ...event.changes })));
    case 'lesson.addCheck':
      return withChecks(draft, event.list, [...checksOf(draft, event.list), { prompt: '', answer: '' }]);
    case 'lesson.removeCheck':
      return withChecks(draft, event.list, without(checksOf(draft, event.list), event.index));
    case 'lesson.editKeyword':
      // Words the teacher typed are theirs: the definition no longer claims the glossary or outcome it came from.
      return { ...draft, keywords: replaceAt(draft.keywords ?? [], event.index, (k) => ({ ...k, ...event.changes, source: { kind: 'teacher', ref: '' } })) };
    case 'lesson.addKeyword':
      return { ...draft, keywords: [...(draft.keywords ?? []), { term: '', definition: '', source: { kind: 'teacher', ref: '' } }] };
    case 'lesson.removeKeyword':
      return { ...draft, keywords: without(draft.keywords ?? [], event.index) };
    case 'lesson.editMisconception':
      return { ...draft, misconceptions: replaceAt(draft.misconceptions ?? [], event.index, (m) => ({ ...m, ...event.changes })) };
    case 'lesson.addMisconception':
      return { ...draft, misconceptions: [...(draft.misconceptions ?? []), { misconception: '', response: '', source: '' }] };
    case 'lesson.removeMisconception':
      return { ...draft, misconceptions: without(draft.misconceptions ?? [], event.index) };
    case 'lesson.editText':
      return { ...draft, phases: replaceAt(draft.phases, event.phase, (phase) => ({ ...phase, texts: replaceAt(phase.texts ?? [], event.index, (t) => ({ ...t, ...event.changes })) })) };
    case 'lesson.addText':
      return { ...draft, phases: replaceAt(draft.phases, event.phase, (phase) => ({ ...phase, texts: [...(phase.texts ?? []), { title: '', body: '', source: '' }] })) };
    case 'lesson.removeText':
      return { ...draft, phases: replaceAt(draft.phases, event.phase, (phase) => ({ ...phase, texts: without(phase.texts ?? [], event.index) })) };
    case 'lesson.editWorkedExample':
      return {
        ...draft,
        phases: replaceAt(draft.phases, event.phase, (phase) => (phase.workedExample ? { ...phase, workedExample: { ...phase.workedExample, ...event.changes } } : phase)),
      };
    default:
      return undefined;
  }
}

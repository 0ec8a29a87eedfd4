import type { LessonOutline, Unit, UnitEdits } from '../../services/unitApi';
import type { UnitEditDraft, UnitEditorEvent } from './types';

export const draftOf = (u: Unit): UnitEditDraft => ({
  title: u.title,
  description: u.description,
  yearLevel: u.yearLevel,
  subject: u.subject,
  lessonMinutes: u.lessonMinutes,
  methodology: u.methodology,
  lessons: u.lessons,
});

export const newLessonTitle = 'New lesson';

/** An id no outline of the unit has: "added-1", "added-2", … */
function freshId(lessons: LessonOutline[]): string {
  const taken = new Set(lessons.map((l) => l.id));
  let n = 1;
  while (taken.has(`added-${n}`)) n += 1;
  return `added-${n}`;
}

function moved<T>(list: T[], index: number, offset: number): T[] {
  const to = index + offset;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return list;
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The draft after one edit; an index outside the sequence changes nothing. */
export function applyEdit(draft: UnitEditDraft, event: UnitEditorEvent): UnitEditDraft {
  switch (event.type) {
    case 'unit.editDetails':
      return { ...draft, ...event.changes };
    case 'unit.moveLesson':
      return { ...draft, lessons: moved(draft.lessons, event.index, event.offset) };
    case 'unit.insertLesson': {
      if (event.after < -1 || event.after >= draft.lessons.length) return draft;
      // A new lesson practises what the lesson before it teaches, so the coverage map counts it.
      const before = draft.lessons[event.after];
      const added: LessonOutline = { id: freshId(draft.lessons), title: newLessonTitle, role: 'practise', outcomeCodes: before?.outcomeCodes ?? [], revisitCodes: [], summary: '', lessonId: null };
      return { ...draft, lessons: [...draft.lessons.slice(0, event.after + 1), added, ...draft.lessons.slice(event.after + 1)] };
    }
    case 'unit.editLesson':
      return { ...draft, lessons: draft.lessons.map((l, i) => (i === event.index ? { ...l, ...event.changes } : l)) };
    default:
      return draft;
  }
}

export const isDirty = (unit: Unit | null, draft: UnitEditDraft | null) => Boolean(unit && draft && JSON.stringify(draftOf(unit)) !== JSON.stringify(draft));

/** The save request: the whole draft, since the sequence is replaced as a whole. */
export const editsOf = (id: string, draft: UnitEditDraft): UnitEdits => ({ id, ...draft });

/** Outlines not made into lessons yet. */
export const outlinesToMake = (unit: Unit | null) => (unit ? unit.lessons.filter((l) => !l.lessonId).length : 0);

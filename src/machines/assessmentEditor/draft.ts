import type { Assessment, AssessmentEdits } from '../../services/assessmentApi';
import type { AssessmentEditDraft, AssessmentEditorEvent } from './types';

export const draftOf = (a: Assessment): AssessmentEditDraft => ({
  title: a.title,
  description: a.description,
  yearLevel: a.yearLevel,
  subject: a.subject,
  items: a.items,
  rubric: a.rubric,
});

const replaceAt = <T>(list: T[], index: number, change: (value: T) => T) => list.map((value, i) => (i === index ? change(value) : value));

/** The draft after one edit; an index outside the lists changes nothing. */
export function applyEdit(draft: AssessmentEditDraft, event: AssessmentEditorEvent): AssessmentEditDraft {
  switch (event.type) {
    case 'assessment.editDetails':
      return { ...draft, ...event.changes };
    case 'assessment.editItem':
      return { ...draft, items: replaceAt(draft.items, event.index, (item) => ({ ...item, ...event.changes })) };
    case 'assessment.editCriterionTitle':
      return { ...draft, rubric: { ...draft.rubric, criteria: replaceAt(draft.rubric.criteria, event.index, (c) => ({ ...c, title: event.title })) } };
    case 'assessment.editDescriptor':
      return {
        ...draft,
        rubric: {
          ...draft.rubric,
          criteria: replaceAt(draft.rubric.criteria, event.criterion, (c) => ({ ...c, descriptors: replaceAt(c.descriptors, event.level, () => event.text) })),
        },
      };
    default:
      return draft;
  }
}

export const isDirty = (assessment: Assessment | null, draft: AssessmentEditDraft | null) =>
  Boolean(assessment && draft && JSON.stringify(draftOf(assessment)) !== JSON.stringify(draft));

/** The save request: the whole draft, since items and rubric are replaced as wholes. */
export const editsOf = (id: string, draft: AssessmentEditDraft): AssessmentEdits => ({ id, ...draft });

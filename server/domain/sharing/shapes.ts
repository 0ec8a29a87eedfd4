import type { AssessmentItem, GradeBand, Rubric } from '../../../src/contracts/assessment.ts';
import type { LessonOutline } from '../../../src/contracts/unit.ts';
import type { ShareAudience } from '../access.ts';

/*
 * What a shared item shows, per kind and per audience: allow-lists built field by field, so a field added to an item
 * stays with its owner until it is added here on purpose. Two audiences (server/domain/access.ts shareAudience):
 *
 * - 'people': a teacher the owner named. A colleague plans with the item, so they read the teacher's side of it: the
 *   description (brief), teacher actions and notes, differentiation, answers, marking points and the rubric. Never
 *   what the teacher wrote about named students: an assessment's class list, marks, responses and feedback, a comment
 *   set's students with their achievements, evidence and comments.
 * - 'link': anyone holding the access key, who may be a student, a parent or a stranger. They read what a student may
 *   read: titles, the student-facing content and questions without answers. Never the description (the teacher's
 *   brief), notes, differentiation, answers, marking points, rubrics, nor anything about students.
 *
 * Lessons use the student lesson (server/domain/lessons.ts toStudentLesson) for a link, the one allow-list a student
 * joining with a code also gets. Uploads show the same to both: their title and description describe a document
 * (the spec's shared upload view shows them), and processing state; slices are not shared by a link.
 */

/** What every planned item shows first: its title, year level, subject and outcomes. */
export interface SharedBrief {
  id: string;
  title: string;
  yearLevel: string;
  subject: string;
  outcomes: { code: string; shortCode: string; statement: string; framework: string }[];
}

/** What an audience reads of an item: the description only where it may, and the content. */
export interface SharedView {
  description?: string;
  content: object;
}

const totalMarksOf = (items: AssessmentItem[]) => items.reduce((sum, item) => sum + item.marks, 0);

/** A question as a link shows it: what is asked and what it is worth; the answer and marking points stay behind. */
const publicAssessmentItem = (item: AssessmentItem) => ({
  id: item.id,
  kind: item.kind,
  prompt: item.prompt,
  ...(item.options ? { options: item.options } : {}),
  ...(item.stimulus ? { stimulus: item.stimulus } : {}),
  marks: item.marks,
  outcomeCode: item.outcomeCode,
});

const colleagueAssessmentItem = (item: AssessmentItem) => ({
  ...publicAssessmentItem(item),
  answer: item.answer,
  markingPoints: item.markingPoints,
  ...(item.distractors ? { distractors: item.distractors } : {}),
});

export function sharedAssessmentView(
  audience: ShareAudience,
  brief: SharedBrief,
  row: { description: string; items: AssessmentItem[]; rubric: Rubric; gradeBands: GradeBand[] },
): SharedView {
  if (audience === 'link') {
    return { content: { ...brief, items: row.items.map(publicAssessmentItem), totalMarks: totalMarksOf(row.items) } };
  }
  const content = {
    ...brief,
    description: row.description,
    items: row.items.map(colleagueAssessmentItem),
    totalMarks: totalMarksOf(row.items),
    rubric: {
      levels: row.rubric.levels.map((level) => ({ name: level.name, marks: level.marks })),
      criteria: row.rubric.criteria.map((c) => ({ id: c.id, outcomeCode: c.outcomeCode, title: c.title, descriptors: c.descriptors })),
    },
    gradeBands: row.gradeBands.map((band) => ({ label: band.label, minPercent: band.minPercent })),
  };
  return { description: row.description, content };
}

/**
 * A comment set is what a teacher wrote about named students, so neither audience reads its students: a share says
 * which class reports exist and on what outcomes, and the comments stay with the teacher who wrote them.
 */
export function sharedCommentSetView(audience: ShareAudience, brief: SharedBrief, row: { yearLevel: string; subject: string }): SharedView {
  const description = [row.yearLevel, row.subject].filter(Boolean).join(' · ');
  return { ...(audience === 'people' ? { description } : {}), content: { ...brief } };
}

/** A unit's lesson as a link shows it: its place in the sequence and what it teaches, no links into the owner's items. */
export const publicUnitLesson = (outline: LessonOutline) => ({
  id: outline.id,
  title: outline.title,
  role: outline.role,
  outcomeCodes: outline.outcomeCodes,
  revisitCodes: outline.revisitCodes,
  summary: outline.summary,
});

export function sharedUnitView(
  audience: ShareAudience,
  brief: SharedBrief,
  row: { description: string; weeks: number; lessonsPerWeek: number; lessonMinutes: number; methodology: string; lessons: LessonOutline[] },
  coverage: object,
): SharedView {
  const shape = { weeks: row.weeks, lessonsPerWeek: row.lessonsPerWeek, lessonMinutes: row.lessonMinutes, methodology: row.methodology, coverage };
  if (audience === 'link') return { content: { ...brief, ...shape, lessons: row.lessons.map(publicUnitLesson) } };
  const lessons = row.lessons.map((outline) => ({
    ...publicUnitLesson(outline),
    ...(outline.assessmentId !== undefined ? { assessmentId: outline.assessmentId } : {}),
  }));
  return { description: row.description, content: { ...brief, description: row.description, ...shape, lessons } };
}

import { z } from 'zod';
import { titleText } from '../titles.ts';
import { ITEM_KINDS } from '../../generation/assessment/types.ts';
import type { OutcomeRef } from '../../generation/types.ts';
import type { AssessmentRow } from '../../repositories/assessments.ts';

const code = z.string().trim().min(1, 'An outcome code cannot be empty').max(80, 'An outcome code is at most 80 characters');
const text = (what: string, max: number) => z.string({ error: `${what} must be text` }).trim().max(max, `${what} is at most ${max} characters`);

const fields = {
  title: titleText({ error: 'Give the assessment a title' }).min(1, 'Give the assessment a title').max(200, 'A title is at most 200 characters'),
  description: text('A description', 2000),
  yearLevel: text('A year level', 40),
  subject: text('A subject', 80),
  outcomes: z.array(code).max(12, 'Choose at most 12 outcomes'),
};

export const createAssessmentBody = z
  .object({
    title: fields.title,
    description: fields.description.default(''),
    yearLevel: fields.yearLevel.default(''),
    subject: fields.subject.default(''),
    outcomes: fields.outcomes.min(1, 'Choose at least one outcome: the items and the rubric are written from them'),
  })
  .strict();

const item = z
  .object({
    id: z.string().trim().regex(/^[A-Za-z_][\w.-]{0,39}$/, 'An item id starts with a letter and has at most 40 letters, digits, dots, dashes or underscores'),
    kind: z.enum(ITEM_KINDS, { error: `An item is ${ITEM_KINDS.join(', ')}` }),
    prompt: z.string().trim().min(1, 'Every item needs a question').max(4000),
    options: z.array(z.string().trim().min(1, 'An option cannot be empty').max(500)).min(2, 'A multiple-choice item needs at least two options').max(8).optional(),
    answer: z.string().trim().min(1, 'Every item needs its answer or a model answer').max(4000),
    markingPoints: z.array(z.string().trim().min(1).max(1000)).max(20).default([]),
    marks: z.int('Marks are a whole number').min(0, 'Marks cannot be negative').max(100, 'An item is worth at most 100 marks'),
    outcomeCode: code,
    /** The source or passage the item is asked on; the teacher pastes in its words where the engine had none. */
    stimulus: z
      .object({
        title: z.string().trim().min(1, 'A source or passage needs a title, such as "Source A"').max(120),
        text: z.string().trim().max(8000, 'A source or passage has at most 8000 characters'),
        provenance: z.string().trim().max(1000, 'Say who made the source and when in at most 1000 characters'),
        supply: z.string().trim().max(1000).optional(),
      })
      .optional(),
    distractors: z.array(z.object({ option: z.string().trim().min(1).max(500), misconception: z.string().trim().min(1, 'Name the misconception behind each wrong option').max(1000) })).max(8).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'multiple-choice' && !value.options) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A multiple-choice item needs its options' });
    if (value.options && !value.options.includes(value.answer)) ctx.addIssue({ code: 'custom', path: ['answer'], message: 'The answer must be one of the options' });
    value.distractors?.forEach((d, i) => {
      if (!value.options?.includes(d.option) || d.option === value.answer) {
        ctx.addIssue({ code: 'custom', path: ['distractors', i, 'option'], message: 'A misconception is named for a wrong option of the item' });
      }
    });
  });

const rubric = z
  .object({
    levels: z.array(z.object({ name: z.string().trim().min(1, 'Every level needs a name').max(60), marks: z.int().min(0).max(100) })).min(2, 'A rubric needs at least two levels').max(8, 'A rubric has at most 8 levels'),
    criteria: z
      .array(
        z.object({
          id: z.string().trim().min(1).max(40),
          outcomeCode: code,
          title: titleText().min(1, 'Every criterion needs a title').max(300),
          descriptors: z.array(z.string().trim().max(1000)),
        }),
      )
      .min(1, 'A rubric needs at least one criterion')
      .max(40),
  })
  .superRefine((value, ctx) => {
    value.criteria.forEach((c, i) => {
      if (c.descriptors.length !== value.levels.length) {
        ctx.addIssue({ code: 'custom', path: ['criteria', i, 'descriptors'], message: `Write one descriptor for each of the ${value.levels.length} levels` });
      }
    });
    const ids = value.criteria.map((c) => c.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['criteria'], message: 'Two criteria have the same id' });
  });

const gradeBands = z
  .array(z.object({ label: z.string().trim().min(1).max(20), minPercent: z.number().min(0).max(100) }))
  .min(1)
  .max(12)
  .refine((bands) => bands.some((b) => b.minPercent === 0), 'One grade band must start at 0%, so every total has a band');

export const updateAssessmentBody = z
  .object({
    id: z.string(),
    title: fields.title.optional(),
    description: fields.description.optional(),
    yearLevel: fields.yearLevel.optional(),
    subject: fields.subject.optional(),
    outcomes: fields.outcomes.min(1, 'An assessment keeps at least one outcome').optional(),
    items: z.array(item).max(60, 'An assessment has at most 60 items').optional(),
    rubric: rubric.optional(),
    gradeBands: gradeBands.optional(),
  })
  .strict();

export const studentsBody = z.object({ names: z.array(z.string({ error: 'Each name must be text' })) }).strict();

export const marksBody = z
  .object({
    response: z.string().max(20000, 'A response is at most 20,000 characters').optional(),
    /** The student's answers to items, as the teacher transcribes or corrects them (item id → answer; blank clears it). */
    answers: z.record(z.string(), z.string({ error: 'An answer must be text' }).max(20000, 'An answer is at most 20,000 characters')).optional(),
    levels: z.record(z.string(), z.int('A level is a whole number')).optional(),
    /** Marks the teacher gives items directly (item id → marks; null gives the item back to the key or the rubric). */
    itemMarks: z.record(z.string(), z.number({ error: 'Marks are a number' }).nullable()).optional(),
    feedback: z.string().trim().max(5000, 'Feedback is at most 5,000 characters').nullable().optional(),
  })
  .strict();

export type UpdateAssessmentBody = z.infer<typeof updateAssessmentBody>;

export function toAssessmentSummary(row: Pick<AssessmentRow, 'id' | 'title' | 'description' | 'yearLevel' | 'subject' | 'outcomeCodes' | 'students' | 'createdAt' | 'updatedAt'>) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    yearLevel: row.yearLevel,
    subject: row.subject,
    outcomeCodes: row.outcomeCodes,
    students: row.students.length,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAssessmentJson(row: AssessmentRow, outcomes: OutcomeRef[]) {
  return {
    ...toAssessmentSummary(row),
    outcomes: outcomes.map((o) => ({ code: o.code, shortCode: o.shortCode ?? o.code, statement: o.statement, framework: o.framework })),
    items: row.items,
    totalMarks: row.items.reduce((sum, i) => sum + i.marks, 0),
    rubric: row.rubric,
    gradeBands: row.gradeBands,
    students: row.students,
    supply: row.supply,
  };
}

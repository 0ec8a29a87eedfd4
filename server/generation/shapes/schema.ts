import { z } from 'zod';
import data from './shapes.json' with { type: 'json' };

/**
 * The lesson shapes of shapes.json, validated when the engine loads them: a reviewer changes a sentence there and a
 * broken file fails at start-up and in the unit tests, not in a teacher's plan.
 */

const lines = z.array(z.string().min(1));
const check = z.object({ prompt: z.string().min(1), answer: z.string().min(1) });
const checks = z.array(check);

export const SHAPE_ROLES = ['open', 'teach', 'plan', 'practice', 'game', 'close'] as const;
export type ShapeRole = (typeof SHAPE_ROLES)[number];

const phase = z.object({
  key: z.string().regex(/^[a-z-]+$/),
  title: z.string().min(1),
  role: z.enum(SHAPE_ROLES),
  weight: z.number().positive(),
  bounds: z.tuple([z.number().int().positive(), z.number().int().positive()]).optional(),
  teacher: lines,
  students: lines,
  /** What students do in a secondary class, worded for older readers; `students` otherwise. */
  studentsOlder: lines.optional(),
  /** What a Foundation to Year 2 class is told to do: short sentences, one instruction each, words young children know. */
  studentsYoung: lines.optional(),
  explanation: lines.optional(),
  supply: z.array(z.object({ unless: z.string().min(1), text: z.string().min(1) })).optional(),
});
export type ShapePhase = z.infer<typeof phase>;

/** `rules`: what a lesson in the shape must do, in words a planner (the configured model) is told to follow. */
const shape = z.object({ label: z.string(), rules: lines.min(1), phases: z.array(phase).min(3) });
/** A shape that opens with a question of its own when the content has none to open with. */
const openChecks = checks.min(1);
const differentiation = z.object({ support: lines.min(1), extension: lines.min(1) });

/** The kinds of text a reading lesson knows, each with the words that name it and the questions asked of it. */
export type TextKind = 'story' | 'poem' | 'information' | 'text';
const byTextKind = <T extends z.ZodTypeAny>(value: T) => z.object({ story: value, poem: value, information: value });

const shapesFile = z.object({
  movement: shape,
  language: shape,
  practical: shape.extend({
    food: lines,
    knives: lines,
    design: lines,
    evaluation: z.object({ food: lines, design: lines }),
    checks: z.object({ food: z.array(check), knives: z.array(check), design: z.array(check) }),
  }),
  early: shape,
  writing: shape.extend({ plan: lines }),
  reading: shape.extend({
    kinds: byTextKind(lines.min(1)),
    kindNouns: byTextKind(z.string().min(1)).extend({ text: z.string().min(1) }),
    /** How long a text to ask for, by the highest US grade it suits. */
    lengths: z.array(z.object({ upToGrade: z.number().int(), words: z.string().min(1) })).min(1),
    questionKinds: lines.length(3),
    /** Literal, inferential and evaluative questions, in that order, for each kind of text. */
    questions: byTextKind(checks.length(3)).extend({ text: checks.length(3) }),
    focusQuestion: check,
    closeChecks: checks.min(1),
    openChecks,
    purpose: z.object({ focus: z.string().min(1), topic: z.string().min(1), question: z.string().min(1) }),
    textNeed: z.string().min(1),
    summaryFrame: lines.min(1),
  }),
  history: shape.extend({
    sourceWords: lines.min(1),
    enquiry: z.object({ source: z.string().min(1), sourceOnly: z.string().min(1), focus: z.string().min(1), topic: z.string().min(1) }),
    sourceQuestions: lines.min(1),
    judgementFrame: lines.min(1),
    practice: checks.min(1),
    closeChecks: checks.min(1),
    openChecks,
  }),
  geography: shape.extend({
    dataWords: lines.min(1),
    fieldworkWords: lines.min(1),
    fieldworkSafety: lines.min(1),
    /** A lesson built on fieldwork the brief names gives the fieldwork most of its time. */
    fieldworkWeights: z.record(z.string(), z.number().positive()),
    enquiry: z.object({ dated: z.string().min(1), case: z.string().min(1), fieldwork: z.string().min(1), topic: z.string().min(1) }),
    processFrame: lines.min(1),
    /** A lesson on a topic with no case study ("the journey of a smartphone") studies places and their links instead. */
    placeFrame: lines.min(1),
    placePractice: checks.min(1),
    placeCloseChecks: checks.min(1),
    dataQuestions: lines.min(1),
    practice: checks.min(1),
    closeChecks: checks.min(1),
    openChecks,
  }),
  differentiation: z.object({
    movement: differentiation,
    language: differentiation,
    practical: differentiation,
    early: differentiation,
    writing: differentiation,
    reading: differentiation,
    history: differentiation,
    geography: differentiation,
  }),
});

export const SHAPE_NAMES = ['movement', 'language', 'practical', 'early', 'writing', 'reading', 'history', 'geography'] as const;
export type ShapeName = (typeof SHAPE_NAMES)[number];
export const SHAPES = shapesFile.parse(data);

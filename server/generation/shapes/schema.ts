import { z } from 'zod';
import data from './shapes.json' with { type: 'json' };

/**
 * The lesson shapes of shapes.json, validated when the engine loads them: a reviewer changes a sentence there and a
 * broken file fails at start-up and in the unit tests, not in a teacher's plan.
 */

const lines = z.array(z.string().min(1));
const check = z.object({ prompt: z.string().min(1), answer: z.string().min(1) });

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
  explanation: lines.optional(),
  supply: z.array(z.object({ unless: z.string().min(1), text: z.string().min(1) })).optional(),
});
export type ShapePhase = z.infer<typeof phase>;

/** `rules`: what a lesson in the shape must do, in words a planner (the configured model) is told to follow. */
const shape = z.object({ label: z.string(), rules: lines.min(1), phases: z.array(phase).min(3) });
const differentiation = z.object({ support: lines.min(1), extension: lines.min(1) });

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
  differentiation: z.object({ movement: differentiation, language: differentiation, practical: differentiation, early: differentiation, writing: differentiation }),
});

export type ShapeName = 'movement' | 'language' | 'practical' | 'early' | 'writing';
export const SHAPES = shapesFile.parse(data);

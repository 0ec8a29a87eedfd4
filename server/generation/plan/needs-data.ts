import { z } from 'zod';
import data from './needs.json' with { type: 'json' };
import { NEED_NAMES, REQUEST_KINDS } from './needs-read.ts';

/**
 * What the plan says and does for each learner need and each request a teacher makes (needs.json), validated when
 * the engine loads it, so a reviewer's edit that breaks the file fails in the unit tests, not in a teacher's plan.
 */

export const SETTINGS = ['desk', 'movement', 'practical'] as const;
export type Setting = (typeof SETTINGS)[number];
export const PLACES = ['first', 'group', 'practice', 'active', 'examples'] as const;
export type Place = (typeof PLACES)[number];

const lines = z.array(z.string().min(1));
const byNeed = <T extends z.ZodTypeAny>(value: T) => z.object(Object.fromEntries(NEED_NAMES.map((n) => [n, value])) as Record<(typeof NEED_NAMES)[number], T>);
const placed = z.object({ at: z.enum(PLACES), settings: z.array(z.enum(SETTINGS)).optional(), text: z.string().min(1) });

const request = z.object({ at: z.enum(PLACES).optional(), text: z.string().min(1).optional(), support: z.string().min(1).optional() });

const needsFile = z.object({
  who: byNeed(z.object({ one: z.string().min(1), many: z.string().includes('{count}'), some: z.string().min(1) })),
  moves: byNeed(z.object({ field: z.enum(['support', 'extension', 'languageSupport']), desk: lines, movement: lines.optional(), practical: lines.optional() })),
  placed: z.partialRecord(z.enum(NEED_NAMES), z.array(placed)),
  movementBreak: z.string().min(1),
  movementBreakNoResource: z.string().min(1),
  requests: z.record(z.enum(REQUEST_KINDS), request),
});

export const NEEDS = needsFile.parse(data);

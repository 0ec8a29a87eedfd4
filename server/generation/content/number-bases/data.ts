import { z } from 'zod';
import type { CheckItem, WorkedExample } from '../../types.ts';
import { fill } from '../phonics/template.ts';
import wordingJson from './wording.json' with { type: 'json' };

/** The wording of binary lessons (wording.json), checked against a schema, and the helpers that fill it. */

const template = z.object({ prompt: z.string(), steps: z.array(z.string()).optional(), answer: z.string() });
const activity = z.object({ title: z.string(), steps: z.array(z.string()).min(3) });
const TEMPLATE_NAMES = ['toTen', 'toBinary', 'add', 'toHex', 'hexToTen', 'letter', 'character', 'patterns', 'largest', 'bytes', 'hinge', 'why', 'tenPlace', 'double'] as const;
const KEY_POINTS = ['bits', 'places', 'reading', 'count', 'byte', 'carry', 'hex', 'letters'] as const;

const wordingSchema = z.object({
  source: z.string(),
  tenNames: z.object({ 'en-nc': z.string(), default: z.string() }),
  keyPoints: z.object(Object.fromEntries(KEY_POINTS.map((k) => [k, z.string()])) as Record<(typeof KEY_POINTS)[number], z.ZodString>),
  priorKnowledge: z.array(z.string()),
  /** `from` is the first grade a term is taught at (bytes from Year 7, hexadecimal from Year 8). */
  keywords: z.array(z.object({ term: z.string(), definition: z.string(), from: z.number() })),
  templates: z.object(Object.fromEntries(TEMPLATE_NAMES.map((k) => [k, template])) as Record<(typeof TEMPLATE_NAMES)[number], typeof template>),
  placeStep: z.object({ one: z.string(), zero: z.string(), none: z.string() }),
  columnStep: z.object({ plain: z.string(), carry: z.string(), carryOne: z.string(), last: z.string() }),
  activities: z.object({ cards: activity, message: activity, sums: activity }),
  messageWords: z.array(z.string().regex(/^[A-Z]+$/)).min(1),
  materials: z.object({ cards: z.string(), table: z.string(), boards: z.string() }),
});

export const WORDING = wordingSchema.parse(wordingJson);
export type TemplateName = (typeof TEMPLATE_NAMES)[number];

type Values = Readonly<Record<string, string | number>>;
/** Values that fill a whole step each: a step written as "{placeSteps}" becomes one step per place. */
type StepLists = Readonly<Record<string, string[]>>;

function steps(texts: readonly string[], values: Values, lists: StepLists): string[] {
  return texts.flatMap((text) => {
    const list = /^\{(\w+)\}$/.exec(text)?.[1];
    return list && lists[list] ? lists[list] : [fill(text, values)];
  });
}

export function example(name: TemplateName, values: Values, lists: StepLists = {}): WorkedExample {
  const t = WORDING.templates[name];
  return { problem: fill(t.prompt, values), steps: steps(t.steps ?? [], values, lists), answer: fill(t.answer, values) };
}

export function ask(name: TemplateName, values: Values, options?: string[]): CheckItem {
  const t = WORDING.templates[name];
  return { prompt: fill(t.prompt, values), answer: fill(t.answer, values), ...(options ? { options } : {}) };
}

export { fill };
export { activityText, listed } from '../phonics/template.ts';

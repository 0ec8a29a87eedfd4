import { z } from 'zod';
import { ValidationError } from '../../errors.ts';
import { parseInput } from '../../validation.ts';

/** Spec §5 and §9: the enhancement search's own messages and sizes, quoted exactly. */
export const NO_INPUT = 'You must provide some input to search for';
export const TOO_MANY = "You can't request more than 50 enhancements at a time";
export const DEFAULT_SIZE = 20;
export const MAX_SIZE = 50;
const MAX_INPUT = 1000;
const MAX_OWNERS = 50;

const flag = (field: string) =>
  z
    .enum(['true', 'false', '1', '0'], { error: `${field} must be true or false` })
    .optional()
    .transform((value) => value === 'true' || value === '1');
const hash = (field: string) => z.string({ error: `${field} must be text` }).max(200, `${field} is longer than 200 characters`).optional();

const enhancementQuery = z.object({
  input: z.string({ error: NO_INPUT }).trim().min(1, NO_INPUT).max(MAX_INPUT, `The search is longer than ${MAX_INPUT} characters; shorten it`),
  size: z.coerce
    .number({ error: 'size must be a whole number from 1 to 50' })
    .int('size must be a whole number from 1 to 50')
    .min(1, 'size must be a whole number from 1 to 50')
    .max(MAX_SIZE, TOO_MANY)
    .default(DEFAULT_SIZE),
  ownerIds: z.array(z.string({ error: 'ownerIds must be teacher ids' }).min(1, 'ownerIds must not hold an empty id').max(200, 'ownerIds holds an id longer than any teacher id')).max(MAX_OWNERS, `Name at most ${MAX_OWNERS} owners in ownerIds`).optional(),
  thumbnails: flag('thumbnails'),
  consumeOnResult: flag('consumeOnResult'),
  isQuestion: flag('isQuestion'),
  strictMatch: flag('strictMatch'),
  isTest: flag('isTest'),
  sessionHash: hash('sessionHash'),
  userHash: hash('userHash'),
});

export type EnhancementQuery = z.infer<typeof enhancementQuery>;

/**
 * ownerIds as the browser's HTTP client sends arrays (with indexes: ownerIds[0]=a&ownerIds[1]=b), as repeated
 * parameters (ownerIds=a&ownerIds=b), or one value. Indexes give the order; anything else under that name is refused.
 */
function ownerIdsOf(query: Record<string, unknown>): string[] | undefined {
  const found: { index: number; value: unknown }[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (key === 'ownerIds' || key === 'ownerIds[]') {
      for (const item of Array.isArray(value) ? value : [value]) found.push({ index: -1, value: item });
      continue;
    }
    const indexed = /^ownerIds\[(\d{1,3})\]$/.exec(key);
    if (indexed) found.push({ index: Number(indexed[1]), value: Array.isArray(value) ? value.join(',') : value });
    else if (key.startsWith('ownerIds')) throw new ValidationError([{ field: key, message: 'Send ownerIds as ownerIds[0]=id&ownerIds[1]=id' }]);
  }
  if (found.length === 0) return undefined;
  return found.sort((a, b) => a.index - b.index).map((f) => f.value as string);
}

export function parseEnhancementQuery(query: unknown): EnhancementQuery {
  const raw = (query ?? {}) as Record<string, unknown>;
  const ownerIds = ownerIdsOf(raw);
  const { ownerIds: _ignored, ...rest } = raw;
  return parseInput(enhancementQuery, { ...rest, ...(ownerIds ? { ownerIds } : {}) });
}

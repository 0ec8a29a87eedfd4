import { z } from 'zod';
import type { OutcomeRef } from '../types.ts';
import { LlmError } from './client.ts';

/**
 * What curriculum codes look like in the seeded curricula: Australian (ACELA1426, AC9M7M03, AC9TDE8K01), England
 * (NC-SC-KS3-…), Common Core in full (CCSS.Math.Content.3.NF.A.3a) and short (3.NF.A.3a, RL.5.1, W.9-10.1a,
 * CCRA.R.1, MP1).
 */
const CODE_PATTERN =
  /(?<![\w.-])(?:AC[A-Z0-9]{5,12}|NC(?:-[A-Z0-9]+){2,}|CCSS\.[A-Za-z0-9.-]*[A-Za-z0-9]|(?:K|\d{1,2})\.[A-Z]{1,4}\.[A-Z]\.\d{1,2}[a-z]?|[A-Z]{1,4}\.(?:K|\d{1,2}(?:-\d{1,2})?)\.\d{1,2}[a-z]?|CCRA\.[A-Z]{1,2}\.\d{1,2}|MP[1-8])(?![\w-])/g;

/** The codes a text cites that are not among the lesson's outcomes (by full code, short code or the full code's tail). */
export function foreignCodes(text: string, outcomes: OutcomeRef[]): string[] {
  const found = [...text.matchAll(CODE_PATTERN)].map((m) => m[0]);
  const known = (code: string) => outcomes.some((o) => o.code === code || o.shortCode === code || o.code.endsWith(`.${code}`));
  return [...new Set(found.filter((code) => !known(code)))];
}

/** Throws when any of the texts cites a code the lesson does not contain. */
export function requireKnownCodes(texts: string[], outcomes: OutcomeRef[]): void {
  const foreign = [...new Set(texts.flatMap((t) => foreignCodes(t, outcomes)))];
  if (foreign.length) throw new LlmError(`the model cited outcome codes the lesson does not have: ${foreign.join(', ')}`);
}

/** Throws when an outcome code the model gives in a code field is not one of the lesson's. */
export function requireLessonCode(code: string, outcomes: OutcomeRef[], where: string): void {
  if (!outcomes.some((o) => o.code === code)) throw new LlmError(`the model gave ${where} an outcome code the lesson does not have: ${code || '(none)'}`);
}

/** Text that holds a gap instead of content: "[insert an example]", "TBD", "lorem ipsum". */
const PLACEHOLDER = /\[[^\]]*\b(?:insert|add|your|example here)\b[^\]]*\]|\b(?:lorem ipsum|TBD|TODO|to be (?:added|written|confirmed))\b/i;

/** Throws when any text is a placeholder: a plan says what the teacher must supply, it never leaves a gap. */
export function requireNoPlaceholder(texts: string[]): void {
  const gap = texts.find((t) => PLACEHOLDER.test(t));
  if (gap !== undefined) throw new LlmError(`the model wrote a placeholder instead of content: "${gap}"`);
}

export const normalised = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** Throws when two texts say the same thing (ignoring case, spacing and punctuation). */
export function requireDistinct(texts: string[], what: string): void {
  const seen = new Set<string>();
  for (const text of texts) {
    const key = normalised(text);
    if (seen.has(key)) throw new LlmError(`the model repeated ${what}: "${text}"`);
    seen.add(key);
  }
}

/** Keywords a strict structured-output service may refuse; the zod check enforces what they said. */
const UNSUPPORTED = new Set(['$schema', 'default', 'minLength', 'maxLength']);

function withoutUnsupported(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnsupported);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(([key, value]) => !UNSUPPORTED.has(key) && !(['minimum', 'maximum'].includes(key) && Math.abs(value as number) === Number.MAX_SAFE_INTEGER));
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutUnsupported(value)]));
}

/**
 * The JSON Schema sent for structured output, derived from the zod schema the answer is checked with: in strict mode
 * every property is required and no other is allowed (zod's output schema says both).
 */
export const strictJsonSchema = (shape: z.ZodType): Record<string, unknown> => withoutUnsupported(z.toJSONSchema(shape)) as Record<string, unknown>;

/** The outcomes as the model is told them: code and the curriculum's own statement. */
export const outcomesForPrompt = (outcomes: OutcomeRef[]) => outcomes.map((o) => ({ code: o.code, statement: o.statement }));

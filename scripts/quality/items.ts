import { contentTexts, foldForMatching, itemPattern } from '../../server/generation/brief/usage.ts';
import type { LessonPlan } from '../../server/generation/types.ts';
import type { NamedItem } from './sample.ts';

export { checkTexts, contentTexts, foldForMatching, itemPattern, phaseContent } from '../../server/generation/brief/usage.ts';

/**
 * Whether a plan uses what its sampled brief names, in the spellings the sample knows for each item. How text is
 * folded and matched is the engine's own (server/generation/brief/usage.ts), so the gate and the model path agree.
 */

/** The lines of the plan's teaching content that hold the item, in any of its spellings (folded). */
function linesWithItem(item: NamedItem, plan: LessonPlan): string[] {
  const patterns = [item.text, ...item.also].map(itemPattern);
  return contentTexts(plan)
    .map(foldForMatching)
    .filter((t) => patterns.some((p) => p.test(t)));
}

/** The item appears, in any of its spellings, in the plan's teaching content. */
export function itemUsed(item: NamedItem, plan: LessonPlan): boolean {
  return linesWithItem(item, plan).length > 0;
}

/** A sentence of the description this long, copied whole into a plan line, is the brief pasted rather than used. */
const ECHO_MIN_WORDS = 6;

/**
 * The item appears only where the plan pastes the brief: a whole sentence of the description ("Set pairs the
 * investigation: <the teacher's note>") or the title as the lesson's topic ("questions on comparing news articles",
 * for the item "news articles"). It counts as used; the gate reports it apart so that pasting is not taken for use.
 */
export function onlyEchoed(item: NamedItem, plan: LessonPlan, brief: { title: string; description: string }): boolean {
  const sentences = brief.description
    .split(/(?<=[.!?])\s+/)
    .map((s) => foldForMatching(s).replace(/[.!?]$/, ''))
    .filter((s) => s.split(' ').length >= ECHO_MIN_WORDS);
  const title = foldForMatching(brief.title).replace(/[.!?]$/, '');
  // A title that is no more than the item ("Pompeii") is the item itself, not a topic the item sits in.
  if (title.split(' ').length > foldForMatching(item.text).split(' ').length) sentences.push(title);
  const lines = linesWithItem(item, plan);
  return lines.length > 0 && lines.every((line) => sentences.some((s) => line.includes(s)));
}


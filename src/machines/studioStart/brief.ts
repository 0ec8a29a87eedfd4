import type { StartDraft } from './types';

/** The shortest pasted text a start takes, as the quick tools ask: a sentence or two. */
export const MIN_START_TEXT = 40;
/** Descriptions of lessons, assessments and units are at most this long. */
const MAX_DESCRIPTION = 2000;
/** The outcome search takes at most this much text. */
const MAX_SEARCH = 500;
/** Outcomes a start picks for itself from a topic, a text or an upload: enough to plan from, few enough to check. */
export const PICKED_OUTCOMES = 3;

/** The text cut at a word boundary so it is at most `max` characters, with an ellipsis when cut. */
export function cutAtWord(text: string, max: number, ellipsis = '…'): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - ellipsis.length);
  // A cut that falls between words keeps its last word; one inside a word drops that word's start.
  const whole = /\s/.test(clean[cut.length]!) ? cut.trimEnd() : cut.replace(/\s+\S*$/, '') || cut;
  return `${whole.replace(/[\s,;:]+$/, '')}${ellipsis}`;
}

/** A title from a pasted text: its first sentence (or line), at most 80 characters. */
export function titleFromText(text: string): string {
  const first = text.trim().split(/(?<=[.!?])\s+|\n/)[0] ?? '';
  return cutAtWord(first.replace(/[.!?]+$/, ''), 80);
}

export const descriptionFromText = (text: string) => cutAtWord(text, MAX_DESCRIPTION);
export const searchFromText = (text: string) => cutAtWord(text, MAX_SEARCH, '');

/** Whether the chosen source has what a start needs. */
export function sourceIsReady(source: string, draft: StartDraft): boolean {
  switch (source) {
    case 'topic':
      return draft.topic.trim() !== '';
    case 'outcomes':
      return draft.outcomes.length > 0;
    case 'text':
      return draft.text.trim().length >= MIN_START_TEXT;
    case 'upload':
      return draft.uploadId !== null;
    default:
      return false;
  }
}

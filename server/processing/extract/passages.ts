import type { TimedText } from './captions.ts';
import type { SliceDraft } from './types.ts';

/**
 * Captions come in cues of a few seconds, too short to teach from; a lesson wants a passage: one speaker's stretch of
 * about a minute. Consecutive cues of one speaker are joined until the passage reaches TARGET_SECONDS and a sentence
 * ends, a pause of PAUSE_SECONDS falls after at least MIN_SECONDS, or one more cue would pass MAX_SECONDS. A change of
 * speaker always starts a new passage, so a short question stays a passage of its own with its speaker.
 */
export const MIN_SECONDS = 30;
export const TARGET_SECONDS = 60;
export const MAX_SECONDS = 90;
export const PAUSE_SECONDS = 5;

const SENTENCE_END = /[.?!…]["'”’)\]]*$/;

export function mergeIntoPassages(cues: readonly TimedText[]): TimedText[] {
  const passages: TimedText[] = [];
  let current: TimedText | undefined;
  for (const cue of cues) {
    if (current && continues(current, cue)) {
      current.end = Math.max(current.end, cue.end);
      current.text = `${current.text} ${cue.text}`;
      continue;
    }
    current = { ...cue };
    passages.push(current);
  }
  return passages;
}

function continues(passage: TimedText, cue: TimedText): boolean {
  if (cue.speakerName !== passage.speakerName) return false;
  const length = passage.end - passage.start;
  if (cue.end - passage.start > MAX_SECONDS) return false;
  if (length >= MIN_SECONDS && cue.start - passage.end >= PAUSE_SECONDS) return false;
  return !(length >= TARGET_SECONDS && SENTENCE_END.test(passage.text));
}

/** 75 → "01:15"; 3725 → "1:02:05". */
export function formatTimestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${String(minutes).padStart(2, '0')}:${rest}`;
}

/** Passages as transcript slices, titled by speaker and time ("Ms. Rivera, 00:01–01:04"). */
export function passageSlices(passages: readonly TimedText[]): SliceDraft[] {
  return passages.map((passage) => {
    const span = `${formatTimestamp(passage.start)}–${formatTimestamp(passage.end)}`;
    return {
      page: null,
      pageIndexOffset: null,
      contentType: 'transcript',
      title: passage.speakerName ? `${passage.speakerName}, ${span}` : span,
      text: passage.text,
      image: null,
      start: passage.start,
      end: passage.end,
      speakerName: passage.speakerName,
    };
  });
}

import { parse } from '@plussub/srt-vtt-parser';

/** One stretch of speech from a captions file or a transcription service, in seconds from the start. */
export interface TimedText {
  start: number;
  end: number;
  speakerName: string | null;
  text: string;
}

export type CaptionsFormat = 'vtt' | 'srt';

/** The captions formats by file extension (lower case, without the dot). */
export const CAPTIONS_EXTENSIONS: readonly CaptionsFormat[] = ['vtt', 'srt'];

/** WebVTT's voice span `<v Speaker>` or `<v.class Speaker>` names who speaks. */
const VOICE = /<v(?:\.[^\s>]+)*\s+([^>]+)>/i;
/** A speaker written before the words in capitals, as broadcasters caption: "MS. RIVERA: Today…", ">> SAM: Why?". */
const SPEAKER_PREFIX = /^(?:>>\s*)?(\p{Lu}[\p{Lu}\d .'’-]{0,40}[\p{Lu}\d.]):\s+/u;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', lrm: '', rlm: '' };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** Names in capitals read as a teacher would write them: "MS. RIVERA" → "Ms. Rivera", "SPEAKER 2" → "Speaker 2". */
const properCase = (name: string) => name.toLowerCase().replace(/(^|[\s.'’-])(\p{Ll})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase());

interface Line {
  speakerName: string | null;
  text: string;
  /** Whether the name came from a capitals prefix, which captioners write only when the speaker changes. */
  fromPrefix: boolean;
}

function readLine(raw: string): Line {
  const voice = VOICE.exec(raw);
  let text = decodeEntities(raw.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
  let speakerName = voice ? decodeEntities(voice[1]!).trim() : null;
  let fromPrefix = false;
  const prefix = SPEAKER_PREFIX.exec(text);
  if (prefix) {
    speakerName ??= properCase(prefix[1]!.trim());
    fromPrefix = !voice;
    text = text.slice(prefix[0].length);
  }
  return { speakerName, text, fromPrefix };
}

/** The parser's cues; none when the text is not captions (the parser throws on a line it cannot place). */
function cuesOf(source: string): RawCue[] {
  try {
    return parse(source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')).entries;
  } catch {
    return [];
  }
}

/** A cue as a captions format gives it: milliseconds, text with its markup, and a speaker if the format names one. */
export interface RawCue {
  from: number;
  to: number;
  text: string;
  speakerName?: string | null;
}

/**
 * Cues with their speakers, in time order. A cue whose lines have different speakers becomes one entry per speaker
 * with the cue's times. A cue without a speaker keeps the one a capitals prefix named before it (captioners name a
 * speaker only when the speaker changes); WebVTT voices are never carried over.
 */
export function readCues(raw: readonly RawCue[]): TimedText[] {
  const cues: TimedText[] = [];
  let carried: string | null = null;
  for (const entry of [...raw].sort((a, b) => a.from - b.from)) {
    if (!(entry.to > entry.from)) continue;
    const start = entry.from / 1000;
    const end = entry.to / 1000;
    for (const rawLine of entry.text.split('\n')) {
      const line = readLine(rawLine);
      if (!line.text) continue;
      if (line.fromPrefix) carried = line.speakerName;
      else if (line.speakerName) carried = null;
      const speakerName = line.speakerName ?? entry.speakerName ?? carried;
      const previous = cues.at(-1);
      if (previous && previous.start === start && previous.speakerName === speakerName) previous.text += ` ${line.text}`;
      else cues.push({ start, end, speakerName, text: line.text });
    }
  }
  return cues;
}

/** The cues of a WebVTT or SRT file with their speakers (see readCues); none when the text is not captions. */
export const parseCaptions = (source: string): TimedText[] => readCues(cuesOf(source));

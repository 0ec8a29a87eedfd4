/** The part of matroska-subtitles (a plain JavaScript package) that Teachkit uses. */
declare module 'matroska-subtitles' {
  import { Writable } from 'node:stream';

  export interface MatroskaSubtitleTrack {
    number: number;
    language?: string;
    /** `utf8` (SubRip), `ass` or `ssa`. */
    type: string;
    name?: string;
  }

  export interface MatroskaSubtitle {
    text: string;
    /** Milliseconds from the start. */
    time: number;
    duration: number;
    /** ASS/SSA only: the speaker ("actor") the dialogue line names. */
    name?: string;
  }

  /** A writable stream for the Matroska file's bytes; emits `tracks` once, then `subtitle` per cue. */
  export class SubtitleParser extends Writable {}
}

import type { ExtractionOptions } from '../extract/index.ts';
import type { ExtractInput, PagesRead } from '../extract/types.ts';

/** What the decoding process is asked to do: read an upload's file into slices, or read the text in a picture. */
export type DecodeRequest =
  | { op: 'extract'; input: ExtractInput; options: ExtractionOptions }
  | { op: 'readText'; picture: Uint8Array };

/** What it answers, over the IPC channel (structured clone, so pictures travel as bytes). */
export type DecodeMessage =
  /** Sent every few seconds while the process's event loop turns, whatever it is doing. */
  | { kind: 'alive' }
  | { kind: 'progress'; percent: number; pages?: PagesRead }
  | { kind: 'done'; value: unknown }
  /** `permanent` is null for an error that is not an ExtractionError (a disk that failed, say): it may be retried. */
  | { kind: 'failed'; message: string; permanent: boolean | null };

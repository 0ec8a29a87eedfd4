import { readFile } from 'node:fs/promises';
import { parseFile, type IAudioMetadata } from 'music-metadata';
import { parseCaptions, type TimedText } from './captions.ts';
import { readEmbeddedCaptions } from './embedded-captions.ts';
import { mergeIntoPassages, passageSlices } from './passages.ts';
import { EXTRACTION_MESSAGES } from './messages.ts';
import { makeThumbnail } from './picture.ts';
import { transcribe, TranscriptionRefused, type TranscriptionConfig } from './transcription.ts';
import { ExtractionError, type ExtractedImage, type Extractor, type SliceDraft } from './types.ts';

export const UNREADABLE_RECORDING =
  'The recording could not be read; the file may be damaged or cut short. Play it to check, export it again (MP3, MP4 or WAV), and upload it again';
const ADD_CAPTIONS = 'To make what is said searchable and usable in lessons, upload the recording again with its captions (a WebVTT .vtt or SubRip .srt file) in the Captions field, or put the captions file beside it in a ZIP under the same name.';
export const NO_TRANSCRIPT_UNCONFIGURED = `No transcript: this recording came without captions, and this Teachkit has no transcription service. ${ADD_CAPTIONS} Your administrator can also set TRANSCRIPTION_URL to have recordings transcribed.`;
export const NO_TRANSCRIPT_SILENT = `No transcript: the transcription service found no speech in this recording. ${ADD_CAPTIONS}`;
export const noTranscriptRefused = (reason: string) => `No transcript: the transcription service could not transcribe this recording (${reason}). ${ADD_CAPTIONS}`;

export interface MediaExtractorOptions {
  /** The speech-to-text service, when the administrator configured one. */
  transcription: TranscriptionConfig | undefined;
}

async function readMetadata(filePath: string): Promise<IAudioMetadata> {
  try {
    return await parseFile(filePath, { duration: true });
  } catch {
    throw new ExtractionError(UNREADABLE_RECORDING, { permanent: true });
  }
}

/** A recording's cover art (an album picture in an MP3 or M4A) as the card's thumbnail, when it has one. */
async function coverThumbnail(metadata: IAudioMetadata): Promise<ExtractedImage | null> {
  const picture = metadata.common.picture?.[0];
  if (!picture) return null;
  return makeThumbnail(Buffer.from(picture.data)).catch(() => null);
}

/** One slice that tells the teacher there is no transcript and what to do; it holds no words of the recording. */
function noticeSlice(notice: string): SliceDraft {
  return { page: null, pageIndexOffset: null, contentType: 'transcript', title: 'No transcript', text: notice, image: null, start: null, end: null, speakerName: null };
}

/**
 * Where the words come from: captions the teacher sent with the recording, else captions the recording carries inside,
 * else the transcription service; else a notice.
 */
async function speech(input: Parameters<Extractor>[0], options: MediaExtractorOptions): Promise<{ cues: TimedText[]; notice: string }> {
  if (input.captionsPath) {
    const cues = parseCaptions(await readFile(input.captionsPath, 'utf8'));
    if (cues.length) return { cues, notice: '' };
  }
  // A captions track that cannot be read costs only that track: the recording still gets a transcript or the notice.
  const embedded = await readEmbeddedCaptions(input.filePath, input.extension, input.language).catch(() => []);
  if (embedded.length) return { cues: embedded, notice: '' };
  if (!options.transcription) return { cues: [], notice: NO_TRANSCRIPT_UNCONFIGURED };
  try {
    const cues = await transcribe(options.transcription, input.filePath, input.fileName, input.language);
    return { cues, notice: cues.length ? '' : NO_TRANSCRIPT_SILENT };
  } catch (error) {
    if (error instanceof TranscriptionRefused) return { cues: [], notice: noTranscriptRefused(error.message) };
    throw error;
  }
}

/**
 * Audio and video become timed transcript slices: passages of about a minute by speaker, with exact start and end, from
 * the captions that came with the recording or from the configured transcription service. Without either, the upload
 * still completes with its duration and one slice that says there is no transcript and how to add one.
 */
export function createMediaExtractor(options: MediaExtractorOptions): Extractor {
  return async (input, progress) => {
    const metadata = await readMetadata(input.filePath);
    const minutes = Math.ceil((metadata.format.duration ?? 0) / 60);
    const { limits } = input;
    if (limits && minutes > limits.recordingMinutes) {
      throw new ExtractionError(EXTRACTION_MESSAGES.tooLong(minutes, limits.plan, limits.recordingMinutes), { permanent: true });
    }
    progress(10);
    const { cues, notice } = await speech(input, options);
    progress(90);
    const slices = cues.length ? passageSlices(mergeIntoPassages(cues)) : [noticeSlice(notice)];
    const thumbnail = await coverThumbnail(metadata);
    progress(100);
    return { slices, durationSeconds: metadata.format.duration ?? null, thumbnail, notice };
  };
}

import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { SubtitleParser, type MatroskaSubtitle, type MatroskaSubtitleTrack } from 'matroska-subtitles';
import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import { readCues, type RawCue, type TimedText } from './captions.ts';
import { matroskaWebVttTracks } from './matroska-webvtt.ts';

/**
 * Captions a recording carries inside itself: subtitle tracks of an MPEG-4 or QuickTime file (3GPP timed text,
 * `tx3g`, which QuickTime, HandBrake and ffmpeg write) and of a Matroska file (SubRip and ASS/SSA text tracks). Only
 * the track tables and the subtitle samples are read; the audio and video are never loaded. WebVTT tracks of WebM
 * and Matroska files are read by matroska-webvtt.ts.
 */

const MPEG4_EXTENSIONS = new Set(['mp4', 'm4v', 'm4a', 'mov', '3gp', 'alac']);
const MATROSKA_EXTENSIONS = new Set(['mkv', 'webm']);
/** How much of an MPEG-4 file is read at a time while looking for its track tables. */
const CHUNK_BYTES = 1024 * 1024;

/** The cues of the recording's own captions track (the upload's language first), or none. */
export async function readEmbeddedCaptions(filePath: string, extension: string, language: string): Promise<TimedText[]> {
  if (MPEG4_EXTENSIONS.has(extension)) return readCues(await mpeg4TimedText(filePath, language));
  if (!MATROSKA_EXTENSIONS.has(extension)) return [];
  // WebM allows only WebVTT tracks; Matroska files mostly carry SubRip or ASS, sometimes WebVTT.
  const text = extension === 'webm' ? [] : await matroskaSubtitles(filePath, language);
  if (text.length) return readCues(text);
  return readCues(choose(await matroskaWebVttTracks(filePath), language)?.cues ?? []);
}

/** ISO 639-2 codes as containers write them ("eng") against the upload's BCP 47 tag ("en-GB"). */
const ISO_639_2: Record<string, string> = { eng: 'en', fra: 'fr', fre: 'fr', deu: 'de', ger: 'de', spa: 'es', ita: 'it', por: 'pt', nld: 'nl', dut: 'nl' };
const speaks = (trackLanguage: string | undefined, language: string) => {
  const primary = language.split('-')[0]!.toLowerCase();
  const track = (trackLanguage ?? '').toLowerCase();
  return track === primary || ISO_639_2[track] === primary;
};

function choose<T extends { language?: string | undefined }>(tracks: readonly T[], language: string): T | undefined {
  return tracks.find((track) => speaks(track.language, language)) ?? tracks[0];
}

/** Parses the MPEG-4 boxes up to the track tables, reading the file where mp4box asks next (the movie box may be last). */
async function mpeg4Movie(handle: Awaited<ReturnType<typeof open>>) {
  const file = createFile();
  let movie: Movie | undefined;
  file.onReady = (info) => {
    movie = info;
  };
  const size = (await handle.stat()).size;
  let position = 0;
  while (!movie && position < size) {
    const buffer = Buffer.alloc(Math.min(CHUNK_BYTES, size - position));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
    if (!bytesRead) break;
    const next = file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(buffer.buffer.slice(0, bytesRead), position), position + bytesRead >= size);
    position = typeof next === 'number' && next > position ? next : position + bytesRead;
  }
  return { file, movie };
}

async function mpeg4TimedText(filePath: string, language: string): Promise<RawCue[]> {
  const handle = await open(filePath, 'r');
  try {
    const { file, movie } = await mpeg4Movie(handle);
    const track = choose(movie?.tracks.filter((t) => t.codec === 'tx3g') ?? [], language);
    if (!track) return [];
    const cues: RawCue[] = [];
    for (const sample of file.getTrackById(track.id).samples) {
      if (sample.size < 2) continue;
      const bytes = Buffer.alloc(sample.size);
      await handle.read(bytes, 0, sample.size, sample.offset);
      // A 3GPP text sample: the text's length in two bytes, the UTF-8 text, then style boxes.
      const length = bytes.readUInt16BE(0);
      const text = bytes.subarray(2, 2 + length).toString('utf8');
      if (!text.trim()) continue;
      const from = (sample.cts / sample.timescale) * 1000;
      cues.push({ from, to: from + (sample.duration / sample.timescale) * 1000, text });
    }
    return cues;
  } finally {
    await handle.close();
  }
}

/** ASS dialogue text: override blocks `{\i1}` dropped, `\N` line breaks kept, `\h` hard spaces made spaces. */
const assText = (text: string) => text.replace(/\{[^}]*\}/g, '').replace(/\\[Nn]/g, '\n').replace(/\\h/g, ' ');

function matroskaSubtitles(filePath: string, language: string): Promise<RawCue[]> {
  return new Promise((resolve, reject) => {
    const parser = new SubtitleParser();
    const byTrack = new Map<number, RawCue[]>();
    let tracks: MatroskaSubtitleTrack[] = [];
    parser.once('tracks', (found: MatroskaSubtitleTrack[]) => {
      tracks = found;
    });
    parser.on('subtitle', (subtitle: MatroskaSubtitle, trackNumber: number) => {
      const ass = tracks.find((t) => t.number === trackNumber)?.type !== 'utf8';
      const cue: RawCue = { from: subtitle.time, to: subtitle.time + subtitle.duration, text: ass ? assText(subtitle.text) : subtitle.text, speakerName: subtitle.name?.trim() || null };
      const cues = byTrack.get(trackNumber) ?? [];
      cues.push(cue);
      byTrack.set(trackNumber, cues);
    });
    parser.on('error', reject);
    parser.on('finish', () => {
      const track = choose(tracks, language);
      resolve(track ? (byTrack.get(track.number) ?? []) : []);
    });
    const source = createReadStream(filePath);
    source.on('error', reject);
    source.pipe(parser);
  });
}

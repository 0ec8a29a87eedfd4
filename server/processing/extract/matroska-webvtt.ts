import { createReadStream } from 'node:fs';
import { EbmlStreamDecoder, EbmlTagId, type Block, type EbmlDataTag, type EbmlMasterTag, type EbmlTag } from 'ebml-stream';
import type { RawCue } from './captions.ts';

/**
 * WebVTT tracks of WebM and Matroska files (codec D_WEBVTT/SUBTITLES or D_WEBVTT/CAPTIONS, as WebM names them, or
 * Matroska's S_TEXT/WEBVTT), which matroska-subtitles does not read. Each block holds one cue's text; its timing is
 * the cluster's timecode plus the block's, scaled by the segment's timecode scale.
 */
const WEBVTT_CODECS = new Set(['D_WEBVTT/SUBTITLES', 'D_WEBVTT/CAPTIONS', 'S_TEXT/WEBVTT']);
const SUBTITLE_TRACK = 0x11;

export interface WebVttTrack {
  number: number;
  language: string | undefined;
  cues: RawCue[];
}

const child = (tag: EbmlTag, id: EbmlTagId) => (tag as EbmlMasterTag).Children.find((c) => c.id === id) as EbmlDataTag | undefined;

export function matroskaWebVttTracks(filePath: string): Promise<WebVttTrack[]> {
  return new Promise((resolve, reject) => {
    const decoder = new EbmlStreamDecoder({ bufferTagIds: [EbmlTagId.TimecodeScale, EbmlTagId.Tracks, EbmlTagId.BlockGroup] });
    const tracks = new Map<number, WebVttTrack>();
    // Matroska's default: timecodes in milliseconds (a scale of 1,000,000 ns).
    let millisecondsPerTick = 1;
    let clusterTimecode = 0;
    const source = createReadStream(filePath);
    decoder.on('data', (tag: EbmlTag) => {
      if (tag.id === EbmlTagId.TimecodeScale) millisecondsPerTick = Number((tag as EbmlDataTag).data) / 1_000_000;
      else if (tag.id === EbmlTagId.Timecode) clusterTimecode = Number((tag as EbmlDataTag).data);
      else if (tag.id === EbmlTagId.Tracks) {
        for (const entry of (tag as EbmlMasterTag).Children.filter((c) => c.id === EbmlTagId.TrackEntry)) {
          const codec = String(child(entry, EbmlTagId.CodecID)?.data ?? '');
          if (child(entry, EbmlTagId.TrackType)?.data !== SUBTITLE_TRACK || !WEBVTT_CODECS.has(codec)) continue;
          const number = Number(child(entry, EbmlTagId.TrackNumber)?.data);
          tracks.set(number, { number, language: child(entry, EbmlTagId.Language)?.data as string | undefined, cues: [] });
        }
        // Nothing to read in a file without WebVTT tracks: stop before its clusters.
        if (!tracks.size) {
          source.unpipe(decoder);
          source.destroy();
          resolve([]);
        }
      } else if (tag.id === EbmlTagId.BlockGroup) {
        const block = (tag as EbmlMasterTag).Children.find((c) => c.id === EbmlTagId.Block) as Block | undefined;
        const track = block && tracks.get(block.track);
        if (!block || !track) return;
        const from = (clusterTimecode + block.value) * millisecondsPerTick;
        const duration = Number(child(tag, EbmlTagId.BlockDuration)?.data ?? 0) * millisecondsPerTick;
        track.cues.push({ from, to: from + duration, text: block.payload.toString('utf8') });
      }
    });
    decoder.on('error', reject);
    source.on('error', reject);
    decoder.on('end', () => resolve([...tracks.values()]));
    source.pipe(decoder);
  });
}

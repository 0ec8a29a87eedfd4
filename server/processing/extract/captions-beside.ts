import { CAPTIONS_EXTENSIONS } from './captions.ts';
import { extensionOf } from '../../domain/uploads/file-types.ts';

/**
 * A recording in a ZIP may have its captions beside it under the same name, as video tools and platforms export them:
 * `week1/lesson.mp4` with `week1/lesson.vtt`, `week1/lesson.srt`, or per language `week1/lesson.en.vtt`. The ZIP
 * extractor asks here which entry holds a recording's captions and hands that file to the recording extractor as
 * `captionsPath`; such an entry is the recording's, not a document of its own.
 */

const splitPath = (entry: string) => {
  const slash = entry.lastIndexOf('/');
  return { folder: entry.slice(0, slash + 1), name: entry.slice(slash + 1) };
};

const stem = (name: string) => name.replace(/\.[^.]*$/, '');

/** Whether an archive entry's name is a captions file (.vtt or .srt). */
export function isCaptionsEntry(entry: string): boolean {
  const extension = extensionOf(entry);
  return CAPTIONS_EXTENSIONS.some((known) => known === extension);
}

/**
 * The entry holding the captions of `recording`, among `entries` (paths in the archive, "/" separated); undefined when
 * there is none. The same name wins over a language-tagged one, WebVTT over SubRip, and among tagged ones the upload's
 * language (`en` for `en-GB`) over others.
 */
export function captionsBesideInArchive(recording: string, entries: readonly string[], language = 'en'): string | undefined {
  const { folder, name } = splitPath(recording);
  const base = stem(name).toLowerCase();
  const primary = language.split('-')[0]!.toLowerCase();
  let best: { entry: string; rank: number } | undefined;
  for (const entry of entries) {
    const candidate = splitPath(entry);
    if (candidate.folder !== folder || !isCaptionsEntry(entry)) continue;
    const candidateStem = stem(candidate.name).toLowerCase();
    const webVtt = candidate.name.toLowerCase().endsWith('.vtt');
    let rank: number;
    if (candidateStem === base) rank = webVtt ? 0 : 1;
    else if (candidateStem.startsWith(`${base}.`)) {
      const tag = candidateStem.slice(base.length + 1).split(/[-_]/)[0];
      rank = (tag === primary ? 2 : 4) + (webVtt ? 0 : 1);
    } else continue;
    if (!best || rank < best.rank) best = { entry, rank };
  }
  return best?.entry;
}

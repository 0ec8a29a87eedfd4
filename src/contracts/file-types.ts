/**
 * The kinds of file Teachkit accepts, each known by its bytes and named by the extensions a teacher's file may have.
 * The bytes decide what a file is; its name must agree. Audio and video follow spec §5's media extensions.
 */
export interface AcceptedKind {
  /** What a teacher calls it, for the list of accepted kinds. */
  label: string;
  /** The same in a sentence: "its contents are <inWords>". */
  inWords: string;
  /** What the bytes were recognised as: file-type's extension, or `text` / `html` for text Teachkit checks itself. */
  detected: readonly string[];
  /** Names a file of this kind may have, lower case, without the dot; the first is the usual one. */
  extensions: readonly string[];
  /** The type it is stored and downloaded as (file-type's own, for recognised binaries). */
  mimeType?: string;
}

export const ACCEPTED_KINDS: readonly AcceptedKind[] = [
  { label: 'PDF', inWords: 'a PDF', detected: ['pdf'], extensions: ['pdf'] },
  { label: 'Word document', inWords: 'a Word document', detected: ['docx'], extensions: ['docx'] },
  { label: 'PowerPoint presentation', inWords: 'a PowerPoint presentation', detected: ['pptx'], extensions: ['pptx'] },
  { label: 'plain text', inWords: 'plain text', detected: ['text'], extensions: ['txt', 'text'], mimeType: 'text/plain' },
  { label: 'Markdown', inWords: 'Markdown text', detected: ['text'], extensions: ['md', 'markdown'], mimeType: 'text/markdown' },
  { label: 'HTML', inWords: 'an HTML page', detected: ['html', 'text'], extensions: ['html', 'htm'], mimeType: 'text/html' },
  { label: 'PNG image', inWords: 'a PNG image', detected: ['png'], extensions: ['png'] },
  { label: 'JPEG image', inWords: 'a JPEG image', detected: ['jpg'], extensions: ['jpg', 'jpeg'] },
  { label: 'ZIP archive', inWords: 'a ZIP archive', detected: ['zip'], extensions: ['zip'] },
  { label: 'MP3 audio', inWords: 'MP3 audio', detected: ['mp3'], extensions: ['mp3'] },
  { label: 'WAV audio', inWords: 'WAV audio', detected: ['wav'], extensions: ['wav'] },
  { label: 'Ogg audio', inWords: 'Ogg audio', detected: ['ogg', 'oga', 'opus'], extensions: ['ogg', 'oga', 'opus'] },
  { label: 'FLAC audio', inWords: 'FLAC audio', detected: ['flac'], extensions: ['flac'] },
  { label: 'AAC audio', inWords: 'AAC audio', detected: ['aac'], extensions: ['aac'] },
  { label: 'AIFF audio', inWords: 'AIFF audio', detected: ['aif'], extensions: ['aiff', 'aif'] },
  // An MPEG-4 file's brand varies with the program that wrote it (isom, M4V, M4A, 3gp): any of these names fits
  // any of these brands. ALAC audio lives in the same container.
  { label: 'MPEG-4 audio or video', inWords: 'MPEG-4 audio or video', detected: ['mp4', 'm4v', 'm4a', '3gp', '3g2'], extensions: ['mp4', 'm4v', 'm4a', 'alac', '3gp'] },
  { label: 'QuickTime video', inWords: 'QuickTime video', detected: ['mov'], extensions: ['mov'] },
  { label: 'Windows Media audio or video', inWords: 'Windows Media audio or video', detected: ['asf'], extensions: ['wma', 'wmv'] },
  { label: 'AVI video', inWords: 'AVI video', detected: ['avi'], extensions: ['avi'] },
  { label: 'Matroska video', inWords: 'Matroska video', detected: ['mkv'], extensions: ['mkv'] },
  { label: 'WebM video', inWords: 'WebM video', detected: ['webm'], extensions: ['webm'] },
  { label: 'Flash video', inWords: 'Flash video', detected: ['flv'], extensions: ['flv'] },
  { label: 'MPEG video', inWords: 'MPEG video', detected: ['mpg'], extensions: ['mpeg', 'mpg'] },
  { label: 'MPEG transport stream', inWords: 'an MPEG transport stream', detected: ['mts'], extensions: ['ts', 'mts'] },
];

/** For a 415: every accepted kind with its extensions. */
export const ACCEPTED_LIST = ACCEPTED_KINDS.map((k) => `${k.label} (.${k.extensions.join(', .')})`).join('; ');

const ALL_EXTENSIONS = new Set(ACCEPTED_KINDS.flatMap((k) => k.extensions));

/** The extension of a file name: lower case, without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** A file name made from a title, as both sides name downloads: letters, digits and dashes ("Fractions check!" → "fractions-check"). */
export function fileStemOf(title: string, fallback: string): string {
  return title.replace(/[^\w -]+/g, '').trim().replace(/\s+/g, '-').toLowerCase() || fallback;
}

/** The file's name without its extension, as a title; the whole name when that would leave nothing. */
export function nameWithoutExtension(fileName: string): string {
  return fileName.replace(/\.[A-Za-z0-9]{1,10}$/, '').trim() || fileName;
}

/** A teacher-facing name for what the bytes are, for a message about a name that disagrees. */
function describeDetected(detected: string): string {
  const kind = ACCEPTED_KINDS.find((k) => k.detected.includes(detected));
  return kind ? kind.inWords : `a .${detected} file`;
}

export type Classification =
  | { ok: true; kind: AcceptedKind; extension: string }
  | { ok: false; reason: 'unsupported'; message: string }
  | { ok: false; reason: 'misnamed'; message: string };

/**
 * Decides what an upload is from what its bytes were recognised as (`undefined` when neither file-type nor the text
 * check knew them) and the extension of its name.
 */
export function classify(detected: string | undefined, extension: string): Classification {
  const unsupported = (what: string): Classification => ({
    ok: false,
    reason: 'unsupported',
    message: `${what} Teachkit accepts: ${ACCEPTED_LIST}.`,
  });
  if (!detected) return unsupported('The file’s contents are not a type Teachkit can read.');
  const kinds = ACCEPTED_KINDS.filter((k) => k.detected.includes(detected));
  if (!kinds.length) return unsupported(`The file’s contents are ${describeDetected(detected)}, which Teachkit does not accept.`);
  if (!extension) {
    const kind = kinds[0]!;
    return { ok: true, kind, extension: kind.extensions[0]! };
  }
  const named = kinds.find((k) => k.extensions.includes(extension));
  if (named) return { ok: true, kind: named, extension };
  if (!ALL_EXTENSIONS.has(extension)) return unsupported(`Files named .${extension} are not accepted.`);
  const usual = kinds[0]!.extensions[0]!;
  return {
    ok: false,
    reason: 'misnamed',
    message: `The file is named .${extension} but its contents are ${describeDetected(detected)}; rename it to .${usual}, or choose the file you meant`,
  };
}

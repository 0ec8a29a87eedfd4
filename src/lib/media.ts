/** Spec §5: accepted media file extensions. */
export const AUDIO_EXTENSIONS = ['mp3', 'wav', 'ogg', 'flac', 'aac', 'm4a', 'wma', 'aiff', 'alac'] as const;
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'mkv', 'mov', 'wmv', 'flv', 'webm', 'mpeg', 'm4v', '3gp', 'ts'] as const;

/** Case, spaces and a leading dot are ignored: " .MP3 " is mp3. */
export function normaliseExtension(extension: string | null | undefined): string {
  return (extension ?? '').replace(/\s+/g, '').replace(/^\./, '').toLowerCase();
}

export function isAudioExtension(extension: string | null | undefined): boolean {
  return (AUDIO_EXTENSIONS as readonly string[]).includes(normaliseExtension(extension));
}

export function isVideoExtension(extension: string | null | undefined): boolean {
  return (VIDEO_EXTENSIONS as readonly string[]).includes(normaliseExtension(extension));
}

export function isMediaExtension(extension: string | null | undefined): boolean {
  return isAudioExtension(extension) || isVideoExtension(extension);
}

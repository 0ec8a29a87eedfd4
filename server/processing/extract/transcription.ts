import { openAsBlob } from 'node:fs';
import type { TranscriptionConfig } from '../../config.ts';
import type { TimedText } from './captions.ts';
import { ExtractionError } from './types.ts';

export type { TranscriptionConfig };

/** What the service said about a file it will not transcribe: the teacher's notice then says so. */
export class TranscriptionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranscriptionRefused';
  }
}

interface VerboseSegment {
  start?: unknown;
  end?: unknown;
  text?: unknown;
  speaker?: unknown;
}

export function transcriptionEndpoint(url: string): string {
  const base = url.replace(/\/+$/, '');
  return /\/audio\/transcriptions$/.test(base) ? base : `${base}/audio/transcriptions`;
}

/** The service's own words about a failure, if its body has any (OpenAI answers `{ error: { message } }`). */
async function serviceMessage(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (typeof message === 'string' && message.trim()) return message.trim().slice(0, 300);
  } catch {
    // not JSON: fall through to the status line
  }
  return `${response.status} ${response.statusText}`.trim();
}

/**
 * The recording's speech as timed segments (verbose_json). A file the service refuses (too large, a format it cannot
 * decode) is a TranscriptionRefused; a service that is down, slow or refuses Teachkit's key is an ExtractionError that
 * is retried, since nothing about the file is wrong.
 */
export async function transcribe(config: TranscriptionConfig, filePath: string, fileName: string, language: string): Promise<TimedText[]> {
  const form = new FormData();
  form.set('file', await openAsBlob(filePath), fileName);
  form.set('model', config.model);
  form.set('response_format', 'verbose_json');
  form.append('timestamp_granularities[]', 'segment');
  const primaryLanguage = language.split('-')[0]!.toLowerCase();
  if (/^[a-z]{2}$/.test(primaryLanguage)) form.set('language', primaryLanguage);

  let response: Response;
  try {
    response = await fetch(transcriptionEndpoint(config.url), {
      method: 'POST',
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      body: form,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new ExtractionError(
      timedOut ? 'The transcription service took too long to answer; Teachkit will try again' : 'The transcription service could not be reached; Teachkit will try again',
      { permanent: false },
    );
  }
  if (response.status === 401 || response.status === 403) {
    throw new ExtractionError('The transcription service refused Teachkit’s key; ask your administrator to check TRANSCRIPTION_API_KEY', { permanent: false });
  }
  if (response.status === 400 || response.status === 413 || response.status === 415 || response.status === 422) {
    throw new TranscriptionRefused(await serviceMessage(response));
  }
  if (!response.ok) {
    throw new ExtractionError(`The transcription service failed (${await serviceMessage(response)}); Teachkit will try again`, { permanent: false });
  }
  const body = (await response.json().catch(() => undefined)) as { segments?: unknown } | undefined;
  if (!body || !Array.isArray(body.segments)) {
    throw new ExtractionError('The transcription service answered without timed segments; it must support response_format verbose_json', { permanent: false });
  }
  return (body.segments as VerboseSegment[]).flatMap((segment) => {
    const text = typeof segment.text === 'string' ? segment.text.replace(/\s+/g, ' ').trim() : '';
    const { start, end } = segment;
    if (!text || typeof start !== 'number' || typeof end !== 'number' || !(end >= start)) return [];
    const speakerName = typeof segment.speaker === 'string' && segment.speaker.trim() ? segment.speaker.trim() : null;
    return [{ start, end, speakerName, text }];
  });
}

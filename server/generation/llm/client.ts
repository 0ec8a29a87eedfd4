import type { z } from 'zod';
import { strictJsonSchema } from './rules.ts';
import type { LlmSettings } from './settings.ts';

export class LlmError extends Error {
  override name = 'LlmError';
}

/** One structured-output request: the schema the service must answer in and the check its answer must pass. */
export interface StructuredRequest<T> {
  /** The schema's name, sent to the service ("lesson_plan", "lesson_glossary"). */
  name: string;
  /** The answer's shape, checked on every answer; the JSON Schema sent is derived from it. */
  shape: z.ZodType<T>;
  system: string;
  user: string;
  temperature?: number;
}

function headersFor(settings: LlmSettings): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers[settings.apiKeyHeader] = settings.apiKeyHeader === 'authorization' ? `Bearer ${settings.apiKey}` : settings.apiKey;
  return headers;
}

/** One call to the service: its answer parsed and checked against the schema, or an LlmError saying what was wrong. */
async function askOnce<T>(settings: LlmSettings, request: StructuredRequest<T>, signal: AbortSignal | undefined): Promise<T> {
  const timeout = AbortSignal.timeout(settings.timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: headersFor(settings),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      body: JSON.stringify({
        model: settings.model,
        temperature: request.temperature ?? 0.4,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        response_format: { type: 'json_schema', json_schema: { name: request.name, strict: true, schema: strictJsonSchema(request.shape) } },
      }),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // Only the kind of failure is kept: a fetch error can carry the request it failed on.
    throw new LlmError(timeout.aborted ? `the model service did not answer within ${settings.timeoutMs} ms` : 'the model service could not be reached');
  }
  if (!response.ok) throw new LlmError(`the model service answered ${response.status}`);
  let content: string | undefined;
  try {
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    content = body.choices?.[0]?.message?.content;
  } catch {
    throw new LlmError('the model service sent a reply that is not JSON');
  }
  if (!content) throw new LlmError('the model service sent no content');
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    throw new LlmError('the model answered with text that is not JSON');
  }
  const parsed = request.shape.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new LlmError(`the model's answer did not match the schema: ${issue?.path.join('.') || 'answer'}: ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * Asks the service for a structured answer and turns it into a result with `accept`, which throws when the answer
 * breaks a rule (an invented code, an empty definition). A timeout per attempt; failed attempts are retried with
 * back-off; the last error is thrown when none succeeds. An abort by the caller is thrown as is, never retried.
 */
export async function askModel<T, R>(
  settings: LlmSettings,
  request: StructuredRequest<T>,
  accept: (answer: T) => R,
  signal?: AbortSignal,
): Promise<R> {
  let lastError: unknown;
  for (let i = 0; i <= settings.retries; i += 1) {
    if (signal?.aborted) throw signal.reason;
    try {
      return accept(await askOnce(settings, request, signal));
    } catch (error) {
      if (signal?.aborted) throw error;
      lastError = error;
      if (i < settings.retries) await new Promise((r) => setTimeout(r, Math.min(4000, 250 * 2 ** i)));
    }
  }
  throw lastError;
}

/** Why the model could not be used, in words a teacher or an operator can read. */
export const failureReason = (error: unknown) => (error instanceof Error ? error.message : String(error));

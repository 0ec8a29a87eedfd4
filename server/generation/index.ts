import { createLlmGenerator, llmSettingsFromEnv } from './llm.ts';
import { createOfflineGenerator } from './offline.ts';
import type { Generator } from './types.ts';

export type { Generator } from './types.ts';

/**
 * The generator the server uses: the offline engine by default (no network, no model); the LLM adapter when
 * LLM_BASE_URL and LLM_MODEL name an OpenAI-compatible service, with the offline engine as its fallback.
 */
export function createGenerator(env: Record<string, string | undefined>): Generator {
  const offline = createOfflineGenerator();
  const settings = llmSettingsFromEnv(env);
  return settings ? createLlmGenerator(settings, offline) : offline;
}

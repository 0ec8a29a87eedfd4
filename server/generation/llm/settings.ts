/** An OpenAI-compatible chat-completions endpoint: OpenAI, Azure OpenAI (v1 API), Ollama, vLLM, LM Studio. */
export interface LlmSettings {
  baseUrl: string;
  model: string;
  apiKey: string | undefined;
  /** 'authorization' sends `Authorization: Bearer <key>`; Azure OpenAI takes 'api-key'. */
  apiKeyHeader: string;
  timeoutMs: number;
  retries: number;
}

export function llmSettingsFromEnv(env: Record<string, string | undefined>): LlmSettings | undefined {
  const baseUrl = env.LLM_BASE_URL;
  const model = env.LLM_MODEL;
  if (!baseUrl || !model) return undefined;
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model,
    apiKey: env.LLM_API_KEY || undefined,
    apiKeyHeader: (env.LLM_API_KEY_HEADER ?? 'authorization').toLowerCase(),
    timeoutMs: Number(env.LLM_TIMEOUT_MS ?? 60_000),
    retries: Number(env.LLM_RETRIES ?? 2),
  };
}

import { z } from 'zod';
import { withMaterials } from './materials.ts';
import { PHASE_TEMPLATES } from './methodology.ts';
import { BLOOM_LEVELS, type Generator, type LessonBrief, type LessonPlan } from './types.ts';

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

const strings = z.array(z.string());
const llmPlan = z.object({
  phases: z
    .array(
      z.object({
        title: z.string().min(1),
        minutes: z.number().int().min(1),
        teacherActions: strings,
        studentActions: strings,
        resources: strings,
        outcomeCodes: strings,
      }),
    )
    .min(1),
  successCriteria: z.array(z.object({ text: z.string().min(1), outcomeCode: z.string(), bloomLevel: z.enum(BLOOM_LEVELS) })),
  keyVocabulary: strings,
  differentiation: z.object({ support: strings, extension: strings, languageSupport: strings }),
});
type LlmPlan = z.infer<typeof llmPlan>;

/** JSON Schema for structured output (strict mode: every property required, no extra properties). */
const arrayOfStrings = { type: 'array', items: { type: 'string' } };
export const LESSON_PLAN_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['phases', 'successCriteria', 'keyVocabulary', 'differentiation'],
  properties: {
    phases: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'minutes', 'teacherActions', 'studentActions', 'resources', 'outcomeCodes'],
        properties: {
          title: { type: 'string' },
          minutes: { type: 'integer' },
          teacherActions: arrayOfStrings,
          studentActions: arrayOfStrings,
          resources: arrayOfStrings,
          outcomeCodes: arrayOfStrings,
        },
      },
    },
    successCriteria: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'outcomeCode', 'bloomLevel'],
        properties: { text: { type: 'string' }, outcomeCode: { type: 'string' }, bloomLevel: { type: 'string', enum: [...BLOOM_LEVELS] } },
      },
    },
    keyVocabulary: arrayOfStrings,
    differentiation: {
      type: 'object',
      additionalProperties: false,
      required: ['support', 'extension', 'languageSupport'],
      properties: { support: arrayOfStrings, extension: arrayOfStrings, languageSupport: arrayOfStrings },
    },
  },
} as const;

export function lessonPrompt(brief: LessonBrief): { system: string; user: string } {
  const phases = PHASE_TEMPLATES[brief.methodology].map((p) => p.title);
  const system = [
    'You plan school lessons for teachers. Answer with JSON that matches the given schema, nothing else.',
    `Use exactly these phases, in this order: ${phases.join(', ')}. Their minutes must add up to ${brief.durationMinutes}.`,
    'Cite only the outcome codes you are given, exactly as written; never invent a code. Each success criterion starts with "I can".',
    "The teacher's own material is built into the phases after you answer; plan activities that work with it. Be specific to the topic and year level.",
  ].join('\n');
  const user = JSON.stringify({
    title: brief.title,
    description: brief.description,
    methodology: brief.methodology,
    yearLevel: brief.yearLevel,
    subject: brief.subject,
    durationMinutes: brief.durationMinutes,
    outcomes: brief.outcomes.map((o) => ({ code: o.code, statement: o.statement })),
    teacherMaterial: brief.slices.map((s) => ({ citation: s.citation, title: s.title, text: s.text.slice(0, 1500) })),
  });
  return { system, user };
}

/** Keeps only what can be trusted: cited codes must be among the brief's outcomes, phases follow the methodology. */
function toLessonPlan(brief: LessonBrief, raw: LlmPlan, model: string, now: Date): LessonPlan {
  const allowed = new Set(brief.outcomes.map((o) => o.code));
  const invented = [...raw.phases.flatMap((p) => p.outcomeCodes), ...raw.successCriteria.map((c) => c.outcomeCode)].filter((c) => c && !allowed.has(c));
  if (invented.length) throw new Error(`the model cited outcome codes it was not given: ${[...new Set(invented)].join(', ')}`);
  const templates = PHASE_TEMPLATES[brief.methodology];
  if (raw.phases.length !== templates.length) throw new Error(`the model returned ${raw.phases.length} phases, expected ${templates.length}`);
  const total = raw.phases.reduce((sum, p) => sum + p.minutes, 0);
  if (total !== brief.durationMinutes) throw new Error(`the phases last ${total} minutes, expected ${brief.durationMinutes}`);
  const material = withMaterials(
    raw.phases.map((p, i) => ({ ...p, key: templates[i]!.key })),
    brief,
  );
  return {
    phases: material.phases,
    successCriteria: raw.successCriteria,
    keyVocabulary: raw.keyVocabulary,
    differentiation: raw.differentiation,
    provenance: { engine: 'llm', engineVersion: '1', model, outcomeCodes: brief.outcomes.map((o) => o.code), sliceIds: material.sliceIds, generatedAt: now.toISOString() },
    ...(material.materialNotice ? { materialNotice: material.materialNotice } : {}),
  };
}

export class LlmError extends Error {
  override name = 'LlmError';
}

/**
 * The LLM adapter: schema-validated structured output, a timeout per attempt and retries with back-off. When every
 * attempt fails the offline engine answers, and the plan's provenance says why.
 */
export function createLlmGenerator(settings: LlmSettings, fallback: Generator, now: () => Date = () => new Date()): Generator {
  async function attempt(brief: LessonBrief, signal: AbortSignal | undefined): Promise<LessonPlan> {
    const { system, user } = lessonPrompt(brief);
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (settings.apiKey) headers[settings.apiKeyHeader] = settings.apiKeyHeader === 'authorization' ? `Bearer ${settings.apiKey}` : settings.apiKey;
    const response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.4,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_schema', json_schema: { name: 'lesson_plan', strict: true, schema: LESSON_PLAN_JSON_SCHEMA } },
      }),
    });
    if (!response.ok) throw new LlmError(`the model service answered ${response.status}`);
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (!content) throw new LlmError('the model service sent no content');
    const parsed = llmPlan.safeParse(JSON.parse(content));
    if (!parsed.success) throw new LlmError(`the model's plan did not match the schema: ${parsed.error.issues[0]?.message}`);
    return toLessonPlan(brief, parsed.data, settings.model, now());
  }

  return {
    name: 'llm',
    async generateLessonPlan(brief, options = {}) {
      let lastError: unknown;
      for (let i = 0; i <= settings.retries; i += 1) {
        if (options.signal?.aborted) throw options.signal.reason;
        try {
          return await attempt(brief, options.signal);
        } catch (error) {
          if (options.signal?.aborted) throw error;
          lastError = error;
          if (i < settings.retries) await new Promise((r) => setTimeout(r, Math.min(4000, 250 * 2 ** i)));
        }
      }
      const plan = await fallback.generateLessonPlan(brief, options);
      const reason = lastError instanceof Error ? lastError.message : String(lastError);
      return { ...plan, provenance: { ...plan.provenance, note: `The AI service could not be used (${reason}); the offline planner wrote this plan.` } };
    },
  };
}

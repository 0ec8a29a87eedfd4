import { z } from 'zod';
import { writtenAssessment, supplyNoteFor } from '../assessment/generate.ts';
import type { AssessmentBrief, AssessmentItem, GeneratedAssessment } from '../assessment/types.ts';
import type { OutcomeRef } from '../types.ts';
import { askModel, failureReason, LlmError, type StructuredRequest } from './client.ts';
import { normalised, outcomesForPrompt, requireDistinct, requireKnownCodes, requireLessonCode, requireNoPlaceholder } from './rules.ts';
import { llmSettingsFromEnv, type LlmSettings } from './settings.ts';
import type { ToolAnswer } from './tools/port.ts';

/**
 * Who writes an assessment's items and rubric. Offline, the content sources write items for the outcomes they cover
 * (computed mathematics, the reviewed subject sets) and every other outcome gets one extended response marked against
 * its own criteria. With a language model, those other outcomes also get short-answer questions with answers and
 * marking points, each checked before it is kept; the rubric stays the offline one, tied to the success criteria.
 */
export interface AssessmentWriter {
  readonly engine: 'offline' | 'llm';
  write(brief: AssessmentBrief, signal?: AbortSignal): Promise<ToolAnswer<GeneratedAssessment>>;
}

export const offlineAssessmentWriter: AssessmentWriter = {
  engine: 'offline',
  write: async (brief) => ({ value: writtenAssessment(brief).assessment, engine: 'offline' }),
};

/** Questions per outcome the model writes, as the content sources give. */
const PER_OUTCOME = 3;

const answer = z.object({
  items: z.array(z.object({ outcomeCode: z.string(), prompt: z.string(), answer: z.string(), markingPoints: z.array(z.string()), marks: z.number() })),
});
type Answer = z.infer<typeof answer>;

export function assessmentRequest(brief: AssessmentBrief, uncovered: OutcomeRef[]): StructuredRequest<Answer> {
  return {
    name: 'assessment_items',
    shape: answer,
    system: [
      `You write short-answer questions for a school assessment: ${PER_OUTCOME} for each outcome listed in "outcomes", in that order.`,
      'Each question is answerable in a few lines by a student of the year level, assesses its outcome, and has the correct answer',
      'and one to three marking points (what earns a mark). marks is the number of marking points. outcomeCode is the outcome\'s code as given.',
      'No multiple choice, no placeholders, no questions that need a text or picture the students do not have. Cite no other curriculum code.',
    ].join('\n'),
    user: JSON.stringify({ title: brief.title, description: brief.description, yearLevel: brief.yearLevel, subject: brief.subject, outcomes: outcomesForPrompt(uncovered) }),
  };
}

/** The model's questions, checked: for the uncovered outcomes only, answered, marked, distinct, no invented codes or gaps. */
export function acceptItems(uncovered: OutcomeRef[], raw: Answer, firstId: number): AssessmentItem[] {
  if (raw.items.length < uncovered.length) throw new LlmError(`the model wrote ${raw.items.length} questions for ${uncovered.length} outcomes`);
  const texts = raw.items.flatMap((i) => [i.prompt, i.answer, ...i.markingPoints]);
  requireNoPlaceholder(texts);
  requireKnownCodes(texts, uncovered);
  requireDistinct(raw.items.map((i) => i.prompt), 'a question');
  for (const outcome of uncovered) {
    if (!raw.items.some((i) => i.outcomeCode === outcome.code)) throw new LlmError(`the model wrote no question for ${outcome.shortCode ?? outcome.code}`);
  }
  return raw.items.map((item, i) => {
    requireLessonCode(item.outcomeCode, uncovered, `question ${i + 1}`);
    const points = item.markingPoints.map((p) => p.trim()).filter(Boolean);
    if (!item.prompt.trim() || normalised(item.answer).split(' ').filter(Boolean).length === 0) throw new LlmError(`the model left question ${i + 1} without its answer`);
    if (!points.length || points.length > 3) throw new LlmError(`question ${i + 1} needs one to three marking points`);
    return { id: `i${firstId + i}`, kind: 'short-answer', prompt: item.prompt.trim(), answer: item.answer.trim(), markingPoints: points, marks: points.length, outcomeCode: item.outcomeCode };
  });
}

export function createLlmAssessmentWriter(settings: LlmSettings): AssessmentWriter {
  return {
    engine: 'llm',
    async write(brief, signal) {
      const { assessment, uncovered } = writtenAssessment(brief);
      if (!uncovered.length) return { value: assessment, engine: 'offline' };
      try {
        const request = assessmentRequest(brief, uncovered);
        const written = await askModel(settings, request, (raw) => acceptItems(uncovered, raw, assessment.items.length + 1), signal);
        // Each outcome's model questions follow its extended response (before any items on a source or passage); the note asking the teacher for them goes.
        const items = brief.outcomes.flatMap((o) => {
          const [first, ...rest] = assessment.items.filter((i) => i.outcomeCode === o.code);
          return [...(first ? [first] : []), ...written.filter((i) => i.outcomeCode === o.code), ...rest];
        });
        const supply = assessment.supply.filter((note) => !uncovered.some((o) => note.startsWith(supplyNoteFor(o))));
        return { value: { ...assessment, items, supply }, engine: 'llm' };
      } catch (error) {
        if (signal?.aborted) throw error;
        return { value: assessment, engine: 'offline', note: `The AI service could not be used for the questions (${failureReason(error)}); the offline engine wrote the assessment.` };
      }
    },
  };
}

/** The assessment writer the server uses: offline unless LLM_BASE_URL and LLM_MODEL are set. */
export function createAssessmentWriter(env: Record<string, string | undefined>): AssessmentWriter {
  const settings = llmSettingsFromEnv(env);
  return settings ? createLlmAssessmentWriter(settings) : offlineAssessmentWriter;
}

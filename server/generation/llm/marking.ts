import { z } from 'zod';
import { proposeMarks, questionOf, textFor, type MarkableAssessment, type StudentWork } from '../../domain/assessments/proposals.ts';
import type { CriterionProposal, Evidence, ItemProposal } from '../assessment/types.ts';
import { askModel, failureReason, LlmError, type StructuredRequest } from './client.ts';
import { llmSettingsFromEnv, type LlmSettings } from './settings.ts';
import type { ToolAnswer } from './tools/port.ts';

export interface MarkingProposals {
  items: ItemProposal[];
  criteria: CriterionProposal[];
}

/**
 * Who reads a student's work and proposes marks: the offline engine (the key, marking points found by word and
 * number), or a language model whose proposed levels are used only when every piece of evidence it quotes appears,
 * word for word, in the student's answer; otherwise the offline proposal stands. The key's marks are never the
 * model's: objective items are always marked from the key.
 */
export interface MarkingReader {
  readonly engine: 'offline' | 'llm';
  propose(assessment: MarkableAssessment, work: StudentWork, signal?: AbortSignal): Promise<ToolAnswer<MarkingProposals>>;
}

export const offlineMarkingReader: MarkingReader = {
  engine: 'offline',
  propose: async (assessment, work) => ({ value: proposeMarks(assessment, work), engine: 'offline' }),
};

const answer = z.object({
  criteria: z.array(
    z.object({
      criterionId: z.string(),
      level: z.number(),
      evidence: z.array(z.object({ itemId: z.string(), quote: z.string() })),
      reason: z.string(),
    }),
  ),
});
type Answer = z.infer<typeof answer>;

export function markingRequest(assessment: MarkableAssessment, work: StudentWork): StructuredRequest<Answer> {
  const { items, rubric } = assessment;
  return {
    name: 'marking_proposal',
    shape: answer,
    system: [
      'You help a teacher mark one student\'s written answers against a rubric. For each rubric criterion, propose one level',
      '(its index in "levels", lowest 0) and quote the evidence: the exact words of the student\'s answer that show it, copied',
      'character for character from "answers" (never paraphrased, never from the question or the mark scheme), each with the',
      'item id it comes from. Where the answers show nothing for a criterion, propose the lowest level with no evidence. Give the',
      'reason in one sentence a teacher can check. The teacher decides; do not be generous.',
    ].join('\n'),
    user: JSON.stringify({
      levels: rubric.levels.map((l) => l.name),
      criteria: rubric.criteria.map((c) => ({ id: c.id, outcomeCode: c.outcomeCode, title: c.title, descriptors: c.descriptors })),
      items: items.map((item, i) => ({ id: item.id, question: i + 1, kind: item.kind, prompt: item.prompt, outcomeCode: item.outcomeCode, markingPoints: item.markingPoints, marks: item.marks })),
      answers: Object.fromEntries(items.flatMap((item) => {
        const { text } = textFor(item, work);
        return text.trim() ? [[item.id, text]] : [];
      })),
    }),
    temperature: 0.1,
  };
}

/**
 * The model's levels, kept only if they can be checked: every criterion answered once with a level on the rubric,
 * every quote a part of the student's answer to the item it names, exactly as written. One quote that is not there
 * and the whole proposal is refused: the offline one stands.
 */
export function acceptMarking(assessment: MarkableAssessment, work: StudentWork, raw: Answer, offline: MarkingProposals): MarkingProposals {
  const { items, rubric } = assessment;
  const criteria = rubric.criteria.map((criterion): CriterionProposal => {
    const proposed = raw.criteria.filter((c) => c.criterionId === criterion.id);
    if (proposed.length !== 1) throw new LlmError(`the model proposed ${proposed.length} levels for criterion ${criterion.id}`);
    const { level, evidence, reason } = proposed[0]!;
    if (!Number.isInteger(level) || level < 0 || level >= rubric.levels.length) throw new LlmError(`the model proposed level ${level} for criterion ${criterion.id}, which the rubric does not have`);
    const quotes = evidence.map((e): Evidence => {
      const item = items.find((i) => i.id === e.itemId);
      if (!item) throw new LlmError(`the model quoted item "${e.itemId}", which the paper does not have`);
      const quote = e.quote.trim();
      if (!quote || !textFor(item, work).text.includes(quote)) throw new LlmError(`the model quoted words that are not in the answer to ${questionOf(items, item.id)}: "${quote}"`);
      return { itemId: item.id, quote, status: 'found' };
    });
    if (level > 0 && !quotes.length) throw new LlmError(`the model proposed ${rubric.levels[level]!.name} for criterion ${criterion.id} with no evidence quoted`);
    return { criterionId: criterion.id, level, evidence: quotes, reason: reason.trim() || 'The model gave no reason.' };
  });
  return { items: offline.items, criteria };
}

export function createLlmMarkingReader(settings: LlmSettings): MarkingReader {
  return {
    engine: 'llm',
    async propose(assessment, work, signal) {
      const offline = proposeMarks(assessment, work);
      // With nothing written, there is nothing for a model to read.
      if (!offline.items.some((i) => i.read === 'points' && i.from !== 'none')) return { value: offline, engine: 'offline' };
      try {
        const value = await askModel(settings, markingRequest(assessment, work), (raw) => acceptMarking(assessment, work, raw, offline), signal);
        return { value, engine: 'llm' };
      } catch (error) {
        if (signal?.aborted) throw error;
        return { value: offline, engine: 'offline', note: `The AI service's proposal could not be used (${failureReason(error)}); the offline reading stands.` };
      }
    },
  };
}

/** The marking reader the server uses: offline unless LLM_BASE_URL and LLM_MODEL are set, like the other writers. */
export function createMarkingReader(env: Record<string, string | undefined>): MarkingReader {
  const settings = llmSettingsFromEnv(env);
  return settings ? createLlmMarkingReader(settings) : offlineMarkingReader;
}

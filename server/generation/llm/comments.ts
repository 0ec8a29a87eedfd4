import { z } from 'zod';
import { outcomeAction, writeComment, type Perspective, type StudentRecord } from '../comments/write.ts';
import type { OutcomeRef } from '../types.ts';
import { askModel, failureReason, LlmError, type StructuredRequest } from './client.ts';
import { normalised, outcomesForPrompt, requireKnownCodes, requireNoPlaceholder } from './rules.ts';
import { llmSettingsFromEnv, type LlmSettings } from './settings.ts';
import type { ToolAnswer } from './tools/port.ts';

/**
 * Who writes a student's feedback comment: the offline engine (sentence frames over the teacher's ratings and evidence)
 * or a language model, whose comment is checked against what the teacher recorded and replaced by the offline one
 * whenever it breaks a rule or the service fails.
 */
export interface CommentWriter {
  readonly engine: 'offline' | 'llm';
  write(student: StudentRecord, outcomes: OutcomeRef[], perspective: Perspective, signal?: AbortSignal): Promise<ToolAnswer<string>>;
}

export const offlineCommentWriter: CommentWriter = {
  engine: 'offline',
  write: async (student, outcomes, perspective) => ({ value: writeComment(student, outcomes, perspective), engine: 'offline' }),
};

const answer = z.object({ comment: z.string() });
type Answer = z.infer<typeof answer>;

const VOICE: Record<Perspective, string> = {
  parent: 'to the student\'s family: about the student, by first name and with their pronouns, warm and plain',
  student: 'to the student: "you" and "your", encouraging and specific',
  teacher: 'to the student\'s next teacher: brief professional notes, each outcome by its code with the level and the evidence',
};

/** The ratings the teacher made, as the model reads them: only rated outcomes, each with its level and evidence. */
function recordForPrompt(student: StudentRecord, outcomes: OutcomeRef[]) {
  return outcomes
    .filter((o) => student.achievements[o.code])
    .map((o) => ({ code: o.shortCode ?? o.code, canDo: outcomeAction(o), level: student.achievements[o.code], evidence: student.evidence[o.code]?.trim() ?? '' }));
}

export function commentRequest(student: StudentRecord, outcomes: OutcomeRef[], perspective: Perspective): StructuredRequest<Answer> {
  return {
    name: 'student_comment',
    shape: answer,
    system: [
      'You write one school report comment for one student, from the teacher\'s own ratings and evidence.',
      `Write it ${VOICE[perspective]}.`,
      'For each rated outcome, in order: what the student can do at their level (beginning, developing, proficient, extending),',
      'the teacher\'s evidence in your own words (never invent evidence, work or scores the teacher did not record), and one concrete next step.',
      'Say nothing about outcomes that are not listed. Cite no curriculum code except the ones given. No placeholders, no headings, plain prose.',
      'At most 90 words per outcome. Correct, natural English.',
    ].join('\n'),
    user: JSON.stringify({ student: { firstName: student.name.trim().split(/\s+/)[0], pronouns: student.pronouns }, outcomes: recordForPrompt(student, outcomes), allOutcomes: outcomesForPrompt(outcomes) }),
    temperature: 0.6,
  };
}

/** Words of the teacher's note a comment must echo to show it used the evidence: its longer words, not its glue. */
const noteWords = (note: string) => normalised(note).split(' ').filter((w) => w.length >= 5);

/**
 * The model's comment, checked against the record: not empty, no placeholder, no code the set does not hold, the
 * student named (or "you" for the student), every evidence note reflected, and no longer than the rated outcomes allow.
 */
export function acceptComment(student: StudentRecord, outcomes: OutcomeRef[], perspective: Perspective, raw: Answer): string {
  const comment = raw.comment.trim().replace(/\s+/g, ' ');
  const rated = recordForPrompt(student, outcomes);
  if (!rated.length) return '';
  if (!comment) throw new LlmError('the model wrote an empty comment');
  requireNoPlaceholder([comment]);
  requireKnownCodes([comment], outcomes);
  const words = ` ${normalised(comment)} `;
  const first = normalised(student.name.trim().split(/\s+/)[0] ?? '');
  if (perspective === 'student' ? !/ you(r)? /.test(words) : first && !words.includes(` ${first} `)) {
    throw new LlmError(perspective === 'student' ? 'the model did not speak to the student' : `the model did not name ${student.name}`);
  }
  for (const { code, evidence } of rated) {
    const needed = noteWords(evidence);
    if (needed.length && !needed.some((w) => words.includes(` ${w}`))) throw new LlmError(`the model left out the teacher's evidence for ${code}`);
  }
  if (comment.split(' ').length > 100 * rated.length + 20) throw new LlmError('the model wrote a comment far longer than asked');
  return comment;
}

export function createLlmCommentWriter(settings: LlmSettings): CommentWriter {
  return {
    engine: 'llm',
    async write(student, outcomes, perspective, signal) {
      const offline = writeComment(student, outcomes, perspective);
      if (!offline) return { value: offline, engine: 'offline' };
      try {
        const value = await askModel(settings, commentRequest(student, outcomes, perspective), (raw) => acceptComment(student, outcomes, perspective, raw), signal);
        return { value, engine: 'llm' };
      } catch (error) {
        if (signal?.aborted) throw error;
        return { value: offline, engine: 'offline', note: `The AI service could not be used for ${student.name}'s comment (${failureReason(error)}); the offline engine wrote it.` };
      }
    },
  };
}

/** The comment writer the server uses: offline unless LLM_BASE_URL and LLM_MODEL are set, like the lesson tools. */
export function createCommentWriter(env: Record<string, string | undefined>): CommentWriter {
  const settings = llmSettingsFromEnv(env);
  return settings ? createLlmCommentWriter(settings) : offlineCommentWriter;
}

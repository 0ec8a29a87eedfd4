import { z } from 'zod';
import jargonJson from '../comments/jargon.json' with { type: 'json' };
import { noteOfWork, outcomeAction, writeComment, type Reader, type SaidSentences, type StudentRecord } from '../comments/write.ts';
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
  /** `said`: the sentences of the classmates' comments, none of which this one repeats. */
  write(student: StudentRecord, outcomes: OutcomeRef[], reader: Reader, options?: { signal?: AbortSignal; said?: SaidSentences }): Promise<ToolAnswer<string>>;
}

export const offlineCommentWriter: CommentWriter = {
  engine: 'offline',
  write: async (student, outcomes, reader, options) => ({ value: writeComment(student, outcomes, reader, options?.said), engine: 'offline' }),
};

const answer = z.object({ comment: z.string() });
type Answer = z.infer<typeof answer>;

const VOICE: Record<Reader, string> = {
  report: 'for the school report: about the student, by first name and with their pronouns, saying what they did in the work',
  parent: 'to the student\'s family: about the student, by first name and with their pronouns, warm and plain, with no school jargon (no codes, no "criterion", "rubric", "descriptor" or "outcome"), and one thing to do at home as the next step',
  student: 'to the student: "you" and "your", encouraging and specific',
  teacher: 'to the student\'s next teacher: brief professional notes, each outcome by its code with the level and the evidence',
};

/** The ratings the teacher made, as the model reads them: only rated outcomes, each with its level and evidence. */
function recordForPrompt(student: StudentRecord, outcomes: OutcomeRef[]) {
  return outcomes
    .filter((o) => student.achievements[o.code])
    .map((o) => {
      const work = student.work?.[o.code];
      const note = student.evidence[o.code]?.trim() ?? '';
      // The marked work itself rather than the note made from it: the student's words, answers and the point still missing.
      const evidence = work && note === noteOfWork(work) ? '' : note;
      return { code: o.shortCode ?? o.code, canDo: outcomeAction(o), level: student.achievements[o.code], evidence, ...(work ? { work } : {}) };
    });
}

export function commentRequest(student: StudentRecord, outcomes: OutcomeRef[], perspective: Reader): StructuredRequest<Answer> {
  return {
    name: 'student_comment',
    shape: answer,
    system: [
      'You write one school report comment for one student, from the teacher\'s own ratings and evidence.',
      `Write it ${VOICE[perspective]}.`,
      'For each rated outcome, in order: what the student can do at their level (beginning, developing, proficient, extending), in words that agree with it',
      '("can" only at proficient and above), and what they did: the teacher\'s evidence in your own words, or their marked work (quote their words exactly, in double quotes;',
      'name the questions they got right and wrong). Never invent evidence, work or scores. Then exactly one concrete next step, for the whole comment.',
      'Say nothing about outcomes that are not listed. Cite no curriculum code except the ones given. No placeholders, no headings, plain prose.',
      'At most 90 words per outcome. Correct, natural English.',
    ].join('\n'),
    user: JSON.stringify({ student: { firstName: student.name.trim().split(/\s+/)[0], pronouns: student.pronouns }, outcomes: recordForPrompt(student, outcomes), allOutcomes: outcomesForPrompt(outcomes) }),
    temperature: 0.6,
  };
}

const JARGON = z.object({ about: z.string(), phrases: z.array(z.string().min(2)) }).parse(jargonJson).phrases;

/** The school's marking terms a text uses, in the list's order. */
export const jargonIn = (text: string) => {
  const words = ` ${normalised(text)} `;
  return JARGON.filter((phrase) => words.includes(` ${normalised(phrase)} `));
};

/** Words in double quotes: what a comment offers as the student's own. */
const quotesIn = (text: string) => [...text.matchAll(/"([^"]+)"|“([^”]+)”/g)].map((m) => (m[1] ?? m[2])!);

/** What a comment may quote: the student's words and answers, the questions and keys, the paper, the teacher's notes. */
function quotable(student: StudentRecord): string[] {
  const works = Object.values(student.work ?? {});
  return [
    ...Object.values(student.evidence),
    ...works.flatMap((w) => [w.paper, ...(w.words ? [w.words.quote] : []), ...w.wrong.flatMap((q) => [q.answer, q.prompt, q.key])]),
  ].map((text) => normalised(text));
}

/** Words of the teacher's note a comment must echo to show it used the evidence: its longer words, not its glue. */
const noteWords = (note: string) => normalised(note).split(' ').filter((w) => w.length >= 5);

/**
 * The model's comment, checked against the record: not empty, no placeholder, no code the set does not hold, the
 * student named (or "you" for the student), every evidence note reflected, and no longer than the rated outcomes allow.
 */
export function acceptComment(student: StudentRecord, outcomes: OutcomeRef[], perspective: Reader, raw: Answer, said?: SaidSentences): string {
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
  const sources = quotable(student);
  const invented = quotesIn(comment).find((q) => normalised(q) && !sources.some((text) => text.includes(normalised(q))));
  if (invented !== undefined) throw new LlmError(`the model quoted words that are not in ${student.name}'s work: "${invented}"`);
  const jargon = perspective === 'parent' ? jargonIn(comment) : [];
  if (jargon.length) throw new LlmError(`the model used school jargon in the family's version: ${jargon.join(', ')}`);
  if (said?.anySaid(comment, student.name)) throw new LlmError('the model repeated a sentence of another student\'s comment');
  return comment;
}

export function createLlmCommentWriter(settings: LlmSettings): CommentWriter {
  return {
    engine: 'llm',
    async write(student, outcomes, perspective, { signal, said } = {}) {
      if (!outcomes.some((o) => student.achievements[o.code])) return { value: '', engine: 'offline' };
      try {
        const value = await askModel(settings, commentRequest(student, outcomes, perspective), (raw) => acceptComment(student, outcomes, perspective, raw, said), signal);
        said?.addComment(value, student.name);
        return { value, engine: 'llm' };
      } catch (error) {
        if (signal?.aborted) throw error;
        const offline = writeComment(student, outcomes, perspective, said);
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

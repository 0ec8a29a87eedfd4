import { z } from 'zod';
import type { LessonView } from '../../lesson-view.ts';
import type { LessonQuestion } from '../../questions.ts';
import { BLOOM_LEVELS } from '../../types.ts';
import type { StructuredRequest } from '../client.ts';
import { LlmError } from '../client.ts';
import { requireDistinct, requireKnownCodes, requireNoPlaceholder, requireLessonCode } from '../rules.ts';
import type { QuestionOptions } from './port.ts';
import { lessonForPrompt, TOOL_RULES } from './lesson-prompt.ts';

const answer = z.object({
  questions: z.array(z.object({ question: z.string().trim().min(1), bloomLevel: z.enum(BLOOM_LEVELS), outcomeCode: z.string(), answerGuide: z.string().trim().min(1) })),
});
type Answer = z.infer<typeof answer>;

export function questionsRequest(view: LessonView, options: QuestionOptions): StructuredRequest<Answer> {
  return {
    name: 'lesson_questions',
    shape: answer,
    system: [
      'You write questions on a school lesson for its students, with the answer a teacher marks against.',
      "Cover every level of Bloom's revised taxonomy (remember, understand, apply, analyse, evaluate, create) and every outcome.",
      'Every question is answerable from the lesson and different from the others; answerGuide gives the model answer, or the marking points of an open question.',
      'outcomeCode is the code of the outcome the question is on.',
      options.input ? `Weave the focus "${options.input}" into every question.` : '',
      `Write the questions and answers in the language with the code "${options.language}".`,
      ...TOOL_RULES,
    ]
      .filter(Boolean)
      .join('\n'),
    user: JSON.stringify({ lesson: lessonForPrompt(view), focus: options.input ?? null, language: options.language }),
  };
}

/**
 * The model's questions, checked: each on one of the lesson's outcomes with an answer guide, no two alike, every
 * outcome and every Bloom level covered, no code the lesson does not have. Ordered by Bloom level, as offline.
 */
export function acceptQuestions(view: LessonView, raw: Answer): LessonQuestion[] {
  const questions = raw.questions;
  for (const q of questions) requireLessonCode(q.outcomeCode, view.outcomes, `the question "${q.question}"`);
  requireKnownCodes(questions.flatMap((q) => [q.question, q.answerGuide]), view.outcomes);
  requireNoPlaceholder(questions.flatMap((q) => [q.question, q.answerGuide]));
  requireDistinct(
    questions.map((q) => q.question),
    'a question',
  );
  const missingLevel = BLOOM_LEVELS.find((level) => !questions.some((q) => q.bloomLevel === level));
  if (missingLevel) throw new LlmError(`the model wrote no ${missingLevel} question`);
  const missingOutcome = view.outcomes.find((o) => !questions.some((q) => q.outcomeCode === o.code));
  if (missingOutcome) throw new LlmError(`the model wrote no question on ${missingOutcome.code}`);
  const rank = (q: LessonQuestion) => BLOOM_LEVELS.indexOf(q.bloomLevel);
  return questions.map((q) => ({ question: q.question, bloomLevel: q.bloomLevel, outcomeCode: q.outcomeCode, answerGuide: q.answerGuide })).sort((a, b) => rank(a) - rank(b));
}

import { z } from 'zod';
import type { StudentInstructions } from '../../instructions.ts';
import type { LessonView } from '../../lesson-view.ts';
import { targetGrade } from '../../level.ts';
import { readability } from '../../text.ts';
import type { StructuredRequest } from '../client.ts';
import { LlmError } from '../client.ts';
import { requireKnownCodes, requireNoPlaceholder } from '../rules.ts';
import { lessonForPrompt, TOOL_RULES } from './lesson-prompt.ts';

const answer = z.object({ intro: z.string().trim().min(1), steps: z.array(z.string()), closing: z.string().trim().min(1) });
type Answer = z.infer<typeof answer>;

/** The phases students act in: one instruction step each. */
const studentPhases = (view: LessonView) => view.phases.filter((p) => p.studentActions.length > 0);

export function instructionsRequest(view: LessonView): StructuredRequest<Answer> {
  const grade = targetGrade(view.yearLevel, view.outcomes);
  return {
    name: 'student_instructions',
    shape: answer,
    system: [
      'You write the instructions students read at the start of a lesson, addressed to them ("you").',
      `Write at a US grade ${grade} reading level or below: short sentences, everyday words, the lesson's key terms kept.`,
      'intro says what the lesson is about and what students will be able to do; closing tells them how to check their learning.',
      `steps has exactly one entry per phase of "studentPhases", in order: what the student does in that phase, without the phase title or minutes.`,
      ...TOOL_RULES,
    ].join('\n'),
    user: JSON.stringify({
      lesson: lessonForPrompt(view),
      studentPhases: studentPhases(view).map((p) => ({ title: p.title, minutes: p.minutes, studentActions: p.studentActions })),
    }),
  };
}

/**
 * The model's instructions, checked: a step for every phase students act in, under the phase's title and minutes, no
 * code the lesson does not have, and text no harder to read than the year level allows (or than the offline text).
 */
export function acceptInstructions(view: LessonView, offline: StudentInstructions, raw: Answer): StudentInstructions {
  const phases = studentPhases(view);
  if (raw.steps.length !== phases.length) throw new LlmError(`the model wrote ${raw.steps.length} steps for ${phases.length} phases`);
  const empty = raw.steps.findIndex((s) => !s.trim());
  if (empty >= 0) throw new LlmError(`the model wrote nothing for ${phases[empty]!.title}`);
  requireKnownCodes([raw.intro, ...raw.steps, raw.closing], view.outcomes);
  requireNoPlaceholder([raw.intro, ...raw.steps, raw.closing]);
  const steps = phases.map((phase, i) => `${phase.title} (${phase.minutes} min): ${raw.steps[i]!.trim()}`);
  const text = [raw.intro.trim(), ...steps.map((s, i) => `${i + 1}. ${s}`), raw.closing.trim()].join('\n');
  const measured = readability(text);
  const bound = Math.max(targetGrade(view.yearLevel, view.outcomes) + 1, offline.readingLevel.gradeLevel);
  if (measured.gradeLevel > bound) throw new LlmError(`the model's instructions read at grade ${measured.gradeLevel.toFixed(1)}, above grade ${bound.toFixed(1)}`);
  return { title: offline.title, text, steps, readingLevel: { ...measured, label: `Grade ${Math.max(1, Math.round(measured.gradeLevel))} reading level` } };
}

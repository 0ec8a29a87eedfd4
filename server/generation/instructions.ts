import { curriculumPhrases, drivingQuestionOf, lowerFirst, type LessonView } from './lesson-view.ts';
import { readability } from './text.ts';

export interface StudentInstructions {
  title: string;
  text: string;
  steps: string[];
  readingLevel: { gradeLevel: number; readingEase: number; label: string };
}

/** Teacher words a student may not know, and the plain words used instead (applied before pronouns change). */
const PLAIN_WORDS: [RegExp, string][] = [
  [/\beach success criterion\b/gi, 'each lesson goal'],
  [/\bthe success criteria\b/gi, 'the lesson goals'],
  [/\bsuccess criteria\b/gi, 'lesson goals'],
  [/\bsuccess criterion\b/gi, 'lesson goal'],
  [/\brestate\b/gi, 'retell'],
  [/\bindependently\b/gi, 'on their own'],
  [/\bannotate\b/gi, 'write notes on'],
  [/\bretrieval questions\b/gi, 'review questions'],
  [/\bmini-whiteboards\b/gi, 'small whiteboards'],
  [/\bthe exit task\b/gi, 'the end-of-lesson task'],
  [/\bthe exit check\b/gi, 'the end-of-lesson check'],
  [/\brate their confidence against\b/gi, 'score how sure they feel about'],
  [/\bis revealed\b/gi, 'is shown'],
  [/\bthe critique\b/gi, 'the feedback'],
];

const PRONOUNS: [RegExp, string][] = [
  [/\bthemselves\b/gi, 'yourselves'],
  [/\bthey\b/gi, 'you'],
  [/\btheir\b/gi, 'your'],
  // "them" stays: in student actions it names things ("check them together"), not the students.
];

/**
 * Turns a plan's student action ("Say what they already know …") into words for the student ("say what you
 * already know …"). Text from outcome statements and quotations keeps its own words: in "explain two fractions as
 * equivalent if they are the same size", "they" are the fractions, not the students.
 */
export function toSecondPerson(action: string, protectedPhrases: string[]): string {
  const kept: string[] = [];
  const keep = (text: string) => `⟦${kept.push(text) - 1}⟧`;
  let text = action;
  text = text.replace(/"[^"]*"|“[^”]*”/g, keep);
  for (const phrase of [...protectedPhrases].filter(Boolean).sort((a, b) => b.length - a.length)) {
    const at = text.toLowerCase().indexOf(phrase.toLowerCase());
    if (at >= 0) text = text.slice(0, at) + keep(text.slice(at, at + phrase.length)) + text.slice(at + phrase.length);
  }
  for (const [pattern, plain] of [...PLAIN_WORDS, ...PRONOUNS]) {
    text = text.replace(pattern, (match) => (match[0] === match[0]!.toUpperCase() ? plain[0]!.toUpperCase() + plain.slice(1) : plain));
  }
  return text.replace(/⟦(\d+)⟧/g, (_, i: string) => kept[Number(i)]!);
}

/** "In groups, explain …" → "In groups, you will explain …"; "Say …" → "You will say …". */
export function youWill(action: string): string {
  const lead = /^((?:in|with|on|after|before|at|during|for)\b[^,]{0,40}),\s+(.+)$/i.exec(action);
  if (lead) return `${lead[1]}, you will ${lowerFirst(lead[2]!)}`;
  return `You will ${lowerFirst(action)}`;
}

const sentenceEnd = (text: string) => (/[.!?…"”]$/.test(text) ? text : `${text}.`);

/** Student-facing instructions for the lesson, phase by phase, with the reading level of what was written. */
export function studentInstructions(view: LessonView): StudentInstructions {
  const keep = [view.title, ...curriculumPhrases(view.outcomes)];
  const steps = view.phases
    .filter((phase) => phase.studentActions.length > 0)
    .map((phase) => {
      const [first, ...rest] = phase.studentActions.map((a) => sentenceEnd(toSecondPerson(a.trim(), keep)));
      const lines = [youWill(first!), ...rest.map((line) => `Then ${lowerFirst(youWill(line))}`)];
      return `${phase.title} (${phase.minutes} min): ${lines.join(' ')}`;
    });
  const goals = view.successCriteria.map((c) => `"${sentenceEnd(c.text).replace(/\.$/, '')}"`);
  // A title written as a question is asked, not learned "about"; the plan's learning outcome says the goal best.
  const question = drivingQuestionOf(view);
  const intro = [
    question ? `Today's question: ${sentenceEnd(question)}` : `Today you will learn about ${view.title}.`,
    view.learningOutcome ? `Your goal: ${sentenceEnd(view.learningOutcome)}` : '',
    goals.length ? `By the end, you should be able to say: ${goals.join(' and ')}.` : '',
  ].filter(Boolean);
  const outro = goals.length ? 'At the end, check each goal. Can you say it and show it?' : 'At the end, check what you have learned.';
  const text = [...intro, ...steps.map((s, i) => `${i + 1}. ${s}`), outro].join('\n');
  const measured = readability(text);
  return {
    title: `What you will do: ${view.title}`,
    text,
    steps,
    readingLevel: { ...measured, label: `Grade ${Math.max(1, Math.round(measured.gradeLevel))} reading level` },
  };
}

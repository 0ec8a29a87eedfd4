import type { CheckItem, LessonPlan } from '../../types.ts';
import type { Cited, TeacherMaterial } from './material.ts';

const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
/** Enough of a long text to know it again. */
const TEXT_PREFIX = 120;

interface PlanPieces {
  /** The plan's questions, each with its answer and options. */
  questions: string[];
  /** Everything the plan says, piece by piece. */
  all: string[];
}

function planPieces(plan: LessonPlan): PlanPieces {
  const asQuestions = (items: CheckItem[] | undefined) => (items ?? []).map((q) => normal([q.prompt, q.answer, ...(q.options ?? [])].join('\n')));
  const questions = [plan.starterCheck, plan.exitCheck, ...plan.phases.flatMap((p) => [p.check, p.practice])].flatMap(asQuestions);
  const said = [
    ...(plan.keywords ?? []).map((k) => `${k.term}: ${k.definition}`),
    ...(plan.keyLearningPoints ?? []),
    ...plan.phases.flatMap((p) => [
      ...p.teacherActions,
      ...p.studentActions,
      ...p.resources,
      ...(p.explanation ?? []),
      ...(p.texts ?? []).flatMap((t) => [t.title, t.body]),
      ...(p.workedExample ? [p.workedExample.problem, ...p.workedExample.steps, p.workedExample.answer] : []),
      ...(p.materials ?? []).map((m) => m.text),
    ]),
  ];
  return { questions, all: [...questions, ...said.map(normal)] };
}

interface Mark {
  sliceIds: string[];
  /** Words one piece of the plan must hold together. */
  words: string[];
  /** Only a question of the plan counts: an answer is used when the plan marks a question with it. */
  asQuestion: boolean;
}

/**
 * What a plan that uses a piece must carry, and the slices that shows it uses: a question's prompt uses its page;
 * the question asked with that answer uses the page of the key the answer comes from.
 */
function marksOf(material: TeacherMaterial): Mark[] {
  const whole = <T>(pieces: Cited<T>[], mark: (value: T) => string): Mark[] => pieces.map((p) => ({ sliceIds: p.sliceIds, words: [mark(p.value)], asQuestion: false }));
  const questions = [...material.practice, ...material.checks, ...material.retrieval];
  return [
    ...questions.map((q) => ({ sliceIds: q.sliceIds.slice(0, 1), words: [q.value.prompt], asQuestion: false })),
    ...questions.map((q) => ({ sliceIds: q.sliceIds.slice(1), words: [q.value.prompt, q.value.answer], asQuestion: true })),
    ...whole(material.workedExamples, (w) => w.problem),
    ...whole(material.texts, (t) => t.body.slice(0, TEXT_PREFIX)),
    ...whole(material.keywords, (k) => k.definition),
    ...whole(material.keyPoints, (p) => p),
  ];
}

/** The slices a plan draws on: quoted as a phase's material, or a piece of their content found in the plan. */
export function usedSliceIds(plan: LessonPlan, material: TeacherMaterial): Set<string> {
  const used = new Set<string>([...plan.provenance.sliceIds, ...plan.phases.flatMap((p) => (p.materials ?? []).map((m) => m.sliceId))]);
  const pieces = planPieces(plan);
  for (const mark of marksOf(material)) {
    const words = mark.words.map(normal);
    const found = (mark.asQuestion ? pieces.questions : pieces.all).some((piece) => words.every((w) => piece.includes(w)));
    if (words.every(Boolean) && found) mark.sliceIds.forEach((id) => used.add(id));
  }
  return used;
}

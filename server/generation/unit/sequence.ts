import { successCriteria, type LessonFocus } from '../text.ts';
import type { OutcomeRef } from '../types.ts';
import type { LessonOutline, LessonRole } from '../../../src/contracts/unit.ts';

export { LESSON_ROLES, type LessonOutline, type LessonRole } from '../../../src/contracts/unit.ts';

const action = (o: OutcomeRef, focus?: LessonFocus) => (successCriteria(o.statement, { focus })[0] ?? 'the outcome').replace(/^I can\s+/, '');
const short = (o: OutcomeRef) => o.shortCode ?? o.code;
const capital = (text: string) => text.replace(/^./, (c) => c.toUpperCase());
/** A lesson title a teacher can read in a list: the action, cut at a word near 70 characters. */
function titleOf(text: string): string {
  const t = capital(text);
  if (t.length <= 70) return t;
  return `${t.slice(0, 70).replace(/\s+\S*$/, '')}…`;
}

/**
 * A unit's sequence: every outcome introduced, then practised and applied (more lessons go to outcomes in turn), each
 * lesson after the first opening by revisiting an earlier outcome, a review lesson and the assessment at the end.
 * Fewer lessons than outcomes puts several outcomes in one lesson, and `notes` says so. Lesson titles are scoped to the
 * unit's title and description (`focus`).
 */
export function unitSequence(outcomes: OutcomeRef[], lessons: number, focus?: LessonFocus): { lessons: LessonOutline[]; notes: string[] } {
  const notes: string[] = [];
  if (!outcomes.length || lessons < 1) return { lessons: [], notes: ['Add outcomes and at least one lesson to plan the unit.'] };
  const closing: LessonRole[] = lessons >= outcomes.length + 2 ? ['review', 'assess'] : lessons >= outcomes.length + 1 ? ['assess'] : [];
  if (!closing.includes('assess')) notes.push(`${lessons} lessons leave no room for an assessment lesson: assess within the last lesson, or add a lesson.`);
  const teaching = lessons - closing.length;
  const groups: OutcomeRef[][] = [];
  if (teaching < outcomes.length) {
    const per = Math.ceil(outcomes.length / teaching);
    for (let i = 0; i < outcomes.length; i += per) groups.push(outcomes.slice(i, i + per));
    notes.push(`${outcomes.length} outcomes in ${teaching} teaching lessons: some lessons introduce ${per} outcomes at once.`);
  } else outcomes.forEach((o) => groups.push([o]));

  const plan: Omit<LessonOutline, 'id' | 'lessonId' | 'revisitCodes'>[] = groups.map((group) => ({
    title: titleOf(group.map((o) => action(o, focus)).join('; ')),
    role: 'introduce',
    outcomeCodes: group.map((o) => o.code),
    summary: `Introduce ${group.map(short).join(' and ')}: model, guided practice and a first independent task.`,
  }));
  // Lessons beyond the first teaching of each outcome: practise and apply, outcome by outcome, in teaching order.
  const extra = teaching - groups.length;
  const practice: typeof plan = [];
  for (let i = 0; i < extra; i += 1) {
    const group = groups[i % groups.length]!;
    practice.push({
      title: titleOf(`Practise and apply: ${group.map((o) => action(o, focus)).join('; ')}`),
      role: 'practise',
      outcomeCodes: group.map((o) => o.code),
      summary: `Practise ${group.map(short).join(' and ')} on less familiar problems; check for understanding and reteach what the class missed.`,
    });
  }
  // Each outcome's practice follows soon after its introduction: interleave them.
  const ordered: typeof plan = [];
  const perGroup = groups.map((_, g) => practice.filter((_, i) => i % groups.length === g));
  groups.forEach((_, g) => {
    ordered.push(plan[g]!);
    const first = perGroup[g]!.shift();
    if (first) ordered.push(first);
  });
  for (const rest of perGroup) ordered.push(...rest);
  if (closing.includes('review')) {
    ordered.push({ title: 'Review the unit', role: 'review', outcomeCodes: outcomes.map((o) => o.code), summary: 'Retrieval practice on every outcome of the unit; students fix what they got wrong before the assessment.' });
  }
  if (closing.includes('assess')) {
    ordered.push({ title: 'Unit assessment', role: 'assess', outcomeCodes: outcomes.map((o) => o.code), summary: 'The unit assessment on every outcome, marked against the unit rubric.' });
  }

  const taught: string[] = [];
  const result = ordered.map((lesson, index) => {
    // Revisit the outcome taught longest ago that this lesson does not teach (spaced retrieval).
    const revisit = taught.filter((c) => !lesson.outcomeCodes.includes(c)).slice(0, 1);
    for (const c of lesson.outcomeCodes) if (!taught.includes(c)) taught.push(c);
    if (revisit.length) {
      const moved = taught.indexOf(revisit[0]!);
      taught.splice(moved, 1);
      taught.push(revisit[0]!);
    }
    return { ...lesson, id: `l${index + 1}`, revisitCodes: lesson.role === 'introduce' || lesson.role === 'practise' ? revisit : [], lessonId: null };
  });
  return { lessons: result, notes };
}

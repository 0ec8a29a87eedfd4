import { successCriteria, type LessonFocus } from '../text.ts';
import type { OutcomeRef } from '../types.ts';
import type { LessonOutline, LessonRole } from '../../../src/contracts/unit.ts';

export { LESSON_ROLES, type LessonOutline, type LessonRole } from '../../../src/contracts/unit.ts';

const action = (o: OutcomeRef, focus?: LessonFocus) => (successCriteria(o.statement, { focus })[0] ?? 'the outcome').replace(/^I can\s+/, '');
const short = (o: OutcomeRef) => o.shortCode ?? o.code;
const capital = (text: string) => text.replace(/^./, (c) => c.toUpperCase());
/** The most a lesson's title may hold (the unit and lesson forms take 200 characters). */
const TITLE_LIMIT = 200;

/**
 * A lesson title: what the lesson's outcomes ask, whole — a title cut mid-phrase is pasted into the lesson planned
 * from it. When several outcomes' actions do not fit, the first is named whole and the others by their codes.
 */
function titleOf(group: OutcomeRef[], focus: LessonFocus | undefined, lead = ''): string {
  const actions = group.map((o) => action(o, focus));
  const whole = capital(`${lead}${actions.join('; ')}`);
  if (whole.length <= TITLE_LIMIT) return whole;
  const rest = group.length > 1 ? ` (with ${group.slice(1).map(short).join(', ')})` : '';
  return capital(`${lead}${mainClause(actions[0]!, TITLE_LIMIT - lead.length - rest.length)}${rest}`);
}

/** Where an action's main clause ends: before a clause that says how, what for or which ("…, choosing …", "… that …"). */
const CLAUSE_BREAKS = /(?:,\s+(?=[a-z]+ing\b)|,\s+(?=to\s)|\s+(?=that\s)|\s+(?=which\s)|;\s+|\s+(?=\()|,?\s+(?=including\s))/g;

/** The longest run of whole clauses of the action within the limit (its first clause, however long, at least). */
function mainClause(text: string, limit: number): string {
  const ends = [...text.matchAll(CLAUSE_BREAKS)].map((m) => m.index);
  const fitting = ends.filter((end) => end <= limit);
  if (fitting.length) return text.slice(0, fitting[fitting.length - 1]).replace(/[,;:\s]+$/, '');
  // No clause ends in time: the last list item or conjunct that does ("…, /ü/ /ş/ and /ç/").
  const lists = [...text.matchAll(/,\s+|\s+and\s+/g)].map((m) => m.index).filter((end) => end <= limit && end > limit / 2);
  return text.slice(0, lists.length ? lists[lists.length - 1] : text.length).replace(/[,;:\s]+$/, '');
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
    title: titleOf(group, focus),
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
      title: titleOf(group, focus, 'Practise and apply: '),
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

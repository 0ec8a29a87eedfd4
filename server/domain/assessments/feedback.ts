import type { CriterionProposal, Evidence, ItemProposal, RubricCriterion } from '../../generation/assessment/types.ts';
import type { OutcomeWork } from '../../generation/comments/types.ts';
import { questionOf, type MarkableAssessment } from './proposals.ts';
import { sentences } from './reading/text.ts';

const lowerFirst = (text: string) => text.replace(/^./, (c) => c.toLowerCase());
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const withoutStop = (text: string) => text.trim().replace(/[.!?;:]+$/, '');
/** Long quotes are cut at a word, so a sentence of feedback stays readable; the words kept are the student's own. */
function quoted(text: string): string {
  const clean = withoutStop(text).replace(/\s+/g, ' ');
  if (clean.length <= 110) return `"${clean}"`;
  return `"${clean.slice(0, 110).replace(/\s+\S*$/, '')}…"`;
}
/** A marking point as the mark scheme words it, ending in a full stop. */
const asPoint = (point: string) => `${withoutStop(point)}.`;
const questionList = (items: MarkableAssessment['items'], ids: string[]) => {
  const names = ids.map((id) => questionOf(items, id).replace('question ', ''));
  return names.length === 1 ? `question ${names[0]}` : `questions ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

const outcomeOf = (assessment: MarkableAssessment, itemId: string) => assessment.items.find((i) => i.id === itemId)?.outcomeCode;
/** The readings with extended responses first: they show most of what a criterion asks. */
const ordered = (assessment: MarkableAssessment, reading: Reading) => {
  const extended = (r: ItemProposal) => (assessment.items.find((i) => i.id === r.itemId)?.kind === 'extended-response' ? 0 : 1);
  return [...reading.items].sort((a, b) => extended(a) - extended(b));
};

interface Reading {
  items: ItemProposal[];
  criteria: CriterionProposal[];
}

/** The student's own words for a criterion: a marking point made, else one partly made. */
function wordsFor(reading: Reading, criterion: RubricCriterion): { itemId: string; quote: string; status: Evidence['status'] | 'written' } | null {
  const evidence = reading.criteria.find((c) => c.criterionId === criterion.id)?.evidence ?? [];
  const made = evidence.find((e) => e.status === 'found') ?? evidence.find((e) => e.status === 'partial');
  return made ? { itemId: made.itemId, quote: made.quote, status: made.status } : null;
}

/** The first marking point a criterion's written items still miss, and the item it belongs to. */
function missingFor(assessment: MarkableAssessment, reading: Reading, criterion: RubricCriterion): { itemId: string; point: string } | null {
  for (const r of ordered(assessment, reading)) {
    if (r.read !== 'points' || outcomeOf(assessment, r.itemId) !== criterion.outcomeCode || !r.missing.length) continue;
    const named = r.missing.find((p) => criterion.descriptors.some((d) => d.toLowerCase().includes(withoutStop(p).toLowerCase())));
    if (named) return { itemId: r.itemId, point: named };
  }
  const first = ordered(assessment, reading).find((r) => r.read === 'points' && r.missing.length && outcomeOf(assessment, r.itemId) === criterion.outcomeCode);
  return first ? { itemId: first.itemId, point: first.missing[0]! } : null;
}

/**
 * A draft comment from the student's work and the levels the teacher gave: for each criterion with a level, what the
 * student wrote (quoted) and what it shows, worded to agree with the level (a strength only above the rubric's
 * middle, a gap only at or below it); how the questions marked from the key went; and exactly one next step, for the
 * criterion at the lowest level, naming a marking point the student has not yet made. The teacher edits it.
 */
export function draftFeedback(name: string, assessment: MarkableAssessment, reading: Reading, levels: Record<string, number>, texts: Record<string, string>): string {
  const who = firstName(name);
  const { rubric, items } = assessment;
  const middle = Math.floor((rubric.levels.length - 1) / 2);
  const levelled = rubric.criteria.filter((c) => levels[c.id] !== undefined);
  const keyed = reading.items.filter((r) => r.read === 'key' && r.marks !== null);
  if (!levelled.length && !keyed.length) return `${who} has not been marked yet.`;

  const parts: string[] = [];
  for (const criterion of levelled) {
    const level = levels[criterion.id]!;
    const levelName = rubric.levels[level]?.name ?? '';
    const title = lowerFirst(withoutStop(criterion.title));
    const words = wordsFor(reading, criterion) ?? firstWritten(assessment, reading, criterion, texts);
    const missing = missingFor(assessment, reading, criterion);
    if (level > middle) {
      // Only words that make a marking point are offered as showing the strength; other words are referred to, not praised.
      if (words && words.status !== 'written') parts.push(`${who} showed they can ${title}: in ${questionOf(items, words.itemId)} they wrote ${quoted(words.quote)}.`);
      else if (words) parts.push(`${who} reached ${levelName} for ${title}; in ${questionOf(items, words.itemId)} they wrote ${quoted(words.quote)}.`);
      else parts.push(`${who} reached ${levelName} for ${title}.`);
    } else if (words) {
      // The gap stays in the sentence that quotes the student, so it is theirs alone.
      const gap = missing ? `; still to show: ${lowerFirst(asPoint(missing.point))}` : '.';
      const shows = words.status === 'written' ? `which does not yet show how to ${title}` : `a start on how to ${title}`;
      parts.push(`In ${questionOf(items, words.itemId)} ${who} wrote ${quoted(words.quote)}, ${shows}${gap}`);
    } else {
      const asked = missing ? ` ${questionOf(items, missing.itemId)} has no answer yet, so` : '';
      parts.push(`${who} is at ${levelName} for ${title}:${asked} there is not yet written work that shows it.`);
    }
  }

  if (keyed.length) {
    const right = keyed.filter((r) => r.marks === r.max);
    const wrong = keyed.filter((r) => r.marks !== r.max && r.evidence.length);
    const blank = keyed.filter((r) => r.marks !== r.max && !r.evidence.length);
    const tally = `${who} got ${right.length} of ${keyed.length} ${keyed.length === 1 ? 'question' : 'questions'} marked from the key right`;
    if (wrong.length || blank.length) {
      // Every answer the key marks wrong, each with the key: what to go over, and what is this student's own.
      const answered = wrong.map((r, i) => `${i ? '' : 'they answered '}${quoted(r.evidence[0]!.quote)} in ${questionOf(items, r.itemId)} (key: ${withoutStop(items.find((it) => it.id === r.itemId)!.answer)})`);
      const said = [...answered, ...(blank.length ? [`left ${questionList(items, blank.map((r) => r.itemId))} blank`] : [])];
      parts.push(`${tally}; ${said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)}` : said[0]}.`);
    } else if (parts.length) {
      // All right: said in the same sentence as the student's own words, which no other student shares.
      parts[parts.length - 1] = `${parts.at(-1)!.replace(/\.$/, '')}, and ${lowerFirst(tally.replace(`${who} got`, 'got'))} (${questionList(items, right.map((r) => r.itemId))}).`;
    } else parts.push(`${tally} (${questionList(items, right.map((r) => r.itemId))}).`);
  }

  parts.push(nextStep(who, assessment, reading, levels, texts));
  return parts.join(' ');
}

/** The first sentence a student wrote for a criterion's written items, when no marking point shows in it. */
function firstWritten(assessment: MarkableAssessment, reading: Reading, criterion: RubricCriterion, texts: Record<string, string>) {
  for (const r of ordered(assessment, reading)) {
    const text = texts[r.itemId] ?? '';
    if (r.read !== 'points' || outcomeOf(assessment, r.itemId) !== criterion.outcomeCode || !text.trim()) continue;
    const first = sentences(text)[0];
    if (first) return { itemId: r.itemId, quote: text.slice(first.start, first.end), status: 'written' as const };
  }
  return null;
}

/** Exactly one next step: for the criterion at the lowest level, the first marking point not yet made, from the student's own words. */
function nextStep(who: string, assessment: MarkableAssessment, reading: Reading, levels: Record<string, number>, texts: Record<string, string>): string {
  const { rubric, items } = assessment;
  const levelled = rubric.criteria.filter((c) => levels[c.id] !== undefined);
  const lowest = [...levelled].sort((a, b) => levels[a.id]! - levels[b.id]!)[0];
  if (!lowest) {
    const wrong = reading.items.find((r) => r.read === 'key' && r.marks !== r.max && r.marks !== null);
    if (wrong) return `Next step: go back over ${questionOf(items, wrong.itemId)} with ${who}, and why the key's answer is ${withoutStop(items.find((i) => i.id === wrong.itemId)!.answer)}.`;
    return `Next step: a written question that asks ${who} to explain their method.`;
  }
  const words = wordsFor(reading, lowest) ?? firstWritten(assessment, reading, lowest, texts);
  const missing = missingFor(assessment, reading, lowest);
  const title = lowerFirst(withoutStop(lowest.title));
  if (missing && words) return `Next step: build on ${quoted(words.quote)} by adding the point of ${questionOf(items, missing.itemId)}: ${asPoint(missing.point)}`;
  if (missing) return `Next step: answer ${questionOf(items, missing.itemId)} in full, with the point: ${asPoint(missing.point)}`;
  if (words) return `Next step: take ${quoted(words.quote)} further with a less familiar problem, and justify each step to ${title}.`;
  return `Next step: show in writing how to ${title}, with an example of ${who}'s own.`;
}

/**
 * What a student's marked work shows for one outcome, for a comment written from it: their own words for the
 * outcome's criteria (a marking point made, else the first sentence they wrote), the first marking point still
 * missing, the level the teacher gave, and the outcome's questions marked from the key, right, wrong or blank.
 */
export function outcomeWork(paper: { title: string; score: number; max: number }, assessment: MarkableAssessment, reading: Reading, levels: Record<string, number>, texts: Record<string, string>, outcomeCode: string): OutcomeWork {
  const { items, rubric } = assessment;
  const criteria = rubric.criteria.filter((c) => c.outcomeCode === outcomeCode);
  const levelled = criteria.filter((c) => levels[c.id] !== undefined).sort((a, b) => levels[a.id]! - levels[b.id]!);
  const words = criteria.map((c) => wordsFor(reading, c) ?? firstWritten(assessment, reading, c, texts)).find(Boolean);
  const missing = (levelled[0] ? missingFor(assessment, reading, levelled[0]) : null) ?? criteria.map((c) => missingFor(assessment, reading, c)).find(Boolean);
  const keyed = reading.items.filter((r) => r.read === 'key' && outcomeOf(assessment, r.itemId) === outcomeCode);
  const item = (id: string) => items.find((i) => i.id === id)!;
  const levelName = levelled[0] ? rubric.levels[levels[levelled[0].id]!]?.name : undefined;
  return {
    paper: paper.title,
    score: paper.score,
    max: paper.max,
    ...(levelName ? { levelName } : {}),
    ...(words ? { words: { question: questionOf(items, words.itemId), quote: quoted(words.quote).slice(1, -1), shows: words.status === 'found' ? 'point' : words.status === 'written' ? 'written' : 'partial' } } : {}),
    ...(missing ? { missing: { question: questionOf(items, missing.itemId), prompt: item(missing.itemId).prompt, point: withoutStop(missing.point) } } : {}),
    right: keyed.filter((r) => r.marks !== null && r.marks === r.max).map((r) => questionOf(items, r.itemId)),
    wrong: keyed
      .filter((r) => r.marks !== r.max && r.evidence.length)
      .map((r) => ({ question: questionOf(items, r.itemId), prompt: item(r.itemId).prompt, answer: withoutStop(r.evidence[0]!.quote), key: withoutStop(item(r.itemId).answer) })),
    blank: keyed.filter((r) => r.marks !== r.max && !r.evidence.length).map((r) => questionOf(items, r.itemId)),
  };
}

import type { AssessmentItem, CriterionProposal, Evidence, ItemProposal, Rubric, RubricCriterion } from '../../generation/assessment/types.ts';
import { isMarkedFromKey, normalisedAnswer, readFromKey } from './reading/key.ts';
import { readPoint, type PointReading } from './reading/points.ts';
import { reasonAt } from './reading/text.ts';

/** A student's work as the engine reads it. */
export interface StudentWork {
  /** Item id → the student's answer (answered online or transcribed by the teacher). */
  answers: Record<string, string>;
  /** The teacher's transcription of the whole paper; read for a written item that has no answer of its own. */
  response: string;
  /** Handed in: a blank objective answer then scores nothing, rather than waiting for an answer. */
  submitted: boolean;
}

export interface MarkableAssessment {
  items: AssessmentItem[];
  rubric: Rubric;
}

/** The text read for an item: its own answer, else (for a written item) the whole response. */
export function textFor(item: AssessmentItem, work: StudentWork): { text: string; from: ItemProposal['from'] } {
  const own = work.answers[item.id];
  if (own?.trim()) return { text: own, from: 'answer' };
  if (!isMarkedFromKey(item) && work.response.trim()) return { text: work.response, from: 'response' };
  return { text: '', from: 'none' };
}

/** "Question 3": items are numbered on the paper in their order. */
export const questionOf = (items: AssessmentItem[], itemId: string) => `question ${items.findIndex((i) => i.id === itemId) + 1}`;

const pointsOf = (item: AssessmentItem) => (item.markingPoints.length ? item.markingPoints : [item.answer]);

function keyProposal(item: AssessmentItem, text: string, from: ItemProposal['from'], submitted: boolean): ItemProposal {
  const base = { itemId: item.id, read: 'key' as const, from, max: item.marks, missing: [] };
  if (!text.trim()) {
    return submitted
      ? { ...base, marks: 0, evidence: [], reason: 'No answer was given.' }
      : { ...base, marks: null, evidence: [], reason: 'No answer yet.' };
  }
  const reading = readFromKey(item, text);
  const quote = text.trim();
  return { ...base, marks: reading.correct ? item.marks : 0, evidence: [{ itemId: item.id, quote, status: reading.correct ? 'correct' : 'incorrect' }], reason: reading.reason };
}

const evidenceOf = (itemId: string, readings: PointReading[]): Evidence[] =>
  readings.flatMap((r) => (r.quote && r.status !== 'missing' ? [{ itemId, quote: r.quote, status: r.status, point: r.point }] : []));

function pointsProposal(item: AssessmentItem, text: string, from: ItemProposal['from']): ItemProposal & { readings: PointReading[] } {
  const points = pointsOf(item);
  const base = { itemId: item.id, read: 'points' as const, from, max: item.marks };
  if (!text.trim()) return { ...base, marks: null, evidence: [], missing: points, reason: 'Nothing written for this question yet.', readings: [] };
  const readings = points.map((p) => readPoint(text, p));
  const found = readings.filter((r) => r.status === 'found').length;
  const partial = readings.filter((r) => r.status === 'partial').length;
  const marks = Math.min(item.marks, Math.round((found / points.length) * item.marks));
  const reason = found || partial
    ? `${found} of ${points.length} marking ${points.length === 1 ? 'point' : 'points'} found${partial ? `, ${partial} partly` : ''}.`
    : `No evidence found of the ${points.length === 1 ? 'marking point' : `${points.length} marking points`}.`;
  return { ...base, marks, evidence: evidenceOf(item.id, readings), missing: readings.filter((r) => r.status !== 'found').map((r) => r.point), reason, readings };
}

/** Every item's reading: marks from the key for objective items, marking points found for written ones. */
export function proposeItems(assessment: MarkableAssessment, work: StudentWork): (ItemProposal & { readings?: PointReading[] })[] {
  return assessment.items.map((item) => {
    const { text, from } = textFor(item, work);
    return isMarkedFromKey(item) ? keyProposal(item, text, from, work.submitted) : pointsProposal(item, text, from);
  });
}

/** A marking point belongs to a criterion when the criterion's descriptors name it (the rubric says "showing that …"). */
const namedIn = (criterion: RubricCriterion, point: string) => {
  const wanted = normalisedAnswer(point.replace(/[.!?]+$/, ''));
  return wanted.length > 0 && criterion.descriptors.some((d) => normalisedAnswer(d).includes(wanted));
};

/**
 * The level proposed for one criterion from the readings of its outcome's items: the share of marking points found
 * (a point partly made counts half) and of objective answers right, weighted by the items' marks. Nothing read: no
 * proposal. Nothing found: the lowest level, saying so. Some: the level above the lowest; half or more: the next;
 * the top level only when every point is made and the student gives a reason ("because", "so") in their own words.
 */
function proposeCriterion(
  assessment: MarkableAssessment,
  criterion: RubricCriterion,
  readings: ReturnType<typeof proposeItems>,
): CriterionProposal {
  const { items, rubric } = assessment;
  const ofOutcome = readings.filter((r) => items.find((i) => i.id === r.itemId)?.outcomeCode === criterion.outcomeCode);
  const written = ofOutcome.filter((r) => r.read === 'points' && r.marks !== null);
  const keyed = ofOutcome.filter((r) => r.read === 'key' && r.marks !== null);
  const none = { criterionId: criterion.id, level: null, evidence: [] };
  if (!written.length && !keyed.length) {
    const asked = ofOutcome.map((r) => questionOf(items, r.itemId));
    return { ...none, reason: asked.length ? `Nothing to read yet: no answer to ${asked.join(', ')}.` : 'No item on the paper assesses this criterion; choose its level from what you saw.' };
  }
  const own = written.flatMap((r) => (r.readings ?? []).filter((p) => namedIn(criterion, p.point)).map((p) => ({ itemId: r.itemId, reading: p })));
  const considered = own.length ? own : written.flatMap((r) => (r.readings ?? []).map((p) => ({ itemId: r.itemId, reading: p })));
  const writtenMarks = [...new Set(considered.map((c) => c.itemId))].reduce((sum, id) => sum + (items.find((i) => i.id === id)?.marks ?? 0), 0);
  const keyMarks = keyed.reduce((sum, r) => sum + r.max, 0);
  const credit = considered.reduce((sum, c) => sum + (c.reading.status === 'found' ? 1 : c.reading.status === 'partial' ? 0.5 : 0), 0);
  const pointShare = considered.length ? credit / considered.length : 0;
  const keyShare = keyMarks ? keyed.reduce((sum, r) => sum + (r.marks ?? 0), 0) / keyMarks : 0;
  const weight = (considered.length ? writtenMarks : 0) + keyMarks;
  const share = weight ? (pointShare * (considered.length ? writtenMarks : 0) + keyShare * keyMarks) / weight : 0;

  const evidence: Evidence[] = [
    ...considered.flatMap((c) => evidenceOf(c.itemId, [c.reading])),
    ...keyed.flatMap((r) => r.evidence),
  ];
  const top = rubric.levels.length - 1;
  const reasonQuote = considered.map((c) => c.reading.quote).find((q) => q !== undefined && reasonAt(q) >= 0);
  let level: number;
  if (share === 0) level = 0;
  else if (share === 1 && reasonQuote && considered.length) level = top;
  else level = Math.min(Math.max(1, top - 1), 1 + Math.floor(share * Math.max(1, top - 1)));

  const parts: string[] = [];
  for (const itemId of [...new Set(considered.map((c) => c.itemId))]) {
    const mine = considered.filter((c) => c.itemId === itemId).map((c) => c.reading);
    const found = mine.filter((m) => m.status === 'found').length;
    const partly = mine.filter((m) => m.status === 'partial').length;
    // Said as it was counted: the points the criterion's descriptors name, or all the item's points.
    const question = questionOf(items, itemId);
    if (own.length && mine.length === 1) parts.push(`${question}, the marking point this criterion names: ${found ? 'made' : partly ? 'partly made' : 'not made'}`);
    else if (own.length) parts.push(`${question}, the ${mine.length} marking points this criterion names: ${found} made${partly ? `, ${partly} partly` : ''}`);
    else parts.push(`${question}: ${found} of ${mine.length} marking ${mine.length === 1 ? 'point' : 'points'} found${partly ? `, ${partly} partly` : ''}`);
  }
  if (keyed.length) {
    const right = keyed.filter((r) => r.marks === r.max).length;
    parts.push(`${right} of ${keyed.length} ${keyed.length === 1 ? 'answer' : 'answers'} right from the key`);
  }
  const name = rubric.levels[level]?.name ?? '';
  const why =
    share === 0
      ? `no evidence found, so ${name}`
      : level === top
        ? `every point made, with a reason given, so ${name}`
        : `${Math.round(share * 100)}% of what was asked shown, so ${name}`;
  const sentence = `${parts.join('; ')}: ${why}.`;
  return { criterionId: criterion.id, level, evidence, reason: sentence.replace(/^./, (c) => c.toUpperCase()) };
}

/**
 * The engine's reading of one student's work: each objective item marked from the key, each written item's marking
 * points looked for (the student's own words quoted), and a level proposed per rubric criterion with the evidence it
 * rests on. Every quote is a part of the text read for its item, exactly as written. Nothing here is a mark: the
 * key's marks count at once, the rest waits for the teacher.
 */
export function proposeMarks(assessment: MarkableAssessment, work: StudentWork): { items: ItemProposal[]; criteria: CriterionProposal[] } {
  const readings = proposeItems(assessment, work);
  return {
    items: readings.map(({ readings: _readings, ...proposal }) => proposal),
    criteria: assessment.rubric.criteria.map((c) => proposeCriterion(assessment, c, readings)),
  };
}

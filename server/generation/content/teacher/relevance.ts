import { keyTerms, termPattern } from '../../text.ts';
import type { OutcomeRef, SliceRef } from '../../types.ts';
import type { Cited, TeacherMaterial } from './material.ts';

/** What a lesson is about, for judging which of the teacher's slices it can use. */
export interface LessonFocus {
  title: string;
  description: string;
  outcomes: OutcomeRef[];
}

/** A slice with fewer distinct words than this (a page of sums, an answer key) cannot be judged on its own words. */
const JUDGEABLE_WORDS = 12;

const distinctWords = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).size;

/** The lesson's content words: those of its title, description and outcomes that say what it is about. */
function lessonWords(lesson: LessonFocus): string[] {
  const terms = keyTerms([lesson.description, ...lesson.outcomes.map((o) => o.statement)], lesson.title, 24);
  return [...new Set(terms.flatMap((t) => t.split(/\s+/)).filter((w) => w.length >= 4))];
}

const mentions = (text: string, words: string[]) => words.filter((w) => termPattern(w).test(text)).length;

export interface Relevance {
  /** Slices the lesson can use: they hold material and are on the lesson's topic. */
  relevant: Set<string>;
  /** The outcome (full code) each relevant slice's material is taught under. */
  outcomeOf: Map<string, string>;
}

/** Every piece of the material, whatever its kind. */
export const allPieces = (material: TeacherMaterial): Cited<unknown>[] => Object.values(material).flat();

/**
 * Which slices are relevant to the lesson and the outcome each serves. A slice is on the lesson's topic when it is
 * aligned to one of its outcomes or names one of its content words; a page of bare sums or an answer key borrows the
 * judgement of the on-topic pages of its upload. A relevant slice holds material: questions, an answer used by a
 * relevant question, a text, terms, examples or key points. Its outcome is the one it is aligned to best, else the one
 * whose words it shares most, else the lesson's first.
 */
export function judgeRelevance(slices: SliceRef[], lesson: LessonFocus, material: TeacherMaterial): Relevance {
  const words = lessonWords(lesson);
  const codes = lesson.outcomes.map((o) => o.code);
  const onTopic = new Set(slices.filter((s) => s.outcomeCodes.some((c) => codes.includes(c)) || mentions(`${s.title}\n${s.text}`, words) > 0).map((s) => s.id));
  const uploadOnTopic = new Set(slices.filter((s) => onTopic.has(s.id)).map((s) => s.uploadId));
  const judged = (s: SliceRef) => onTopic.has(s.id) || (distinctWords(s.text) < JUDGEABLE_WORDS && uploadOnTopic.has(s.uploadId));

  const pieces = allPieces(material);
  const standsOn = new Set(pieces.map((p) => p.sliceIds[0]!));
  const relevant = new Set(slices.filter((s) => standsOn.has(s.id) && judged(s)).map((s) => s.id));
  // An answer key's page is relevant through the questions it answers.
  for (const piece of pieces) if (relevant.has(piece.sliceIds[0]!)) piece.sliceIds.forEach((id) => relevant.add(id));

  // A question that names a text ("What does Source A tell us …?") brings the text's page with it.
  const broughtBy = new Map<string, string>();
  for (const question of [...material.practice, ...material.checks, ...material.retrieval].filter((q) => relevant.has(q.sliceIds[0]!))) {
    for (const text of material.texts.filter((t) => t.value.title.length >= 3 && termPattern(t.value.title).test(question.value.prompt))) {
      for (const id of text.sliceIds.filter((id) => !relevant.has(id))) {
        relevant.add(id);
        broughtBy.set(id, question.sliceIds[0]!);
      }
    }
  }

  const outcomeOf = new Map<string, string>();
  const firstOfUpload = new Map<string, string>();
  const wordsOf = lesson.outcomes.map((o) => ({ code: o.code, words: lessonWords({ title: '', description: '', outcomes: [o] }) }));
  for (const slice of slices.filter((s) => relevant.has(s.id))) {
    const aligned = slice.outcomeCodes.find((c) => codes.includes(c));
    const byWords = wordsOf.map((o) => ({ code: o.code, shared: mentions(slice.text, o.words) })).sort((a, b) => b.shared - a.shared)[0];
    const own = aligned ?? (byWords && byWords.shared > 0 && distinctWords(slice.text) >= JUDGEABLE_WORDS ? byWords.code : undefined);
    const code = own ?? firstOfUpload.get(slice.uploadId) ?? codes[0];
    if (code) outcomeOf.set(slice.id, code);
    if (own && !firstOfUpload.has(slice.uploadId)) firstOfUpload.set(slice.uploadId, own);
  }
  // A text a question brought in is taught with that question.
  for (const [id, by] of broughtBy) if (outcomeOf.has(by)) outcomeOf.set(id, outcomeOf.get(by)!);
  return { relevant, outcomeOf };
}

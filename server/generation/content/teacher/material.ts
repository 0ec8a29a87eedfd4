import type { CheckItem, Keyword, LessonText, SliceRef, WorkedExample } from '../../types.ts';
import { answerFromKey, chosenOption } from './answers.ts';
import { cueHeading, startsEntry } from './blocks.ts';
import { isSlide, pageOf, sourcesOf } from './citations.ts';
import { mendedLines, rawLines, withoutFurniture } from './lines.ts';
import { readSlice } from './read.ts';
import { sectionsOf } from './sections.ts';
import { textsOf } from './texts.ts';
import type { KeyEntry, Question, SliceReading } from './types.ts';
import { notInAnswerKey, SEE_ANSWER_KEY, uploadSource } from './wording.ts';

/** A piece of the teacher's material and the slices its words come from, the first being where it stands. */
export interface Cited<T> {
  value: T;
  sliceIds: string[];
}

export interface TeacherMaterial {
  practice: Cited<CheckItem>[];
  checks: Cited<CheckItem>[];
  retrieval: Cited<CheckItem>[];
  workedExamples: Cited<WorkedExample>[];
  texts: Cited<LessonText>[];
  keywords: Cited<Keyword>[];
  keyPoints: Cited<string>[];
}

interface Upload {
  slices: SliceRef[];
  readings: SliceReading[];
}

/** The upload's slices in page order (retrieval hands them over best match first), each read. */
function readUpload(slices: SliceRef[]): Upload {
  const ordered = slices.map((slice, rank) => ({ slice, rank })).sort((a, b) => (pageOf(a.slice) ?? a.rank) - (pageOf(b.slice) ?? b.rank) || a.rank - b.rank).map((s) => s.slice);
  const pages = withoutFurniture(
    ordered.map((s) => rawLines(s.text)),
    (line) => Boolean(cueHeading(line)),
  );
  const readings = ordered.map((slice, i) => readSlice(slice.id, sectionsOf(slice, mendedLines(pages[i]!, startsEntry))));
  return { slices: ordered, readings };
}

const words = (title: string) => new Set(title.toLowerCase().match(/\p{L}{4,}/gu) ?? []);

/**
 * The answer key a question set is marked from: the key in its own upload, else an upload that holds only a key and
 * shares a word of its title ("Angles worksheet" and "Angles worksheet answers").
 */
function keyFor(upload: Upload, uploads: Upload[]): KeyEntry[] {
  const own = upload.readings.flatMap((r) => r.keyEntries);
  if (own.length) return own;
  const title = words(upload.slices[0]!.uploadTitle);
  const keyOnly = uploads.find(
    (other) =>
      other !== upload &&
      other.readings.every((r) => !r.questions.length) &&
      other.readings.some((r) => r.keyEntries.length) &&
      [...words(other.slices[0]!.uploadTitle)].some((w) => title.has(w)),
  );
  return keyOnly ? keyOnly.readings.flatMap((r) => r.keyEntries) : [];
}

const labelOf = (q: Question) => `${q.number ?? ''}${q.part ?? ''}`;

/**
 * Each question with its answer: the "Answer:" beside it, else the key's entry for its number. A question with no
 * answer is never given one: the plan points to the teacher's key when the upload holds none, and says the key lacks
 * it when the key skips it. A multiple-choice answer is given as the option it names.
 */
function answered(questions: Question[], key: KeyEntry[]): { question: Question; item: CheckItem; sliceIds: string[] }[] {
  const fromKey = answerFromKey(questions, key);
  return questions.map((question) => {
    const entries = question.answer ? [] : (fromKey.get(question) ?? []);
    const written = question.answer ?? (entries.length ? entries.map((e) => (entries.length > 1 && e.part ? `(${e.part}) ${e.text}` : e.text)).join(' ') : undefined);
    const options = question.options;
    const answer = written === undefined ? (key.length ? notInAnswerKey(labelOf(question)) : SEE_ANSWER_KEY) : ((options && chosenOption(written, options)) ?? written);
    const item: CheckItem = { prompt: question.prompt, answer, ...(options ? { options } : {}) };
    return { question, item, sliceIds: [question.sliceId, ...entries.map((e) => e.sliceId).filter((id) => id !== question.sliceId)] };
  });
}

const unique = <T>(items: Cited<T>[], key: (value: T) => string) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item.value).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** Everything the slices hold that a lesson can teach from, each piece citing the slices it stands on. */
export function readTeacherMaterial(slices: SliceRef[]): TeacherMaterial {
  const groups = new Map<string, SliceRef[]>();
  for (const slice of slices) groups.set(slice.uploadId, [...(groups.get(slice.uploadId) ?? []), slice]);
  const uploads = [...groups.values()].map(readUpload);
  const material: TeacherMaterial = { practice: [], checks: [], retrieval: [], workedExamples: [], texts: [], keywords: [], keyPoints: [] };
  const sliceById = new Map(slices.map((s) => [s.id, s]));
  const cite = (sliceId: string) => uploadSource(sliceById.get(sliceId)!.citation);
  const inProse = new Set<Cited<Keyword>>();

  for (const upload of uploads) {
    const questions = upload.readings.flatMap((r) => r.questions);
    for (const { question, item, sliceIds } of answered(questions, keyFor(upload, uploads))) material[question.use].push({ value: item, sliceIds });
    for (const reading of upload.readings) {
      material.workedExamples.push(...reading.examples.map(({ sliceId, ...example }) => ({ value: example, sliceIds: [sliceId] })));
      material.keyPoints.push(...reading.keyPoints.map((p) => ({ value: p.text, sliceIds: [p.sliceId] })));
      for (const d of reading.definitions) {
        const keyword = { value: { term: d.term, definition: d.definition, source: { kind: 'teacher' as const, ref: cite(d.sliceId) } }, sliceIds: [d.sliceId] };
        material.keywords.push(keyword);
        if (d.inProse) inProse.add(keyword);
      }
    }
    const prose = upload.readings.flatMap((r) => r.prose);
    // A slide's bullets are the points the teacher makes.
    for (const piece of prose.filter((p) => isSlide(sliceById.get(p.sliceId)!) && p.lines.every((l) => l.startsWith('• ')))) {
      material.keyPoints.push(...piece.lines.map((line) => ({ value: line.slice(2), sliceIds: [piece.sliceId] })));
    }
    const texts = textsOf(upload.slices, prose);
    for (const text of texts) {
      const cited = text.sliceIds.map((id) => sliceById.get(id)!);
      material.texts.push({ value: { title: text.title, body: text.body, source: sourcesOf(cited).join('; ') }, sliceIds: text.sliceIds });
    }
  }
  return {
    ...material,
    practice: unique(material.practice, (q) => q.prompt),
    checks: unique(material.checks, (q) => q.prompt),
    retrieval: unique(material.retrieval, (q) => q.prompt),
    workedExamples: unique(material.workedExamples, (w) => w.problem),
    keywords: unique(
      [...material.keywords].sort((a, b) => Number(inProse.has(a)) - Number(inProse.has(b))),
      (k) => k.term,
    ),
    keyPoints: unique(material.keyPoints, (p) => p),
    texts: distinctTitles(material.texts, (id) => sliceById.get(id)!.citation),
  };
}

/** The plan shows each text once by its title, so two texts never share one: a repeated title gets its citation. */
function distinctTitles(texts: Cited<LessonText>[], citation: (sliceId: string) => string): Cited<LessonText>[] {
  const seen = new Set<string>();
  return texts.map((text) => {
    const title = seen.has(text.value.title.toLowerCase()) ? `${text.value.title} (${citation(text.sliceIds[0]!)})` : text.value.title;
    seen.add(title.toLowerCase());
    return title === text.value.title ? text : { ...text, value: { ...text.value, title } };
  });
}

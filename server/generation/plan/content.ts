import { CONTENT_SOURCES, emptyContent, type ContentContext, type ContentSource } from '../content/index.ts';
import type { CheckItem, Keyword, Misconception, OutcomeContent, OutcomeRef, WorkedExample } from '../types.ts';

/**
 * The lesson's teaching content, per outcome: what every content source has for it, merged most specific first.
 * An outcome no source knows has empty content, and the plan says what the teacher must supply for it.
 */
export interface LessonContent {
  of(outcome: OutcomeRef): OutcomeContent;
  /** What the content comes from, each named once. */
  sources: string[];
}

const empty = (outcomeCode: string): OutcomeContent => emptyContent(outcomeCode);

/** The fields of a source's content that are lists, merged by putting one source's items after another's. */
const LIST_FIELDS = ['keyPoints', 'priorKnowledge', 'misconceptions', 'keywords', 'workedExamples', 'practice', 'checks', 'retrieval', 'texts', 'activities', 'materials', 'safety'] as const;

function merge(outcomeCode: string, contents: OutcomeContent[]): OutcomeContent {
  const merged = empty(outcomeCode);
  merged.source = contents.map((c) => c.source).join('; ');
  const focus = contents.find((c) => c.focus)?.focus;
  if (focus) merged.focus = focus;
  const writes = contents.find((c) => c.writes)?.writes;
  if (writes) merged.writes = writes;
  if (contents.some((c) => c.procedure)) merged.procedure = true;
  for (const c of contents) for (const field of LIST_FIELDS) (merged[field] as unknown[]).push(...c[field]);
  return merged;
}

export function gatherContent(outcomes: OutcomeRef[], context: ContentContext, sources: readonly ContentSource[] = CONTENT_SOURCES): LessonContent {
  const byCode = new Map<string, OutcomeContent>();
  for (const outcome of outcomes) {
    const found = sources.map((source) => source(outcome, context)).filter((c): c is OutcomeContent => Boolean(c));
    byCode.set(outcome.code, merge(outcome.code, found));
  }
  const names = [...byCode.values()].flatMap((c) => (c.source ? c.source.split('; ') : []));
  return { of: (outcome) => byCode.get(outcome.code) ?? empty(outcome.code), sources: [...new Set(names)] };
}

/** Items of each outcome in turn (a1, b1, a2, b2 …), so a shared task names every outcome. */
export function interleave<T>(lists: T[][]): T[] {
  const out: T[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i += 1) for (const list of lists) if (i < list.length) out.push(list[i]!);
  return out;
}

export const withCode = (item: CheckItem, code: string): CheckItem => (item.outcomeCode ? item : { ...item, outcomeCode: code });

const byText = <T>(key: (item: T) => string) => (items: T[]) => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item).trim().toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};
export const uniqueChecks = byText<CheckItem>((c) => c.prompt);
export const uniqueMisconceptions = byText<Misconception>((m) => m.misconception);
/** One keyword per term, whatever its number: "equivalent fraction" and "equivalent fractions" are one term. */
const singularTerm = (term: string) => term.split(/\s+/).map((w) => (w.length > 3 && /[^s]s$/.test(w) ? w.slice(0, -1) : w)).join(' ');
/** The names a term goes by: "pi (π)" is also "pi" and "π". */
const namesOf = (term: string) => {
  const lower = term.toLowerCase().trim();
  const alias = /^(.+?)\s*\((.+)\)$/.exec(lower);
  return (alias ? [lower, alias[1]!, alias[2]!] : [lower]).map(singularTerm);
};
export const uniqueKeywords = (items: Keyword[]): Keyword[] => {
  const seen = new Set<string>();
  return items.filter((k) => {
    const names = namesOf(k.term);
    if (names.some((name) => seen.has(name))) return false;
    names.forEach((name) => seen.add(name));
    return true;
  });
};
export const uniqueExamples = byText<WorkedExample>((w) => w.problem);
export const uniqueStrings = byText<string>((s) => s);

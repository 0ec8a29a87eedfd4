import { cueHeading } from './blocks.ts';
import { isHeaderRow } from './definitions.ts';
import type { KeyEntry, Question } from './types.ts';

/**
 * Answer keys as worksheets print them: one answer a line ("1. 24"), several along a line ("1. 3/4 2. 1/2 3. 7/8"),
 * letters after numbers ("1 B 2 D 3 A"), parts ("3 (a) 24 cm² (b) 20 cm", "4b) 12"), rows of a table ("1 | 24"),
 * sets named before their answers ("Do now: 1. 56 2. 100"), and lines that carry the answer above them on (a mark
 * scheme's second line).
 */

type Entry = Omit<KeyEntry, 'sliceId'>;

/** A set's name as headings and answer keys write it: "Do now" and "do now:" are one set. */
export const setName = (heading: string) => heading.toLowerCase().replace(/[:.\s]+$/, '').trim();

/** A number (with its part) that labels an answer: "3.", "3)", "Q3", "3a)", "3 (a)". */
const LABEL = /(?:^|\s)(q(?:uestion)?\s*)?(\d{1,2})(?:\s*\(([a-h])\)|([a-h]))?(\s*[.):](?=\s|$)|(?=\s))/gi;
/** A line that opens with a marked label ("1.", "Q1", "2b)", "1 (a)") lists answers by marked labels only. */
const MARKED_START = /^(?:q(?:uestion)?\s*\d{1,2}|\d{1,2}\s*\([a-h]\)|\d{1,2}[a-h]?\s*[.):](?=\s|$))/i;
const BARE_START = /^\d{1,2}[a-h]?\s+\S/;
const PART_LABEL = /(?:^|\s)\(?([a-h])\)\s+/g;

interface Label {
  index: number;
  end: number;
  number: number;
  part?: string;
}

function labelsOf(line: string, marked: boolean): Label[] {
  const labels: Label[] = [];
  for (const m of line.matchAll(LABEL)) {
    const part = (m[3] ?? m[4])?.toLowerCase();
    if (marked && !(m[1] || m[3] || m[5]!.trim())) continue;
    labels.push({ index: m.index, end: m.index + m[0].length, number: Number(m[2]), ...(part ? { part } : {}) });
  }
  return labels;
}

/** Whether a label continues the list: a later question, or the next part of the same one. */
function follows(previous: Label | undefined, label: Label, bare: boolean): boolean {
  if (!previous) return true;
  if (label.number === previous.number) return Boolean(label.part && previous.part && label.part > previous.part);
  // Bare numbers are also answers ("1 24 2 5"), so only the very next number labels one.
  return bare ? label.number === previous.number + 1 : label.number > previous.number;
}

function entriesOfLine(line: string, set: string): Entry[] | undefined {
  const marked = MARKED_START.test(line);
  if (!marked && !BARE_START.test(line)) return undefined;
  const accepted: Label[] = [];
  for (const label of labelsOf(line, marked)) {
    const previous = accepted[accepted.length - 1];
    // A label needs an answer before it: in "1 2 2 5" the first "2" is the answer to question 1.
    if (previous && !line.slice(previous.end, label.index).trim()) continue;
    if (follows(previous, label, !marked)) accepted.push(label);
  }
  if (!accepted.length || accepted[0]!.index > 0) return undefined;
  return accepted.map((label, i) => ({
    set,
    number: label.number,
    ...(label.part ? { part: label.part } : {}),
    text: tidyAnswer(line.slice(label.end, accepted[i + 1]?.index ?? line.length)),
  }));
}

const tidyAnswer = (text: string) => text.trim().replace(/^[-–—:]\s*/, '').replace(/[,;]$/, '').trim();
const nextLetter = (letter: string, by = 1) => String.fromCharCode(letter.charCodeAt(0) + by);

/** "(a) 24 cm² (b) 20 cm" as its parts, when the letters run on in order (from (a), or from the entry's own part). */
function partsOf(entry: Entry): Entry[] {
  const first = entry.part ? nextLetter(entry.part) : 'a';
  const found = [...entry.text.matchAll(PART_LABEL)];
  const inOrder = found.filter((m, i) => m[1] === nextLetter(first, i));
  if (!inOrder.length || inOrder.length !== found.length || (!entry.part && inOrder.length < 2)) return [entry];
  const lead = entry.text.slice(0, inOrder[0]!.index).trim();
  if (!entry.part && lead) return [entry];
  const parts = inOrder.map((m, i) => ({ ...entry, part: m[1]!, text: tidyAnswer(entry.text.slice(m.index + m[0].length, inOrder[i + 1]?.index ?? entry.text.length)) }));
  return entry.part ? [{ ...entry, text: tidyAnswer(lead) }, ...parts] : parts;
}

/** A table row "3 | 24" or "3b | 20 cm". */
function rowEntry(line: string, set: string): Entry | undefined {
  const row = /^(?:q\s*)?(\d{1,2})\s*\(?([a-h])?\)?\s*\|\s*(.+)$/i.exec(line);
  return row ? { set, number: Number(row[1]), ...(row[2] ? { part: row[2].toLowerCase() } : {}), text: tidyAnswer(row[3]!.replace(/\s*\|\s*/g, '; ')) } : undefined;
}

/** "Do now: 1. 56 2. 100" names its set before its answers. */
const SET_PREFIX = /^([^\d|:]{1,30}):\s*(?=(?:q\s*)?\d)/i;

/**
 * Every entry of an answer key, in order, with the set it answers. A line naming a set alone ("Practice") starts that
 * set; a line with no label of its own goes on with the answer above it.
 */
export function keyEntries(lines: string[]): Entry[] {
  const entries: Entry[] = [];
  let set = '';
  for (const whole of lines) {
    if (isHeaderRow(whole)) continue;
    // Only a set's name is a prefix: "Any two from: 1 mark each" goes on with the answer above it.
    const named = SET_PREFIX.exec(whole);
    const prefix = named && cueHeading(named[1]!.trim()) ? named : null;
    const heading = prefix ? undefined : cueHeading(whole);
    if (heading && !heading.inline) {
      set = setName(heading.text);
      continue;
    }
    if (prefix) set = setName(prefix[1]!);
    const line = prefix ? whole.slice(prefix[0].length) : heading ? heading.inline : whole;
    if (heading) set = setName(heading.text);
    const row = rowEntry(line, set);
    const found = row ? [row] : entriesOfLine(line, set);
    if (found) entries.push(...found.flatMap(partsOf));
    else if (entries.length) entries[entries.length - 1]!.text = `${entries[entries.length - 1]!.text} ${line.trim()}`.trim();
  }
  return entries.filter((e) => e.text);
}

/** The option an answer names: "B", "(b)", "B – Carbon dioxide", or the option's own words. */
export function chosenOption(answer: string, options: string[]): string | undefined {
  const letter = /^\(?([A-Ea-e])\)?(?:[.)]|\s|$)/.exec(answer.trim());
  if (letter) {
    const option = options[letter[1]!.toUpperCase().charCodeAt(0) - 65];
    if (option) return option;
  }
  return options.find((o) => o.toLowerCase() === answer.trim().toLowerCase().replace(/\.$/, ''));
}

/**
 * Each question's answer from the key. A key that names its sets answers each set's questions by number and part;
 * otherwise, when a number comes round again (a second set that starts at 1), its second occurrence takes the key's
 * second entry for that number. A question with parts takes its number's whole answer when the key does not split
 * it; a question without parts takes all of its number's parts.
 */
export function answerFromKey(questions: Question[], key: KeyEntry[]): Map<Question, KeyEntry[]> {
  const questionSets = new Set(questions.map((q) => q.set).filter(Boolean));
  const keySets = new Set(key.map((e) => e.set).filter((s) => questionSets.has(s)));
  const slot = (set: string, label: string) => `${keySets.has(set) ? set : ''}|${label}`;
  const bySlot = new Map<string, KeyEntry[]>();
  for (const entry of key) {
    const at = slot(entry.set, `${entry.number}${entry.part ?? ''}`);
    bySlot.set(at, [...(bySlot.get(at) ?? []), entry]);
  }
  const seen = new Map<string, number>();
  const occurrence = (at: string) => {
    const n = seen.get(at) ?? 0;
    seen.set(at, n + 1);
    return n;
  };
  const found = new Map<Question, KeyEntry[]>();
  for (const question of questions) {
    if (question.number === undefined) continue;
    const at = slot(question.set, `${question.number}${question.part ?? ''}`);
    const n = occurrence(at);
    const exact = bySlot.get(at)?.[n];
    const whole = question.part ? bySlot.get(slot(question.set, String(question.number)))?.[n] : undefined;
    const parts = !question.part ? key.filter((e) => slot(e.set, '') === slot(question.set, '') && e.number === question.number && e.part) : [];
    if (exact) found.set(question, [exact]);
    else if (whole) found.set(question, [whole]);
    else if (parts.length) found.set(question, parts);
  }
  return found;
}

import type { SliceRef } from '../../types.ts';
import { isSpoken } from './citations.ts';
import type { Prose } from './types.ts';

/** A passage students read: the teacher's words laid out as paragraphs (or verse lines), and the slices they fill. */
export interface Passage {
  title: string;
  body: string;
  sliceIds: string[];
}

const wordCount = (lines: string[]) => lines.join(' ').split(/\s+/).filter(Boolean).length;
const sentenceCount = (lines: string[]) => (lines.join(' ').match(/[.!?](?=\s|$)/g) ?? []).length;

/** Short lines kept as lines, most of them not ending a sentence: a poem or a song. */
const isVerse = (lines: string[]) => lines.length >= 4 && lines.filter((l) => l.length <= 60).length >= 0.75 * lines.length && wordCount(lines) >= 16;

/** Connected prose this long is a passage to read; an instruction to students is shorter. */
const PARAGRAPH_WORDS = 30;

/**
 * Prose a lesson can read: a source, extract or reading by its heading, a poem, or at least a paragraph of connected
 * sentences. An instruction ("Answer the questions.") or a list of bullets is not a text.
 */
function isPassage(prose: Prose): boolean {
  const bullets = prose.lines.filter((l) => l.startsWith('• ')).length;
  if (bullets * 2 > prose.lines.length && !prose.namedText) return false;
  if (isVerse(prose.lines)) return true;
  if (prose.namedText) return wordCount(prose.lines) >= 15;
  return wordCount(prose.lines) >= PARAGRAPH_WORDS && sentenceCount(prose.lines) >= 2;
}

/** The passage's body: verse keeps its lines; prose, a line per paragraph, sets its paragraphs apart. */
export const passageBody = (lines: string[]) => lines.join(isVerse(lines) ? '\n' : '\n\n');

/**
 * The upload's passages, in page order. Prose that ends one page and prose that opens the next with no heading is
 * one passage running on. Spoken words from a recording are not a text to read.
 */
export function textsOf(slices: SliceRef[], prose: Prose[]): Passage[] {
  const order = new Map(slices.map((s, i) => [s.id, i]));
  const bySlice = new Map(slices.map((s) => [s.id, s]));
  const merged: (Prose & { sliceIds: string[] })[] = [];
  for (const piece of prose) {
    const previous = merged[merged.length - 1];
    const runsOn = previous?.closesSlice && piece.opensSlice && order.get(piece.sliceId) === order.get(previous.sliceIds[previous.sliceIds.length - 1]!)! + 1;
    if (previous && runsOn) {
      // A sentence the page break cut in two is one paragraph again.
      const last = previous.lines.length - 1;
      const [first = '', ...rest] = piece.lines;
      if (/[.!?"”’)]$/.test(previous.lines[last]!)) previous.lines.push(...piece.lines);
      else {
        previous.lines[last] = `${previous.lines[last]} ${first}`;
        previous.lines.push(...rest);
      }
      previous.sliceIds.push(piece.sliceId);
      previous.closesSlice = piece.closesSlice;
    } else merged.push({ ...piece, lines: [...piece.lines], sliceIds: [piece.sliceId] });
  }
  return merged
    .filter((p) => !isSpoken(bySlice.get(p.sliceId)!) && isPassage(p))
    // A passage under no heading of its own is called by its upload's title.
    .map((p) => ({ title: p.title || bySlice.get(p.sliceId)!.uploadTitle, body: passageBody(p.lines), sliceIds: p.sliceIds }));
}

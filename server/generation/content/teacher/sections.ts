import type { SliceRef } from '../../types.ts';
import { blocksOf, cueHeading, type Block } from './blocks.ts';
import type { SectionRole } from './cues.ts';

/** A heading of the teacher's file and the blocks under it, up to the next heading. */
export interface Section {
  heading: string;
  role: SectionRole;
  blocks: Block[];
  /** Whether the section opens its slice with no heading of its own: it may go on from the page before. */
  opensSlice: boolean;
  /** Whether its heading had words after a colon ("Remember: …"): a section of that one line. */
  inline: boolean;
}

/** "Fractions › Adding fractions (part 2)" is the section "Adding fractions"; "Page 3" names no section. */
export function sliceHeading(slice: Pick<SliceRef, 'title' | 'uploadTitle'>): string {
  const title = (slice.title.split(' › ').pop() ?? '').replace(/\s*\(part \d+\)$/, '').trim();
  return /^(?:page|slide)\s+\S+$/i.test(title) || title === slice.uploadTitle ? '' : title;
}

/**
 * The slice's lines as sections. A document's section slice carries its heading as its title rather than in its
 * text, so the title heads the first section. A page's title is its own first line (or its running head), which the
 * lines themselves show or leave out, so it heads nothing. What follows a heading's colon ("Answers: 1 B 2 D",
 * "Remember: …") is the section's first line.
 */
export function sectionsOf(slice: Pick<SliceRef, 'title' | 'uploadTitle' | 'text'>, lines: string[]): Section[] {
  const blocks = blocksOf(lines);
  const title = slice.text.includes(slice.title.trim()) ? '' : sliceHeading(slice);
  const titleCue = title ? cueHeading(title) : undefined;
  // A long document section is cut into slices "… (part 2)"; each part goes on from the one before.
  const continues = !title || /\(part \d+\)$/.test(slice.title);
  const sections: Section[] = [{ heading: title, role: titleCue?.role ?? 'other', blocks: [], opensSlice: continues, inline: false }];
  for (const block of blocks) {
    const current = sections[sections.length - 1]!;
    // An answer key runs to the end of its page; the headings inside it ("Do now", "Practice") name its sets.
    if (block.kind === 'heading' && current.role === 'answers') {
      current.blocks.push({ kind: 'line', text: block.inline ? `${block.text}: ${block.inline}` : block.text });
      continue;
    }
    if (block.kind === 'heading') {
      sections.push({ heading: block.text, role: block.role, blocks: block.inline ? [{ kind: 'line', text: block.inline }] : [], opensSlice: false, inline: Boolean(block.inline) });
      continue;
    }
    current.blocks.push(block);
  }
  return sections.filter((s) => s.blocks.length);
}

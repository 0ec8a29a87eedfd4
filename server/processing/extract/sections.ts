import { EXTRACTION_MESSAGES } from './messages.ts';
import type { ExtractedImage, ExtractResult, SliceDraft } from './types.ts';

/** A heading and the paragraphs under it, one paragraph (or list item, or table row) per entry. */
export interface Section {
  /** The heading's text; '' for what comes before the first heading. */
  heading: string;
  paragraphs: string[];
}

/**
 * A slice long enough for a lesson phase to use but short enough to read as one piece: longer sections are cut
 * between paragraphs into parts of about this many characters.
 */
export const SECTION_CHARACTERS = 4000;
const HEADING_CHARACTERS = 80;

/** A short line that does not end like a sentence: a title, not the start of a paragraph. */
export function headingLike(line: string): boolean {
  return line.length > 0 && line.length <= HEADING_CHARACTERS && !/[.,;:!?]$/.test(line);
}

function parts(paragraphs: string[]): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const paragraph of paragraphs) {
    if (current && current.length + paragraph.length + 1 > SECTION_CHARACTERS) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current}\n${paragraph}` : paragraph;
  }
  if (current) chunks.push(current);
  return chunks;
}

/**
 * Headings with nothing under them ("Unit 3" straight above "Adding fractions") lead the next heading's title
 * ("Unit 3 › Adding fractions"); at the very end they are kept as text, so no words are lost.
 */
function foldEmptyHeadings(sections: Section[]): Section[] {
  const folded: Section[] = [];
  let waiting: string[] = [];
  for (const section of sections) {
    if (!section.paragraphs.length) {
      if (section.heading) waiting.push(section.heading);
      continue;
    }
    folded.push(waiting.length ? { heading: [...waiting, section.heading].filter(Boolean).join(' › '), paragraphs: section.paragraphs } : section);
    waiting = [];
  }
  if (waiting.length && folded.length) folded[folded.length - 1]!.paragraphs.push(...waiting);
  else if (waiting.length) folded.push({ heading: '', paragraphs: waiting });
  return folded;
}

/**
 * One `section` slice per heading, long ones in parts titled "… (part 2)". Text before the first heading is titled
 * `untitled`.
 */
export function sectionSlices(sections: Section[], untitled: string): SliceDraft[] {
  const slices: SliceDraft[] = [];
  for (const section of foldEmptyHeadings(sections)) {
    const title = section.heading || untitled;
    const chunks = parts(section.paragraphs.filter(Boolean));
    chunks.forEach((text, index) => {
      slices.push({
        page: null,
        pageIndexOffset: null,
        contentType: 'section',
        title: index === 0 ? title : `${title} (part ${index + 1})`,
        text,
        image: null,
        start: null,
        end: null,
        speakerName: null,
      });
    });
  }
  return slices;
}

/** What a document extractor returns: its slices, and a note for the teacher when none held any text. */
export function documentResult(slices: SliceDraft[], thumbnail: ExtractedImage | null = null): ExtractResult {
  return { slices, durationSeconds: null, thumbnail, notice: slices.length ? '' : EXTRACTION_MESSAGES.nothingReadable };
}

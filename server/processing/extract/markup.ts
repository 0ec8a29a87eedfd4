import { readFile } from 'node:fs/promises';
import { marked } from 'marked';
import { htmlSections } from './html-sections.ts';
import { documentResult, sectionSlices, headingLike, type Section } from './sections.ts';
import { readableLine } from './readable-text.ts';
import { EXTRACTION_MESSAGES } from './messages.ts';
import { ExtractionError, type Extractor, type ExtractInput } from './types.ts';
import { nameWithoutExtension } from '../../domain/uploads/file-types.ts';

/** The file as UTF-8 text (a byte-order mark dropped); anything else is a file the teacher must save again. */
async function readUtf8(input: ExtractInput): Promise<string> {
  const bytes = await readFile(input.filePath);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ExtractionError(EXTRACTION_MESSAGES.textNotUtf8, { permanent: true });
  }
}


/** HTML: sections by headings; the page's <title> names what comes before the first heading. */
export const extractHtml: Extractor = async (input, progress) => {
  const document = htmlSections(await readUtf8(input));
  progress(100);
  return documentResult(sectionSlices(document.sections, document.title || nameWithoutExtension(input.fileName)));
};

/** Markdown: rendered as GitHub does, then read like HTML, so emphasis marks, link targets and fences do not show. */
export const extractMarkdown: Extractor = async (input, progress) => {
  const html = marked.parse(await readUtf8(input), { async: false, gfm: true });
  const document = htmlSections(html);
  progress(100);
  return documentResult(sectionSlices(document.sections, nameWithoutExtension(input.fileName)));
};

/** A list item standing alone is not a heading. */
const LIST_START = /^(?:[•*+-]\s|\d{1,3}[.)]\s)/;

/**
 * Plain text: paragraphs as the blank lines separate them, a paragraph that is one short line without a full stop
 * taken as a heading. Line breaks inside a paragraph are kept, since a list, a poem or an address needs them.
 */
export function plainTextSections(text: string): Section[] {
  const sections: Section[] = [{ heading: '', paragraphs: [] }];
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block.split('\n').map(readableLine).filter(Boolean);
    if (!lines.length) continue;
    if (lines.length === 1 && headingLike(lines[0]!) && !LIST_START.test(lines[0]!)) {
      sections.push({ heading: lines[0]!, paragraphs: [] });
    } else {
      sections[sections.length - 1]!.paragraphs.push(...lines);
    }
  }
  return sections;
}

export const extractPlainText: Extractor = async (input, progress) => {
  const sections = plainTextSections(await readUtf8(input));
  progress(100);
  return documentResult(sectionSlices(sections, nameWithoutExtension(input.fileName)));
};

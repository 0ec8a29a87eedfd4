import { Parser } from 'htmlparser2';
import { readableLine } from './readable-text.ts';
import type { Section } from './sections.ts';

const HEADING = /^h[1-6]$/;
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'caption', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'header', 'hr', 'li', 'main', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul', 'br',
]);
/** Elements whose content is code, styling, navigation or a form control, not something to read. */
const UNREAD = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'nav', 'iframe', 'object', 'select', 'button', 'head']);

/** The links mammoth adds from a footnote back to where it is cited ("↑"). */
const BACK_LINK = /^#(?:foot|end)note-ref-/;

export interface HtmlDocument {
  /** The page's <title>, '' when it has none. */
  title: string;
  sections: Section[];
}

/**
 * Reads HTML (a web page, or what mammoth and marked make of a Word document or Markdown) as sections by headings:
 * each paragraph and list item one entry, a table row as its cells joined by " | ", whitespace as a browser shows it.
 * With `pictures`, a picture's alt text stands where the picture is ("[Picture: a pie cut into quarters]"): in a
 * teacher's own document it says what the picture shows; a web page's logos and icons are better left out.
 */
export function htmlSections(html: string, { pictures = false } = {}): HtmlDocument {
  const sections: Section[] = [{ heading: '', paragraphs: [] }];
  let title = '';
  let inline = '';
  /** A list item's bullet or number, put before the item's first text. */
  let marker = '';
  let heading: string | null = null;
  let row: string[] | null = null;
  let cell: string | null = null;
  let unread = 0;
  let inTitle = false;
  let inBackLink = false;
  let preformatted = 0;
  const lists: { ordered: boolean; count: number }[] = [];

  const paragraphs = () => sections[sections.length - 1]!.paragraphs;
  const endParagraph = () => {
    const text = readableLine(inline);
    if (text) {
      paragraphs().push(marker + text);
      marker = '';
    }
    inline = '';
  };
  const write = (text: string) => {
    if (cell !== null) cell += text;
    else if (heading !== null) heading += text;
    else inline += text;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title') inTitle = true;
        if (name === 'a' && BACK_LINK.test(attributes.href ?? '')) inBackLink = true;
        if (UNREAD.has(name) || (name === 'a' && inBackLink)) unread += 1;
        if (unread) return;
        if (name === 'img' && pictures && attributes.alt?.trim()) write(` [Picture: ${attributes.alt.trim()}] `);
        if (name === 'pre') preformatted += 1;
        if (cell !== null) {
          if (BLOCKS.has(name) || HEADING.test(name)) cell += ' ';
          return;
        }
        if (name === 'tr') {
          endParagraph();
          row = [];
        } else if ((name === 'td' || name === 'th') && row) {
          cell = '';
        } else if (HEADING.test(name)) {
          endParagraph();
          heading = '';
        } else if (BLOCKS.has(name)) {
          endParagraph();
          if (name === 'ul' || name === 'ol') lists.push({ ordered: name === 'ol', count: Number(attributes.start ?? 1) - 1 });
          if (name === 'li') {
            const list = lists[lists.length - 1];
            if (list?.ordered) list.count += 1;
            marker = list?.ordered ? `${list.count}. ` : '• ';
          }
        }
      },
      ontext(data) {
        if (inTitle) title += data;
        if (unread) return;
        write(preformatted ? data.replace(/\n/g, '\u2028') : data.replace(/\s+/g, ' '));
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        const endsBackLink = name === 'a' && inBackLink;
        if (endsBackLink) inBackLink = false;
        if (UNREAD.has(name) || endsBackLink) {
          unread = Math.max(0, unread - 1);
          return;
        }
        if (unread) return;
        if (name === 'pre') preformatted = Math.max(0, preformatted - 1);
        if ((name === 'td' || name === 'th') && cell !== null && row) {
          row.push(readableLine(cell));
          cell = null;
        } else if (name === 'tr' && row) {
          const cells = row;
          row = null;
          if (cells.some(Boolean)) paragraphs().push(cells.join(' | '));
        } else if (cell !== null) {
          if (BLOCKS.has(name) || HEADING.test(name)) cell += ' ';
        } else if (HEADING.test(name) && heading !== null) {
          const text = readableLine(heading);
          heading = null;
          if (text) sections.push({ heading: text, paragraphs: [] });
        } else if (BLOCKS.has(name)) {
          if (name === 'pre') {
            for (const line of inline.split('\u2028')) if (readableLine(line)) paragraphs().push(readableLine(line));
            inline = '';
          }
          endParagraph();
          if (name === 'ul' || name === 'ol') lists.pop();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  endParagraph();
  return { title: readableLine(title), sections };
}

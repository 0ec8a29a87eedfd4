import { readFile } from 'node:fs/promises';
import JSZip from 'jszip';
import { attributeOf, childrenNamed, childrenOf, find, readPart, relationshipsOf, tagOf, type XmlNode } from './ooxml.ts';
import { checkOfficePackage, refuseLockedOfficeFile } from './office-package.ts';
import { documentResult, headingLike } from './sections.ts';
import { readableLine } from './readable-text.ts';
import { checkPictureSize, makeThumbnail } from './picture.ts';
import { EXTRACTION_MESSAGES } from './messages.ts';
import { ExtractionError, type ExtractedImage, type Extractor, type SliceDraft } from './types.ts';

const POWERPOINT = { password: EXTRACTION_MESSAGES.powerPointPassword, damaged: EXTRACTION_MESSAGES.powerPointDamaged };
const TITLE_PLACEHOLDERS = new Set(['title', 'ctrTitle']);
/** Placeholders PowerPoint fills in itself (slide number, date, footer, the notes page's slide picture). */
const FURNITURE_PLACEHOLDERS = new Set(['sldNum', 'dt', 'ftr', 'hdr', 'sldImg']);

interface ShapeText {
  placeholder: string | undefined;
  lines: string[];
}

/** A paragraph's text: its runs and fields in order, a line break inside it kept as one. */
function paragraphLines(paragraph: XmlNode): string[] {
  let text = '';
  for (const child of childrenOf(paragraph)) {
    const tag = tagOf(child);
    if (tag === 'a:br') text += '\n';
    else if (tag === 'a:r' || tag === 'a:fld') {
      for (const t of childrenNamed(child, 'a:t')) text += childrenOf(t).map((node) => String(node['#text'] ?? '')).join('');
    }
  }
  return text.split('\n').map(readableLine).filter(Boolean);
}

function bodyLines(body: XmlNode | undefined): string[] {
  return childrenNamed(body, 'a:p').flatMap(paragraphLines);
}

/** A table's rows, each its cells' text joined by " | ". */
function tableLines(table: XmlNode): string[] {
  return childrenNamed(table, 'a:tr')
    .map((row) => childrenNamed(row, 'a:tc').map((cell) => bodyLines(find(childrenOf(cell), 'a:txBody')).join(' ')))
    .filter((cells) => cells.some(Boolean))
    .map((cells) => cells.join(' | '));
}

/** Every shape's text in the order the slide lists them, groups opened, tables read row by row, pictures by alt text. */
function shapesOf(tree: XmlNode[]): ShapeText[] {
  const shapes: ShapeText[] = [];
  for (const node of tree) {
    const tag = tagOf(node);
    if (tag === 'p:sp') {
      const placeholder = find(childrenOf(node), 'p:ph');
      shapes.push({ placeholder: placeholder ? (attributeOf(placeholder, 'type') ?? 'body') : undefined, lines: bodyLines(find(childrenOf(node), 'p:txBody')) });
    } else if (tag === 'p:grpSp') {
      shapes.push(...shapesOf(childrenOf(node)));
    } else if (tag === 'p:graphicFrame') {
      const table = find(childrenOf(node), 'a:tbl');
      if (table) shapes.push({ placeholder: undefined, lines: tableLines(table) });
    } else if (tag === 'p:pic') {
      // As in Word documents, a picture reads as its alt text, which says what it shows.
      const description = attributeOf(find(childrenOf(node), 'p:cNvPr') ?? {}, 'descr')?.trim();
      if (description) shapes.push({ placeholder: undefined, lines: [`[Picture: ${readableLine(description)}]`] });
    } else if (tag === 'mc:AlternateContent') {
      // The same content twice, for newer and older readers: read the newer only.
      shapes.push(...shapesOf(childrenOf(childrenNamed(node, 'mc:Choice')[0] ?? {})));
    }
  }
  return shapes;
}

async function shapesOfPart(zip: JSZip, partName: string): Promise<ShapeText[]> {
  const root = await readPart(zip, partName);
  const tree = root && find(root, 'p:spTree');
  return tree ? shapesOf(childrenOf(tree)) : [];
}

async function slideSlice(zip: JSZip, slidePart: string, number: number): Promise<SliceDraft | null> {
  const shapes = (await shapesOfPart(zip, slidePart)).filter((shape) => !FURNITURE_PLACEHOLDERS.has(shape.placeholder ?? ''));
  const notesPart = [...(await relationshipsOf(zip, slidePart)).values()].find((r) => r.type === 'notesSlide')?.target;
  const notes = notesPart ? (await shapesOfPart(zip, notesPart)).filter((shape) => shape.placeholder === 'body').flatMap((shape) => shape.lines) : [];
  const titleLines = shapes.filter((shape) => TITLE_PLACEHOLDERS.has(shape.placeholder ?? '')).flatMap((shape) => shape.lines);
  const body = shapes.filter((shape) => !TITLE_PLACEHOLDERS.has(shape.placeholder ?? '')).flatMap((shape) => shape.lines);
  if (!titleLines.length && !body.length && !notes.length) return null;
  const fallbackTitle = body[0] && headingLike(body[0]) ? body[0] : `Slide ${number}`;
  const text = [...body, ...(notes.length ? ['Speaker notes:', ...notes] : [])];
  return {
    page: number,
    pageIndexOffset: null,
    contentType: 'slide',
    title: titleLines.join(' ') || fallbackTitle,
    text: text.length ? text.join('\n') : titleLines.join('\n'),
    image: null,
    start: null,
    end: null,
    speakerName: null,
  };
}

/**
 * The picture PowerPoint saves of the first slide, when the file has one, scaled to the card's thumbnail: the file
 * decides how large it is, so its header is checked before it is decoded. One that is damaged or too large is left out.
 */
async function savedThumbnail(zip: JSZip): Promise<ExtractedImage | null> {
  const file = zip.file('docProps/thumbnail.jpeg');
  if (!file) return null;
  const bytes = await file.async('nodebuffer');
  return checkPictureSize(bytes)
    .then(() => makeThumbnail(bytes))
    .catch(() => null);
}

async function slidePartsInOrder(zip: JSZip): Promise<string[]> {
  const presentation = await readPart(zip, 'ppt/presentation.xml');
  if (!presentation) throw new ExtractionError(EXTRACTION_MESSAGES.powerPointDamaged, { permanent: true });
  const relationships = await relationshipsOf(zip, 'ppt/presentation.xml');
  return childrenNamed(find(presentation, 'p:sldIdLst'), 'p:sldId')
    .map((slide) => relationships.get(attributeOf(slide, 'r:id') ?? ''))
    .filter((relationship) => relationship?.type === 'slide')
    .map((relationship) => relationship!.target);
}

/** A PowerPoint presentation: one slice per slide in show order, with its title, its text and its speaker notes. */
export const extractPptx: Extractor = async (input, progress) => {
  await refuseLockedOfficeFile(input.filePath, POWERPOINT);
  await checkOfficePackage(input.filePath, 'PowerPoint presentation');
  const bytes = await readFile(input.filePath);
  try {
    const zip = await JSZip.loadAsync(bytes);
    const parts = await slidePartsInOrder(zip);
    const { limits } = input;
    if (limits && parts.length > limits.pages) {
      throw new ExtractionError(EXTRACTION_MESSAGES.tooManyPages(parts.length, 'slides', limits.plan, limits.pages), { permanent: true });
    }
    const slices: SliceDraft[] = [];
    for (const [index, part] of parts.entries()) {
      const slice = await slideSlice(zip, part, index + 1);
      if (slice) slices.push(slice);
      progress(Math.floor(((index + 1) / parts.length) * 100));
    }
    return documentResult(slices, await savedThumbnail(zip));
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    // The package would not unzip, or one of its parts is not well-formed XML.
    throw new ExtractionError(EXTRACTION_MESSAGES.powerPointDamaged, { permanent: true });
  }
};

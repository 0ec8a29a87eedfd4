import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { PDFDocument as PdfLibDocument, PDFName, StandardFonts } from 'pdf-lib';
import { AlignmentType, Document, FootnoteReferenceRun, HeadingLevel, ImageRun, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { createCanvas } from '@napi-rs/canvas';
import PptxGenJS from 'pptxgenjs';
import JSZip from 'jszip';
import officeCrypto from 'officecrypto-tool';
import { BlobWriter, TextReader, ZipWriter } from '@zip.js/zip.js';
import { extractFile } from '../../../server/processing/extract/index.ts';
import type { Extractor, ExtractResult } from '../../../server/processing/extract/types.ts';

/**
 * Real documents for the extractors, each written by the program or library people make them with: pdfkit and
 * pdf-lib for PDFs, docx for Word, pptxgenjs for PowerPoint, JSZip and zip.js for archives, officecrypto-tool for
 * Office's password encryption.
 */

/** A PDF drawn page by page with pdfkit (Helvetica, US Letter); `draw` gets the document at each new page. */
export async function pdfWith(pages: ((doc: PDFKit.PDFDocument) => void)[], options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (const draw of pages) {
    doc.addPage();
    draw(doc);
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Page `n` of a workbook: its title as a running head, a lesson heading, a line of text, and a numbered running foot. */
export const workbookPage = (n: number) => (doc: PDFKit.PDFDocument) => {
  doc.fontSize(9).text('Fractions workbook', 72, 40, { lineBreak: false });
  doc.fontSize(16).text(`Lesson ${n}: equal parts`, 72, 100, { lineBreak: false });
  doc.fontSize(12).text(`Shade ${n} of the ${n + 1} equal parts.`, 72, 130, { lineBreak: false });
  doc.fontSize(9).text(`Year 4 maths · page ${n}`, 72, 740, { lineBreak: false });
};

/**
 * A PDF of `pages` pages, each with one line of text, whose page labels number the first `front` pages i, ii… and
 * the rest 1, 2… (a book's front matter), written with pdf-lib.
 */
export async function labelledPdf(pages: number, front: number): Promise<Buffer> {
  const pdf = await PdfLibDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1) {
    pdf.addPage([612, 792]).drawText(`Text on sheet ${index + 1}`, { x: 72, y: 700, size: 12, font });
  }
  const labels = pdf.context.obj({ Nums: [0, { S: PDFName.of('r') }, front, { S: PDFName.of('D') }] });
  pdf.catalog.set(PDFName.of('PageLabels'), labels);
  return Buffer.from(await pdf.save());
}

/** A Word document written by the docx package: a title, headings, a bulleted list and a table. */
export async function lessonDocx(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Fractions unit', heading: HeadingLevel.TITLE }),
          new Paragraph({ text: 'Welcome to the unit on fractions.' }),
          new Paragraph({ text: 'Adding fractions', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun('To add fractions with unlike denominators, '), new TextRun({ text: 'find a common denominator', bold: true }), new TextRun(' first.')] }),
          new Paragraph({ text: 'Rewrite each fraction', bullet: { level: 0 } }),
          new Paragraph({ text: 'Add the numerators', bullet: { level: 0 } }),
          new Paragraph({ text: 'Worked examples', heading: HeadingLevel.HEADING_2 }),
          new Table({
            rows: [
              new TableRow({ children: [cell('Sum'), cell('Answer')] }),
              new TableRow({ children: [cell('1/2 + 1/3'), cell('5/6')] }),
            ],
          }),
          new Paragraph({ text: 'Check your answers with a partner.', alignment: AlignmentType.LEFT }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** A Word document with a footnote and a picture that has alt text, written by the docx package. */
export async function footnotedDocx(): Promise<Buffer> {
  const picture = createCanvas(40, 40).toBuffer('image/png');
  const doc = new Document({
    footnotes: { 1: { children: [new Paragraph('Source: the national curriculum.')] } },
    sections: [
      {
        children: [
          new Paragraph({ text: 'Why fractions matter', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ children: [new TextRun('Fractions come up in cooking'), new FootnoteReferenceRun(1), new TextRun('.')] }),
          new Paragraph({
            children: [
              new ImageRun({
                type: 'png',
                data: picture,
                transformation: { width: 40, height: 40 },
                altText: { name: 'Pie', title: 'Pie', description: 'A pie cut into quarters' },
              }),
            ],
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

function cell(text: string): TableCell {
  return new TableCell({ children: [new Paragraph(text)] });
}

/** A PowerPoint deck written by pptxgenjs: a title layout, a bulleted slide with notes, a table, a blank slide, a picture. */
export async function lessonPptx(): Promise<Buffer> {
  const deck = new PptxGenJS();
  deck.defineSlideMaster({
    title: 'LESSON',
    objects: [{ placeholder: { options: { name: 'heading', type: 'title', x: 0.5, y: 0.3, w: 9, h: 1 }, text: '' } }],
    slideNumber: { x: 9, y: 5 },
  });
  const first = deck.addSlide({ masterName: 'LESSON' });
  first.addText('The water cycle', { placeholder: 'heading' });
  first.addText(
    [
      { text: 'Evaporation', options: { bullet: true, breakLine: true } },
      { text: 'Condensation', options: { bullet: true, breakLine: true } },
      { text: 'Precipitation', options: { bullet: true } },
    ],
    { x: 1, y: 1.5, w: 8, h: 2 },
  );
  first.addNotes('Ask the class where puddles go on a sunny day.');
  const second = deck.addSlide({ masterName: 'LESSON' });
  second.addText('Where water goes', { placeholder: 'heading' });
  second.addTable(
    [
      [{ text: 'Stage' }, { text: 'Where' }],
      [{ text: 'Evaporation' }, { text: 'Oceans and lakes' }],
    ],
    { x: 1, y: 1.5, w: 8 },
  );
  deck.addSlide();
  const fourth = deck.addSlide();
  fourth.addText('Exit ticket', { x: 1, y: 1, w: 8, h: 1 });
  fourth.addImage({ data: `image/png;base64,${createCanvas(40, 40).toBuffer('image/png').toString('base64')}`, x: 1, y: 3, w: 1, h: 1, altText: 'A raindrop' });
  fourth.addText('Name one stage of the water cycle.', { x: 1, y: 2, w: 8, h: 1 });
  return (await deck.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** Office's own password encryption (ECMA-376 agile), as Word and PowerPoint write it. */
export async function withPassword(officeFile: Buffer, password: string): Promise<Buffer> {
  return officeCrypto.encrypt(officeFile, { password });
}

/** A ZIP archive written by JSZip. */
export async function zipOf(files: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/** A ZIP archive whose files are encrypted with a password, written by zip.js. */
export async function lockedZipOf(files: Record<string, string>, password: string): Promise<Buffer> {
  const writer = new ZipWriter(new BlobWriter('application/zip'), { password });
  for (const [name, content] of Object.entries(files)) await writer.add(name, new TextReader(content));
  return Buffer.from(await (await writer.close()).arrayBuffer());
}

/** Writes `bytes` as `fileName` in a fresh folder, extracts it with the dispatcher (or `extractor`), and removes the folder. */
export async function extract(fileName: string, bytes: Buffer | string, mimeType = '', extractor: Extractor = extractFile): Promise<ExtractResult & { progress: number[] }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'teachkit-extract-'));
  try {
    const filePath = path.join(folder, fileName);
    await writeFile(filePath, bytes);
    const progress: number[] = [];
    const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
    const result = await extractor({ filePath, fileName, extension, mimeType, language: 'en' }, (percent) => progress.push(percent));
    return { ...result, progress };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { loadImage, createCanvas } from '@napi-rs/canvas';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pageText, withoutRunningLines, type PlacedText } from '../../server/processing/extract/pdf-text.ts';
import { PDFJS_RESOURCES } from '../../server/processing/extract/pdfjs.ts';
import { readPageRound, type PagedDocument } from '../../server/processing/extract/pdf-pages.ts';
import { EXTRACTION_MESSAGES } from '../../server/processing/extract/messages.ts';
import { createFileExtractor } from '../../server/processing/extract/index.ts';
import { findPoppler } from '../../server/processing/extract/poppler.ts';
import type { PdfEngine } from '../../server/config.ts';
import { extract as extractWith, labelledPdf, pdfWith, workbookPage } from './helpers/documents.ts';
import { makeTextPng } from './helpers/media-files.ts';
import { closeOcr } from '../../server/processing/extract/ocr.ts';

// The OCR worker thread (read scanned pages) ends with the file's tests.
afterAll(() => closeOcr());

/** A run of 12-point text at (x, y), `width` wide. */
const run = (str: string, x: number, y: number, width: number, hasEOL = false, size = 12): PlacedText => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width,
  hasEOL,
});

describe('page text in reading order', () => {
  test('a word the layout hyphenated at the end of a line is mended; a capitalised second half keeps its hyphen', () => {
    const items = [
      run('Add fractions with a common denomi-', 72, 700, 200, true),
      run('nator, as the Anglo-', 72, 686, 110, true),
      run('Saxon scribes did not.', 72, 672, 120, true),
    ];
    expect(pageText(items)).toBe('Add fractions with a common denominator, as the Anglo-Saxon scribes did not.');
  });

  test('runs drawn apart with no space between them are separate words; runs that touch are one word', () => {
    const items = [run('Equivalent', 72, 700, 60), run('fractions', 135, 700, 50), run('are', 190, 700, 18), run('n’t', 208, 700, 15, true)];
    expect(pageText(items)).toBe('Equivalent fractions aren’t');
  });

  test('a heading in a larger type, list items, and a gap between paragraphs each start a line', () => {
    const items = [
      run('Key vocabulary', 72, 720, 120, true, 18),
      run('A numerator counts the parts', 72, 700, 150, true),
      run('we have.', 72, 686, 40, true),
      run('• denominator', 72, 672, 70, true),
      run('• numerator', 72, 658, 60, true),
      run('Practice questions follow.', 72, 620, 130, true),
    ];
    expect(pageText(items)).toBe(
      'Key vocabulary\nA numerator counts the parts we have.\n• denominator\n• numerator\nPractice questions follow.',
    );
  });

  test('ligatures are spelt out, odd spaces become one space, soft hyphens vanish, bare page numbers are dropped', () => {
    const items = [
      run('12', 300, 760, 10, true),
      run('The \uFB01rst\u00A0\u00A0e\uFB00ect of mag\u00ADnets', 72, 700, 150, true),
      run('Page 12', 280, 40, 40, true),
    ];
    expect(pageText(items)).toBe('The first effect of magnets');
  });

  test('a page with only empty runs has no text', () => {
    expect(pageText([run('', 72, 700, 0, true), run('   ', 72, 686, 10, true)])).toBe('');
  });
});

describe('running heads and feet', () => {
  const inMargins = (paragraphs: string[]) => ({ paragraphs, firstInMargin: true, lastInMargin: true });

  test('a line in the margin that opens or closes most pages, page numbers aside, is dropped; numbered headings stay', () => {
    const pages = [1, 2, 3, 4].map((n) => inMargins(['Fractions workbook', `Lesson ${n}: halves`, `Text ${n}.`, `Chapter 2 · page ${n + 10}`]));
    expect(withoutRunningLines(pages)).toEqual([1, 2, 3, 4].map((n) => [`Lesson ${n}: halves`, `Text ${n}.`]));
  });

  test('the same paragraph on every page is content unless it lies in the margin', () => {
    const pages = [1, 2, 3].map((n) => ({ paragraphs: [`Task ${n}: shade a half.`, 'Show your working.'], firstInMargin: false, lastInMargin: false }));
    expect(withoutRunningLines(pages)).toEqual([1, 2, 3].map((n) => [`Task ${n}: shade a half.`, 'Show your working.']));
  });

  test('fewer than three pages, lines on under half of them, and a page’s only paragraph are left alone', () => {
    const two = [inMargins(['Fractions workbook', 'One.']), inMargins(['Fractions workbook', 'Two.'])];
    expect(withoutRunningLines(two)).toEqual([['Fractions workbook', 'One.'], ['Fractions workbook', 'Two.']]);
    const some = [['Intro', 'A.'], ['Intro', 'B.'], ['Intro', 'C.'], ['Other', 'D.'], ['More', 'E.'], ['Last', 'F.'], ['End', 'G.']];
    expect(withoutRunningLines(some.map(inMargins))).toEqual(some);
    const answerSheets = [1, 2, 3, 4].map((n) => [`Answer sheet ${n}`]);
    expect(withoutRunningLines(answerSheets.map(inMargins))).toEqual(answerSheets);
  });
});

describe('reading the pages', () => {
  test('four pages are read at a time; the pages stay in page order and each is counted as it is finished', async () => {
    let reading = 0;
    let mostAtOnce = 0;
    const unanswered: (() => void)[] = [];
    const document: PagedDocument = {
      numPages: 10,
      getPage: async (pageNumber) => ({
        view: [0, 0, 612, 792],
        cleanup: () => true,
        getTextContent: async () => {
          reading += 1;
          mostAtOnce = Math.max(mostAtOnce, reading);
          await new Promise<void>((answer) => unanswered.push(answer));
          reading -= 1;
          return { items: [run(`Text on page ${pageNumber}`, 72, 400, 100, true)] };
        },
      }),
    };
    const progress: number[] = [];
    let pages: Awaited<ReturnType<typeof readPageRound>> | undefined;
    const read = readPageRound(document, { first: 1, last: 10, deadline: Infinity }, (finished) => progress.push(finished)).then((result) => (pages = result));
    // Pages are answered last asked first, so they finish out of order.
    while (!pages) {
      await new Promise((settled) => setImmediate(settled));
      unanswered.pop()?.();
    }
    await read;
    expect(mostAtOnce).toBe(4);
    expect(pages.map((page) => page.paragraphs)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => [`Text on page ${n}`]));
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

/** CI installs poppler-utils; where pdftotext is missing, the PDF files below are read with pdfjs only. */
const popplerInstalled = findPoppler({ engine: 'auto', pdftotextPath: undefined }) !== null;
const ENGINES: { engine: PdfEngine; skip: boolean; name: string }[] = [
  { engine: 'pdfjs', skip: false, name: 'read with pdfjs' },
  { engine: 'poppler', skip: !popplerInstalled, name: popplerInstalled ? 'read with poppler' : 'read with poppler (skipped: pdftotext is not installed; apt-get install poppler-utils)' },
];

// Every PDF below is read by both engines into the same slices, written down once.
for (const { engine, skip, name } of ENGINES) {
  describe.skipIf(skip)(`PDF files ${name}`, () => {
    afterEach(() => vi.unstubAllGlobals());
    const extract = (fileName: string, bytes: Buffer) => extractWith(fileName, bytes, '', createFileExtractor({ transcription: undefined, pdfEngine: { engine, pdftotextPath: undefined } }));

    test('one page slice per page with text, blank pages left out, hyphenation mended, the page number dropped', async () => {
      const pdf = await pdfWith([
        (doc) => {
          doc.fontSize(20).text('Adding fractions', 72, 72);
          doc.fontSize(12).text('To add fractions with unlike denominators you need a common denomi-', 72, 110, { lineBreak: false });
          doc.text('nator first, then add the numerators.', 72, 124, { lineBreak: false });
          doc.text('3', 300, 700, { lineBreak: false });
        },
        () => {},
        (doc) => {
          doc.fontSize(12).text('Adding', 72, 72, { lineBreak: false });
          doc.text('numerators', 72 + doc.widthOfString('Adding '), 72, { lineBreak: false });
        },
      ]);
      const result = await extract('Fractions workbook.pdf', pdf);
      expect(result.slices.map(({ page, pageIndexOffset, contentType, title, text }) => ({ page, pageIndexOffset, contentType, title, text }))).toEqual([
        {
          page: 1,
          pageIndexOffset: null,
          contentType: 'page',
          title: 'Adding fractions',
          text: 'Adding fractions\nTo add fractions with unlike denominators you need a common denominator first, then add the numerators.',
        },
        { page: 3, pageIndexOffset: null, contentType: 'page', title: 'Page 3', text: 'Adding numerators' },
      ]);
      expect(result.notice).toBe('');
      expect(result.durationSeconds).toBeNull();
      expect(result.progress.at(-1)).toBe(100);
    });

    test('a running head and a numbered running foot on every page are left out of the pages and their titles', async () => {
      const result = await extract('Workbook.pdf', await pdfWith([workbookPage(1), workbookPage(2), workbookPage(3)]));
      expect(result.slices.map(({ title, text }) => ({ title, text }))).toEqual([
        { title: 'Lesson 1: equal parts', text: 'Lesson 1: equal parts\nShade 1 of the 2 equal parts.' },
        { title: 'Lesson 2: equal parts', text: 'Lesson 2: equal parts\nShade 2 of the 3 equal parts.' },
        { title: 'Lesson 3: equal parts', text: 'Lesson 3: equal parts\nShade 3 of the 4 equal parts.' },
      ]);
    });

    test('a textbook: justified paragraphs joined across their lines, a heading each, the book’s title and page numbers left out', async () => {
      const paragraphs = [
        'A fraction names equal parts of a whole, and the denominator says how many parts the whole was cut into. To add fractions with unlike denominators, rewrite both with a common denominator before adding the numerators.',
        'Equivalent fractions name the same amount: two quarters and one half cover exactly the same part of a strip. Pupils who can place fractions on a number line compare them more reliably than those who only shade shapes.',
      ];
      const page = (n: number) => (doc: PDFKit.PDFDocument) => {
        doc.fontSize(9).text('Fractions workbook', 72, 40, { lineBreak: false });
        doc.fontSize(18).text(`Lesson ${n}: fractions in everyday life`, 72, 72).moveDown(0.5);
        for (const paragraph of paragraphs) doc.fontSize(11).text(paragraph, { width: 468, align: 'justify' }).moveDown(0.6);
        doc.fontSize(9).text(String(n), 72, 740, { align: 'center', lineBreak: false });
      };
      const result = await extract('Textbook.pdf', await pdfWith([page(1), page(2), page(3)]));
      expect(result.slices.map(({ page, title, text }) => ({ page, title, text }))).toEqual(
        [1, 2, 3].map((n) => ({
          page: n,
          title: `Lesson ${n}: fractions in everyday life`,
          text:
            `Lesson ${n}: fractions in everyday life\n` +
            'A fraction names equal parts of a whole, and the denominator says how many parts the whole was cut into. To add fractions with unlike denominators, rewrite both with a common denominator before adding the numerators.\n' +
            'Equivalent fractions name the same amount: two quarters and one half cover exactly the same part of a strip. Pupils who can place fractions on a number line compare them more reliably than those who only shade shapes.',
        })),
      );
      expect(result.progress.at(-1)).toBe(100);
    });

    test('the same instructions in the body of every page stay on every page', async () => {
      const page = (n: number) => (doc: PDFKit.PDFDocument) => {
        doc.fontSize(14).text(`Task ${n}`, 72, 72, { lineBreak: false });
        doc.fontSize(12).text('Show your working in the box below.', 72, 100, { lineBreak: false });
      };
      const result = await extract('Tasks.pdf', await pdfWith([page(1), page(2), page(3)]));
      expect(result.slices.map(({ text }) => text)).toEqual([1, 2, 3].map((n) => `Task ${n}\nShow your working in the box below.`));
    });

    test('printed page numbers give each page its offset and its title; roman front matter has none', async () => {
      const result = await extract('Textbook.pdf', await labelledPdf(4, 2));
      expect(result.slices.map(({ page, pageIndexOffset, title, text }) => ({ page, pageIndexOffset, title, text }))).toEqual([
        { page: 1, pageIndexOffset: null, title: 'Page i', text: 'Text on sheet 1' },
        { page: 2, pageIndexOffset: null, title: 'Page ii', text: 'Text on sheet 2' },
        { page: 3, pageIndexOffset: 2, title: 'Page 1', text: 'Text on sheet 3' },
        { page: 4, pageIndexOffset: 2, title: 'Page 2', text: 'Text on sheet 4' },
      ]);
    });

    test('the first page is drawn as a 320-pixel-wide PNG, its text in ink, without a single network request', async () => {
      const fetches: string[] = [];
      vi.stubGlobal('fetch', (url: unknown) => {
        fetches.push(String(url));
        return Promise.reject(new Error('no network in extraction'));
      });
      // Helvetica is not embedded by pdfkit: drawing it needs pdfjs's standard font data from the package.
      const pdf = await pdfWith([(doc) => doc.fontSize(40).text('Photosynthesis', 72, 72)]);
      const { thumbnail } = await extract('Plants.pdf', pdf);
      expect(fetches).toEqual([]);
      expect(thumbnail).toMatchObject({ mimeType: 'image/png', width: 320, height: 415 });
      expect(thumbnail!.bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      const picture = await loadImage(thumbnail!.bytes);
      const canvas = createCanvas(picture.width, picture.height);
      const context = canvas.getContext('2d');
      context.drawImage(picture, 0, 0);
      const { data } = context.getImageData(0, 0, picture.width, 80);
      let ink = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) ink += 1;
      expect(ink).toBeGreaterThan(200);
      expect(data.subarray(0, 4)).toEqual(new Uint8ClampedArray([255, 255, 255, 255]));
    });

    test('a scanned page (a picture of text without a text layer) is read by OCR; a page with text is read as text', async () => {
      const scan = await makeTextPng(['Equivalent fractions', 'Shade one half of the strip'], 1200, 260);
      const pdf = await pdfWith([(doc) => doc.image(scan, 72, 72, { width: 468 }), (doc) => doc.fontSize(14).text('Answers: one half is two quarters.')]);
      const result = await extract('Scanned workbook.pdf', pdf);
      expect(result.slices.map(({ page, title, text }) => ({ page, title, text }))).toEqual([
        { page: 1, title: 'Equivalent fractions', text: 'Equivalent fractions\nShade one half of the strip' },
        { page: 2, title: 'Page 2', text: 'Answers: one half is two quarters.' },
      ]);
      expect(result.notice).toBe('');
    }, 60_000);

    test('a PDF without any text says so instead of failing', async () => {
      const pdf = await pdfWith([(doc) => doc.rect(72, 72, 200, 100).fill('#336699')]);
      const result = await extract('Scan.pdf', pdf);
      expect(result.slices).toEqual([]);
      expect(result.notice).toBe(EXTRACTION_MESSAGES.nothingReadable);
    });

    test('a password-protected PDF is refused for good with what to do about it', async () => {
      const pdf = await pdfWith([(doc) => doc.text('Answers')], { userPassword: 'staffroom', ownerPassword: 'head', pdfVersion: '1.7' });
      await expect(extract('Answers.pdf', pdf)).rejects.toMatchObject({
        name: 'ExtractionError',
        permanent: true,
        message:
          'This PDF is protected with a password, so Teachkit cannot read it. Open it in your PDF reader, save a copy without the password (or print it to a new PDF), and upload that copy.',
      });
    });

    test('a PDF locked only against copying (an owner password, no password to open it) is read', async () => {
      const pdf = await pdfWith([(doc) => doc.fontSize(12).text('Answers: one half is two quarters.', 72, 72)], {
        ownerPassword: 'head',
        permissions: { copying: false, modifying: false },
        pdfVersion: '1.7',
      });
      const result = await extract('Answers.pdf', pdf);
      expect(result.slices.map(({ page, title, text }) => ({ page, title, text }))).toEqual([{ page: 1, title: 'Page 1', text: 'Answers: one half is two quarters.' }]);
    });

    test('a damaged PDF is refused for good with what to do about it', async () => {
      const whole = await pdfWith([(doc) => doc.text('Answers')]);
      await expect(extract('Broken.pdf', whole.subarray(0, 40))).rejects.toMatchObject({
        permanent: true,
        message: 'This PDF is damaged and cannot be read. Open it in your PDF reader and save or export a fresh copy, then upload that copy.',
      });
    });
  });
}

describe('pdfjs', () => {
  test('fonts, character maps, colour profiles and decoders come from the installed pdfjs-dist, not a web address', () => {
    const folder = path.resolve('node_modules/pdfjs-dist');
    expect(PDFJS_RESOURCES).toEqual({
      standardFontDataUrl: `${folder}/standard_fonts/`,
      cMapUrl: `${folder}/cmaps/`,
      iccUrl: `${folder}/iccs/`,
      wasmUrl: `${folder}/wasm/`,
    });
    expect(existsSync(`${PDFJS_RESOURCES.standardFontDataUrl}LiberationSans-Regular.ttf`)).toBe(true);
    expect(existsSync(`${PDFJS_RESOURCES.cMapUrl}UniJIS-UCS2-H.bcmap`)).toBe(true);
  });
});

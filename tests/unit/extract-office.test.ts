import { describe, expect, test } from 'vitest';
import JSZip from 'jszip';
import { createCanvas } from '@napi-rs/canvas';
import { extract, footnotedDocx, lessonDocx, lessonPptx, withPassword } from './helpers/documents.ts';

const essentials = (slices: { page: number | null; contentType: string; title: string; text: string }[]) =>
  slices.map(({ page, contentType, title, text }) => ({ page, contentType, title, text }));

describe('Word documents', () => {
  test('one section per heading, the title as the first heading, lists with bullets, tables as rows of cells', async () => {
    const result = await extract('Fractions unit.docx', await lessonDocx());
    expect(essentials(result.slices)).toEqual([
      { page: null, contentType: 'section', title: 'Fractions unit', text: 'Welcome to the unit on fractions.' },
      {
        page: null,
        contentType: 'section',
        title: 'Adding fractions',
        text: 'To add fractions with unlike denominators, find a common denominator first.\n• Rewrite each fraction\n• Add the numerators',
      },
      { page: null, contentType: 'section', title: 'Worked examples', text: 'Sum | Answer\n1/2 + 1/3 | 5/6\nCheck your answers with a partner.' },
    ]);
    expect(result).toMatchObject({ notice: '', thumbnail: null, durationSeconds: null });
  });

  test('a picture reads as its alt text; footnotes follow the text without their links back', async () => {
    const result = await extract('Why fractions.docx', await footnotedDocx());
    expect(essentials(result.slices)).toEqual([
      {
        page: null,
        contentType: 'section',
        title: 'Why fractions matter',
        text: 'Fractions come up in cooking[1].\n[Picture: A pie cut into quarters]\n1. Source: the national curriculum.',
      },
    ]);
  });

  test('a password-protected document is refused for good with what to do about it', async () => {
    const locked = await withPassword(await lessonDocx(), 'staffroom');
    await expect(extract('Answers.docx', locked)).rejects.toMatchObject({
      permanent: true,
      message:
        'This Word document is protected with a password, so Teachkit cannot read it. In Word, choose File → Info → Protect Document → Encrypt with Password, clear the password, save, and upload the document again.',
    });
  });

  test('a damaged document is refused for good with what to do about it', async () => {
    const whole = await lessonDocx();
    await expect(extract('Broken.docx', whole.subarray(0, whole.length / 2))).rejects.toMatchObject({
      permanent: true,
      message:
        'This Word document is damaged and cannot be read. Open it in Word (or another word processor), save it again as a .docx file, and upload that copy.',
    });
  });

  test('a file cut short after the compound-file signature Office uses for old and locked files is damaged', async () => {
    const cutShort = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(12)]);
    await expect(extract('Old.docx', cutShort)).rejects.toMatchObject({
      permanent: true,
      message:
        'This Word document is damaged and cannot be read. Open it in Word (or another word processor), save it again as a .docx file, and upload that copy.',
    });
  });
});

describe('PowerPoint presentations', () => {
  test('one slice per slide in show order with its title, text, table rows, pictures’ alt text and speaker notes; empty slides left out', async () => {
    const result = await extract('Water cycle.pptx', await lessonPptx());
    expect(essentials(result.slices)).toEqual([
      {
        page: 1,
        contentType: 'slide',
        title: 'The water cycle',
        text: 'Evaporation\nCondensation\nPrecipitation\nSpeaker notes:\nAsk the class where puddles go on a sunny day.',
      },
      { page: 2, contentType: 'slide', title: 'Where water goes', text: 'Stage | Where\nEvaporation | Oceans and lakes' },
      // pptxgenjs lists a slide's pictures before its text boxes; the slide's own order is the reading order.
      { page: 4, contentType: 'slide', title: 'Exit ticket', text: 'Exit ticket\n[Picture: A raindrop]\nName one stage of the water cycle.' },
    ]);
    expect(result.progress).toEqual([25, 50, 75, 100]);
  });

  test('the picture of the first slide that PowerPoint saves in the file becomes the thumbnail', async () => {
    const canvas = createCanvas(256, 144);
    canvas.getContext('2d').fillRect(0, 0, 256, 144);
    const saved = canvas.toBuffer('image/jpeg');
    const zip = await JSZip.loadAsync(await lessonPptx());
    zip.file('docProps/thumbnail.jpeg', saved);
    const result = await extract('Water cycle.pptx', await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    expect(result.thumbnail).toMatchObject({ mimeType: 'image/png', width: 256, height: 144 });
  });

  test('a saved picture larger than a card is scaled to the 320-pixel thumbnail; one past 100 megapixels is left out undecoded', async () => {
    const deckWith = async (picture: Buffer) => {
      const zip = await JSZip.loadAsync(await lessonPptx());
      zip.file('docProps/thumbnail.jpeg', picture);
      return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    };
    const large = createCanvas(4000, 3000);
    large.getContext('2d').fillRect(0, 0, 4000, 3000);
    const scaled = await extract('Large.pptx', await deckWith(large.toBuffer('image/jpeg')));
    expect(scaled.thumbnail).toMatchObject({ mimeType: 'image/png', width: 320, height: 240 });
    // A JPEG header declaring 30,000 × 30,000 pixels (900 megapixels): only its header is ever read.
    const header = Buffer.from(large.toBuffer('image/jpeg'));
    const frame = header.indexOf(Buffer.from([0xff, 0xc0]));
    header.writeUInt16BE(30_000, frame + 5);
    header.writeUInt16BE(30_000, frame + 7);
    const huge = await extract('Huge.pptx', await deckWith(header));
    expect(huge.thumbnail).toBeNull();
    expect(huge.slices.length).toBeGreaterThan(0);
  });

  test('a password-protected presentation is refused for good with what to do about it', async () => {
    const locked = await withPassword(await lessonPptx(), 'staffroom');
    await expect(extract('Quiz.pptx', locked)).rejects.toMatchObject({
      permanent: true,
      message:
        'This PowerPoint presentation is protected with a password, so Teachkit cannot read it. In PowerPoint, choose File → Info → Protect Presentation → Encrypt with Password, clear the password, save, and upload the presentation again.',
    });
  });

  test('a damaged presentation is refused for good with what to do about it', async () => {
    const whole = await lessonPptx();
    await expect(extract('Broken.pptx', whole.subarray(0, whole.length - 200))).rejects.toMatchObject({
      permanent: true,
      message:
        'This PowerPoint presentation is damaged and cannot be read. Open it in PowerPoint (or another presentation program), save it again as a .pptx file, and upload that copy.',
    });
  });
});

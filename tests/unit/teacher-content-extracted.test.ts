import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import { describe, expect, it } from 'vitest';
import { sliceCitation } from '../../server/domain/uploads/citation.ts';
import { readTeacherMaterial, type TeacherMaterial } from '../../server/generation/content/teacher/index.ts';
import type { SliceRef } from '../../server/generation/types.ts';
import { createFileExtractor } from '../../server/processing/extract/index.ts';
import { findPoppler } from '../../server/processing/extract/poppler.ts';
import type { SliceDraft } from '../../server/processing/extract/types.ts';
import { extract, pdfWith } from './helpers/documents.ts';

/**
 * The teacher's files written by the programs teachers make them with (pdfkit for a PDF, docx for Word), read by the
 * real extractors, then read for teaching content: what planning gets from an upload end to end.
 */

const asSlices = (uploadTitle: string, drafts: SliceDraft[]): SliceRef[] =>
  drafts.map((draft, i) => ({ id: `${uploadTitle}-${i + 1}`, uploadId: uploadTitle, uploadTitle, title: draft.title, text: draft.text, citation: sliceCitation({ uploadTitle, ...draft }), outcomeCodes: [] }));

const pieces = (material: TeacherMaterial) =>
  Object.fromEntries(Object.entries(material).map(([kind, list]) => [kind, (list as { value: unknown; sliceIds: string[] }[]).map((p) => [p.value, p.sliceIds.join(' + ')])]));

const READING =
  'Plants make their own food by photosynthesis. In the leaves, a green pigment called chlorophyll traps energy from sunlight. The plant uses this energy to turn carbon dioxide from the air and water from the soil into glucose, a kind of sugar. Oxygen is given off as a waste product.';

/** Two pages: a reading in a narrow column, a key-words box, questions, and the answers on the second page. */
const worksheet = () =>
  pdfWith([
    (doc) => {
      doc.fontSize(9).text('Year 7 Science · Plants', 72, 36, { lineBreak: false });
      doc.fontSize(16).text('How plants make food', 72, 90);
      doc.fontSize(12).text(READING, 72, 120, { width: 300 });
      doc.moveDown();
      doc.fontSize(14).text('Key words');
      doc.fontSize(12).text('chlorophyll – the green pigment in leaves that traps light energy');
      doc.text('stomata – tiny holes on the underside of a leaf that let gases in and out');
      doc.moveDown();
      doc.fontSize(14).text('Questions');
      doc.fontSize(12).text('1. What three things do plants need for photosynthesis?');
      doc.text('2. Which gas do plants give off as a waste product?');
      doc.fontSize(9).text('Page 1', 72, 740, { lineBreak: false });
    },
    (doc) => {
      doc.fontSize(9).text('Year 7 Science · Plants', 72, 36, { lineBreak: false });
      doc.fontSize(14).text('Answers', 72, 90);
      doc.fontSize(12).text('1. Light, water and carbon dioxide 2. Oxygen');
      doc.fontSize(9).text('Page 2', 72, 740, { lineBreak: false });
    },
  ]);

const EXPECTED_WORKSHEET = (title: string) => {
  const [p1, p2] = [`${title}-1`, `${title}-2`];
  return {
    practice: [
      [{ prompt: 'What three things do plants need for photosynthesis?', answer: 'Light, water and carbon dioxide' }, `${p1} + ${p2}`],
      [{ prompt: 'Which gas do plants give off as a waste product?', answer: 'Oxygen' }, `${p1} + ${p2}`],
    ],
    checks: [],
    retrieval: [],
    workedExamples: [],
    texts: [[{ title: 'How plants make food', body: READING, source: `Your upload: ${title}, p. 1` }, p1]],
    keywords: [
      [{ term: 'chlorophyll', definition: 'the green pigment in leaves that traps light energy', source: { kind: 'teacher', ref: `Your upload: ${title}, p. 1` } }, p1],
      [{ term: 'stomata', definition: 'tiny holes on the underside of a leaf that let gases in and out', source: { kind: 'teacher', ref: `Your upload: ${title}, p. 1` } }, p1],
    ],
    keyPoints: [],
  };
};

describe('a PDF worksheet as the extractors read it', () => {
  it('with pdfjs: the reading, the key words the page ran into one paragraph, and the questions answered from page 2', async () => {
    const { slices } = await extract('plants.pdf', await worksheet());
    expect(pieces(readTeacherMaterial(asSlices('Plants reading', slices)))).toEqual(EXPECTED_WORKSHEET('Plants reading'));
  });

  const poppler = findPoppler({ engine: 'auto', pdftotextPath: undefined });
  it.skipIf(!poppler)('with pdftotext: the same content', async () => {
    const extractor = createFileExtractor({ transcription: undefined, pdfEngine: { engine: 'poppler', pdftotextPath: poppler!.pdftotext } });
    const { slices } = await extract('plants.pdf', await worksheet(), '', extractor);
    expect(pieces(readTeacherMaterial(asSlices('Plants reading', slices)))).toEqual(EXPECTED_WORKSHEET('Plants reading'));
  });
});

describe('a Word quiz as the extractor reads it', () => {
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  const question = (text: string) => new Paragraph({ text, numbering: { reference: 'questions', level: 0 } });

  it('numbers the questions on although Word’s list restarts after each one’s options, and answers them from the key', async () => {
    const doc = new Document({
      numbering: { config: [{ reference: 'questions', levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }] }] },
      sections: [
        {
          children: [
            new Paragraph({ text: 'Photosynthesis quiz', heading: HeadingLevel.HEADING_1 }),
            question('Which gas do plants take in for photosynthesis?'),
            new Paragraph('A. Oxygen'),
            new Paragraph('B. Carbon dioxide'),
            question('What is the green pigment in leaves called?'),
            new Paragraph('A. Chlorophyll'),
            new Paragraph('B. Glucose'),
            new Paragraph({ text: 'Glossary', heading: HeadingLevel.HEADING_1 }),
            new Table({ rows: [new TableRow({ children: [cell('Word'), cell('Meaning')] }), new TableRow({ children: [cell('Glucose'), cell('A sugar made by photosynthesis')] })] }),
            new Paragraph({ text: 'Answers', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('1 B 2 A'),
          ],
        },
      ],
    });
    const { slices } = await extract('quiz.docx', await Packer.toBuffer(doc));
    expect(slices.map((s) => s.title)).toEqual(['Photosynthesis quiz', 'Glossary', 'Answers']);
    expect(slices[0]!.text).toContain('\n1. What is the green pigment in leaves called?');
    expect(pieces(readTeacherMaterial(asSlices('Quiz', slices)))).toEqual({
      practice: [],
      checks: [
        [{ prompt: 'Which gas do plants take in for photosynthesis?', answer: 'Carbon dioxide', options: ['Oxygen', 'Carbon dioxide'] }, 'Quiz-1 + Quiz-3'],
        [{ prompt: 'What is the green pigment in leaves called?', answer: 'Chlorophyll', options: ['Chlorophyll', 'Glucose'] }, 'Quiz-1 + Quiz-3'],
      ],
      retrieval: [],
      workedExamples: [],
      texts: [],
      keywords: [[{ term: 'glucose', definition: 'A sugar made by photosynthesis', source: { kind: 'teacher', ref: 'Your upload: Quiz' } }, 'Quiz-2']],
      keyPoints: [],
    });
  });
});

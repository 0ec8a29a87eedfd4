import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { keyedQuestion, marksGuide, rubricTable } from '../assessments/docx.ts';
import { shortCodes, unitDetailsLine, weekOf, type ExportableUnit } from './exportable.ts';

const cell = (text: string, bold = false) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });
const table = (header: string[], rows: string[][]) =>
  new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [new TableRow({ tableHeader: true, children: header.map((h) => cell(h, true)) }), ...rows.map((r) => new TableRow({ children: r.map((text, i) => cell(text, i === 0)) }))],
  });

const ROLE_NAMES: Record<string, string> = { introduce: 'Introduce', practise: 'Practise', review: 'Review', assess: 'Assess', revisit: 'Revisit' };

function sequenceTable(unit: ExportableUnit): Table {
  const short = shortCodes(unit);
  return table(
    ['Lesson', 'Week', 'Role', 'Outcomes', 'Summary'],
    unit.lessons.map((l, i) => [
      `${i + 1}. ${l.title}`,
      String(weekOf(unit, i)),
      ROLE_NAMES[l.role] ?? l.role,
      [...l.outcomeCodes.map(short), ...l.revisitCodes.map((c) => `${short(c)} (revisit)`)].join(', '),
      l.summary,
    ]),
  );
}

function coverage(unit: ExportableUnit): (Paragraph | Table)[] {
  const short = shortCodes(unit);
  const grid = table(
    ['Outcome', ...unit.lessons.map((_, i) => `L${i + 1}`)],
    unit.coverage.outcomes.map((o) => [short(o.outcomeCode), ...o.cells.map((c) => (c ? ROLE_NAMES[c] ?? c : '–'))]),
  );
  const gaps = [
    ...(unit.coverage.missing.length ? [`Not taught: ${unit.coverage.missing.map(short).join(', ')}`] : []),
    ...(unit.coverage.unassessed.length ? [`Not assessed: ${unit.coverage.unassessed.map(short).join(', ')}`] : []),
  ];
  return [grid, ...(gaps.length ? gaps : ['Every outcome is taught and assessed.']).map((text) => new Paragraph({ spacing: { before: 120 }, text }))];
}

/** The line for an assessment point not made into an assessment yet, naming the action on the unit's page. */
export const assessmentNotMade = (pointTitle: string) => `"${pointTitle}" is not made into an assessment yet: "Make the unit's assessment" makes its items and rubric.`;

/**
 * The unit's assessment, as its own paper and marking guide give it: each question with its marks and answer, the
 * rubric, and how the paper's marks are given (the same total the assessment's paper and results use).
 */
function assessmentSection(unit: ExportableUnit): (Paragraph | Table)[] {
  const point = unit.lessons.findLast((l) => l.role === 'assess');
  if (!point) return [];
  const heading = new Paragraph({ text: 'Assessment', heading: HeadingLevel.HEADING_1 });
  const a = unit.assessment;
  if (!a) return [heading, new Paragraph({ text: assessmentNotMade(point.title) })];
  return [
    heading,
    new Paragraph({ text: `${a.title}: lesson ${a.lessonIndex + 1} of the sequence, week ${weekOf(unit, a.lessonIndex)}.` }),
    ...a.items.flatMap(keyedQuestion),
    new Paragraph({ text: 'Rubric', heading: HeadingLevel.HEADING_2 }),
    rubricTable(a.rubric),
    ...marksGuide(a),
  ];
}

/**
 * The unit as a planning document to print or share with colleagues: its details and outcomes, the sequence week by
 * week, the coverage of each outcome across the lessons (with what is not taught or not assessed), the unit's
 * assessment with its answers and rubric, and the glossary.
 */
export async function unitDocx(unit: ExportableUnit): Promise<Buffer> {
  const doc = new Document({
    title: unit.title,
    creator: 'Teachkit',
    sections: [
      {
        children: [
          new Paragraph({ text: unit.title, heading: HeadingLevel.TITLE }),
          new Paragraph({ text: unitDetailsLine(unit) }),
          ...(unit.description ? [new Paragraph({ text: unit.description })] : []),
          new Paragraph({ text: 'Outcomes', heading: HeadingLevel.HEADING_1 }),
          ...unit.outcomes.map((o) => new Paragraph({ children: [new TextRun({ text: `${o.shortCode || o.code} `, bold: true }), new TextRun(o.statement)] })),
          new Paragraph({ text: 'Sequence', heading: HeadingLevel.HEADING_1 }),
          ...(unit.lessons.length ? [sequenceTable(unit)] : [new Paragraph({ text: 'The sequence is not planned yet.' })]),
          ...unit.notes.map((note) => new Paragraph({ text: note, bullet: { level: 0 } })),
          new Paragraph({ text: 'Coverage', heading: HeadingLevel.HEADING_1 }),
          ...coverage(unit),
          ...assessmentSection(unit),
          new Paragraph({ text: 'Glossary', heading: HeadingLevel.HEADING_1 }),
          ...(unit.glossary.length
            ? unit.glossary.map((k) => new Paragraph({ children: [new TextRun({ text: `${k.term}: `, bold: true }), new TextRun(k.definition)] }))
            : [new Paragraph({ text: "The unit's outcomes define no terms." })]),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

import { Document, HeadingLevel, PageBreak, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { AssessmentItem, Rubric } from '../../generation/assessment/types.ts';
import type { OutcomeRef } from '../../generation/types.ts';
import { distractorKey } from './key-lines.ts';
import { marksAtShare } from './marking.ts';

export interface PrintableAssessment {
  title: string;
  description: string;
  yearLevel: string;
  subject: string;
  outcomes: OutcomeRef[];
  items: AssessmentItem[];
  rubric: Rubric;
}

const letter = (index: number) => String.fromCharCode(65 + index);
const marksLabel = (marks: number) => `(${marks} ${marks === 1 ? 'mark' : 'marks'})`;
/** Lines to write on: more for a longer answer. */
const answerLines = (item: AssessmentItem) => (item.kind === 'extended-response' ? 8 : item.kind === 'short-answer' ? 2 : 0);

type Stimulus = NonNullable<AssessmentItem['stimulus']>;

/** A source or passage, printed once above the first question asked on it; an empty one says what the teacher must paste in. */
function stimulusParagraphs(stimulus: Stimulus): Paragraph[] {
  return [
    new Paragraph({ spacing: { before: 240 }, children: [new TextRun({ text: stimulus.title, bold: true })] }),
    ...(stimulus.text
      ? stimulus.text.split(/\n\s*\n/).map((part) => new Paragraph({ indent: { left: 360 }, text: part.trim() }))
      : [new Paragraph({ indent: { left: 360 }, children: [new TextRun({ text: `[${stimulus.supply ?? 'The teacher supplies this text.'}]`, italics: true })] })]),
    ...(stimulus.provenance ? [new Paragraph({ indent: { left: 360 }, children: [new TextRun({ text: stimulus.provenance, italics: true })] })] : []),
  ];
}

const sameStimulus = (a: Stimulus | undefined, b: Stimulus | undefined) => Boolean(a && b && a.title === b.title && a.text === b.text);

/** A question as the paper sets it: the source or passage it is asked on (once, above the first such question), its number, prompt, marks and options. */
const asked = (item: AssessmentItem, index: number, items: readonly AssessmentItem[]) => [
  ...(item.stimulus && !sameStimulus(item.stimulus, items[index - 1]?.stimulus) ? stimulusParagraphs(item.stimulus) : []),
  new Paragraph({ spacing: { before: 240 }, children: [new TextRun({ text: `${index + 1}. `, bold: true }), new TextRun(item.prompt), new TextRun({ text: ` ${marksLabel(item.marks)}`, italics: true })] }),
  ...(item.options ?? []).map((option, i) => new Paragraph({ indent: { left: 720 }, text: `${letter(i)}  ${option}` })),
];

function question(item: AssessmentItem, index: number, items: AssessmentItem[]): Paragraph[] {
  const paragraphs = asked(item, index, items);
  for (let line = 0; line < answerLines(item); line += 1) paragraphs.push(new Paragraph({ text: '_'.repeat(80) }));
  return paragraphs;
}

/**
 * An item's key as the teacher reads it: the answer (a choice's letter with it), and an extended response's marking
 * points, the answer left out where it is only those points run together.
 */
export function itemKey(item: AssessmentItem): { answer?: string; points: string[] } {
  const points = item.kind === 'extended-response' ? item.markingPoints : [];
  if (points.length && item.answer.trim() === points.join(' ').trim()) return { points };
  return { answer: item.options ? `${letter(item.options.indexOf(item.answer))}  ${item.answer}` : item.answer, points };
}

/** A question with its answer and marking points under it, as a planning document lists the paper for the teacher. */
export function keyedQuestion(item: AssessmentItem, index: number, items: readonly AssessmentItem[] = []): Paragraph[] {
  const { answer, points } = itemKey(item);
  return [
    ...asked(item, index, items),
    new Paragraph({ indent: { left: 720 }, children: answer ? [new TextRun({ text: 'Answer: ', italics: true }), new TextRun(answer)] : [new TextRun({ text: 'Marking points:', italics: true })] }),
    ...points.map((point) => new Paragraph({ bullet: { level: 0 }, text: point })),
  ];
}

function guide(item: AssessmentItem, index: number): Paragraph[] {
  const answer = item.options ? `${letter(item.options.indexOf(item.answer))}  ${item.answer}` : item.answer;
  return [
    new Paragraph({ spacing: { before: 200 }, children: [new TextRun({ text: `${index + 1}. `, bold: true }), new TextRun({ text: `${answer} ${marksLabel(item.marks)}` })] }),
    // The points that earn the marks, where they say more than the answer; for a choice, the misconception behind each wrong option.
    ...(item.markingPoints.length > 1 || item.kind === 'extended-response' ? item.markingPoints.map((point) => new Paragraph({ bullet: { level: 0 }, text: point })) : []),
    ...(item.distractors ?? []).map(
      (d) => new Paragraph({ bullet: { level: 0 }, text: `${item.options ? `${letter(item.options.indexOf(d.option))}  ` : ''}${distractorKey(d)}` }),
    ),
  ];
}

const cell = (text: string, bold = false) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

export function rubricTable(rubric: Rubric): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: [cell('Criterion', true), ...rubric.levels.map((l) => cell(`${l.name} (${l.marks})`, true))] }),
      ...rubric.criteria.map((c) => new TableRow({ children: [cell(c.title, true), ...c.descriptors.map((d) => cell(d))] })),
    ],
  });
}

const questionNames = (numbers: number[]) =>
  numbers.length === 1 ? `question ${numbers[0]}` : `questions ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
export const marksOf = (items: AssessmentItem[]) => items.reduce((sum, i) => sum + i.marks, 0);

/**
 * How the paper's marks are given, under the rubric: the items marked from the key or by the teacher, and each
 * extended response marked with the rubric, with the marks each level gives it (as the results count them). The
 * first line is the paper's total; the others are its parts.
 */
export function marksGuideLines(a: Pick<PrintableAssessment, 'items' | 'rubric'>): [string, ...string[]] {
  const numbered = a.items.map((item, i) => ({ item, number: i + 1 }));
  const byRubric = numbered.filter(({ item }) => item.kind === 'extended-response' && a.rubric.criteria.some((c) => c.outcomeCode === item.outcomeCode));
  const others = numbered.filter((n) => !byRubric.includes(n));
  const top = Math.max(0, ...a.rubric.levels.map((l) => l.marks));
  const othersMarks = marksOf(others.map((n) => n.item));
  return [
    `Marks: the paper is out of ${marksOf(a.items)}.`,
    ...(others.length ? [`${questionNames(others.map((n) => n.number)).replace(/^./, (c) => c.toUpperCase())} (${othersMarks} ${othersMarks === 1 ? 'mark' : 'marks'}): from the answer key, or as the teacher marks them.`] : []),
    ...byRubric.map(({ item, number }) => `Question ${number} ${marksLabel(item.marks)}: from this rubric, ${a.rubric.levels.map((l) => `${l.name} ${top ? marksAtShare(item.marks, l.marks / top) : 0}`).join(', ')}.`),
  ];
}

export function marksGuide(a: Pick<PrintableAssessment, 'items' | 'rubric'>): Paragraph[] {
  const [total, ...parts] = marksGuideLines(a);
  return [new Paragraph({ spacing: { before: 240 }, text: total }), ...parts.map((text) => new Paragraph({ bullet: { level: 0 }, text }))];
}

/**
 * The assessment as a Word document to print: the paper students sit (questions, options, lines to write on, marks),
 * then, on new pages, the marking guide (answers and marking points) and the rubric with the marks each level gives.
 */
export async function assessmentDocx(a: PrintableAssessment): Promise<Buffer> {
  const total = marksOf(a.items);
  const details = [a.yearLevel, a.subject].filter(Boolean).join(' · ');
  const doc = new Document({
    title: a.title,
    creator: 'Teachkit',
    sections: [
      {
        children: [
          new Paragraph({ text: a.title, heading: HeadingLevel.TITLE }),
          ...(details ? [new Paragraph({ text: details })] : []),
          ...(a.description ? [new Paragraph({ text: a.description })] : []),
          new Paragraph({ text: `Name: ${'_'.repeat(40)}   Total: ____ / ${total}` }),
          ...a.items.flatMap((item, i) => question(item, i, a.items)),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph({ text: 'Marking guide', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: `Outcomes: ${a.outcomes.map((o) => `${o.shortCode ?? o.code} ${o.statement}`).join(' ')}` }),
          ...a.items.flatMap(guide),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph({ text: 'Rubric', heading: HeadingLevel.HEADING_1 }),
          rubricTable(a.rubric),
          ...marksGuide(a),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

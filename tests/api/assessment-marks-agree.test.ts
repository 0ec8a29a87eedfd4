import JSZip from 'jszip';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sum = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** The paper as printed: its stated total, the marks printed beside each question, and the marks guide under the rubric. */
async function paperOf(id: string, token: string) {
  const { value: text } = await mammoth.extractRawText({ buffer: (await get(`/api/assessment/${id}/export.docx`, token)).rawPayload });
  const [paper, guide] = text.split('Marking guide');
  const rubricPart = text.slice(text.lastIndexOf('Marks: the paper is out of'));
  return {
    total: Number(/Total: _+ \/ (\d+)/.exec(paper!)![1]),
    questionMarks: [...paper!.matchAll(/\((\d+) marks?\)\n/g)].map((m) => Number(m[1])),
    guideMarks: [...guide!.matchAll(/\((\d+) marks?\)\n/g)].map((m) => Number(m[1])),
    rubricTotal: Number(/out of (\d+)\./.exec(rubricPart)![1]),
    rubricParts: [...rubricPart.matchAll(/\((\d+) marks?\)/g)].map((m) => Number(m[1])),
    rubricLines: [...rubricPart.matchAll(/Question (\d+) \((\d+) marks?\): from this rubric, (.+)\./g)].map((m) => ({
      question: Number(m[1]),
      marks: Number(m[2]),
      byLevel: Object.fromEntries(m[3]!.split(', ').map((part) => [part.replace(/ \d+$/, ''), Number(/(\d+)$/.exec(part)![1])])),
    })),
  };
}

/** The QTI package's items' maximum scores, as an LMS reads them. */
async function qtiMaxScores(id: string, token: string) {
  const zip = await JSZip.loadAsync((await get(`/api/assessment/${id}/export.qti.zip`, token)).rawPayload);
  const files = Object.keys(zip.files).filter((f) => /^items\/.+\.xml$/.test(f));
  return Promise.all(files.map(async (f) => Number(/identifier="MAXSCORE"[\s\S]*?<qti-value>([\d.]+)<\/qti-value>/.exec(await zip.file(f)!.async('string'))![1])));
}

/** The results CSV as a spreadsheet reads it: the question columns' marks from their headings, each row's cells. */
async function csvOf(id: string, token: string) {
  const text = (await get(`/api/assessment/${id}/results.csv`, token)).body.replace(/^\uFEFF/, '').trim();
  const rows = text.split('\r\n').map((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/));
  const header = rows[0]!;
  const questions = header.flatMap((h, i) => (/^Q\d+ \((\d+) marks?\)$/.test(h) ? [{ column: i, marks: Number(/\((\d+)/.exec(h)![1]) }] : []));
  const column = (name: string) => header.indexOf(name);
  return {
    questionMarks: questions.map((q) => q.marks),
    rows: rows.slice(1).map((cells) => ({ name: cells[0], items: questions.map((q) => cells[q.column]!), score: Number(cells[column('Score')]), outOf: Number(cells[column('Out of')]) })),
  };
}

describe('one source of truth for marks', () => {
  it('the paper, the rubric, the results, the CSV, the QTI and the DOCX agree on the total and on a marked student', async () => {
    const token = await t.token({ sub: 'totals-teacher', email: 'totals@school.example', name: 'totals' });
    const a = (await t.call('POST', '/api/assessment', token, { title: 'Equivalent fractions check', yearLevel: 'Year 3', subject: 'Mathematics', outcomes: ['3.NF.A.3a', '3.NF.A.3b'] })).json();
    const [ava] = (await t.call('PUT', `/api/assessment/${a.id}/students`, token, { names: ['Ava Brown', 'Ben Chen'] })).json().students;
    const proficient = Object.fromEntries(a.rubric.criteria.map((c: { id: string }) => [c.id, 2]));
    await t.call('PUT', `/api/assessment/${a.id}/marks/${ava.id}`, token, { levels: proficient });

    const paper = await paperOf(a.id, token);
    const results = (await t.call('GET', `/api/assessment/${a.id}/results`, token)).json();
    const csv = await csvOf(a.id, token);
    const qti = await qtiMaxScores(a.id, token);

    // The paper: 20 marks — for each outcome a choice (1), three missing-number questions marked on their two
    // calculations (2 each) and an extended response on three key points (3) — as printed at the top, beside the
    // questions, in the marking guide and under the rubric (the rubric alone would make 12 of 4 marks a criterion).
    expect(paper.total).toBe(20);
    expect(paper.questionMarks).toEqual([1, 2, 2, 2, 3, 1, 2, 2, 2, 3]);
    expect(sum(paper.guideMarks)).toBe(20);
    expect(paper.rubricTotal).toBe(20);
    expect(sum(paper.rubricParts)).toBe(20);
    expect(sum(qti)).toBe(20);
    expect(results.students.map((s: { max: number }) => s.max)).toEqual([20, 20]);
    expect(sum(csv.questionMarks)).toBe(20);
    expect(csv.rows.map((r) => r.outOf)).toEqual([20, 20]);

    // A student at Proficient on every criterion: each extended response gets the marks the rubric prints for Proficient.
    const avaResult = results.students[0];
    for (const line of paper.rubricLines) {
      expect(line.byLevel.Extending).toBe(line.marks);
      expect(avaResult.items[line.question - 1]).toMatchObject({ marks: line.byLevel.Proficient, max: line.marks, from: 'rubric' });
    }
    const avaRow = csv.rows[0]!;
    expect(avaRow.score).toBe(avaResult.score);
    expect(sum(avaRow.items.map(Number))).toBe(avaRow.score);
    expect(avaRow.items).toEqual(avaResult.items.map((i: { marks: number | null }) => (i.marks === null ? '' : String(i.marks))));
    expect(sum(paper.rubricLines.map((l) => l.byLevel.Proficient!))).toBe(avaResult.score);
  });

  it('a history paper with questions on a source and a choice keyed to misconceptions adds up the same in every place, and prints its source', async () => {
    const token = await t.token({ sub: 'totals-historian', email: 'historian@school.example', name: 'historian' });
    const a = (await t.call('POST', '/api/assessment', token, { title: 'Britain 1745-1901', yearLevel: 'Year 8', subject: 'History', outcomes: ['NC-HI-KS3-IDEAS-POLITICAL-POWER-INDUSTRY-EMPIRE'] })).json();
    const [ava] = (await t.call('PUT', `/api/assessment/${a.id}/students`, token, { names: ['Ava Brown', 'Ben Chen'] })).json().students;
    await t.call('PUT', `/api/assessment/${a.id}/marks/${ava.id}`, token, { levels: Object.fromEntries(a.rubric.criteria.map((c: { id: string }) => [c.id, 2])) });

    const paper = await paperOf(a.id, token);
    const results = (await t.call('GET', `/api/assessment/${a.id}/results`, token)).json();
    const csv = await csvOf(a.id, token);
    const qti = await qtiMaxScores(a.id, token);
    // A choice (1), three questions from the set (1 + 3 + 3), an extended response on it (3), and on Source A its origin (3), purpose (2) and usefulness (3).
    expect(a.totalMarks).toBe(19);
    for (const total of [paper.total, sum(paper.questionMarks), sum(paper.guideMarks), paper.rubricTotal, sum(paper.rubricParts), sum(qti), sum(csv.questionMarks)]) expect(total).toBe(19);
    expect(results.students.map((s: { max: number }) => s.max)).toEqual([19, 19]);
    expect(csv.rows.map((r) => r.outOf)).toEqual([19, 19]);
    // Both extended responses take the marks their rubric levels give; the CSV row and the results agree.
    expect(paper.rubricLines.map((l) => [l.marks, l.byLevel.Proficient])).toEqual([
      [3, 2],
      [3, 2],
    ]);
    expect(results.students[0].score).toBe(4);
    expect(csv.rows[0]!.score).toBe(4);

    // The paper prints the source with its provenance once, above its first question; the guide names each wrong option's misconception.
    const { value: text } = await mammoth.extractRawText({ buffer: (await get(`/api/assessment/${a.id}/export.docx`, token)).rawPayload });
    const [printed, guide] = text.split('Marking guide');
    expect(printed!.match(/Indian in blood and colour/g)).toHaveLength(1);
    expect(printed).toContain('Thomas Babington Macaulay, a senior British official on the Governor-General’s council in India, 2 February 1835.');
    expect(guide).toContain("The misconception “The 1832 Reform Act gave everyone the vote”.");
    // Each QTI item on the source carries it, as an LMS shows one item at a time.
    const zip = await JSZip.loadAsync((await get(`/api/assessment/${a.id}/export.qti.zip`, token)).rawPayload);
    const withSource = await Promise.all(Object.keys(zip.files).filter((f) => /^items\/.+\.xml$/.test(f)).map(async (f) => (await zip.file(f)!.async('string')).includes('Indian in blood and colour')));
    expect(withSource.filter(Boolean)).toHaveLength(3);
  });
});

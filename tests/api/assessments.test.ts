import JSZip from 'jszip';
import mammoth from 'mammoth';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '6' } });
});
afterAll(() => t.close());

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });
const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;
const putCsv = (token: string, id: string, body: Buffer | string) =>
  t.app.inject({ method: 'PUT', url: `/api/assessment/${id}/students`, headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' }, payload: body });

/** The key's answers to a paper's choice and short-answer items, as a student who gets them all right writes them. */
const keyAnswers = (a: { items: { id: string; kind: string; answer: string }[] }) =>
  Object.fromEntries(a.items.filter((i) => i.kind !== 'extended-response').map((i) => [i.id, i.answer]));

async function create(token: string, codes = ['3.NF.A.3a', '3.NF.A.3b']) {
  const res = await t.call('POST', '/api/assessment', token, { title: 'Equivalent fractions check', yearLevel: 'Year 3', subject: 'Mathematics', outcomes: codes });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('assessments', () => {
  it('creates an assessment on real outcomes with items and a rubric, for one robot action', async () => {
    const token = await teacher('assessing-teacher');
    const before = await consumed(token);
    const a = await create(token);
    expect(await consumed(token)).toBe(before + 1);
    expect(a.outcomeCodes).toEqual(['CCSS.Math.Content.3.NF.A.3a', 'CCSS.Math.Content.3.NF.A.3b']);
    expect(a.rubric.levels).toEqual([
      { name: 'Beginning', marks: 1 },
      { name: 'Developing', marks: 2 },
      { name: 'Proficient', marks: 3 },
      { name: 'Extending', marks: 4 },
    ]);
    expect(a.rubric.criteria.length).toBeGreaterThanOrEqual(2);
    for (const criterion of a.rubric.criteria) {
      expect(a.outcomeCodes).toContain(criterion.outcomeCode);
      expect(criterion.descriptors).toHaveLength(4);
      expect(criterion.descriptors[0]).toMatch(/^With support, begins to /);
    }
    expect(a.items.length).toBeGreaterThanOrEqual(2);
    for (const item of a.items) {
      expect(item.answer.trim()).not.toBe('');
      expect(item.marks).toBeGreaterThan(0);
      expect(a.outcomeCodes).toContain(item.outcomeCode);
    }
    expect(a.totalMarks).toBe(a.items.reduce((sum: number, i: { marks: number }) => sum + i.marks, 0));
    const list = (await t.call('GET', '/api/assessment', token)).json();
    expect(list.items.map((i: { id: string }) => i.id)).toContain(a.id);
  });

  it('refuses unknown outcome codes and an assessment without outcomes, charging nothing', async () => {
    const token = await teacher('careless-assessor');
    const before = await consumed(token);
    const unknown = await t.call('POST', '/api/assessment', token, { title: 'Quiz', outcomes: ['9.ZZ.Z.9'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual([{ field: 'outcomes', message: 'Unknown outcome code "9.ZZ.Z.9"' }]);
    const none = await t.call('POST', '/api/assessment', token, { title: 'Quiz', outcomes: [] });
    expect(none.json()).toEqual([{ field: 'outcomes', message: 'Choose at least one outcome: the items and the rubric are written from them' }]);
    expect(await consumed(token)).toBe(before);
  });

  it("is another teacher's 404", async () => {
    const owner = await teacher('assessment-owner');
    const other = await teacher('assessment-other');
    const a = await create(owner, ['3.NF.A.3a']);
    expect((await t.call('GET', `/api/assessment/${a.id}`, other)).json()).toEqual({ statusCode: 404, message: 'Assessment not found' });
    expect((await t.call('DELETE', `/api/assessment/${a.id}`, other)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/assessment/${a.id}/results`, other)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/assessment/not-a-uuid', owner)).statusCode).toBe(404);
  });

  it('marks a class against the rubric: totals, grade bands, drafted feedback, spread and a CSV', async () => {
    const token = await teacher('marking-teacher');
    const a = await create(token);
    const students = (await t.call('PUT', `/api/assessment/${a.id}/students`, token, { names: ['Ava Brown', ' Ben  Chen ', 'Cleo Diaz', ''] })).json().students;
    expect(students.map((s: { name: string }) => s.name)).toEqual(['Ava Brown', 'Ben Chen', 'Cleo Diaz']);
    const [c1, c2] = a.rubric.criteria.map((c: { id: string }) => c.id);
    const levels = (top: number, second: number) => Object.fromEntries(a.rubric.criteria.map((c: { id: string }, i: number) => [c.id, i === 0 ? top : second]));

    // The paper: i1–i4 and i6–i9 are marked from the key (a choice of 1 mark, three missing numbers of 2 marks: the two
    // calculations of each), i5 and i10 are extended responses (3 marks each).
    const key = keyAnswers(a);
    const written = 'Equivalent fractions are the same size, so they sit at the same point on a number line.';
    const ava = (await t.call('PUT', `/api/assessment/${a.id}/marks/${students[0].id}`, token, { response: '2/4 = 1/2', answers: { ...key, i5: written, i10: written }, levels: levels(3, 3) })).json();
    expect(ava).toMatchObject({ name: 'Ava Brown', score: 20, max: 20, percent: 100, band: 'A', complete: true });
    expect(ava.draftFeedback).toMatch(/^Ava showed they can explain two fractions as equivalent .*: in question 5 they wrote "Equivalent fractions are the same size, so they sit at the same point on a number line"/);
    // Ben: every key answer wrong, nothing written; Beginning (1 of 4: 3 × 1/4 rounds to 1) and Developing (3 × 2/4 rounds to 2).
    const ben = (await t.call('PUT', `/api/assessment/${a.id}/marks/${students[1].id}`, token, { answers: Object.fromEntries(Object.keys(key).map((k) => [k, '1'])), levels: levels(0, 1) })).json();
    expect(ben).toMatchObject({ score: 3, max: 20, percent: 15, band: 'E', complete: true });
    expect(ben.draftFeedback).toMatch(/^Ben is at Beginning for explain two fractions as equivalent .*: question 5 has no answer yet, so there is not yet written work that shows it\./);
    expect(ben.draftFeedback.match(/Next step/g)).toHaveLength(1);
    const cleo = (await t.call('PUT', `/api/assessment/${a.id}/marks/${students[2].id}`, token, { levels: { [c1]: 2 } })).json();
    expect(cleo).toMatchObject({ score: 2, band: null, complete: false });

    const results = (await t.call('GET', `/api/assessment/${a.id}/results`, token)).json();
    expect(results.students.map((s: { name: string }) => s.name)).toEqual(['Ava Brown', 'Ben Chen', 'Cleo Diaz']);
    expect(results.spread[0]).toEqual({ criterionId: c1, counts: [1, 0, 1, 1] });
    expect(results.spread[1]).toEqual({ criterionId: c2, counts: [0, 1, 0, 1] });

    const csv = await t.call('GET', `/api/assessment/${a.id}/results.csv`, token);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="equivalent-fractions-check-results.csv"');
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^Student,Q1 \(1 mark\),Q2 \(2 marks\),Q3 \(2 marks\),Q4 \(2 marks\),Q5 \(3 marks\),Q6 \(1 mark\),/);
    expect(rows[1]).toMatch(/^Ava Brown,1,2,2,2,3,1,2,2,2,3,Extending,Extending,Extending,20,20,100,A,/);
    expect(rows[2]).toMatch(/^Ben Chen,0,0,0,0,1,0,0,0,0,2,Beginning,Developing,Developing,3,20,15,E,/);
    expect(rows[3]).toMatch(/^Cleo Diaz,,,,,2,,,,,,Proficient,,,2,20,10,,/);
  });

  it('keeps a response and the teacher\'s own feedback, which the CSV uses instead of the draft until it is cleared', async () => {
    const token = await teacher('feedback-teacher');
    const a = await create(token, ['3.NF.A.3a']);
    const { students } = (await t.call('PUT', `/api/assessment/${a.id}/students`, token, { names: ['Dana Ng'] })).json();
    const marks = `/api/assessment/${a.id}/marks/${students[0].id}`;
    const top = Object.fromEntries(a.rubric.criteria.map((c: { id: string }) => [c.id, 3]));
    await t.call('PUT', marks, token, { levels: top, answers: keyAnswers(a) });
    const own = (await t.call('PUT', marks, token, { response: 'Two quarters cover one half of the strip.', feedback: '  Dana used the strips to prove it.  ' })).json();
    expect(own).toMatchObject({ response: 'Two quarters cover one half of the strip.', feedback: 'Dana used the strips to prove it.', complete: true });
    expect(own.levels).toEqual(top);
    const csvRow = async () => (await t.call('GET', `/api/assessment/${a.id}/results.csv`, token)).body.trim().split('\r\n')[1];
    expect(await csvRow()).toMatch(/,Dana used the strips to prove it\.$/);
    // Blank feedback is none: the results use the draft written from the work and the levels again.
    const cleared = (await t.call('PUT', marks, token, { feedback: '   ' })).json();
    expect(cleared.feedback).toBeNull();
    expect(cleared.response).toBe('Two quarters cover one half of the strip.');
    // The response is read for the extended response, which has no answer of its own: the draft refers to it (it makes
    // no marking point, so it is not offered as showing the level the teacher gave).
    expect(await csvRow()).toMatch(/^Dana Ng,1,2,2,2,3,Extending,10,10,100,A,"Dana reached Extending for explain two fractions as equivalent .*; in question 5 they wrote ""Two quarters cover one half of the strip"", and got 4 of 4 questions marked from the key right \(questions 1, 2, 3 and 4\)\. Next step: /);
  });

  it('says what is wrong with a level, a class list or a CSV, and keeps what was there', async () => {
    const token = await teacher('strict-teacher');
    const a = await create(token, ['3.NF.A.3a']);
    const [criterion] = a.rubric.criteria;
    const { students } = (await t.call('PUT', `/api/assessment/${a.id}/students`, token, { names: ['Dana'] })).json();
    const outside = await t.call('PUT', `/api/assessment/${a.id}/marks/${students[0].id}`, token, { levels: { [criterion.id]: 4, ghost: 0 } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual([
      { field: `levels.${criterion.id}`, message: 'Choose a level from 0 (Beginning) to 3 (Extending)' },
      { field: 'levels.ghost', message: 'The rubric has no criterion "ghost"' },
    ]);
    expect((await t.call('PUT', `/api/assessment/${a.id}/students`, token, { names: [' '] })).json()).toEqual([
      { field: 'names', message: 'Add at least one student: type or paste one name per line, or upload a CSV.' },
    ]);
    expect((await putCsv(token, a.id, 'name,house\nDana,Red\n')).json()).toEqual([
      { field: 'file', message: 'Unknown column "house": a class list has a header row with the column "name" (or "first name" and "last name") and, optionally, "student id".' },
    ]);
    expect((await putCsv(token, a.id, 'student id\n17\n')).json()).toEqual([
      { field: 'file', message: 'The name column is missing: a class list has a header row with the column "name" (or "first name" and "last name") and, optionally, "student id".' },
    ]);
    expect((await putCsv(token, a.id, 'first name,last name\nDana,Ng\nEli,Smith,Jr\n')).json()).toEqual([
      { field: 'file.row3', message: 'Row 3 has 3 columns, the header has 2. Check for a comma inside a name without quotes.' },
    ]);
    // "Zoë" saved by an old spreadsheet in Latin-1: the ë is byte 0xEB, not UTF-8.
    expect((await putCsv(token, a.id, Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x5a, 0x6f, 0xeb, 0x0a]))).json()).toEqual([
      { field: 'file', message: 'The file is not UTF-8 text. In your spreadsheet, save it as "CSV UTF-8" and upload it again.' },
    ]);
    expect((await t.call('GET', `/api/assessment/${a.id}`, token)).json().students).toEqual(students);

    const csv = await putCsv(token, a.id, '\uFEFFFirst Name,Last Name,Student ID\nDana,Ng,1\n"Eli, Jr",Smith,2\n');
    expect(csv.json().students.map((s: { name: string }) => s.name)).toEqual(['Dana Ng', 'Eli, Jr Smith']);
  });

  it('keeps marks of students who stay on the list, refuses to regenerate a marked assessment, and deletes', async () => {
    const token = await teacher('regenerating-teacher');
    const a = await create(token, ['3.NF.A.3a']);
    const [criterion] = a.rubric.criteria;
    const first = (await t.call('PUT', `/api/assessment/${a.id}/students`, token, { names: ['Fay', 'Gus'] })).json().students;
    await t.call('PUT', `/api/assessment/${a.id}/marks/${first[0].id}`, token, { levels: { [criterion.id]: 2 } });
    const second = (await t.call('PUT', `/api/assessment/${a.id}/students`, token, { names: ['Gus', 'Fay', 'Hal'] })).json().students;
    expect(second.find((s: { name: string }) => s.name === 'Fay').id).toBe(first[0].id);
    const results = (await t.call('GET', `/api/assessment/${a.id}/results`, token)).json();
    expect(results.students.find((s: { name: string }) => s.name === 'Fay').levels).toEqual({ [criterion.id]: 2 });

    const again = await t.call('GET', `/api/assessment/${a.id}/generate`, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This assessment has marks, and a new rubric would not match them. Clear the class list or make a new assessment to generate again.');
    expect((await t.call('DELETE', `/api/assessment/${a.id}`, token)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/assessment/${a.id}`, token)).statusCode).toBe(404);
  });

  it('saves edits to items and the rubric, refusing outcomes the assessment does not have', async () => {
    const token = await teacher('editing-assessor');
    const a = await create(token, ['3.NF.A.3a']);
    const item = { id: 'mine', kind: 'multiple-choice', prompt: 'Which is equal to 1/2?', options: ['2/4', '1/3'], answer: '2/4', markingPoints: [], marks: 1, outcomeCode: '3.NF.A.3a' };
    const saved = await t.call('POST', '/api/assessment', token, { id: a.id, title: 'Fractions quiz', items: [item] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Fractions quiz', totalMarks: 1 });
    const wrong = await t.call('POST', '/api/assessment', token, { id: a.id, items: [{ ...item, answer: '3/6', outcomeCode: '4.NF.A.1' }] });
    expect(wrong.json()).toEqual([{ field: 'items.0.answer', message: 'The answer must be one of the options' }]);
    const stray = await t.call('POST', '/api/assessment', token, { id: a.id, items: [{ ...item, outcomeCode: '4.NF.A.1' }] });
    expect(stray.json()).toEqual([{ field: 'items.0.outcomeCode', message: '"4.NF.A.1" is not one of this assessment\'s outcomes' }]);
    expect((await t.call('GET', `/api/assessment/${a.id}`, token)).json().title).toBe('Fractions quiz');
  });

  it('keeps the source an item is asked on and the misconception key when items are saved, and takes the source a teacher pastes in', async () => {
    const token = await teacher('source-teacher');
    const res = await t.call('POST', '/api/assessment', token, { title: 'Gold rushes', yearLevel: 'Year 5', subject: 'History', outcomes: ['ACHASSK110'] });
    const a = res.json();
    const onSource = a.items.filter((i: { stimulus?: { text: string } }) => i.stimulus);
    expect(onSource).toHaveLength(3);
    expect(onSource[0].stimulus).toMatchObject({ title: 'Source A', text: '', provenance: '' });
    expect(a.supply).toContain(onSource[0].stimulus.supply);
    // The teacher pastes a source into every question on it and saves: the words and provenance stay with the items.
    const text = 'The road to the diggings is crowded with men of every nation, each with his pick and pan.';
    const provenance = 'A letter to a Melbourne newspaper, 1852.';
    const items = a.items.map((i: { stimulus?: object }) => (i.stimulus ? { ...i, stimulus: { title: 'Source A', text, provenance } } : i));
    const saved = await t.call('POST', '/api/assessment', token, { id: a.id, items });
    expect(saved.statusCode).toBe(200);
    const read = (await t.call('GET', `/api/assessment/${a.id}`, token)).json();
    expect(read.items.filter((i: { stimulus?: object }) => i.stimulus).map((i: { stimulus: object }) => i.stimulus)).toEqual([
      { title: 'Source A', text, provenance },
      { title: 'Source A', text, provenance },
      { title: 'Source A', text, provenance },
    ]);
    // A misconception is named only for a wrong option the item has.
    const choice = { id: 'c1', kind: 'multiple-choice', prompt: 'Which is correct?', options: ['Yes', 'No'], answer: 'Yes', markingPoints: [], marks: 1, outcomeCode: 'ACHASSK110' };
    const kept = await t.call('POST', '/api/assessment', token, { id: a.id, items: [{ ...choice, distractors: [{ option: 'No', misconception: 'Thinking no.' }] }] });
    expect(kept.json().items[0].distractors).toEqual([{ option: 'No', misconception: 'Thinking no.' }]);
    const stray = await t.call('POST', '/api/assessment', token, { id: a.id, items: [{ ...choice, distractors: [{ option: 'Yes', misconception: 'Thinking yes.' }] }] });
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toEqual([{ field: 'items.0.distractors.0.option', message: 'A misconception is named for a wrong option of the item' }]);
  });

  it('exports a printable Word document and a QTI 3.0 package that reads back with the answers and marks', async () => {
    const token = await teacher('exporting-teacher');
    const a = await create(token, ['3.NF.A.3a']);
    const items = [
      { id: 'q1', kind: 'multiple-choice', prompt: 'Which fraction is equal to 1/2?', options: ['1/3', '2/4', '2/3'], answer: '2/4', markingPoints: [], marks: 1, outcomeCode: '3.NF.A.3a' },
      { id: 'q2', kind: 'short-answer', prompt: '3/4 = ?/8', answer: '6', markingPoints: ['6'], marks: 2, outcomeCode: '3.NF.A.3a' },
      { id: 'q3', kind: 'extended-response', prompt: 'Explain why 2/6 and 1/3 are equal. Use a fraction strip.', answer: 'Both cover the same length.', markingPoints: ['Shows both fractions on strips of the same whole.', 'Says the shaded lengths are equal.'], marks: 2, outcomeCode: '3.NF.A.3a' },
    ];
    await t.call('POST', '/api/assessment', token, { id: a.id, title: 'Fractions & strips', items });

    const docx = await t.app.inject({ method: 'GET', url: `/api/assessment/${a.id}/export.docx`, headers: { authorization: `Bearer ${token}` } });
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-disposition']).toBe('attachment; filename="fractions-strips.docx"');
    const { value: text } = await mammoth.extractRawText({ buffer: docx.rawPayload });
    for (const expected of ['Fractions & strips', 'Total: ____ / 5', '1. Which fraction is equal to 1/2? (1 mark)', 'B  2/4', '2. 3/4 = ?/8 (2 marks)', 'Marking guide', '1. B  2/4 (1 mark)', '2. 6 (2 marks)', 'Says the shaded lengths are equal.', 'Rubric', 'Extending (4)']) {
      expect(text).toContain(expected);
    }

    const qti = await t.app.inject({ method: 'GET', url: `/api/assessment/${a.id}/export.qti.zip`, headers: { authorization: `Bearer ${token}` } });
    expect(qti.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(qti.rawPayload);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
    const manifest = xml.parse(await zip.file('imsmanifest.xml')!.async('string'));
    const resources = manifest.manifest.resources.resource;
    expect(resources.map((r: { type: string; href: string }) => [r.type, r.href])).toEqual([
      ['imsqti_test_xmlv3p0', 'test.xml'],
      ['imsqti_item_xmlv3p0', 'items/q1.xml'],
      ['imsqti_item_xmlv3p0', 'items/q2.xml'],
      ['imsqti_item_xmlv3p0', 'items/q3.xml'],
    ]);
    const item = async (id: string) => xml.parse(await zip.file(`items/${id}.xml`)!.async('string'))['qti-assessment-item'];
    const maxScore = (parsed: { 'qti-outcome-declaration': { identifier: string; 'qti-default-value': { 'qti-value': number } }[] }) =>
      parsed['qti-outcome-declaration'].find((d) => d.identifier === 'MAXSCORE')!['qti-default-value']['qti-value'];

    const q1 = await item('q1');
    const correct = q1['qti-response-declaration']['qti-correct-response']['qti-value'];
    const choices = q1['qti-item-body']['qti-choice-interaction']['qti-simple-choice'];
    expect(choices.find((c: { identifier: string }) => c.identifier === correct)['#text']).toBe('2/4');
    expect(maxScore(q1)).toBe(1);
    const q2 = await item('q2');
    expect(String(q2['qti-response-declaration']['qti-correct-response']['qti-value'])).toBe('6');
    expect(maxScore(q2)).toBe(2);
    const q3 = await item('q3');
    expect(q3['qti-item-body']['qti-extended-text-interaction']['qti-prompt']).toBe('Explain why 2/6 and 1/3 are equal. Use a fraction strip.');
    expect(q3['qti-item-body']['qti-rubric-block']['qti-content-body'].ul.li).toEqual(['Shows both fractions on strips of the same whole.', 'Says the shaded lengths are equal.']);
    const test = xml.parse(await zip.file('test.xml')!.async('string'));
    expect(test['qti-assessment-test']['qti-test-part']['qti-assessment-section']['qti-assessment-item-ref'].map((r: { href: string }) => r.href)).toEqual(['items/q1.xml', 'items/q2.xml', 'items/q3.xml']);
  });
});

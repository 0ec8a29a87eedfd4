import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '20' } });
});
afterAll(() => t.close());

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });
const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed as number;

describe('feedback comments', () => {
  it('writes a comment per student from achievements and evidence, and rewrites one for the student and the next teacher', async () => {
    const token = await teacher('commenting-teacher');
    const before = await consumed(token);
    const created = await t.call('POST', '/api/comment', token, {
      title: 'Term 3 maths reports',
      yearLevel: 'Grade 4',
      outcomes: ['4.NF.A.2'],
      students: [
        { name: 'Ava Brown', pronouns: 'she', achievements: { '4.NF.A.2': 'proficient' }, evidence: { '4.NF.A.2': 'ordered 3/4, 2/3 and 5/8 on a number line' } },
        { name: 'Ben Chen', pronouns: 'he', achievements: { '4.NF.A.2': 'beginning' } },
      ],
    });
    expect(created.statusCode).toBe(201);
    const set = created.json();
    expect(set.outcomeCodes).toEqual(['CCSS.Math.Content.4.NF.A.2']);
    expect(set.students[0].achievements).toEqual({ 'CCSS.Math.Content.4.NF.A.2': 'proficient' });

    const generated = (await t.call('GET', `/api/comment/${set.id}/generate`, token)).json();
    expect(await consumed(token)).toBe(before + 2);
    const [ava, ben] = generated.students;
    expect(ava.comment).toMatch(/^Ava (can|is now able to) compare two fractions .+ For example: ordered 3\/4, 2\/3 and 5\/8 on a number line\. Next, Ava should apply this to less familiar problems and explain her method\.$/);
    expect(ben.comment).toMatch(/Next, Ben should practice how to compare two fractions .+, first with worked examples and then with less help\.$/);

    const forAva = (await t.call('POST', `/api/comment/${set.id}/generate/perspective`, token, { studentId: ava.id, perspective: 'student' })).json();
    expect(forAva.text).toMatch(/^You (can|are now able to) compare two fractions/);
    expect(forAva.text).toContain('Next, try to apply this to less familiar problems and explain your method.');
    const forTeacher = (await t.call('POST', `/api/comment/${set.id}/generate/perspective`, token, { studentId: ben.id, perspective: 'teacher' })).json();
    expect(forTeacher.text).toMatch(/^4\.NF\.A\.2 \(compare two fractions .+\): beginning\. Next, Ben should practice/);
    expect(await consumed(token)).toBe(before + 4);

    const short = (await t.call('POST', `/api/comment/${set.id}/generate/summary`, token, { studentId: ava.id, maxCharacters: 160 })).json();
    expect(short.text.length).toBeLessThanOrEqual(160);
    expect(short.text).toMatch(/^Ava (can|is now able to) compare two fractions/);
  });

  it('starts from a marked assessment: its class, outcomes and each student’s achievement from their marks', async () => {
    const token = await teacher('assessment-to-comments');
    const assessment = (await t.call('POST', '/api/assessment', token, { title: 'Fractions check', outcomes: ['3.NF.A.3a'] })).json();
    const { students } = (await t.call('PUT', `/api/assessment/${assessment.id}/students`, token, { names: ['Cleo Diaz', 'Dev Patel'] })).json();
    const top = Object.fromEntries(assessment.rubric.criteria.map((c: { id: string }) => [c.id, 3]));
    const low = Object.fromEntries(assessment.rubric.criteria.map((c: { id: string }) => [c.id, 0]));
    const written = assessment.items.findIndex((i: { kind: string }) => i.kind === 'extended-response');
    const answers = { [assessment.items[written].id]: 'Two quarters and one half sit at the same point on a number line. So they are equal.' };
    await t.call('PUT', `/api/assessment/${assessment.id}/marks/${students[0].id}`, token, { levels: top, answers });
    await t.call('PUT', `/api/assessment/${assessment.id}/marks/${students[1].id}`, token, { levels: low });
    const set = (await t.call('POST', '/api/comment', token, { title: 'From the fractions check', fromAssessment: assessment.id })).json();
    expect(set.assessmentId).toBe(assessment.id);
    expect(set.students.map((s: { name: string; achievements: Record<string, string> }) => [s.name, Object.values(s.achievements)])).toEqual([
      ['Cleo Diaz', ['extending']],
      ['Dev Patel', ['beginning']],
    ]);
    // The evidence is the student's own words, then their marks: the extended response's 3 marks at Extending, of the paper’s 10.
    expect(assessment.totalMarks).toBe(10);
    expect(Object.values(set.students[0].evidence)).toEqual([`in question ${written + 1} they wrote "Two quarters and one half sit at the same point on a number line"; 3 of 10 marks on "Fractions check"`]);
    expect(Object.values(set.students[1].evidence)).toEqual(['1 of 10 marks on "Fractions check"']);
  });

  it('refuses what it cannot use, with what to fix, and keeps other teachers out', async () => {
    const token = await teacher('strict-commenter');
    const other = await teacher('other-commenter');
    const noOutcomes = await t.call('POST', '/api/comment', token, { title: 'Reports' });
    expect(noOutcomes.json()).toEqual([{ field: 'outcomes', message: 'Choose at least one outcome: comments are written against outcomes' }]);
    const wrong = await t.call('POST', '/api/comment', token, {
      title: 'Reports',
      outcomes: ['4.NF.A.2'],
      students: [{ name: 'Eli', achievements: { '4.NF.A.2': 'brilliant', '5.NF.A.1': 'proficient' } }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual([{ field: 'students.0.achievements.4.NF.A.2', message: 'An achievement is beginning, developing, proficient, extending' }]);
    const stray = await t.call('POST', '/api/comment', token, { title: 'Reports', outcomes: ['4.NF.A.2'], students: [{ name: 'Eli', achievements: { '5.NF.A.1': 'proficient' } }] });
    expect(stray.json()).toEqual([{ field: 'students.0.achievements.5.NF.A.1', message: '"5.NF.A.1" is not one of this comment set\'s outcomes' }]);
    const mine = (await t.call('POST', '/api/comment', token, { title: 'Reports', outcomes: ['4.NF.A.2'], students: [{ name: 'Eli' }] })).json();
    expect((await t.call('GET', `/api/comment/${mine.id}`, other)).json()).toEqual({ statusCode: 404, message: 'Comment set not found' });
    expect((await t.call('GET', `/api/comment/${mine.id}/generate`, other)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/comment/${mine.id}`, other)).statusCode).toBe(404);
    const summary = await t.call('POST', `/api/comment/${mine.id}/generate/summary`, token, { studentId: mine.students[0].id, maxCharacters: 10 });
    expect(summary.json()).toEqual([{ field: 'maxCharacters', message: 'A summary has at least 60 characters' }]);
    expect((await t.call('DELETE', `/api/comment/${mine.id}`, token)).statusCode).toBe(204);
  });

  it('keeps a comment bank per teacher', async () => {
    const token = await teacher('banking-teacher');
    const other = await teacher('other-banker');
    const saved = (await t.call('POST', '/api/comment/bank', token, { text: 'Reads fluently and with expression.', outcomeCode: 'RF.3.4' })).json();
    expect((await t.call('GET', '/api/comment/bank', token)).json()).toEqual([{ id: saved.id, text: 'Reads fluently and with expression.', outcomeCode: 'RF.3.4', createdAt: saved.createdAt }]);
    expect((await t.call('GET', '/api/comment/bank', other)).json()).toEqual([]);
    expect((await t.call('DELETE', `/api/comment/bank/${saved.id}`, other)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/comment/bank/${saved.id}`, token)).statusCode).toBe(204);
  });
});

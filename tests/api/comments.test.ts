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
    expect(ava.comment).toMatch(/^Ava (can|is now able to) compare two fractions .+ For example: ordered 3\/4, 2\/3 and 5\/8 on a number line\. Next step: Ava should apply this to less familiar problems and explain her method\.$/);
    expect(ben.comment).toMatch(/Next step: Ben should practice how to compare two fractions .+, first with worked examples and then with less help\.$/);

    const forAva = (await t.call('POST', `/api/comment/${set.id}/generate/perspective`, token, { studentId: ava.id, perspective: 'student' })).json();
    expect(forAva.text).toMatch(/^You (can|are now able to) compare two fractions/);
    expect(forAva.text).toContain('Your next step: apply this to less familiar problems and explain your method.');
    const forTeacher = (await t.call('POST', `/api/comment/${set.id}/generate/perspective`, token, { studentId: ben.id, perspective: 'teacher' })).json();
    expect(forTeacher.text).toMatch(/^4\.NF\.A\.2 \(compare two fractions .+\): beginning\. Next step: Ben should practice/);
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

  it('writes each comment from that student’s own work: their words, their answers, their one next step, no sentence shared', async () => {
    const token = await teacher('comments-from-work');
    const assessment = (await t.call('POST', '/api/assessment', token, { title: 'Fractions check', yearLevel: 'Grade 3', outcomes: ['3.NF.A.3a'] })).json();
    // The paper: question 1 a choice, questions 2–4 a number each, marked from the key; question 5 written.
    expect(assessment.items.map((i: { kind: string }) => i.kind)).toEqual(['multiple-choice', 'short-answer', 'short-answer', 'short-answer', 'extended-response']);
    const names = ['Cleo Diaz', 'Dev Patel', 'Ava Brown', 'Ben Chen', 'Eli Jones', 'Fay Wu'];
    // Per student: each keyed question right (R), wrong (W: a wrong option, or 99) or blank (-), then what they wrote for question 5.
    const work: Record<string, [string, string]> = {
      'Cleo Diaz': ['RRRW', 'Equivalent fractions are the same size. I drew 1/2 and 2/4 on a fraction wall.'],
      'Dev Patel': ['WRRR', 'They sit at the same point on a number line.'],
      'Ava Brown': ['RW-R', 'I think they look the same.'],
      // Ben and Eli hand in the same work: their comments must still differ beyond their names.
      'Ben Chen': ['RRRR', ''],
      'Eli Jones': ['RRRR', ''],
      'Fay Wu': ['WRWR', 'Half of a pizza is the same as two quarters.'],
    };
    type Item = { id: string; kind: string; answer: string; options?: string[] };
    const answerOf = (item: Item, how: string) => (how === 'R' ? item.answer : how === 'W' ? (item.options?.find((o) => o !== item.answer) ?? '99') : '');
    const { students } = (await t.call('PUT', `/api/assessment/${assessment.id}/students`, token, { names })).json();
    const developing = Object.fromEntries(assessment.rubric.criteria.map((c: { id: string }) => [c.id, 1]));
    for (const s of students) {
      const [keyed, written] = work[s.name]!;
      const answers = Object.fromEntries(
        (assessment.items as Item[]).map((item, n) => [item.id, n < 4 ? answerOf(item, keyed[n]!) : written] as const).filter(([, a]) => a),
      );
      expect((await t.call('PUT', `/api/assessment/${assessment.id}/marks/${s.id}`, token, { levels: developing, answers })).statusCode).toBe(200);
    }
    const set = (await t.call('POST', '/api/comment', token, { title: 'Fractions reports', fromAssessment: assessment.id })).json();
    expect(set.students.map((s: { achievements: Record<string, string> }) => Object.values(s.achievements))).toEqual(names.map(() => ['developing']));
    const written = (await t.call('GET', `/api/comment/${set.id}/generate`, token)).json();
    const comment = Object.fromEntries(written.students.map((s: { name: string; comment: string }) => [s.name, s.comment]));

    // What each student did: their own words for question 5, and the questions marked from the key they got wrong.
    expect(comment['Cleo Diaz']).toContain('"Equivalent fractions are the same size"');
    expect(comment['Cleo Diaz']).toContain('question 4');
    expect(comment['Dev Patel']).toContain('"They sit at the same point on a number line"');
    expect(comment['Dev Patel']).toContain('question 1');
    expect(comment['Ava Brown']).toContain('"I think they look the same"');
    expect(comment['Ava Brown']).toMatch(/question 3/);
    expect(comment['Fay Wu']).toContain('"Half of a pizza is the same as two quarters"');
    expect(comment['Ben Chen']).toContain('question 5');
    for (const name of names) {
      const text = comment[name]!;
      // At Developing, no sentence claims the student can already do it; exactly one next step.
      expect(text, name).not.toMatch(/\bcan explain\b|\bconfidently\b|\baccurately\b/);
      expect(text.match(/Next step/g), name).toHaveLength(1);
    }
    // No two students share a sentence once their names are taken out.
    const seen = new Map<string, string>();
    for (const name of names) {
      for (const s of comment[name]!.replaceAll(name.split(' ')[0]!, 'NAME').split(/(?<=[.!?])\s+/)) {
        expect(seen.get(s), `${name} and ${seen.get(s)} share "${s}"`).toBeUndefined();
        seen.set(s, name);
      }
    }

    const ava = written.students.find((s: { name: string }) => s.name === 'Ava Brown');
    const parent = (await t.call('POST', `/api/comment/${set.id}/generate/perspective`, token, { studentId: ava.id, perspective: 'parent' })).json().text as string;
    // For the family: what Ava did and one thing to do at home, without the school's jargon.
    expect(parent).not.toBe(ava.comment);
    expect(parent).toContain('"I think they look the same"');
    expect(parent).toContain('Ava');
    expect(parent.match(/at home/gi)).toHaveLength(1);
    expect(parent).not.toMatch(/criteri|rubric|descriptor|outcome|marking point|3\.NF|CCSS|proficient|extending|question \d/i);
    const forAva = (await t.call('POST', `/api/comment/${set.id}/generate/perspective`, token, { studentId: ava.id, perspective: 'student' })).json().text as string;
    expect(forAva).toMatch(/^You /);
    expect(forAva).toContain('"I think they look the same"');
    expect(forAva).not.toMatch(/\bAva\b|\bthey wrote\b|\btheir\b/);
    expect(forAva.match(/next step/gi)).toHaveLength(1);

    // A summary keeps whole sentences of the comment, what Ava did first, within the limit.
    const short = (await t.call('POST', `/api/comment/${set.id}/generate/summary`, token, { studentId: ava.id, maxCharacters: 260 })).json().text as string;
    expect(short.length).toBeLessThanOrEqual(260);
    expect(short).toContain('"I think they look the same"');
    for (const s of short.split(/(?<=[.!?])\s+/)) expect(ava.comment.split(/(?<=[.!?])\s+/)).toContain(s);
    // Shorter than the sentence that says what Ava can do and did: refused, never a sentence cut in the middle.
    const tooShort = await t.call('POST', `/api/comment/${set.id}/generate/summary`, token, { studentId: ava.id, maxCharacters: 60 });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toEqual([{ field: 'maxCharacters', message: `A summary of Ava Brown's comment needs at least ${ava.comment.split(/(?<=[.!?])\s+/)[0].length} characters to say what they can do` }]);
  });

  it('keeps the marked work with the set through the teacher’s edits, and adds a note the teacher writes to it', async () => {
    const token = await teacher('work-kept');
    const assessment = (await t.call('POST', '/api/assessment', token, { title: 'Fractions check', outcomes: ['3.NF.A.3a'] })).json();
    const { students } = (await t.call('PUT', `/api/assessment/${assessment.id}/students`, token, { names: ['Gus Hale'] })).json();
    const written = assessment.items.find((i: { kind: string }) => i.kind === 'extended-response');
    const levels = Object.fromEntries(assessment.rubric.criteria.map((c: { id: string }) => [c.id, 2]));
    await t.call('PUT', `/api/assessment/${assessment.id}/marks/${students[0].id}`, token, { levels, answers: { [written.id]: 'A fraction wall shows equal lengths.' } });
    const set = (await t.call('POST', '/api/comment', token, { title: 'Kept', fromAssessment: assessment.id })).json();
    const [gus] = set.students;
    const code = Object.keys(gus.achievements)[0]!;
    expect(gus.work[code].words.quote).toBe('A fraction wall shows equal lengths');
    // The browser saves the class as it got it, with the teacher's own note in place of the one made from the marks.
    const saved = await t.call('POST', '/api/comment', token, { id: set.id, students: [{ ...gus, evidence: { [code]: 'Used a fraction wall without being asked' } }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().students[0].work).toEqual(gus.work);
    const comment = (await t.call('GET', `/api/comment/${set.id}/generate`, token)).json().students[0].comment as string;
    expect(comment).toContain('"A fraction wall shows equal lengths"');
    expect(comment).toContain('For example: used a fraction wall without being asked.');
    await t.call('DELETE', `/api/assessment/${assessment.id}`, token);
    // The set still writes from the work once the assessment is gone.
    expect((await t.call('GET', `/api/comment/${set.id}/generate`, token)).json().students[0].comment).toContain('"A fraction wall shows equal lengths"');
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

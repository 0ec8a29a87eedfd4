import JSZip from 'jszip';
import mammoth from 'mammoth';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const teacher = (sub: string) => t.token({ sub, email: `${sub}@school.example`, name: sub });
const download = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const asArray = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

/** A two-week unit on two fractions outcomes whose lessons are made, plus one outline the teacher added after. */
async function madeUnit(token: string) {
  const unit = (await t.call('POST', '/api/unit', token, { title: 'Fractions & wholes', description: 'Strips, walls and number lines.', yearLevel: 'Grade 3', subject: 'Mathematics', outcomes: ['3.NF.A.3a', '3.NF.A.3b'], weeks: 2, lessonsPerWeek: 3 })).json();
  const made = (await t.call('POST', `/api/unit/${unit.id}/lessons`, token)).json();
  expect(made.created).toBe(6);
  const extra = { id: 'walk', title: 'Fraction walk outside', role: 'practise', outcomeCodes: ['3.NF.A.3a'], revisitCodes: [], summary: 'Chalk fraction walls in the playground.', lessonId: null };
  const saved = await t.call('POST', '/api/unit', token, { id: unit.id, lessons: [...made.unit.lessons, extra] });
  expect(saved.statusCode).toBe(200);
  return saved.json();
}

describe('unit exports', () => {
  it('writes the planning document: details, outcomes, the sequence by week, coverage and glossary', async () => {
    const token = await teacher('unit-doc-teacher');
    const unit = await madeUnit(token);
    const res = await download(`/api/unit/${unit.id}/export.docx`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toBe('attachment; filename="fractions-wholes.docx"');
    const { value: text } = await mammoth.extractRawText({ buffer: res.rawPayload });
    const lines = text.split('\n').filter(Boolean);
    expect(lines.slice(0, 7)).toEqual([
      'Fractions & wholes',
      'Grade 3 · Mathematics · 2 weeks, 4 lessons a week, 60 minutes each · Direct instruction',
      'Strips, walls and number lines.',
      'Outcomes',
      '3.NF.A.3a Understand two fractions as equivalent (equal) if they are the same size, or the same point on a number line.',
      '3.NF.A.3b Recognize and generate simple equivalent fractions, e.g., 1/2 = 2/4, 4/6 = 2/3. Explain why the fractions are equivalent, e.g., by using a visual fraction model.',
      'Sequence',
    ]);
    const row = (first: string) => lines.slice(lines.indexOf(first), lines.indexOf(first) + 5);
    expect(row('4. Practise and apply: recognize and generate simple equivalent fractions')).toEqual([
      '4. Practise and apply: recognize and generate simple equivalent fractions',
      '1',
      'Practise',
      '3.NF.A.3b, 3.NF.A.3a (revisit)',
      'Practise 3.NF.A.3b on less familiar problems; check for understanding and reteach what the class missed.',
    ]);
    expect(row('7. Fraction walk outside')).toEqual(['7. Fraction walk outside', '2', 'Practise', '3.NF.A.3a', 'Chalk fraction walls in the playground.']);
    const coverage = lines.slice(lines.indexOf('Coverage'), lines.indexOf('Assessment'));
    expect(coverage).toEqual([
      'Coverage',
      'Outcome', 'L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'L7',
      '3.NF.A.3a', 'Introduce', 'Practise', 'Revisit', 'Revisit', 'Review', 'Assess', 'Practise',
      '3.NF.A.3b', '–', '–', 'Introduce', 'Practise', 'Review', 'Assess', '–',
      'Every outcome is taught and assessed.',
    ]);
    // The assessment point is not made into an assessment yet: the document says how to make it.
    expect(lines.slice(lines.indexOf('Assessment'), lines.indexOf('Glossary'))).toEqual([
      'Assessment',
      '"Unit assessment" is not made into an assessment yet: "Make the unit\'s assessment" makes its items and rubric.',
    ]);
    expect(lines).toContain('number line: A line with numbers in order, spaced out evenly.');
    expect(lines.indexOf('number line: A line with numbers in order, spaced out evenly.')).toBeGreaterThan(lines.indexOf('Glossary'));
  });

  it("calls out outcomes the sequence leaves untaught or unassessed", async () => {
    const token = await teacher('unit-gap-teacher');
    const unit = (await t.call('POST', '/api/unit', token, { title: 'Gaps', outcomes: ['3.NF.A.3a', '3.NF.A.3b'], weeks: 1, lessonsPerWeek: 2 })).json();
    await t.call('POST', '/api/unit', token, { id: unit.id, lessons: [unit.lessons[0]] });
    const { value: text } = await mammoth.extractRawText({ buffer: (await download(`/api/unit/${unit.id}/export.docx`, token)).rawPayload });
    expect(text).toContain('Not taught: 3.NF.A.3b');
    expect(text).toContain('Not assessed: 3.NF.A.3a, 3.NF.A.3b');
    expect(text).not.toContain('Every outcome is taught and assessed.');
  });

  it('packs a Common Cartridge 1.3 whose manifest lists the overview and every lesson of the sequence, week by week', async () => {
    const token = await teacher('unit-cc-teacher');
    const unit = await madeUnit(token);
    const res = await download(`/api/unit/${unit.id}/export.imscc`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ims.imsccv1p3');
    expect(res.headers['content-disposition']).toBe('attachment; filename="fractions-wholes.imscc"');
    const zip = await JSZip.loadAsync(res.rawPayload);
    const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
    const { manifest } = xml.parse(await zip.file('imsmanifest.xml')!.async('string'));
    expect(manifest.xmlns).toBe('http://www.imsglobal.org/xsd/imsccv1p3/imscp_v1p1');
    expect(manifest.metadata.schema).toBe('IMS Common Cartridge');
    expect(manifest.metadata.schemaversion).toBe('1.3.0');
    expect(manifest.metadata['lomimscc:lom']['lomimscc:general']['lomimscc:title']['lomimscc:string']['#text']).toBe('Fractions & wholes');

    const root = manifest.organizations.organization.item;
    expect(root.item[0]).toEqual({ identifier: 'item-overview', identifierref: 'overview', title: 'Unit overview' });
    const weeks = root.item.slice(1) as { title: string; item: { identifierref: string; title: string }[] }[];
    expect(weeks.map((w) => [w.title, asArray(w.item).map((i) => i.identifierref)])).toEqual([
      ['Week 1', ['lesson-01', 'lesson-02', 'lesson-03', 'lesson-04']],
      ['Week 2', ['lesson-05', 'lesson-06', 'lesson-07']],
    ]);
    const titles = weeks.flatMap((w) => asArray(w.item).map((i) => i.title));
    expect(titles).toEqual(unit.lessons.map((l: { title: string }, i: number) => `Lesson ${i + 1}: ${l.title}`));
    expect(titles[2]).toBe('Lesson 3: Recognize and generate simple equivalent fractions');
    expect(titles[6]).toBe('Lesson 7: Fraction walk outside');

    const resources = manifest.resources.resource as { identifier: string; type: string; href: string; file: { href: string } }[];
    expect(resources).toHaveLength(8);
    for (const r of resources) {
      expect(r.type).toBe('webcontent');
      expect(r.file.href).toBe(r.href);
      expect(zip.file(r.href), r.href).not.toBeNull();
    }
    const page = async (id: string) => zip.file(resources.find((r) => r.identifier === id)!.href)!.async('string');
    const made = await page('lesson-03');
    expect(made).toContain('<h1>Lesson 3: Recognize and generate simple equivalent fractions</h1>');
    expect(made).toContain('<h2>Success criteria</h2>');
    expect(made).toContain('<h2>Phases</h2>');
    const outline = await page('lesson-07');
    expect(outline).toContain('<p>Chalk fraction walls in the playground.</p>');
    expect(outline).toContain("This lesson is an outline: create the unit's lessons in Teachkit to plan it in full.");
    expect(await page('overview')).toContain('<a href="../lessons/07-fraction-walk-outside.html">Fraction walk outside</a>');
  });

  it("gives the unit's assessment in both exports: its questions with marks and answers, its rubric, and the marks its own paper gives", async () => {
    const token = await teacher('unit-assessed-teacher');
    const unit = (await t.call('POST', '/api/unit', token, { title: 'Equivalent fractions', yearLevel: 'Grade 3', subject: 'Mathematics', outcomes: ['3.NF.A.3a', '3.NF.A.3b'], weeks: 2, lessonsPerWeek: 2 })).json();
    const { assessmentId } = (await t.call('POST', `/api/unit/${unit.id}/assessment`, token)).json();

    const { value: text } = await mammoth.extractRawText({ buffer: (await download(`/api/unit/${unit.id}/export.docx`, token)).rawPayload });
    const lines = text.split('\n').filter(Boolean);
    const section = lines.slice(lines.indexOf('Assessment'), lines.indexOf('Glossary'));
    expect(section.slice(0, 2)).toEqual(['Assessment', 'Unit assessment: lesson 4 of the sequence, week 2.']);
    // Every stored item, numbered, with its marks and its answer (the items are seeded by the assessment's id).
    const { items } = (await t.call('GET', `/api/assessment/${assessmentId}`, token)).json() as { items: { prompt: string; marks: number; answer: string; options?: string[]; markingPoints: string[] }[] };
    // A missing number is worth its two calculations; an extended response its rubric's marks.
    expect(items.map((i) => i.marks)).toEqual([1, 2, 2, 2, 3, 1, 2, 2, 2, 3]);
    items.forEach((item, i) => expect(section).toContain(`${i + 1}. ${item.prompt} (${item.marks} ${item.marks === 1 ? 'mark' : 'marks'})`));
    expect(section[2]).toMatch(/^1\. Which fraction is equivalent to \d+\/\d+\? \(1 mark\)$/);
    const key = 'ABCD'[items[0]!.options!.indexOf(items[0]!.answer)];
    expect(section).toContain(`Answer: ${key}  ${items[0]!.answer}`);
    expect(section).toContain('5. Show that you can explain two fractions as equivalent if they are the same size, or the same point on a number line. Use an example of your own and explain each step. (3 marks)');
    // An extended response gives its marking points once, not again run together as its answer.
    const at = section.indexOf('5. Show that you can explain two fractions as equivalent if they are the same size, or the same point on a number line. Use an example of your own and explain each step. (3 marks)');
    const extended = items[4] as { answer: string; markingPoints: string[] };
    expect(extended.markingPoints).toHaveLength(3);
    expect(section.slice(at + 1, at + 5)).toEqual(['Marking points:', ...extended.markingPoints]);
    expect(section[at + 5]).toMatch(/^6\. /);
    expect(section).toContain('Rubric');
    expect(section).toContain('Criterion');
    expect(section).toContain('Beginning (1)');
    expect(section.slice(-4)).toEqual([
      'Marks: the paper is out of 20.',
      'Questions 1, 2, 3, 4, 6, 7, 8 and 9 (14 marks): from the answer key, or as the teacher marks them.',
      'Question 5 (3 marks): from this rubric, Beginning 1, Developing 2, Proficient 2, Extending 3.',
      'Question 10 (3 marks): from this rubric, Beginning 1, Developing 2, Proficient 2, Extending 3.',
    ]);
    // The same total as the assessment's own paper.
    const { value: paper } = await mammoth.extractRawText({ buffer: (await download(`/api/assessment/${assessmentId}/export.docx`, token)).rawPayload });
    expect(paper).toContain('Total: ____ / 20');
    expect(paper).toContain('Marks: the paper is out of 20.');

    const zip = await JSZip.loadAsync((await download(`/api/unit/${unit.id}/export.imscc`, token)).rawPayload);
    const page = await zip.file('lessons/04-unit-assessment.html')!.async('string');
    expect(page).toContain('<h2>Assessment: Unit assessment</h2>');
    expect(page).toContain(`<li>${items[1]!.prompt} <em>(2 marks)</em><p><em>Answer:</em> ${items[1]!.answer}</p></li>`);
    expect(page).toMatch(/<li>Which fraction is equivalent to \d+\/\d+\? <em>\(1 mark\)<\/em><ol type="A">(<li>\d+\/\d+<\/li>){3,4}<\/ol><p><em>Answer:<\/em> [A-D] {2}\d+\/\d+<\/p><\/li>/);
    expect(page).toContain('<th>Criterion</th><th>Beginning (1)</th><th>Developing (2)</th><th>Proficient (3)</th><th>Extending (4)</th>');
    expect(page).toContain('<p>Marks: the paper is out of 20.</p>');
    expect(page).toContain('<li>Question 10 (3 marks): from this rubric, Beginning 1, Developing 2, Proficient 2, Extending 3.</li>');
  });

  it("answers 404 for another teacher's unit and for an id that is no unit", async () => {
    const owner = await teacher('unit-export-owner');
    const unit = (await t.call('POST', '/api/unit', owner, { title: 'Mine', outcomes: ['3.NF.A.3a'], weeks: 1, lessonsPerWeek: 1 })).json();
    const other = await teacher('unit-export-other');
    for (const url of [`/api/unit/${unit.id}/export.docx`, `/api/unit/${unit.id}/export.imscc`, '/api/unit/not-a-unit/export.docx']) {
      const res = await download(url, other);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Unit not found' });
    }
  });
});

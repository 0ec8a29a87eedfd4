import { describe, expect, it } from 'vitest';
import { clockTime, sliceCitation } from '../../server/domain/uploads/citation.ts';
import { materialKind, noMaterialNotice, placeMaterials, trimForPhase } from '../../server/generation/materials.ts';
import type { LessonPhase, SliceRef } from '../../server/generation/types.ts';

const located = { contentType: 'page', page: null, pageIndexOffset: null, start: null, end: null };

describe('slice citations', () => {
  it('cites a page, a printed page behind front matter, a slide and a stretch of a recording', () => {
    expect(sliceCitation({ ...located, uploadTitle: 'Fractions workbook', page: 12 })).toBe('Fractions workbook, p. 12');
    expect(sliceCitation({ ...located, uploadTitle: 'Maths textbook', page: 24, pageIndexOffset: 12 })).toBe('Maths textbook, p. 12');
    expect(sliceCitation({ ...located, uploadTitle: 'Maths textbook', page: 3, pageIndexOffset: 12 })).toBe('Maths textbook, p. 3');
    expect(sliceCitation({ ...located, uploadTitle: 'Fractions deck', contentType: 'slide', page: 3 })).toBe('Fractions deck, slide 3');
    expect(sliceCitation({ ...located, uploadTitle: 'Lesson recording', start: 250, end: 330 })).toBe('Lesson recording, 04:10–05:30');
    expect(sliceCitation({ ...located, uploadTitle: 'Lesson recording', start: 250, end: null })).toBe('Lesson recording, 04:10');
    expect(sliceCitation({ ...located, uploadTitle: 'Notes' })).toBe('Notes');
  });

  it('writes an hour and more as h:mm:ss', () => {
    expect(clockTime(3725)).toBe('1:02:05');
    expect(clockTime(59.9)).toBe('00:59');
  });
});

describe('material for a phase', () => {
  it('tells a worked example, a problem and a text apart by their own words', () => {
    expect(materialKind({ title: 'Worked example', text: '1/2 + 1/4 = 2/4 + 1/4 = 3/4' })).toBe('example');
    expect(materialKind({ title: '', text: 'Step 1: line up the decimal points.\nStep 2: add each column.' })).toBe('example');
    expect(materialKind({ title: '', text: 'What fraction of the pizza is left?' })).toBe('problem');
    expect(materialKind({ title: '', text: '1. Calculate 3/4 of 12.' })).toBe('problem');
    expect(materialKind({ title: 'Fractions', text: 'A fraction names a part of a whole.' })).toBe('text');
  });

  it('keeps the lead-in and only the questions a phase has time for, marking the cut', () => {
    const set = 'Answer in your book.\n1. What is 1/2 + 1/4?\n2. What is 1/3 + 1/6?\n3. What is 2/5 + 1/10?';
    expect(trimForPhase(set, 'problem', 'engage')).toBe('Answer in your book.\n1. What is 1/2 + 1/4? […]');
    expect(trimForPhase(set, 'problem', 'evaluate')).toBe('Answer in your book.\n1. What is 1/2 + 1/4?\n2. What is 1/3 + 1/6? […]');
    expect(trimForPhase(set, 'problem', 'independent')).toBe(set);
  });

  it('cuts a long text at a sentence within what the phase can show, never rewording it', () => {
    const sentence = 'Fractions with unlike denominators need a common denominator before they can be added together. ';
    const text = sentence.repeat(12).trim();
    const trimmed = trimForPhase(text, 'text', 'explain');
    expect(trimmed).toBe(`${sentence.repeat(7).trim()} […]`);
    expect(trimForPhase('  Short   text,\r\n\r\n\r\nsecond line.  ', 'text', 'explain')).toBe('Short text,\n\nsecond line.');
  });

  const phase = (key: string, outcomeCodes: string[] = []): LessonPhase => ({ key, title: key, minutes: 10, teacherActions: [], studentActions: [], resources: [], outcomeCodes });
  const slice = (id: string, text: string, outcomeCodes: string[] = []): SliceRef => ({ id, uploadId: 'u', uploadTitle: 'Book', title: '', text, citation: `Book, ${id}`, outcomeCodes });

  it('gives each phase the kind it needs, prefers slices on the phase’s outcome, and uses each slice once', () => {
    const { phases, sliceIds } = placeMaterials(
      [phase('review'), phase('model', ['B']), phase('guided'), phase('independent'), phase('check')],
      [slice('p1', 'What is 2 + 2?'), slice('e1', 'Worked example: 2 + 3 = 5.', ['A']), slice('e2', 'Worked example: 4 + 4 = 8.', ['B']), slice('t1', 'Adding puts amounts together.')],
    );
    expect(phases.map((p) => [p.key, (p.materials ?? []).map((m) => `${m.kind}:${m.sliceId}`)])).toEqual([
      ['review', ['problem:p1']],
      ['model', ['example:e2', 'text:t1']],
      ['guided', ['example:e1']],
      ['independent', []],
      ['check', []],
    ]);
    expect(sliceIds).toEqual(['p1', 'e2', 't1', 'e1']);
  });

  it("treats a later learning cycle's phase as the phase it repeats", () => {
    const { phases } = placeMaterials([phase('model-2', ['B']), phase('independent-3')], [slice('e1', 'Worked example: 4 + 4 = 8.'), slice('p1', 'What is 2 + 2?')]);
    expect(phases.map((p) => (p.materials ?? []).map((m) => `${m.kind}:${m.sliceId}`))).toEqual([['example:e1'], ['problem:p1']]);
    const set = 'Answer in your book.\n1. What is 1/2 + 1/4?\n2. What is 1/3 + 1/6?\n3. What is 2/5 + 1/10?';
    expect(trimForPhase(set, 'problem', 'evaluate-2')).toBe('Answer in your book.\n1. What is 1/2 + 1/4?\n2. What is 1/3 + 1/6? […]');
  });

  it('gives the phases where students present or reflect on their own work no material', () => {
    const { phases } = placeMaterials([phase('launch'), phase('present'), phase('reflect')], [slice('t1', 'Bridges carry loads across gaps.')]);
    expect(phases.every((p) => p.materials === undefined)).toBe(true);
  });

  it('names the topic when a lesson without outcomes matched no upload', () => {
    expect(noMaterialNotice({ title: 'Volcanoes', outcomes: [] })).toBe(
      'None of your uploads matched the topic "Volcanoes". To build this lesson on your own material, upload a worked example, a short text or practice problems on volcanoes, then plan the lesson again. Only enabled uploads that have finished processing are searched: your own and those shared with you.',
    );
  });
});

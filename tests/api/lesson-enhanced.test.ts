import { randomUUID } from 'node:crypto';
import JSZip from 'jszip';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { seedUpload } from './helpers/slices.ts';
import type { uploads } from '../../server/db/schema.ts';
import { shares, sliceAlignments, uploadInteractions, uploadSlices } from '../../server/db/schema.ts';

let t: TestApp;
let ada: string;
let grace: string;
let carol: string;
let unverifiedAda: string;

const ADD_FRACTIONS = 'CCSS.Math.Content.5.NF.A.1';
const PIZZA =
  'A pizza is cut into 8 equal slices. Mia eats 3 slices and Leo eats 2 slices. What fraction of the pizza do they eat altogether?';

type Upload = typeof uploads.$inferInsert;
type Slice = typeof uploadSlices.$inferInsert;

async function anUpload(ownerId: string, title: string, changes: Partial<Upload> = {}): Promise<string> {
  return (await seedUpload(t, ownerId, { title, fileName: `${title}.pdf`, ...changes })).id;
}

async function aSlice(uploadId: string, ordinal: number, text: string, changes: Partial<Slice> = {}, alignedTo: string[] = []): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(uploadSlices).values({ id, uploadId, ordinal, text, contentType: 'page', ...changes });
  for (const outcomeCode of alignedTo) await t.database.db.insert(sliceAlignments).values({ sliceId: id, outcomeCode, score: 0.8 });
  return id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '50' } });
  ada = await t.token({ sub: 'enh-ada', email: 'ada@school.example', name: 'Ada' });
  unverifiedAda = await t.token({ sub: 'enh-ada', email: 'ada@school.example', name: 'Ada', emailVerified: false });
  grace = await t.token({ sub: 'enh-grace', email: 'grace@school.example', name: 'Grace' });
  carol = await t.token({ sub: 'enh-carol', email: 'carol@school.example', name: 'Carol' });
  const bob = await t.token({ sub: 'enh-bob', email: 'bob@school.example', name: 'Bob' });
  for (const token of [ada, grace, carol, bob]) expect((await t.call('GET', '/api/profile', token)).statusCode).toBe(200);

  const workbook = await anUpload('enh-ada', 'Fractions workbook');
  ids.pizza = await aSlice(workbook, 11, PIZZA, { page: 12, title: 'Sharing a pizza' }, [ADD_FRACTIONS]);
  ids.worked = await aSlice(
    workbook,
    12,
    'Worked example: 1/2 + 1/3. Step 1: write both with the denominator 6. Step 2: 3/6 + 2/6 = 5/6.',
    { page: 13, title: 'Adding halves and thirds' },
    [ADD_FRACTIONS],
  );
  ids.disabled = await aSlice(workbook, 13, 'DISABLED SLICE: add 1/4 and 1/8 on a fraction wall?', { page: 14, enabled: false }, [ADD_FRACTIONS]);
  const retired = await anUpload('enh-ada', 'Retired fractions sheets', { enabled: false });
  ids.retired = await aSlice(retired, 0, 'RETIRED UPLOAD: what is 2/5 + 1/10?', { page: 1 }, [ADD_FRACTIONS]);
  const processing = await anUpload('enh-ada', 'Fractions still processing', { state: 'inProgress', task: 'align', progressPercent: 50 });
  ids.processing = await aSlice(processing, 0, 'UNFINISHED UPLOAD: what is 3/4 - 1/3?', { page: 1 }, [ADD_FRACTIONS]);

  const graceBook = await anUpload('enh-grace', "Grace's fraction problems");
  ids.grace = await aSlice(graceBook, 0, "GRACE'S SLICE: what is 2/3 + 1/6?", { page: 3 }, [ADD_FRACTIONS]);
  // A link share opens the upload to whoever holds its key, not to every teacher who plans a lesson.
  await t.database.db.insert(shares).values({ ownerId: 'enh-grace', itemType: 'upload', itemId: graceBook, mode: 'link', accessKey: 'grace-key' });

  const bobRecording = await anUpload('enh-bob', 'Fractions lesson recording', { fileExtension: 'mp3', mimeType: 'audio/mpeg' });
  ids.bob = await aSlice(
    bobRecording,
    0,
    'To add fractions with unlike denominators, first find a common denominator, then add the numerators.',
    { contentType: 'transcript', start: 250, end: 330, title: 'Common denominators' },
    [ADD_FRACTIONS],
  );
  await t.database.db.insert(shares).values({ ownerId: 'enh-bob', itemType: 'upload', itemId: bobRecording, mode: 'people', emails: ['ada@school.example'] });
});
afterAll(() => t.close());

const brief = {
  title: 'Adding fractions',
  description: 'Adding fractions with unlike denominators.',
  methodology: 'inquiry',
  enhancementEnabled: true,
  yearLevel: '5',
  subject: 'Mathematics',
  durationMinutes: 60,
  outcomes: ['5.NF.A.1'],
};

interface Material {
  sliceId: string;
  uploadId: string;
  kind: string;
  text: string;
  citation: string;
}
interface Phase {
  key: string;
  title: string;
  materials?: Material[];
}
const materialsOf = (lesson: { phases: Phase[] }) => lesson.phases.flatMap((p) => (p.materials ?? []).map((m) => ({ phase: p.key, ...m })));

describe('an Enhanced lesson builds in the teacher’s own matching material', () => {
  let lesson: { id: string; phases: Phase[]; provenance: { sliceIds: string[] }; materialNotice?: string };

  beforeAll(async () => {
    const res = await t.call('POST', '/api/lesson', ada, brief);
    expect(res.statusCode).toBe(201);
    lesson = res.json();
  });

  it('puts the problem itself into a phase, in the teacher’s words, with its citation', () => {
    expect(materialsOf(lesson)).toContainEqual({ phase: 'engage', sliceId: ids.pizza, uploadId: expect.any(String), kind: 'problem', text: PIZZA, citation: 'Fractions workbook, p. 12' });
  });

  it('puts the worked example where the phase models it', () => {
    expect(materialsOf(lesson)).toContainEqual({
      phase: 'explain',
      sliceId: ids.worked,
      uploadId: expect.any(String),
      kind: 'example',
      text: 'Worked example: 1/2 + 1/3. Step 1: write both with the denominator 6. Step 2: 3/6 + 2/6 = 5/6.',
      citation: 'Fractions workbook, p. 13',
    });
  });

  it('uses material shared with the teacher by name, cited by its time in the recording', () => {
    expect(materialsOf(lesson)).toContainEqual(expect.objectContaining({ sliceId: ids.bob, citation: 'Fractions lesson recording, 04:10–05:30' }));
  });

  it('never uses another teacher’s slice, a disabled slice, or slices of disabled or unfinished uploads', () => {
    const text = JSON.stringify(lesson);
    for (const word of ["GRACE'S SLICE", 'DISABLED SLICE', 'RETIRED UPLOAD', 'UNFINISHED UPLOAD']) expect(text).not.toContain(word);
    for (const id of [ids.grace, ids.disabled, ids.retired, ids.processing]) expect(text).not.toContain(id);
  });

  it('records the slices it used in provenance, and a lesson-citation for each upload owner to see', async () => {
    expect([...lesson.provenance.sliceIds].sort()).toEqual([ids.pizza, ids.worked, ids.bob].sort());
    expect(lesson.materialNotice).toBeUndefined();
    const rows = await t.database.db.select().from(uploadInteractions).where(eq(uploadInteractions.lessonId, lesson.id));
    expect(rows.map((r) => ({ slice: r.sliceId, kind: r.kind, actor: r.actorId })).sort((a, b) => a.slice!.localeCompare(b.slice!))).toEqual(
      [ids.pizza, ids.worked, ids.bob].sort().map((slice) => ({ slice, kind: 'lesson-citation', actor: 'enh-ada' })),
    );
  });

  it('keeps the material when the lesson is read back and when the teacher edits its phases', async () => {
    const read = (await t.call('GET', `/api/lesson/${lesson.id}`, ada)).json();
    expect(materialsOf(read)).toEqual(materialsOf(lesson));
    const phases = read.phases.map((p: Phase) => (p.key === 'engage' ? { ...p, materials: p.materials!.map((m) => ({ ...m, text: 'A pizza is cut into 8 equal slices.', citation: 'Made up, p. 1' })) } : p));
    const saved = await t.call('POST', '/api/lesson', ada, { id: lesson.id, phases });
    expect(saved.statusCode).toBe(200);
    // The teacher may trim the words; the citation stays the one planning recorded.
    expect(materialsOf(saved.json()).find((m) => m.phase === 'engage')).toMatchObject({ text: 'A pizza is cut into 8 equal slices.', citation: 'Fractions workbook, p. 12' });
  });

  it('saves a phase without the material the teacher removed from it', async () => {
    const another = (await t.call('POST', '/api/lesson', ada, brief)).json();
    const without = another.phases.map((p: Phase) => (p.key === 'explain' ? { ...p, materials: [] } : p));
    const removed = (await t.call('POST', '/api/lesson', ada, { id: another.id, phases: without })).json();
    expect(materialsOf(removed).map((m) => m.phase)).toEqual(['engage']);
  });

  it('refuses material from a slice the lesson was not planned with', async () => {
    const read = (await t.call('GET', `/api/lesson/${lesson.id}`, ada)).json();
    const phases = read.phases.map((p: Phase, i: number) => (i === 1 ? { ...p, materials: [{ sliceId: ids.grace, text: 'Borrowed', citation: "Grace's fraction problems, p. 3" }] } : p));
    const res = await t.call('POST', '/api/lesson', ada, { id: lesson.id, phases });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual([{ field: 'phases.1.materials', message: `Slice ${ids.grace} is not material this lesson was planned with` }]);
  });

  it('cites the material on the phase’s slide, in the outline and in the .pptx', async () => {
    const outline = (await t.call('GET', `/api/lesson/${lesson.id}/presentation/outline`, ada)).json();
    const explain = outline.slides.find((s: { title: string }) => s.title.startsWith('Phase 3: Explain'));
    expect(explain.materials).toEqual([
      { heading: 'Worked example', text: 'Worked example: 1/2 + 1/3. Step 1: write both with the denominator 6. Step 2: 3/6 + 2/6 = 5/6.', source: 'Source: Fractions workbook, p. 13' },
      {
        heading: 'Text',
        text: 'To add fractions with unlike denominators, first find a common denominator, then add the numerators.',
        source: 'Source: Fractions lesson recording, 04:10–05:30',
      },
    ]);
    expect(explain.notes).toContain('Worked example from Fractions workbook, p. 13');
    const file = await t.call('GET', `/api/lesson/${lesson.id}/presentation`, ada);
    const zip = await JSZip.loadAsync(file.rawPayload);
    const at = outline.slides.indexOf(explain) + 1;
    const slide = await zip.file(`ppt/slides/slide${at}.xml`)!.async('string');
    expect(slide).toContain('Source: Fractions workbook, p. 13');
    expect(slide).toContain('Step 1: write both with the denominator 6.');
    expect(slide).toContain('Source: Fractions lesson recording, 04:10–05:30');
  });

  it('shows the material with its citation in the shared lesson view', async () => {
    await t.database.db.insert(shares).values({ ownerId: 'enh-ada', itemType: 'lesson', itemId: lesson.id, mode: 'people', emails: ['grace@school.example'] });
    const shared = await t.call('GET', `/api/sharing/shared/enh-ada/${lesson.id}`, grace);
    expect(shared.statusCode).toBe(200);
    expect(materialsOf(shared.json().sharedLesson.lesson)).toContainEqual(expect.objectContaining({ sliceId: ids.worked, citation: 'Fractions workbook, p. 13' }));
  });
});

describe('what an Enhanced lesson draws on', () => {
  it('matches a slice by the lesson’s topic when no alignment names its outcomes', async () => {
    const notes = await anUpload('enh-carol', 'Volcano notes');
    const magma = await aSlice(notes, 0, 'Magma rises through cracks in the crust and erupts from volcanoes as lava.', { page: 4 });
    await aSlice(notes, 1, 'Glaciers carve valleys over thousands of years.', { page: 5 });
    const res = await t.call('POST', '/api/lesson', carol, { ...brief, title: 'Volcanoes and magma', outcomes: ['ACSSU153'] });
    expect(materialsOf(res.json()).map((m) => [m.sliceId, m.citation])).toEqual([[magma, 'Volcano notes, p. 4']]);
  });

  it('opens a share by name only once the teacher’s address is confirmed', async () => {
    const res = await t.call('POST', '/api/lesson', unverifiedAda, brief);
    expect(res.statusCode).toBe(201);
    expect(res.json().provenance.sliceIds).not.toContain(ids.bob);
  });

  it('says plainly that none of the uploads matched, and what to upload, instead of inventing material', async () => {
    const res = await t.call('POST', '/api/lesson', grace, { ...brief, title: 'Multiplying fractions', outcomes: ['5.NF.B.4'] });
    const lesson = res.json();
    expect(materialsOf(lesson)).toEqual([]);
    expect(lesson.provenance.sliceIds).toEqual([]);
    expect(lesson.materialNotice).toBe(
      "None of your uploads matched this lesson's outcomes (5.NF.B.4: Apply and extend previous understandings of multiplication to multiply a fraction or…). " +
        'To build this lesson on your own material, upload a worked example, a short text or practice problems that teach this outcome, then plan the lesson again. ' +
        'Only enabled uploads that have finished processing are searched: your own and those shared with you.',
    );
    const rows = await t.database.db.select().from(uploadInteractions).where(and(eq(uploadInteractions.lessonId, lesson.id)));
    expect(rows).toEqual([]);
  });

  it('leaves a lesson that is not Enhanced without material and without the notice', async () => {
    const lesson = (await t.call('POST', '/api/lesson', ada, { ...brief, enhancementEnabled: false })).json();
    expect(materialsOf(lesson)).toEqual([]);
    expect(lesson.materialNotice).toBeUndefined();
    expect(lesson.provenance.sliceIds).toEqual([]);
  });
});

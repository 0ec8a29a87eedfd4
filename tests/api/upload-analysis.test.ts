import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { profiles, syllabi, uploads, uploadSlices } from '../../server/db/schema.ts';
import { alignStep, checkSliceSpelling, extractOutcomesStep, realignSlice, spellingStep } from '../../server/processing/analysis/index.ts';
import type { StepContext } from '../../server/processing/steps.ts';
import { createStorage } from '../../server/storage/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * The analysis steps of upload processing on the real database (PGlite, or PostgreSQL with DATABASE_URL) with the
 * real seeded curriculum: slices are inserted as extraction would leave them.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const progressReports: { uploadId: string; percent: number; message: string | undefined }[] = [];
const contextFor = (uploadId: string): StepContext => ({
  db: t.database.db,
  storage: createStorage(t.config),
  log: t.app.log,
  progress: async (percent, message) => {
    progressReports.push({ uploadId, percent, message });
  },
  signal: new AbortController().signal,
});

async function teacher(market: string, syllabusFramework?: string): Promise<string> {
  const id = `teacher-${randomUUID()}`;
  await t.database.db.insert(profiles).values({ id, market });
  if (syllabusFramework) await t.database.db.insert(syllabi).values({ ownerId: id, title: 'My syllabus', framework: syllabusFramework });
  return id;
}

async function uploadWith(
  ownerId: string,
  slices: { title: string; text: string; enabled?: boolean }[],
  { language = 'en', title = 'Fractions workbook' } = {},
): Promise<{ uploadId: string; sliceIds: string[] }> {
  const uploadId = randomUUID();
  await t.database.db.insert(uploads).values({
    id: uploadId,
    ownerId,
    title,
    fileName: 'fractions.pdf',
    fileExtension: 'pdf',
    mimeType: 'application/pdf',
    byteSize: 1000,
    sha256: '0'.repeat(64),
    storageKey: `${uploadId}/original`,
    language,
  });
  const rows = await t.database.db
    .insert(uploadSlices)
    .values(slices.map((slice, ordinal) => ({ uploadId, ordinal, page: ordinal + 1, contentType: 'page', ...slice })))
    .returning({ id: uploadSlices.id });
  return { uploadId, sliceIds: rows.map((row) => row.id) };
}

const query = async <T>(statement: ReturnType<typeof sql>) => (await t.database.db.execute(statement)).rows as T[];
const issuesOf = (sliceId: string) =>
  query<{ kind: string; offset: number; length: number; word: string; suggestions: string[] }>(
    sql`select kind, "offset", length, word, suggestions from slice_spelling_issues where slice_id = ${sliceId} order by "offset", kind`,
  );
const alignmentsOf = (sliceId: string) =>
  query<{ outcome_code: string; score: number }>(sql`select outcome_code, score from slice_alignments where slice_id = ${sliceId} order by score desc, outcome_code`);
const uploadOutcomesOf = (uploadId: string) =>
  query<{ outcome_code: string; rank: number; score: number }>(sql`select outcome_code, rank, score from upload_outcomes where upload_id = ${uploadId} order by rank`);
const count = async (table: string, uploadId: string) =>
  Number(
    (
      await query<{ n: number }>(
        table === 'upload_outcomes'
          ? sql`select count(*)::int as n from upload_outcomes where upload_id = ${uploadId}`
          : sql`select count(*)::int as n from ${sql.identifier(table)} x join upload_slices s on s.id = x.slice_id where s.upload_id = ${uploadId}`,
      )
    )[0]!.n,
  );

const ADDING_FRACTIONS = {
  title: 'Adding fractions with unlike denominators',
  text: 'To add 2/3 and 1/4, first find a common denominator. Rewrite each fraction as an equivalent fraction with denominator 12: 8/12 + 3/12 = 11/12.',
};
const PERMISSION_NOTE = { title: 'Excursion note', text: 'Please return the signed permission form by Friday with $10 for the bus to the museum.' };

describe('spelling step', () => {
  it('stores each slice’s issues with suggestions, leaves the teacher’s curriculum words alone, and a rerun replaces them', async () => {
    const owner = await teacher('us');
    const { uploadId, sliceIds } = await uploadWith(owner, [
      { title: 'Scatter plots', text: 'Draw a scatter plot of bivariate data and find the interquartile range. Recieve a a worksheet.' },
      { title: 'Colour', text: 'Describe the colour of the leaves.' },
      { title: 'Clean', text: 'Everything here is spelled correctly.' },
    ]);
    await spellingStep(contextFor(uploadId), uploadId);
    expect(await issuesOf(sliceIds[0]!)).toEqual([
      { kind: 'spelling', offset: 72, length: 7, word: 'Recieve', suggestions: ['Receive', 'Relieve'] },
      { kind: 'grammar', offset: 80, length: 3, word: 'a a', suggestions: ['a'] },
    ]);
    // "colour" is British; a US teacher's curricula do not use it.
    expect(await issuesOf(sliceIds[1]!)).toEqual([{ kind: 'spelling', offset: 13, length: 6, word: 'colour', suggestions: ['color'] }]);
    expect(await issuesOf(sliceIds[2]!)).toEqual([]);
    expect(progressReports.filter((r) => r.uploadId === uploadId).at(-1)).toEqual({ uploadId, percent: 100, message: 'Checked spelling and grammar of 3 of 3 slices' });

    await spellingStep(contextFor(uploadId), uploadId);
    expect(await count('slice_spelling_issues', uploadId)).toBe(3);
  });

  it('checks British English for an Australian teacher and nothing for a text in another language', async () => {
    const australian = await teacher('au');
    const english = await uploadWith(australian, [{ title: 'Colour', text: 'Describe the colour of the leaves and the color chart.' }]);
    await spellingStep(contextFor(english.uploadId), english.uploadId);
    expect((await issuesOf(english.sliceIds[0]!)).map((issue) => issue.word)).toEqual(['color']);

    const french = await uploadWith(australian, [{ title: 'Couleur', text: 'Décrivez la couleur des feuilles.' }], { language: 'fr' });
    await spellingStep(contextFor(french.uploadId), french.uploadId);
    expect(await count('slice_spelling_issues', french.uploadId)).toBe(0);
  });

  it('checks one edited slice again without touching the others', async () => {
    const owner = await teacher('us');
    const { uploadId, sliceIds } = await uploadWith(owner, [
      { title: 'One', text: 'Teh first page.' },
      { title: 'Two', text: 'The secnd page.' },
    ]);
    await spellingStep(contextFor(uploadId), uploadId);
    await t.database.db.execute(sql`update upload_slices set text = 'The first page, definately.' where id = ${sliceIds[0]!}`);
    await checkSliceSpelling(t.database.db, sliceIds[0]!);
    expect(await issuesOf(sliceIds[0]!)).toEqual([{ kind: 'spelling', offset: 16, length: 10, word: 'definately', suggestions: ['definitely'] }]);
    expect((await issuesOf(sliceIds[1]!)).map((issue) => issue.word)).toEqual(['secnd']);
    await checkSliceSpelling(t.database.db, randomUUID());
  });
});

describe('spelling step and a teacher’s edit at the same time', () => {
  it('keeps the issues of the edited text, never those the step found in the text before the edit', async () => {
    const owner = await teacher('us');
    const { uploadId, sliceIds } = await uploadWith(owner, [
      { title: 'One', text: 'Teh first page.' },
      { title: 'Two', text: 'The secnd page.' },
    ]);
    let edited = false;
    const context: StepContext = {
      ...contextFor(uploadId),
      // While the step works through the slices, the teacher saves a new text for the first one.
      progress: async () => {
        if (edited) return;
        edited = true;
        await t.database.db.execute(sql`update upload_slices set text = 'The frist page.' where id = ${sliceIds[0]!}`);
        await checkSliceSpelling(t.database.db, sliceIds[0]!);
      },
    };
    await spellingStep(context, uploadId);
    expect(await issuesOf(sliceIds[0]!)).toEqual([{ kind: 'spelling', offset: 4, length: 5, word: 'frist', suggestions: ['first', 'foist', 'frost', 'grist', 'freest'] }]);
    expect((await issuesOf(sliceIds[1]!)).map((issue) => issue.word)).toEqual(['secnd']);
  });
});

describe('align and extract-outcomes steps', () => {
  it('aligns a slice on adding fractions with unlike denominators to CCSS 5.NF.A.1 and an excursion note to nothing', async () => {
    const owner = await teacher('us');
    const { uploadId, sliceIds } = await uploadWith(owner, [ADDING_FRACTIONS, PERMISSION_NOTE]);
    await alignStep(contextFor(uploadId), uploadId);
    const alignments = await alignmentsOf(sliceIds[0]!);
    expect(alignments[0]!.outcome_code).toBe('CCSS.Math.Content.5.NF.A.1');
    expect(alignments[0]!.score).toBeGreaterThan(0.6);
    expect(alignments[0]!.score).toBeLessThanOrEqual(1);
    expect(alignments.length).toBeLessThanOrEqual(5);
    expect(alignments.every((a) => a.outcome_code.startsWith('CCSS.Math.Content.') && a.score >= 0.35)).toBe(true);
    expect(await alignmentsOf(sliceIds[1]!)).toEqual([]);

    const stored = await count('slice_alignments', uploadId);
    await alignStep(contextFor(uploadId), uploadId);
    expect(await count('slice_alignments', uploadId)).toBe(stored);
  });

  it('aligns one edited slice again and ranks the upload’s outcomes again, leaving the other slices as they were', async () => {
    const owner = await teacher('us');
    const { uploadId, sliceIds } = await uploadWith(owner, [PERMISSION_NOTE, ADDING_FRACTIONS]);
    await alignStep(contextFor(uploadId), uploadId);
    await extractOutcomesStep(contextFor(uploadId), uploadId);
    const untouched = await alignmentsOf(sliceIds[1]!);
    expect(untouched[0]!.outcome_code).toBe('CCSS.Math.Content.5.NF.A.1');
    expect(await alignmentsOf(sliceIds[0]!)).toEqual([]);

    // The teacher rewrites the excursion note as a page on area: it now speaks for 3.MD outcomes, and the upload too.
    await t.database.db
      .update(uploadSlices)
      .set({ title: 'Area of rectangles', text: 'Find the area of a rectangle 4 units long and 3 units wide by tiling it with unit squares: 12 square units.' })
      .where(sql`id = ${sliceIds[0]!}`);
    await realignSlice(t.database.db, uploadId, sliceIds[0]!);
    const realigned = await alignmentsOf(sliceIds[0]!);
    // Area by tiling with unit squares: 3.MD.C (and 5.NF.B.4b, area by tiling with fractional sides).
    expect(realigned.map((a) => a.outcome_code)).toEqual(expect.arrayContaining(['CCSS.Math.Content.3.MD.C.5a', 'CCSS.Math.Content.3.MD.C.7a']));
    expect(await alignmentsOf(sliceIds[1]!)).toEqual(untouched);
    const ranked = (await uploadOutcomesOf(uploadId)).map((o) => o.outcome_code);
    expect(ranked).toContain('CCSS.Math.Content.5.NF.A.1');
    expect(ranked).toContain('CCSS.Math.Content.3.MD.C.5a');
  });

  it('aligns within the teacher’s market, or their syllabi’s frameworks when they name no market', async () => {
    const australian = await teacher('au');
    const au = await uploadWith(australian, [ADDING_FRACTIONS]);
    await alignStep(contextFor(au.uploadId), au.uploadId);
    const auCodes = (await alignmentsOf(au.sliceIds[0]!)).map((a) => a.outcome_code);
    expect(auCodes.length).toBeGreaterThan(0);
    expect(auCodes.every((code) => code.startsWith('AC'))).toBe(true);

    const english = await teacher('', 'en-nc');
    const uk = await uploadWith(english, [ADDING_FRACTIONS]);
    await alignStep(contextFor(uk.uploadId), uk.uploadId);
    const ukCodes = (await alignmentsOf(uk.sliceIds[0]!)).map((a) => a.outcome_code);
    expect(ukCodes).toContain('NC-MA-KS2-ADD-SUBTRACT-FRACTIONS-DIFFERENT-DENOMINATORS');
    expect(ukCodes.every((code) => code.startsWith('NC-'))).toBe(true);
  });

  it('prefers the school year the upload’s title names, or else the one the teacher’s syllabi name', async () => {
    const owner = await teacher('us');
    const grade4 = await uploadWith(owner, [ADDING_FRACTIONS], { title: 'Grade 4 fractions' });
    const grade5 = await uploadWith(owner, [ADDING_FRACTIONS], { title: 'Grade 5 fractions' });
    await alignStep(contextFor(grade4.uploadId), grade4.uploadId);
    await alignStep(contextFor(grade5.uploadId), grade5.uploadId);
    expect((await alignmentsOf(grade4.sliceIds[0]!))[0]!.outcome_code).toBe('CCSS.Math.Content.4.NF.C.5');
    expect((await alignmentsOf(grade5.sliceIds[0]!))[0]!.outcome_code).toBe('CCSS.Math.Content.5.NF.A.1');

    const fourthGradeTeacher = await teacher('us');
    await t.database.db.insert(syllabi).values({ ownerId: fourthGradeTeacher, title: 'Grade 4 maths', framework: 'us-ccss-math', yearLevel: '4' });
    const untitled = await uploadWith(fourthGradeTeacher, [ADDING_FRACTIONS]);
    await alignStep(contextFor(untitled.uploadId), untitled.uploadId);
    expect((await alignmentsOf(untitled.sliceIds[0]!))[0]!.outcome_code).toBe('CCSS.Math.Content.4.NF.C.5');
  });

  it('ranks the upload’s best six outcomes from its enabled slices, and a rerun writes no duplicates', async () => {
    const owner = await teacher('us');
    const { uploadId } = await uploadWith(owner, [
      ADDING_FRACTIONS,
      { title: 'Unlike denominators', text: 'Add and subtract fractions with unlike denominators by replacing them with equivalent fractions: 1/2 + 1/3 = 3/6 + 2/6 = 5/6.' },
      { title: 'Opinion writing', text: 'Write an opinion piece on a topic, supporting a point of view with reasons and information.', enabled: false },
      PERMISSION_NOTE,
    ]);
    await alignStep(contextFor(uploadId), uploadId);
    await extractOutcomesStep(contextFor(uploadId), uploadId);
    const outcomes = await uploadOutcomesOf(uploadId);
    expect(outcomes[0]!.outcome_code).toBe('CCSS.Math.Content.5.NF.A.1');
    expect(outcomes.map((o) => o.rank)).toEqual([1, 2, 3, 4, 5, 6].slice(0, outcomes.length));
    expect(outcomes.length).toBeGreaterThan(1);
    expect(outcomes.length).toBeLessThanOrEqual(6);
    // The disabled slice on opinion writing speaks for nothing.
    expect(outcomes.some((o) => o.outcome_code.startsWith('CCSS.ELA-Literacy.W.'))).toBe(false);
    expect(outcomes.every((o, i) => i === 0 || o.score <= outcomes[i - 1]!.score)).toBe(true);

    await extractOutcomesStep(contextFor(uploadId), uploadId);
    expect(await uploadOutcomesOf(uploadId)).toEqual(outcomes);
  });

  it('does nothing for an upload that no longer exists', async () => {
    const gone = randomUUID();
    await spellingStep(contextFor(gone), gone);
    await alignStep(contextFor(gone), gone);
    await extractOutcomesStep(contextFor(gone), gone);
    expect(progressReports.filter((r) => r.uploadId === gone)).toEqual([]);
  });
});

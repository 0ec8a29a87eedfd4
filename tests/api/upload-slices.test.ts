import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { uploadOutcomes } from '../../server/db/schema.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { makePng } from './helpers/files.ts';
import { seedAlignment, seedProfile, seedSlice, seedSpellingIssue, seedUpload, storePng } from './helpers/slices.ts';

/**
 * The slices of a teacher's upload as the editor reads and changes them: the list with each filter and a keyset
 * token, one slice, edits, added and deleted slices, pictures, thumbnails, outcomes and spelling. Uploads and slices
 * are written straight into the database, as processing leaves them.
 */

const FRACTIONS = 'CCSS.Math.Content.5.NF.A.1';
const FRACTIONS_STATEMENT =
  'Add and subtract fractions with unlike denominators (including mixed numbers) by replacing given fractions with equivalent fractions in such a way as to produce an equivalent sum or difference of fractions with like denominators. For example, 2/3 + 5/4 = 8/12 + 15/12 = 23/12. (In general, a/b + c/d = (ad + bc)/bd.)';
const PRODUCTS = 'CCSS.Math.Content.3.OA.A.1';
const PRODUCTS_STATEMENT =
  'Interpret products of whole numbers, e.g., interpret 5 × 7 as the total number of objects in 5 groups of 7 objects each. For example, describe a context in which a total number of objects can be expressed as 5 × 7.';

let t: TestApp;
let owner: string;
let stranger: string;
let uploadId: string;
let otherUploadId: string;
const slice: Record<number, string> = {};
/** The slices the edit review was asked to check again (spelling, alignment, the upload's outcomes). */
const spellingChecks: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    reviewEditedSlice: async (_db, _uploadId, sliceId) => {
      spellingChecks.push(sliceId);
    },
  });
  owner = await t.token({ sub: 'slice-owner', email: 'slice-owner@school.example', name: 'Sam Owner' });
  stranger = await t.token({ sub: 'slice-stranger', email: 'slice-stranger@school.example' });
  await seedProfile(t, 'slice-stranger');
  uploadId = (await seedUpload(t, 'slice-owner', { thumbnailKey: 'thumbs/one.png' })).id;
  otherUploadId = (await seedUpload(t, 'slice-owner', { title: 'Another upload' })).id;
  await storePng(t, 'thumbs/one.png');
  await storePng(t, `${uploadId}/slices/1.png`);

  slice[0] = (await seedSlice(t, uploadId, 0, { title: 'Adding fractions', text: 'Add fractions with unlike denominators: 1/2 + 1/3 = 5/6.', page: 12, pageIndexOffset: 0 })).id;
  slice[1] = (await seedSlice(t, uploadId, 1, { title: 'Pizza picture', text: 'A pizza cut into eight slices', contentType: 'image', imageKey: `${uploadId}/slices/1.png`, imageAnalysis: { description: 'A pizza cut into 8 slices', altText: '', text: '8 slices' } })).id;
  slice[2] = (await seedSlice(t, uploadId, 2, { title: 'Bar model', text: 'Two bars', contentType: 'image', imageKey: `${uploadId}/slices/2.png`, imageAnalysis: { description: '', altText: 'A bar model of 3/4', text: '' }, enabled: false })).id;
  slice[3] = (await seedSlice(t, uploadId, 3, { title: 'Discussion', text: 'We talked about groups of seven', contentType: 'transcript', start: 250, end: 330, speakerName: 'Ms Lee' })).id;
  slice[4] = (await seedSlice(t, uploadId, 4, { title: 'Groups', text: 'Equal groups of fractions of objects' })).id;
  await seedAlignment(t, slice[0], FRACTIONS, 0.82);
  await seedAlignment(t, slice[0], PRODUCTS, 0.31);
  await seedAlignment(t, slice[4], PRODUCTS, 0.6);
  await seedSpellingIssue(t, slice[0], { offset: 4, length: 9, word: 'fractions', kind: 'grammar', message: 'Repeated word', suggestions: ['fraction'] });
  await t.database.db.insert(uploadOutcomes).values([
    { uploadId, outcomeCode: PRODUCTS, rank: 2, score: 0.45 },
    { uploadId, outcomeCode: FRACTIONS, rank: 1, score: 0.82 },
  ]);
});
afterAll(() => t.close());

const call = (...args: Parameters<TestApp['call']>) => t.call(...args);
const ordinals = (body: { items: { ordinal: number }[] }) => body.items.map((s) => s.ordinal);
const list = async (query = '', token = owner) => {
  const res = await call('GET', `/api/upload/${uploadId}/slices${query ? `?${query}` : ''}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the slice list', () => {
  it('lists every slice in ordinal order with its alignments, suggestion count and picture path', async () => {
    const body = await list();
    expect(ordinals(body)).toEqual([0, 1, 2, 3, 4]);
    expect(body.continuationToken).toBeNull();
    expect(body.items[0]).toEqual({
      id: slice[0],
      uploadId,
      ordinal: 0,
      page: 12,
      pageIndexOffset: 0,
      contentType: 'text',
      title: 'Adding fractions',
      text: 'Add fractions with unlike denominators: 1/2 + 1/3 = 5/6.',
      image: null,
      start: null,
      end: null,
      speakerName: null,
      enabled: true,
      alignments: [
        { outcomeCode: FRACTIONS, shortCode: '5.NF.A.1', statement: FRACTIONS_STATEMENT, score: 0.82 },
        { outcomeCode: PRODUCTS, shortCode: '3.OA.A.1', statement: PRODUCTS_STATEMENT, score: 0.31 },
      ],
      suggestionCount: 1,
      altText: null,
    });
    expect(body.items[1]).toMatchObject({ image: `/upload/${uploadId}/slice/${slice[1]}/image`, altText: '', suggestionCount: 0, alignments: [] });
    expect(body.items[3]).toMatchObject({ contentType: 'transcript', start: 250, end: 330, speakerName: 'Ms Lee' });
  });

  it.each([
    ['imageFilter=with', [1, 2]],
    ['imageFilter=without', [0, 3, 4]],
    ['imageFilter=all', [0, 1, 2, 3, 4]],
    ['accessibilityFilter=missingAltText', [1]],
    [`outcomeFilter=${FRACTIONS}`, [0]],
    ['outcomeFilter=3.OA.A.1', [0, 4]],
    ['alignmentFilter=aligned', [0, 4]],
    ['alignmentFilter=unaligned', [1, 2, 3]],
    ['suggestionFilter=with', [0]],
    ['suggestionFilter=without', [1, 2, 3, 4]],
    ['contentFilter=image', [1, 2]],
    ['contentFilter=transcript', [3]],
    ['enabledFilter=enabled', [0, 1, 3, 4]],
    ['enabledFilter=disabled', [2]],
    ['searchText=fraction', [0, 4]],
    ['searchText=pizza%20slices', [1]],
    ['imageFilter=with&enabledFilter=enabled', [1]],
  ])('%s lists the slices %j', async (query, expected) => {
    expect(ordinals(await list(query))).toEqual(expected);
  });

  it('pages with a token that stays stable while slices are added', async () => {
    const first = await list('pageSize=2');
    expect(ordinals(first)).toEqual([0, 1]);
    expect(first.continuationToken).toEqual(expect.any(String));
    // A slice added while the teacher scrolls comes after what they have read, not as a repeat.
    const added = await seedSlice(t, uploadId, 5, { title: 'Late arrival' });
    const second = await list(`pageSize=2&continuationToken=${first.continuationToken}`);
    expect(ordinals(second)).toEqual([2, 3]);
    const third = await list(`pageSize=2&continuationToken=${second.continuationToken}`);
    expect(ordinals(third)).toEqual([4, 5]);
    expect(third.continuationToken).toBeNull();
    await call('DELETE', `/api/upload/${uploadId}/slice/${added.id}`, owner);
  });

  it('keeps the filter across pages', async () => {
    const first = await list('pageSize=1&imageFilter=without');
    expect(ordinals(first)).toEqual([0]);
    const second = await list(`pageSize=1&imageFilter=without&continuationToken=${first.continuationToken}`);
    expect(ordinals(second)).toEqual([3]);
  });

  it.each([
    ['imageFilter=some', [{ field: 'imageFilter', message: 'imageFilter must be one of all, with, without' }]],
    ['accessibilityFilter=missing', [{ field: 'accessibilityFilter', message: 'accessibilityFilter must be one of all, missingAltText' }]],
    ['alignmentFilter=yes', [{ field: 'alignmentFilter', message: 'alignmentFilter must be one of all, aligned, unaligned' }]],
    ['suggestionFilter=1', [{ field: 'suggestionFilter', message: 'suggestionFilter must be one of all, with, without' }]],
    ['enabledFilter=on', [{ field: 'enabledFilter', message: 'enabledFilter must be one of all, enabled, disabled' }]],
    ['contentFilter=Image!', [{ field: 'contentFilter', message: 'contentFilter must be a content type such as text, image or transcript' }]],
    ['outcomeFilter=NO.SUCH.CODE', [{ field: 'outcomeFilter', message: "No curriculum outcome has the code NO.SUCH.CODE; pick one from the upload's outcomes" }]],
    ['pageSize=0', [{ field: 'pageSize', message: 'pageSize must be a whole number from 1 to 100' }]],
    ['pageSize=abc', [{ field: 'pageSize', message: 'pageSize must be a whole number from 1 to 100' }]],
    ['imageFilter=with&imageFilter=without', [{ field: 'imageFilter', message: 'imageFilter must be one of all, with, without' }]],
    [
      'continuationToken=bm90LWEtdG9rZW4',
      [{ field: 'continuationToken', message: 'This continuationToken was not given out by this list; start again without it to get the first page' }],
    ],
  ])('%s is a 400 naming the parameter', async (query, errors) => {
    const res = await call('GET', `/api/upload/${uploadId}/slices?${query}`, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it('refuses a token from another upload’s list', async () => {
    const token = (await list('pageSize=1')).continuationToken;
    const res = await call('GET', `/api/upload/${otherUploadId}/slices?continuationToken=${token}`, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json()[0].field).toBe('continuationToken');
  });
});

describe('one slice', () => {
  it('shows the slice with its spelling issues', async () => {
    const res = await call('GET', `/api/upload/${uploadId}/slice/${slice[0]}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: slice[0], ordinal: 0, suggestionCount: 1 });
    expect(res.json().spelling).toEqual([{ id: expect.any(String), kind: 'grammar', offset: 4, length: 9, word: 'fractions', message: 'Repeated word', suggestions: ['fraction'] }]);
  });

  it('answers a slice of another upload, or an id that is no slice id, with 404 "Slice not found"', async () => {
    for (const url of [`/api/upload/${otherUploadId}/slice/${slice[0]}`, `/api/upload/${uploadId}/slice/not-a-uuid`, `/api/upload/${uploadId}/slice/${randomUUID()}`]) {
      const res = await call('GET', url, owner);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, message: 'Slice not found' });
    }
  });

  it('saves an edit of the words and checks the slice again; so does enabling or disabling it, but not an unchanged save', async () => {
    spellingChecks.length = 0;
    const edited = await call('PUT', `/api/upload/${uploadId}/slice`, owner, { id: slice[4], title: 'Equal groups', text: 'Equal groups of objects' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: slice[4], title: 'Equal groups', text: 'Equal groups of objects', enabled: true, ordinal: 4 });
    expect(spellingChecks).toEqual([slice[4]]);
    const unchanged = await call('PUT', `/api/upload/${uploadId}/slice`, owner, { id: slice[4], text: 'Equal groups of objects', enabled: true });
    expect(unchanged.statusCode).toBe(200);
    expect(spellingChecks).toEqual([slice[4]]);
    // A disabled slice speaks for none of the upload's outcomes: they are ranked again.
    const disabled = await call('PUT', `/api/upload/${uploadId}/slice`, owner, { id: slice[4], enabled: false });
    expect(disabled.json()).toMatchObject({ enabled: false, text: 'Equal groups of objects' });
    expect(spellingChecks).toEqual([slice[4], slice[4]]);
    await call('PUT', `/api/upload/${uploadId}/slice`, owner, { id: slice[4], enabled: true });
  });

  it('takes alt text for a slice with a picture, and says why it does not for one without', async () => {
    const res = await call('PUT', `/api/upload/${uploadId}/slice`, owner, { id: slice[1], altText: 'A pizza cut into eight equal slices' });
    expect(res.json().altText).toBe('A pizza cut into eight equal slices');
    const analysis = await call('GET', `/api/upload/${uploadId}/slice/${slice[1]}/image/analysis`, owner);
    expect(analysis.json()).toEqual({ description: 'A pizza cut into 8 slices', altText: 'A pizza cut into eight equal slices', text: '8 slices' });
    expect(ordinals(await list('accessibilityFilter=missingAltText'))).toEqual([]);
    const refused = await call('PUT', `/api/upload/${uploadId}/slice`, owner, { id: slice[0], altText: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([{ field: 'altText', message: 'This slice has no picture to describe; alt text belongs to slices with a picture' }]);
    await call('PUT', `/api/upload/${uploadId}/slice`, owner, { id: slice[1], altText: '' });
  });

  it('saves a text slice edited with an empty alt text, as the review sends every field, without making up a picture analysis', async () => {
    const res = await call('PUT', `/api/upload/${uploadId}/slice`, owner, { id: slice[3], title: 'Discussion', text: 'We talked about groups of seven and of eight', enabled: true, altText: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: slice[3], text: 'We talked about groups of seven and of eight', altText: null, image: null });
    // It stays out of the pictures a teacher is asked to describe.
    expect(ordinals(await list('accessibilityFilter=missingAltText'))).not.toContain(3);
    await call('PUT', `/api/upload/${uploadId}/slice`, owner, { id: slice[3], text: 'We talked about groups of seven' });
  });

  it.each([
    [{ id: 'x', title: 5 }, [{ field: 'title', message: 'title must be text' }]],
    [{ id: 'x', enabled: 'yes' }, [{ field: 'enabled', message: 'enabled must be true or false' }]],
    [{ id: 'x', colour: 'red' }, [{ field: 'colour', message: 'These fields are not part of a slice: colour' }]],
    [{ title: 'x' }, [{ field: 'id', message: 'id must be the id of a slice of this upload' }]],
    [{ id: 'x', text: 'y'.repeat(100_001) }, [{ field: 'text', message: 'text is longer than 100000 characters; split it into two slices' }]],
  ])('a bad edit %j is a 400 naming the field', async (body, errors) => {
    const res = await call('PUT', `/api/upload/${uploadId}/slice`, owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it('adds a slice the teacher writes after the others, and deletes it', async () => {
    spellingChecks.length = 0;
    const res = await call('POST', '/api/upload/slice', owner, { uploadId, title: 'My note', text: 'Remember common denominators', page: 13 });
    expect(res.statusCode, res.body).toBe(201);
    const added = res.json();
    expect(added).toMatchObject({ uploadId, ordinal: 5, title: 'My note', text: 'Remember common denominators', contentType: 'text', page: 13, image: null, enabled: true, alignments: [], suggestionCount: 0 });
    expect(spellingChecks).toEqual([added.id]);
    expect(ordinals(await list())).toEqual([0, 1, 2, 3, 4, 5]);
    const deleted = await call('DELETE', `/api/upload/${uploadId}/slice/${added.id}`, owner);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/api/upload/${uploadId}/slice/${added.id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/upload/${uploadId}/slice/${added.id}`, owner)).json()).toEqual({ statusCode: 404, message: 'Slice not found' });
  });

  it.each([
    [{ uploadId: 'x', title: 'a' }, [{ field: 'text', message: 'text must be text' }]],
    [{ uploadId: 'x', title: 'a', text: '   ' }, [{ field: 'text', message: 'Write the text of the slice' }]],
    [{ uploadId: 'x', title: 'a', text: 'b', page: 0 }, [{ field: 'page', message: 'page starts at 1' }]],
    [{ uploadId: 'x', title: 'a', text: 'b', contentType: 'Text Type' }, [{ field: 'contentType', message: 'contentType must be a content type such as text or transcript' }]],
  ])('a bad new slice %j is a 400 naming the field', async (body, errors) => {
    const res = await call('POST', '/api/upload/slice', owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it('deleting a slice with a picture removes the picture from storage', async () => {
    const key = `${uploadId}/slices/9.png`;
    await storePng(t, key);
    const doomed = await seedSlice(t, uploadId, 9, { imageKey: key });
    expect((await call('DELETE', `/api/upload/${uploadId}/slice/${doomed.id}`, owner)).statusCode).toBe(204);
    expect(await t.app.storage.stat(key)).toBeUndefined();
  });
});

describe('pictures, thumbnails, outcomes and spelling', () => {
  it('sends a slice’s picture as its bytes, typed from them', async () => {
    const res = await call('GET', `/api/upload/${uploadId}/slice/${slice[1]}/image`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(makePng())).toBe(true);
  });

  it('says a slice without a picture has none, and a picture lost from storage is gone', async () => {
    const none = await call('GET', `/api/upload/${uploadId}/slice/${slice[0]}/image`, owner);
    expect(none.json()).toEqual({ statusCode: 404, message: 'This slice has no picture' });
    const lost = await call('GET', `/api/upload/${uploadId}/slice/${slice[2]}/image`, owner);
    expect(lost.json()).toEqual({ statusCode: 410, message: 'The picture of this slice is no longer stored; extract the slice again' });
  });

  it('gives a complete upload’s thumbnail as a data URL cached for an hour, and nothing before', async () => {
    const res = await call('GET', `/api/upload/${uploadId}/thumbnails?count=1`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.json()).toEqual([{ url: `data:image/png;base64,${makePng().toString('base64')}` }]);
    const busy = await seedUpload(t, 'slice-owner', { state: 'inProgress', task: 'upload', thumbnailKey: 'thumbs/one.png' });
    const early = await call('GET', `/api/upload/${busy.id}/thumbnails?count=1`, owner);
    expect(early.json()).toEqual([]);
    expect(early.headers['cache-control']).toBeUndefined();
    expect((await call('GET', `/api/upload/${otherUploadId}/thumbnails`, owner)).json()).toEqual([]);
    const bad = await call('GET', `/api/upload/${uploadId}/thumbnails?count=0`, owner);
    expect(bad.json()).toEqual([{ field: 'count', message: 'count must be a whole number from 1 to 10' }]);
  });

  it('lists the upload’s outcomes by rank', async () => {
    const res = await call('GET', `/api/upload/${uploadId}/outcomes`, owner);
    expect(res.json()).toEqual([
      { outcomeCode: FRACTIONS, shortCode: '5.NF.A.1', statement: FRACTIONS_STATEMENT, score: 0.82, rank: 1 },
      { outcomeCode: PRODUCTS, shortCode: '3.OA.A.1', statement: PRODUCTS_STATEMENT, score: 0.45, rank: 2 },
    ]);
  });

  it('lists the upload’s spelling issues with their slices', async () => {
    const res = await call('GET', `/api/upload/${uploadId}/spelling`, owner);
    expect(res.json()).toEqual([
      { sliceId: slice[0], sliceTitle: 'Adding fractions', id: expect.any(String), kind: 'grammar', offset: 4, length: 9, word: 'fractions', message: 'Repeated word', suggestions: ['fraction'] },
    ]);
  });
});

describe('the upload’s details', () => {
  it('saves title, description, enabled, reference and language', async () => {
    const res = await call('POST', '/api/upload', owner, {
      id: otherUploadId,
      title: ' Fractions, the sequel ',
      description: 'Worksheets for Year 5',
      enabled: false,
      reference: '978-0-306-40615-7',
      language: 'en-GB',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: otherUploadId, title: 'Fractions, the sequel', description: 'Worksheets for Year 5', enabled: false, isbn: '9780306406157', doi: null });
    // A DOI in place of the ISBN reference: the ISBN that came from the old reference goes with it.
    const doi = await call('POST', '/api/upload', owner, { id: otherUploadId, reference: 'https://doi.org/10.1000/182' });
    expect(doi.json()).toMatchObject({ isbn: null, doi: '10.1000/182', title: 'Fractions, the sequel', enabled: false });
  });

  it.each([
    [{ id: 'x', isbn: '978-0-306-40615-8' }, [{ field: 'isbn', message: 'This ISBN-13 has a wrong check digit; check it against the book' }]],
    [{ id: 'x', language: 'English please' }, [{ field: 'language', message: 'language is a language tag such as en, en-GB or fr' }]],
    [{ id: 'x', title: '  ' }, [{ field: 'title', message: 'Give the upload a title' }]],
    [{ id: 'x', state: 'complete' }, [{ field: 'state', message: 'These fields are not part of an upload’s details: state' }]],
  ])('a bad edit %j is a 400 naming the field', async (body, errors) => {
    const res = await call('POST', '/api/upload', owner, { ...body, id: body.id === 'x' ? otherUploadId : body.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });
});

describe('another teacher', () => {
  it('finds none of it: every route answers 404 "Upload not found"', async () => {
    const routes: [Parameters<TestApp['call']>[0], string, unknown?][] = [
      ['GET', `/api/upload/${uploadId}/slices`],
      ['GET', `/api/upload/${uploadId}/slice/${slice[0]}`],
      ['PUT', `/api/upload/${uploadId}/slice`, { id: slice[0], text: 'mine now' }],
      ['POST', '/api/upload/slice', { uploadId, title: 'x', text: 'mine now' }],
      ['DELETE', `/api/upload/${uploadId}/slice/${slice[0]}`],
      ['GET', `/api/upload/${uploadId}/slice/${slice[1]}/image`],
      ['GET', `/api/upload/${uploadId}/slice/${slice[1]}/image/analysis`],
      ['GET', `/api/upload/${uploadId}/thumbnails?count=1`],
      ['GET', `/api/upload/${uploadId}/outcomes`],
      ['GET', `/api/upload/${uploadId}/spelling`],
      ['POST', '/api/upload', { id: uploadId, title: 'mine now' }],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(method, url, stranger, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toEqual({ statusCode: 404, message: 'Upload not found' });
    }
    // Nothing changed for the owner.
    expect((await call('GET', `/api/upload/${uploadId}/slice/${slice[0]}`, owner)).json().text).toBe('Add fractions with unlike denominators: 1/2 + 1/3 = 5/6.');
  });

  it('an upload id that is not a UUID is the same 404', async () => {
    const res = await call('GET', '/api/upload/not-an-id/slices', owner);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Upload not found' });
  });

  it('sees a slice’s picture once the upload is shared with them by name, and only enabled slices', async () => {
    const friend = await t.token({ sub: 'slice-friend', email: 'slice-friend@school.example' });
    const url = `/api/upload/${uploadId}/slice/${slice[1]}/image`;
    expect((await call('GET', url, friend)).statusCode).toBe(404);
    expect((await call('PUT', `/api/sharing/upload/${uploadId}/people`, owner, { emails: ['slice-friend@school.example'] })).statusCode).toBe(200);
    const shared = await call('GET', url, friend);
    expect(shared.statusCode).toBe(200);
    expect(shared.rawPayload.equals(makePng())).toBe(true);
    const disabled = await call('GET', `/api/upload/${uploadId}/slice/${slice[2]}/image`, friend);
    expect(disabled.json()).toEqual({ statusCode: 404, message: 'Slice not found' });
    // Sharing opens the picture, not the editor.
    expect((await call('GET', `/api/upload/${uploadId}/slices`, friend)).statusCode).toBe(404);
    expect((await call('GET', url, stranger)).statusCode).toBe(404);
    await call('DELETE', `/api/sharing/upload/${uploadId}/*`, owner);
    expect((await call('GET', url, friend)).statusCode).toBe(404);
  });
});

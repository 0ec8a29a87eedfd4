import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOcr } from '../../server/processing/extract/ocr.ts';
import { makeShapesPng, makeTextPng } from '../unit/helpers/media-files.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { LIMIT_FREE: '5' } });
});
afterAll(async () => {
  await t.close();
  await closeOcr();
});

const TEXT = 'A glacier is a large mass of ice that moves slowly over land. Glaciers are shrinking because the average temperature of the planet is rising.';
const consumed = async (token: string) => (await t.call('GET', '/api/profile/limits', token)).json()[0].consumed;

describe('the generic call, POST /api/v1/{name}', () => {
  it('runs a Studio tool on posted JSON, with a bearer token or an API key, as one robot action each, kept in the history', async () => {
    const teacher = await t.token({ sub: 'generic-teacher', email: 'g@school.example' });
    const run = await t.call('POST', '/api/v1/questions', teacher, { text: TEXT, grade: 5 });
    expect(run.statusCode).toBe(201);
    expect(run.json().tool).toBe('questions');
    expect(run.json().output.questions[0]).toEqual({ kind: 'define', prompt: 'According to the text, what is a glacier?', answer: 'A large mass of ice that moves slowly over land.' });
    const key = (await t.call('GET', '/api/profile/api-key?name=Worksheet%20maker', teacher)).json().key as string;
    const withKey = await t.app.inject({ method: 'POST', url: '/api/v1/glossary', headers: { 'x-api-key': key }, payload: { text: TEXT, subject: 'Geography' } });
    expect(withKey.statusCode).toBe(201);
    expect(withKey.json().output.entries.map((e: { term: string }) => e.term)).toContain('glacier');
    // One action for the bearer call; the key's call is one action for the tool and one for the API call itself.
    expect(await consumed(teacher)).toBe(3);
    const history = (await t.call('GET', '/api/studio/history', teacher)).json();
    expect(history.items.map((h: { tool: string }) => h.tool)).toEqual(['glossary', 'questions']);
  });

  it('reads the text in a picture sent as image, offline, and works from it', async () => {
    const teacher = await t.token({ sub: 'generic-picture', email: 'p@school.example' });
    const png = await makeTextPng(['Rivers carry water from high ground', 'down to the sea through valleys.'], 900, 200);
    const run = await t.call('POST', '/api/v1/rewrite', teacher, { image: `data:image/png;base64,${png.toString('base64')}`, grade: 3 });
    expect(run.statusCode).toBe(201);
    expect(run.json().input.text).toBe('Rivers carry water from high ground\ndown to the sea through valleys.');
  }, 60_000);

  it('says what to fix and charges nothing: an unknown name, no text, a picture that is not one, a picture without words', async () => {
    const teacher = await t.token({ sub: 'generic-strict', email: 's@school.example' });
    expect((await t.call('POST', '/api/v1/poem', teacher, { text: TEXT })).json()).toEqual([{ field: 'name', message: 'A Studio tool is rewrite, questions, glossary, exit-ticket' }]);
    expect((await t.call('POST', '/api/v1/rewrite', teacher, { grade: 4 })).json()).toEqual([{ field: 'text', message: 'Send the text to work from, or a picture of it as image' }]);
    expect((await t.call('POST', '/api/v1/rewrite', teacher, { text: 'Too short.' })).json()).toEqual([{ field: 'text', message: 'Paste a longer text: at least a sentence or two (40 characters)' }]);
    expect((await t.call('POST', '/api/v1/rewrite', teacher, { image: 'https://example.com/page.png' })).json()).toEqual([
      { field: 'image', message: 'image is a PNG or JPEG picture as a data: address (data:image/png;base64,…)' },
    ]);
    const program = Buffer.from('MZ\x90\x00 this is not a picture').toString('base64');
    expect((await t.call('POST', '/api/v1/rewrite', teacher, { image: `data:image/png;base64,${program}` })).json()).toEqual([
      { field: 'image', message: 'The picture is not a PNG or JPEG file; send a photo or screenshot of the text' },
    ]);
    const shapes = (await makeShapesPng()).toString('base64');
    expect((await t.call('POST', '/api/v1/rewrite', teacher, { image: `data:image/png;base64,${shapes}` })).json()).toEqual([
      { field: 'image', message: 'Too little text could be read in the picture; send a sharper picture of the page, or the text itself' },
    ]);
    // A phone photo is larger than the API's usual 1 MiB body: it is read, not refused for its size (3 MiB of bytes here).
    const large = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(3 * 1024 * 1024)]).toString('base64');
    expect((await t.call('POST', '/api/v1/rewrite', teacher, { image: `data:image/jpeg;base64,${large}` })).json()).toEqual([
      { field: 'image', message: 'The picture is not a PNG or JPEG file; send a photo or screenshot of the text' },
    ]);
    expect((await t.call('POST', '/api/v1/rewrite', teacher, { text: TEXT, colour: 'blue' })).json()).toEqual([{ field: 'colour', message: 'These fields are not part of a generic call: colour' }]);
    expect((await t.call('POST', '/api/v1/rewrite', undefined, { text: TEXT })).statusCode).toBe(401);
    expect(await consumed(teacher)).toBe(0);
  }, 60_000);
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../../src/machines/listPages/pages';
import { createSliceReviewImplementations } from '../../src/machines/sliceReview/implementations';
import { sliceReviewMachine } from '../../src/machines/sliceReview/machine';
import { createUploadDialogImplementations } from '../../src/machines/uploadDialog/implementations';
import { uploadDialogMachine } from '../../src/machines/uploadDialog/machine';
import { uploadEditorMachine } from '../../src/machines/uploadEditor/machine';
import { uploadListMachine } from '../../src/machines/uploadList/machine';
import { uploadSlicesMachine } from '../../src/machines/uploadSlices/machine';
import { selectPercentSent } from '../../src/machines/uploadDialog/selectors';
import { ApiError } from '../../src/services/apiError';
import type { Slice, SliceFilters, SliceWithSpelling, Upload, UploadDetails, UploadForm } from '../../src/services/uploadApi';

const anUpload = (id: string, overrides: Partial<Upload> = {}): Upload => ({
  id,
  title: `Upload ${id}`,
  description: '',
  task: 'upload',
  state: 'complete',
  message: '',
  progressPercent: 100,
  byteSize: 1024,
  durationSeconds: null,
  lastUpdated: '2025-03-01T10:00:00Z',
  fileExtension: 'pdf',
  enabled: true,
  isbn: null,
  doi: null,
  ...overrides,
});

const aSlice = (id: string, overrides: Partial<SliceWithSpelling> = {}): SliceWithSpelling => ({
  id,
  uploadId: 'u-1',
  ordinal: 1,
  page: 1,
  pageIndexOffset: 0,
  contentType: 'text',
  title: `Slice ${id}`,
  text: 'A pizza is cut into 8 equal slices.',
  image: null,
  start: null,
  end: null,
  speakerName: null,
  enabled: true,
  alignments: [],
  suggestionCount: 0,
  altText: null,
  spelling: [],
  ...overrides,
});

const ids = (items: { id: string }[]) => items.map((i) => i.id);

afterEach(() => {
  vi.useRealTimers();
});

describe('uploads list', () => {
  it('puts a handed-over upload at the top and does not show it twice when a page lists it too', async () => {
    const pages: Record<string, Page<Upload>> = {
      first: { items: [anUpload('u-2'), anUpload('u-3')], continuationToken: 'after-u-3' },
      'after-u-3': { items: [anUpload('u-1'), anUpload('u-4')], continuationToken: null },
    };
    const actor = createActor(
      uploadListMachine.provide({
        actors: { loadUploads: fromPromise(async ({ input }: { input: { continuationToken: string | null } }) => pages[input.continuationToken ?? 'first']!) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'uploads.added', upload: anUpload('u-1', { state: 'ready', progressPercent: 0 }) });
    expect(ids(actor.getSnapshot().context.uploads)).toEqual(['u-1', 'u-2', 'u-3']);
    actor.send({ type: 'uploads.loadMore' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.continuationToken === null);
    expect(ids(actor.getSnapshot().context.uploads)).toEqual(['u-1', 'u-2', 'u-3', 'u-4']);
    // The card keeps the handed-over upload; it follows the processing itself.
    expect(actor.getSnapshot().context.uploads[0]!.state).toBe('ready');
  });

  it('keeps an upload handed over while the first page was still loading', async () => {
    let release: (page: Page<Upload>) => void = () => {};
    const actor = createActor(
      uploadListMachine.provide({ actors: { loadUploads: fromPromise(() => new Promise<Page<Upload>>((resolve) => (release = resolve))) } }),
    ).start();
    actor.send({ type: 'uploads.added', upload: anUpload('u-9') });
    release({ items: [anUpload('u-2')], continuationToken: null });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(ids(actor.getSnapshot().context.uploads)).toEqual(['u-9', 'u-2']);
  });
});

const file = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

type Create = (form: UploadForm, options?: { signal?: AbortSignal; onProgress?: (sent: number, total: number) => void }) => Promise<Upload>;

function startDialog(create: Create, maxBytes?: number) {
  const handedOver: Upload[] = [];
  const actor = createActor(
    uploadDialogMachine.provide(createUploadDialogImplementations({ uploadApi: { create }, handOver: (upload) => handedOver.push(upload) })),
    { input: maxBytes ? { maxBytes } : {} },
  ).start();
  actor.send({ type: 'upload.open' });
  return { actor, handedOver };
}

describe('upload dialog', () => {
  it('refuses a file of a type Teachkit cannot read, or too large, before sending anything', () => {
    const create = vi.fn(async () => anUpload('never'));
    const { actor } = startDialog(create, 1000);
    actor.send({ type: 'upload.choose', file: file('virus.exe', 10) });
    expect(actor.getSnapshot().context.fileProblem).toMatch(/^"virus\.exe" is not a type Teachkit can read\. Teachkit accepts: PDF \(\.pdf\); Word document \(\.docx\);/);
    expect(actor.getSnapshot().can({ type: 'upload.submit' })).toBe(false);
    actor.send({ type: 'upload.choose', file: file('book.pdf', 1001) });
    expect(actor.getSnapshot().context.fileProblem).toBe('The file is larger than 0.00 MB, the most Teachkit accepts; upload a smaller file or split it');
    actor.send({ type: 'upload.choose', file: file('empty.pdf', 0) });
    expect(actor.getSnapshot().context.fileProblem).toBe('The file is empty; choose a file with something in it');
    actor.send({ type: 'upload.submit' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(create).not.toHaveBeenCalled();
  });

  it('uses the server\'s default limit of 200 MB when the server did not say its own', () => {
    const { actor } = startDialog(async () => anUpload('never'));
    actor.send({ type: 'upload.choose', file: { name: 'film.mp4', size: 200 * 1024 * 1024 + 1 } as File });
    expect(actor.getSnapshot().context.fileProblem).toBe('The file is larger than 200.00 MB, the most Teachkit accepts; upload a smaller file or split it');
    actor.send({ type: 'upload.choose', file: { name: 'film.mp4', size: 200 * 1024 * 1024 } as File });
    expect(actor.getSnapshot().context.fileProblem).toBeNull();
  });

  it('sends the file with its fields, follows the progress, and hands the accepted upload over', async () => {
    let report: (sent: number, total: number) => void = () => {};
    let accept: (upload: Upload) => void = () => {};
    const sent: UploadForm[] = [];
    const { actor, handedOver } = startDialog((form, options) => {
      sent.push(form);
      report = options!.onProgress!;
      return new Promise((resolve) => (accept = resolve));
    });
    const chosen = file('fractions.pdf', 400);
    actor.send({ type: 'upload.choose', file: chosen });
    actor.send({ type: 'upload.edit', changes: { isbn: '978-0-306-40615-7' } });
    actor.send({ type: 'upload.submit' });
    expect(actor.getSnapshot().matches({ open: 'sending' })).toBe(true);
    expect(sent).toEqual([{ file: chosen, reference: '', isbn: '978-0-306-40615-7', language: 'en' }]);
    report(100, 400);
    expect(selectPercentSent(actor.getSnapshot())).toBe(25);
    report(400, 400);
    expect(selectPercentSent(actor.getSnapshot())).toBe(100);
    accept(anUpload('u-new'));
    await waitFor(actor, (s) => s.matches('closed'));
    expect(ids(handedOver)).toEqual(['u-new']);
    // Opening again starts a fresh form.
    actor.send({ type: 'upload.open' });
    expect(actor.getSnapshot().context.file).toBeNull();
  });

  it('keeps the chosen file and fields with the server\'s message when the server refuses the file (415)', async () => {
    const { actor, handedOver } = startDialog(async () => {
      throw new ApiError(415, 'The file’s contents are not a type Teachkit can read.');
    });
    const chosen = file('notes.txt', 12);
    actor.send({ type: 'upload.choose', file: chosen });
    actor.send({ type: 'upload.edit', changes: { reference: 'Smith (2020) Fractions', language: 'fr' } });
    actor.send({ type: 'upload.submit' });
    await waitFor(actor, (s) => s.matches({ open: 'editing' }) && s.context.failure !== null);
    const { context } = actor.getSnapshot();
    expect(context.failure).toEqual({ kind: 'other', message: 'The file’s contents are not a type Teachkit can read.', fields: {} });
    expect(context.file).toBe(chosen);
    expect(context.fields).toEqual({ reference: 'Smith (2020) Fractions', isbn: '', language: 'fr' });
    expect(handedOver).toEqual([]);
  });

  it('cancelling stops the upload in flight', async () => {
    let aborted = false;
    const { actor } = startDialog(
      (_form, { signal } = {}) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          }),
        ),
    );
    actor.send({ type: 'upload.choose', file: file('a.pdf', 5) });
    actor.send({ type: 'upload.submit' });
    actor.send({ type: 'upload.cancel' });
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true);
    expect(aborted).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('upload editor details', () => {
  it('saves only a changed draft, sending only what changed, and a refused save keeps it with the field message', async () => {
    const saved: Partial<UploadDetails>[] = [];
    const actor = createActor(
      uploadEditorMachine.provide({
        actors: {
          loadUpload: fromPromise(async () => anUpload('u-1', { title: 'Fractions', isbn: '9780306406157' })),
          saveDetails: fromPromise<Upload, { id: string; changes: Partial<UploadDetails> }>(async ({ input }) => {
            saved.push(input.changes);
            throw new ApiError(400, 'Validation Error', [{ field: 'isbn', message: 'Isbn is not a valid ISBN-10 or ISBN-13' }]);
          }),
        },
      }),
      { input: { uploadId: 'u-1' } },
    ).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.draft).toEqual({ title: 'Fractions', description: '', enabled: true, isbn: '9780306406157' });
    expect(actor.getSnapshot().can({ type: 'details.save' })).toBe(false);
    actor.send({ type: 'details.edit', changes: { isbn: '123' } });
    actor.send({ type: 'details.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.failure !== null);
    // Only the changed field is sent.
    expect(saved).toEqual([{ isbn: '123' }]);
    expect(actor.getSnapshot().context.failure?.fields).toEqual({ isbn: 'Isbn is not a valid ISBN-10 or ISBN-13' });
    expect(actor.getSnapshot().context.draft.isbn).toBe('123');
  });
});

describe('upload slices', () => {
  type Call = { filters: SliceFilters; continuationToken: string | null };
  function startSlices(pages: (call: Call) => Page<Slice>) {
    const calls: Call[] = [];
    const actor = createActor(
      uploadSlicesMachine.provide({
        actors: {
          loadSlices: fromPromise(async ({ input }: { input: Call & { uploadId: string } }) => {
            calls.push({ filters: input.filters, continuationToken: input.continuationToken });
            return pages(input);
          }),
        },
      }),
      { input: { uploadId: 'u-1' } },
    ).start();
    return { actor, calls };
  }

  it('asks once for a search typed quickly, after the filters rest for 300 ms', async () => {
    vi.useFakeTimers();
    const { actor, calls } = startSlices(() => ({ items: [aSlice('s-1')], continuationToken: null }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    actor.send({ type: 'slices.filter', changes: { searchText: 'piz' } });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'slices.filter', changes: { searchText: 'pizza' } });
    await vi.advanceTimersByTimeAsync(200);
    actor.send({ type: 'slices.filter', changes: { imageFilter: 'with' } });
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({ filters: expect.objectContaining({ searchText: 'pizza', imageFilter: 'with', enabledFilter: 'all' }), continuationToken: null });
  });

  it('scrolls on with the token and the same filters, and remembers the content types and outcomes met for the filter choices', async () => {
    const { actor, calls } = startSlices(({ continuationToken }) =>
      continuationToken
        ? { items: [aSlice('s-3', { contentType: 'table', alignments: [{ outcomeCode: 'CCSS.MATH.CONTENT.5.NF.A.1', shortCode: '5.NF.A.1', statement: 'Add fractions', score: 0.8 }] })], continuationToken: null }
        : { items: [aSlice('s-1'), aSlice('s-2')], continuationToken: 'after-s-2' },
    );
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'slices.loadMore' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.continuationToken === null);
    const { context } = actor.getSnapshot();
    expect(ids(context.slices)).toEqual(['s-1', 's-2', 's-3']);
    expect(calls.map((c) => c.continuationToken)).toEqual([null, 'after-s-2']);
    expect(context.contentTypes).toEqual(['table', 'text']);
    expect(context.outcomes).toEqual([{ code: 'CCSS.MATH.CONTENT.5.NF.A.1', shortCode: '5.NF.A.1' }]);
  });
});

describe('slice review', () => {
  it('shows the picture fetched from the slice\'s image path, and the slice without it when the picture cannot be fetched', async () => {
    const asked: string[] = [];
    const uploadApi = {
      slice: async () => aSlice('s-1', { image: '/upload/u-1/slice/s-1/image' }),
      saveSlice: async () => aSlice('s-1'),
      extractSlice: async () => aSlice('s-1'),
      removeSlice: async () => {},
      picture: async (path: string) => {
        asked.push(path);
        if (asked.length > 1) throw new ApiError(404, 'Slice not found');
        return 'data:image/png;base64,iVBORw0KGgo=';
      },
      analysePicture: async () => ({ description: 'A pizza cut into eight equal slices', altText: '', text: '8 slices' }),
    };
    const actor = createActor(sliceReviewMachine.provide(createSliceReviewImplementations({ uploadApi, leave: () => {} })), { input: { uploadId: 'u-1', sliceId: 's-1' } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.slice?.picture).toBe('data:image/png;base64,iVBORw0KGgo=');
    // With no alt text of its own, the analysis's description is the suggestion; it is a draft until saved.
    actor.send({ type: 'slice.suggestAltText' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.draft.altText !== '');
    expect(actor.getSnapshot().context.draft.altText).toBe('A pizza cut into eight equal slices');
    expect(actor.getSnapshot().can({ type: 'slice.save' })).toBe(true);
    actor.send({ type: 'slice.reextract' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && asked.length === 2);
    expect(actor.getSnapshot().context.slice?.picture).toBeNull();
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(asked).toEqual(['/upload/u-1/slice/s-1/image', '/upload/u-1/slice/s-1/image']);
  });

  it('saves with PUT and reads the slice again for its new spelling; deleting returns to the slices', async () => {
    const log: string[] = [];
    let spelling: SliceWithSpelling['spelling'] = [];
    const uploadApi = {
      slice: async () => {
        log.push('get');
        return aSlice('s-1', { spelling });
      },
      saveSlice: async (_id: string, _sliceId: string, edits: { text: string }) => {
        log.push(`put ${edits.text}`);
        spelling = [{ id: 'sp-1', kind: 'spelling', offset: 2, length: 5, word: 'pizzza', message: 'Possible spelling mistake', suggestions: ['pizza'] }];
        return aSlice('s-1');
      },
      extractSlice: async () => {
        log.push('extract');
        return aSlice('s-1');
      },
      removeSlice: async () => {
        log.push('delete');
      },
      picture: async () => 'data:image/png;base64,AAAA',
      analysePicture: async () => ({ description: '', altText: '', text: '' }),
    };
    const leave = vi.fn();
    const actor = createActor(sliceReviewMachine.provide(createSliceReviewImplementations({ uploadApi, leave })), { input: { uploadId: 'u-1', sliceId: 's-1' } }).start();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    // A slice without a picture has no alt text to suggest.
    expect(actor.getSnapshot().can({ type: 'slice.suggestAltText' })).toBe(false);
    actor.send({ type: 'slice.edit', changes: { text: 'A pizzza' } });
    actor.send({ type: 'slice.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && s.context.slice!.spelling.length === 1);
    actor.send({ type: 'slice.reextract' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }) && log.length === 5);
    actor.send({ type: 'slice.delete' });
    actor.send({ type: 'slice.confirmDelete' });
    await waitFor(actor, (s) => s.matches('deleted'));
    expect(log).toEqual(['get', 'put A pizzza', 'get', 'extract', 'get', 'delete']);
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

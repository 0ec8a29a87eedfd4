import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { createMemoryRouter } from 'react-router-dom';
import type { Page } from '../../src/machines/listPages/pages';
import { editsOf, sliceReviewMachine } from '../../src/machines/sliceReview/machine';
import type { SliceReviewContext } from '../../src/machines/sliceReview/machine';
import { detailsOf, uploadEditorMachine } from '../../src/machines/uploadEditor/machine';
import type { UploadEditorContext } from '../../src/machines/uploadEditor/machine';
import { uploadOutcomesMachine, uploadSpellingMachine } from '../../src/machines/uploadReports/reports';
import { uploadSlicesMachine } from '../../src/machines/uploadSlices/machine';
import type { UploadSlicesContext } from '../../src/machines/uploadSlices/machine';
import { ApiError } from '../../src/services/apiError';
import { createResourceCache } from '../../src/services/resourceCache';
import type { Slice, UploadOutcome, UploadSpellingIssue } from '../../src/services/uploadApi';
import SliceReviewPage from '../../src/views/uploads/SliceReviewPage';
import { OutcomesTab, SpellingTab } from '../../src/views/uploads/tabs/ReportTabs';
import { SlicesTab } from '../../src/views/uploads/tabs/SlicesTab';
import UploadEditorPage from '../../src/views/uploads/UploadEditorPage';
import { anUpload, aSlice, listed } from '../views/fixtures/uploads';
import { describeModel } from './harness';
import { at, renderViews } from './render';

type Call = { signal?: AbortSignal };
type Router = ReturnType<typeof createMemoryRouter>;
const validation = (field: string, message: string) => new ApiError(400, 'Validation Error', [{ field, message }]);
const notFound = (message: string) => new ApiError(404, message);

const upload = anUpload({ id: 'u-1', title: 'Fractions workbook', isbn: '9780306406157' });
const editorOf = (snapshot: AnyMachineSnapshot) => snapshot.context as UploadEditorContext;

describeModel({
  name: 'uploadEditor (details tab)',
  machine: uploadEditorMachine,
  input: { uploadId: 'u-1' },
  events: [{ type: 'upload.retry' }, { type: 'details.edit', changes: { title: 'Fractions workbook (Year 5)' } }, { type: 'details.save' }],
  outputs: { loadUpload: [upload], saveDetails: [{ ...upload, title: 'Fractions workbook (Year 5)' }] },
  error: (src) => (src === 'loadUpload' ? notFound('Upload not found') : validation('title', 'Title is longer than 200 characters; shorten it')),
  project: (snapshot) => {
    const c = editorOf(snapshot);
    return { dirty: c.upload ? JSON.stringify(detailsOf(c.upload)) !== JSON.stringify(c.draft) : false, title: c.upload?.title ?? null, failure: c.failure?.kind ?? null };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const uploadApi = {
      get: (_id: string, { signal }: Call = {}) => kit.pending('loadUpload', signal),
      saveDetails: (_id: string, _d: unknown, { signal }: Call = {}) => kit.pending('saveDetails', signal),
    };
    renderViews({ system: { uploadApi: uploadApi as never, inspect: kit.inspect }, routes: [at('/uploads/editor/:id/:tab?', <UploadEditorPage />)], path: '/uploads/editor/u-1/details' });
    return {};
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading the upload...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent("Not Found or You don't have Access");
    },
    ready: (snapshot) => {
      const c = editorOf(snapshot);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(c.upload!.title);
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(c.draft.title);
      expect(screen.getByRole('textbox', { name: 'ISBN' })).toHaveValue('9780306406157');
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Slices', 'Outcomes', 'Spelling', 'Share']);
      if (c.failure) expect(screen.getByText('Title is longer than 200 characters; shorten it')).toBeInTheDocument();
    },
    'ready.idle': (snapshot) => {
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', !snapshot.can({ type: 'details.save' }));
    },
    'ready.saving': () => {
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    },
  },
});

const first: Page<Slice> = { items: [listed(aSlice())], continuationToken: 'after-12' };
const picture = listed(aSlice({ id: 's-3', title: 'Fraction wall', contentType: 'image', image: '/upload/u-1/slice/s-3/image', alignments: [] }));
const last: Page<Slice> = { items: [picture], continuationToken: null };
const slicesOf = (snapshot: AnyMachineSnapshot) => snapshot.context as UploadSlicesContext;

describeModel({
  name: 'uploadSlices',
  machine: uploadSlicesMachine,
  input: { uploadId: 'u-1' },
  events: [{ type: 'slices.filter', changes: { imageFilter: 'with' } }, { type: 'slices.loadMore' }, { type: 'slices.retry' }],
  outputs: { loadSlices: [first, last] },
  error: () => new ApiError(503, 'The server is busy; try again in a moment'),
  project: (snapshot) => ({
    ids: slicesOf(snapshot).slices.map((s) => s.id),
    more: slicesOf(snapshot).continuationToken !== null,
    failed: slicesOf(snapshot).failure !== null,
    filtered: slicesOf(snapshot).filters.imageFilter,
  }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const uploadApi = { slices: (_id: string, _f: unknown, _t: unknown, { signal }: Call = {}) => kit.pending('loadSlices', signal) };
    renderViews({ system: { uploadApi: uploadApi as never, inspect: kit.inspect }, routes: [at('/', <SlicesTab uploadId="u-1" />)] });
    return {};
  },
  states: {
    // The filters stay on screen whatever the list is doing, so a search being typed keeps its focus.
    '*': (snapshot) => {
      expect(screen.getByRole('combobox', { name: 'Pictures' })).toHaveValue(slicesOf(snapshot).filters.imageFilter);
    },
    settling: () => {
      expect(screen.getByText('Loading slices...')).toBeInTheDocument();
    },
    loading: () => {
      expect(screen.getByText('Loading slices...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.The server is busy; try again in a moment');
    },
    ready: (snapshot) => {
      const { slices, continuationToken } = slicesOf(snapshot);
      const list = screen.getByRole('list', { name: 'Slices' });
      expect(within(list).queryAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(slices.map((s) => s.title));
      if (!slices.length) expect(screen.getByText('No slices match these filters.')).toBeInTheDocument();
      expect(screen.queryAllByRole('button', { name: /^(Load more slices|Loading more slices\.\.\.|Try again)$/ })).toHaveLength(continuationToken ? 1 : 0);
    },
    'ready.loadingMore': () => {
      expect(screen.getByRole('button', { name: 'Loading more slices...' })).toBeDisabled();
    },
    'ready.moreFailed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load more slices just now.The server is busy; try again in a moment');
    },
  },
});

const outcomes: UploadOutcome[] = [{ outcomeCode: 'CCSS.Math.Content.5.NF.A.1', shortCode: '5.NF.A.1', statement: 'Add and subtract fractions with unlike denominators.', score: 0.82, rank: 1 }];
const spelling: UploadSpellingIssue[] = [
  { sliceId: 's-12', sliceTitle: 'Sharing a pizza', id: 'sp-1', kind: 'spelling', offset: 2, length: 6, word: 'pizzza', message: 'Possible spelling mistake', suggestions: ['pizza'] },
];

for (const report of [
  { name: 'uploadOutcomes', machine: uploadOutcomesMachine, output: outcomes, view: <OutcomesTab uploadId="u-1" />, api: 'outcomes', loading: 'Loading outcomes...', shown: 'Add and subtract fractions with unlike denominators.' },
  { name: 'uploadSpelling', machine: uploadSpellingMachine, output: spelling, view: <SpellingTab uploadId="u-1" />, api: 'spelling', loading: 'Loading spelling and grammar...', shown: 'Suggestions: pizza' },
] as const) {
  describeModel({
    name: report.name,
    machine: report.machine as typeof uploadOutcomesMachine,
    input: { uploadId: 'u-1' },
    events: [{ type: 'report.retry' }],
    outputs: { loadReport: [report.output] },
    error: () => new ApiError(503, 'The server is busy; try again in a moment'),
    mount: (kit) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const uploadApi = { [report.api]: (_id: string, { signal }: Call = {}) => kit.pending('loadReport', signal) };
      renderViews({ system: { uploadApi: uploadApi as never, inspect: kit.inspect }, routes: [at('/', report.view)] });
      return {};
    },
    states: {
      loading: () => {
        expect(screen.getByText(report.loading)).toBeInTheDocument();
      },
      loaded: () => {
        expect(screen.getByText(report.shown)).toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('The server is busy; try again in a moment');
        expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      },
    },
  });
}

const slice = aSlice({ image: '/upload/u-1/slice/s-12/image', altText: '' });
const reviewOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SliceReviewContext;
const deleteDialog = () => screen.queryByRole('alertdialog', { name: 'Delete this slice?' });

describeModel({
  name: 'sliceReview',
  machine: sliceReviewMachine,
  input: { uploadId: 'u-1', sliceId: 's-12' },
  events: [
    { type: 'slice.retry' },
    { type: 'slice.edit', changes: { altText: 'Pizza cut into eighths' } },
    { type: 'slice.save' },
    { type: 'slice.reextract' },
    { type: 'slice.suggestAltText' },
    { type: 'slice.delete' },
    { type: 'slice.confirmDelete' },
    { type: 'slice.cancelDelete' },
  ],
  outputs: {
    loadSlice: [slice],
    saveSlice: [{ ...slice, altText: 'Pizza cut into eighths' }],
    reextractSlice: [slice],
    suggestAltText: ['Pizza cut into eighths'],
  },
  error: (src) => (src === 'loadSlice' ? notFound('Slice not found') : validation('altText', 'Alt text is longer than 500 characters; shorten it')),
  project: (snapshot) => {
    const c = reviewOf(snapshot);
    return { dirty: c.slice ? JSON.stringify(editsOf(c.slice)) !== JSON.stringify(c.draft) : false, alt: c.slice?.altText ?? null, failure: c.failure?.kind ?? null };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Saving and re-extracting read the slice again afterwards; that read is what the path settles as their answer.
    let reading: 'saveSlice' | 'reextractSlice' | null = null;
    const uploadApi = {
      slice: (_id: string, _s: string, { signal }: Call = {}) => {
        const src = reading ?? 'loadSlice';
        reading = null;
        return kit.pending(src, signal);
      },
      saveSlice: async () => {
        reading = 'saveSlice';
      },
      extractSlice: async () => {
        reading = 'reextractSlice';
      },
      removeSlice: (_id: string, _s: string, { signal }: Call = {}) => kit.pending('deleteSlice', signal),
      picture: async () => 'data:image/png;base64,iVBORw0KGgo=',
      analysePicture: async (_id: string, _s: string, { signal }: Call = {}) => ({ description: '', text: '', altText: await kit.pending<string>('suggestAltText', signal) }),
    };
    const { router } = renderViews({
      system: { uploadApi: uploadApi as never, resourceCache: createResourceCache(), inspect: kit.inspect },
      routes: [at('/uploads/editor/:id/review/:sliceId', <SliceReviewPage />), at('/uploads/editor/:id/:tab?', <p>Slices of the upload</p>)],
      path: '/uploads/editor/u-1/review/s-12',
    });
    return { router };
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading the slice...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent("Not Found or You don't have Access");
    },
    ready: async (snapshot) => {
      const c = reviewOf(snapshot);
      const hidden = snapshot.matches({ ready: 'confirmingDelete' }) || snapshot.matches({ ready: 'deleting' });
      expect(screen.getByRole('heading', { level: 1, hidden })).toHaveTextContent('Sharing a pizza');
      expect(screen.getByRole('textbox', { name: 'Alt text (describes the picture for screen readers)', hidden })).toHaveValue(c.draft.altText);
      expect(screen.getByRole('img', { name: c.slice!.altText || 'Picture in Sharing a pizza', hidden })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
      if (c.failure) expect(screen.getByText('Alt text is longer than 500 characters; shorten it')).toBeInTheDocument();
      if (!hidden) await waitFor(() => expect(deleteDialog()).not.toBeInTheDocument());
    },
    'ready.idle': (snapshot) => {
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', !snapshot.can({ type: 'slice.save' }));
      expect(screen.getByRole('button', { name: 'Re-extract from the file' })).toBeEnabled();
    },
    'ready.saving': () => {
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    },
    'ready.reextracting': () => {
      expect(screen.getByRole('button', { name: 'Re-extracting...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Delete slice' })).toBeDisabled();
    },
    'ready.suggestingAltText': () => {
      expect(screen.getByRole('button', { name: 'Suggesting...' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    },
    'ready.confirmingDelete': () => {
      expect(deleteDialog()).toHaveTextContent('"Sharing a pizza" will be deleted for good.');
    },
    'ready.deleting': () => {
      expect(within(deleteDialog()!).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    },
    deleted: (_snapshot, kit) => {
      expect((kit.extra.router as Router).state.location.pathname).toBe('/uploads/editor/u-1/slices');
    },
  },
});

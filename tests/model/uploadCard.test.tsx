import { screen, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { uploadCardMachine } from '../../src/machines/uploadCard/machine';
import { ApiError } from '../../src/services/apiError';
import { createResourceCache } from '../../src/services/resourceCache';
import type { Upload } from '../../src/services/uploadApi';
import { UploadCard } from '../../src/views/uploads/UploadCard';
import { describeModel } from './harness';
import { at, renderViews } from './render';

/** IntersectionObserver under the test's control: the path decides when the card is seen. */
const observers = new Set<{ callback: IntersectionObserverCallback; element?: Element }>();
globalThis.IntersectionObserver = class {
  readonly entry: { callback: IntersectionObserverCallback; element?: Element };
  constructor(callback: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
    expect(options?.threshold).toBe(0.1);
    this.entry = { callback };
    observers.add(this.entry);
  }
  observe(element: Element) {
    this.entry.element = element;
  }
  disconnect() {
    observers.delete(this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
} as unknown as typeof IntersectionObserver;

const anUpload = (overrides: Partial<Upload>): Upload => ({
  id: 'u-1',
  title: 'Year 4 fractions workbook',
  description: 'Worksheets on equivalent fractions.',
  task: 'upload',
  state: 'ready',
  message: '',
  progressPercent: 0,
  byteSize: 3_145_728,
  durationSeconds: null,
  lastUpdated: '2025-03-01T10:00:00Z',
  fileExtension: '.PDF',
  enabled: true,
  isbn: '978-0-00-000000-0',
  doi: null,
  ...overrides,
});

afterEach(() => {
  vi.restoreAllMocks();
});

const thumbnailUrl = 'https://thumbnails.test/u-1.png';
const expected: Record<string, { state: string; task: string | null }> = {
  ready: { state: 'Queued', task: 'Uploaded' },
  failed: { state: 'Failed - Retrying', task: 'Checking Spelling & Grammar' },
  // A finished upload shows no task: it has done them all.
  complete: { state: 'Complete', task: null },
  broken: { state: 'Error', task: 'Extracting Outcomes' },
};

describeModel({
  name: 'uploadCard',
  machine: uploadCardMachine,
  input: { id: 'u-1' },
  events: [{ type: 'card.visible' }],
  outputs: {
    fetchUpload: [
      anUpload({ state: 'ready', task: 'upload', progressPercent: 0, message: 'Waiting to upload' }),
      anUpload({ state: 'failed', task: 'spelling', progressPercent: 40, message: 'Trying again in a minute' }),
      anUpload({ state: 'complete', task: 'align', progressPercent: 100 }),
      anUpload({ state: 'broken', task: 'extract-outcomes', message: 'The file could not be read' }),
    ],
    fetchThumbnail: [thumbnailUrl],
  },
  // A 404 is not retried, so the thumbnail is missing at once.
  error: () => new ApiError(404, 'Not found'),
  project: (snapshot) => ({ state: snapshot.context.upload?.state ?? null }),
  mount: (kit) => {
    observers.clear();
    // A failed check is logged and the card keeps following; keep the log out of the test output.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const uploadApi = {
      get: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending<Upload>('fetchUpload', signal),
      thumbnail: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending<string | null>('fetchThumbnail', signal),
    };
    renderViews({ system: { uploadApi: uploadApi as never, resourceCache: createResourceCache(), inspect: kit.inspect }, routes: [at('/', <UploadCard id="u-1" />)] });
    return {};
  },
  exec: {
    'card.visible': () => {
      for (const { callback, element } of [...observers]) {
        callback([{ isIntersecting: true, intersectionRatio: 0.1, target: element! } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  },
  states: {
    // What the card shows follows the upload it last fetched, whichever state the flow is in.
    '*': (snapshot) => {
      const upload = snapshot.context.upload as Upload | null;
      if (!upload) {
        expect(screen.getByText('Loading upload...')).toBeInTheDocument();
        return;
      }
      const card = within(screen.getByRole('article', { name: upload.title }));
      const labels = expected[upload.state]!;
      expect(card.getAllByText(labels.state).length).toBeGreaterThan(0);
      if (labels.task) expect(card.getAllByText(labels.task).length).toBeGreaterThan(0);
      else expect(card.queryByText('Aligning Standards')).toBeNull();
      expect(card.getByRole('link', { name: upload.title })).toHaveAttribute('href', '/uploads/editor/u-1');
      expect(card.getByText('3.00 MB')).toBeInTheDocument();
      expect(card.getByText('ISBN')).toBeInTheDocument();
      const fullProgress = upload.task === 'upload' && (upload.state === 'ready' || upload.state === 'inProgress');
      expect(card.queryByRole('group', { name: 'Uploaded progress' }) !== null).toBe(fullProgress);
      expect(card.queryByRole('progressbar') !== null).toBe(upload.state !== 'complete' && upload.state !== 'broken');
      if (upload.message) expect(card.getByText(upload.message)).toBeInTheDocument();
      if (upload.state === 'broken') expect(card.getByRole('img', { name: 'Error' })).toBeInTheDocument();
      if (!fullProgress && upload.state !== 'complete' && upload.state !== 'broken') expect(card.getByText('Processing...')).toBeInTheDocument();
      if (upload.state !== 'complete') expect(card.queryByRole('img', { name: /Thumbnail/ })).not.toBeInTheDocument();
    },
    'thumbnail.shown': () => {
      expect(screen.getByRole('img', { name: 'Thumbnail of Year 4 fractions workbook' })).toHaveAttribute('src', thumbnailUrl);
    },
    'thumbnail.missing': () => {
      expect(screen.queryByRole('img', { name: /Thumbnail/ })).not.toBeInTheDocument();
    },
  },
});

import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Page } from '../../src/machines/listPages/pages';
import { uploadDialogMachine } from '../../src/machines/uploadDialog/machine';
import type { UploadDialogContext } from '../../src/machines/uploadDialog/machine';
import { uploadListMachine } from '../../src/machines/uploadList/machine';
import type { UploadListContext } from '../../src/machines/uploadList/machine';
import { ApiError } from '../../src/services/apiError';
import { createResourceCache } from '../../src/services/resourceCache';
import type { Upload } from '../../src/services/uploadApi';
import UploadsPage from '../../src/views/uploads/UploadsPage';
import { anUpload } from '../views/fixtures/uploads';
import { signedOutAuth } from './fixtures';
import { describeModel } from './harness';
import type { MountKit } from './harness';
import { at, renderViews } from './render';

type Call = { signal?: AbortSignal };

const processing = anUpload({ id: 'u-2', title: 'Water cycle slides', state: 'inProgress', task: 'spelling', progressPercent: 40, message: 'Checking slide 12 of 30' });
const complete = anUpload({ id: 'u-1', title: 'Fractions workbook' });
const older = anUpload({ id: 'u-0', title: 'Old notes' });
const added = anUpload({ id: 'u-3', title: 'Fractions quiz', state: 'ready', task: 'upload', progressPercent: 0, message: 'Waiting for a worker' });
const pageWithMore: Page<Upload> = { items: [processing, complete], continuationToken: 'after-u-1' };
const lastPage: Page<Upload> = { items: [older], continuationToken: null };

/** The uploads page with its list and dialog; the card checks and thumbnails stay pending (the card has its own model). */
function mountUploadsPage(kit: MountKit, create: (call: Call) => Promise<unknown>, list: (call: Call) => Promise<unknown>) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const uploadApi = {
    list: ({ signal }: Call = {}) => list({ ...(signal ? { signal } : {}) }),
    create: (_form: unknown, { signal }: Call = {}) => create({ ...(signal ? { signal } : {}) }),
    get: () => new Promise(() => {}),
    thumbnail: () => new Promise(() => {}),
  };
  renderViews({
    system: { uploadApi: uploadApi as never, auth: signedOutAuth(), resourceCache: createResourceCache(), inspect: kit.inspect },
    routes: [at('/uploads', <UploadsPage />)],
    path: '/uploads',
  });
  return {};
}

const listOf = (snapshot: AnyMachineSnapshot) => snapshot.context as UploadListContext;
const cardTitles = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

describeModel({
  name: 'uploadList',
  machine: uploadListMachine,
  events: [{ type: 'uploads.retry' }, { type: 'uploads.loadMore' }, { type: 'uploads.added', upload: added }],
  outputs: { loadUploads: [pageWithMore, lastPage] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => ({
    ids: listOf(snapshot).uploads.map((u) => u.id),
    more: listOf(snapshot).continuationToken !== null,
    failed: listOf(snapshot).failure !== null,
  }),
  mount: (kit) => mountUploadsPage(kit, () => new Promise(() => {}), ({ signal }) => kit.pending('loadUploads', signal)),
  states: {
    loading: () => {
      expect(screen.getByText('Loading your uploads...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.An unexpected error occurred');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    ready: (snapshot) => {
      const { uploads, continuationToken } = listOf(snapshot);
      expect(cardTitles()).toEqual(uploads.map((u) => u.title));
      if (!uploads.length) expect(screen.getByText('No uploads yet. Upload a document, presentation, picture, recording or video.')).toBeInTheDocument();
      if (uploads.some((u) => u.id === 'u-2')) {
        const card = within(screen.getByRole('article', { name: 'Water cycle slides' }));
        expect(card.getByText('Checking slide 12 of 30')).toBeInTheDocument();
        expect(card.getByRole('progressbar')).toBeInTheDocument();
      }
      expect(screen.queryAllByRole('button', { name: /^(Load more uploads|Loading more uploads\.\.\.|Try again)$/ })).toHaveLength(continuationToken ? 1 : 0);
    },
    'ready.idle': (snapshot) => {
      if (listOf(snapshot).continuationToken) expect(screen.getByRole('button', { name: 'Load more uploads' })).toBeEnabled();
    },
    'ready.loadingMore': () => {
      expect(screen.getByRole('button', { name: 'Loading more uploads...' })).toBeDisabled();
    },
    'ready.moreFailed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load more uploads just now.An unexpected error occurred');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
  },
});

const dialogOf = (snapshot: AnyMachineSnapshot) => snapshot.context as UploadDialogContext;
const pdf = new File(['%PDF-1.7'], 'Fractions quiz.pdf', { type: 'application/pdf' });
const program = new File(['MZ'], 'setup.exe');
const dialog = () => screen.queryByRole('dialog', { name: 'Upload a file' });

describeModel({
  name: 'uploadDialog',
  machine: uploadDialogMachine,
  // The app gives the server's limit when the server says it; the model runs without (the default 200 MB).
  input: {},
  events: [
    { type: 'upload.open' },
    { type: 'upload.close' },
    // A File serialises as {}, so each choice also carries its name for the model to tell them apart.
    { type: 'upload.choose', file: pdf, fileName: pdf.name } as never,
    { type: 'upload.choose', file: program, fileName: program.name } as never,
    { type: 'upload.edit', changes: { isbn: '978-0-306-40615-7' } },
    { type: 'upload.submit' },
    { type: 'upload.progress', sent: 3, total: 8 },
    { type: 'upload.cancel' },
  ],
  outputs: { sendUpload: [added] },
  error: () => new ApiError(413, 'The file is larger than 1 MB, the most Teachkit accepts; upload a smaller file or split it'),
  project: (snapshot) => ({
    file: dialogOf(snapshot).file?.name ?? null,
    isbn: dialogOf(snapshot).fields.isbn,
    refused: dialogOf(snapshot).failure !== null,
    sent: dialogOf(snapshot).sent,
  }),
  // The list stays loading: the list has its own model; here the dialog is under test.
  mount: (kit) => mountUploadsPage(kit, ({ signal }) => kit.pending('sendUpload', signal), () => new Promise(() => {})),
  states: {
    closed: async () => {
      await waitFor(() => expect(dialog()).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Upload a file' })).toBeEnabled();
    },
    open: (snapshot) => {
      const { file, fields, fileProblem, failure } = dialogOf(snapshot);
      const shown = within(dialog()!);
      expect(shown.getByRole('textbox', { name: 'ISBN' })).toHaveValue(fields.isbn);
      expect(shown.getByRole('textbox', { name: 'Language' })).toHaveValue('en');
      if (file) expect(shown.getByText(`${file.name} (0.00 MB)`)).toBeInTheDocument();
      if (fileProblem) expect(shown.getByText(/^"setup\.exe" is not a type Teachkit can read\./)).toBeInTheDocument();
      if (failure) expect(shown.getByRole('alert')).toHaveTextContent('The file was not accepted.The file is larger than 1 MB, the most Teachkit accepts');
    },
    'open.editing': (snapshot) => {
      const shown = within(dialog()!);
      expect(shown.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', !snapshot.can({ type: 'upload.submit' }));
      expect(shown.queryByRole('progressbar')).not.toBeInTheDocument();
    },
    'open.sending': (snapshot) => {
      const shown = within(dialog()!);
      const percent = dialogOf(snapshot).sent === 3 ? 37 : 0;
      expect(shown.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', String(percent));
      expect(shown.getByText(`${percent}% sent`)).toBeInTheDocument();
      expect(shown.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
  },
});

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { slicePickerMachine } from '../../src/machines/slicePicker/machine';
import type { SlicePickerContext, SlicesPage, UploadChoice, UploadsPage } from '../../src/machines/slicePicker/types';
import { ApiError } from '../../src/services/apiError';
import { SlicePicker } from '../../src/views/uploads/SlicePicker';
import { aSlice, anUpload, listed } from '../views/fixtures/uploads';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SlicePickerContext;

const scanned: UploadChoice = { id: 'u-1', title: 'Class 4 work, scanned' };
const retest: UploadChoice = { id: 'u-2', title: 'Class 4 retest' };
/** Pages of finished uploads: one with more to come, a last one, and none at all. */
const newerUploads: UploadsPage = { items: [scanned], continuationToken: 'uploads-2' };
const olderUploads: UploadsPage = { items: [retest], continuationToken: null };
const noUploads: UploadsPage = { items: [], continuationToken: null };
const adaText = 'Ada: 2/4 and 1/2 are the same because both strips reach the middle.';
/** Longer than the list shows: the list gives its start, the response takes all of it. */
const alanText =
  'Alan: I folded the strip in half and then in half again, so there were four parts and two of them covered the same length as one half. ' +
  'Then I tried thirds and sixths and it worked the same way, two sixths is one third.';
const alanSnippet =
  'Alan: I folded the strip in half and then in half again, so there were four parts and two of them covered the same length as one half. Then I tried thirds and s…';
const ada = listed(aSlice({ id: 'sl-1', uploadId: 'u-1', page: 3, title: 'Ada Lovelace', text: adaText }));
const alan = listed(aSlice({ id: 'sl-2', uploadId: 'u-1', page: null, title: 'Alan Turing', text: alanText }));
/** A first page with more to come, a last page, and a search nothing matches. */
const firstPage: SlicesPage = { items: [ada], continuationToken: 'page-2' };
const lastPage: SlicesPage = { items: [alan], continuationToken: null };
const noMatch: SlicesPage = { items: [], continuationToken: null };

const picker = () => within(screen.getByRole('region', { name: 'Text from your uploads' }));
const uploadField = () => picker().getByRole('combobox', { name: 'Upload' });
const queryField = () => picker().getByRole('textbox', { name: 'Words in the slice (a student’s name)' });

/** "Show more uploads" while there are more; a page that failed is said, and the button tries again. */
function expectMoreUploads(c: SlicePickerContext) {
  expect(picker().queryByRole('button', { name: 'Show more uploads' }) !== null).toBe(c.uploadsToken !== null);
  if (c.failure) expect(picker().getByRole('alert')).toHaveTextContent('That did not work.An unexpected error occurred');
  else expect(picker().queryByRole('alert')).not.toBeInTheDocument();
}

/** The chosen upload in its field and the words searched for; while slices load, none of them can change. */
function expectChosen(c: SlicePickerContext, { busy }: { busy: boolean }) {
  expect(uploadField()).toHaveProperty('disabled', busy);
  expect(uploadField()).toHaveDisplayValue(c.uploadId === 'u-1' ? 'Class 4 work, scanned' : 'Class 4 retest');
  expect(queryField()).toHaveValue(c.query);
  expect(queryField()).toHaveProperty('disabled', busy);
  expect(picker().getByRole('button', { name: 'Search' })).toHaveProperty('disabled', busy);
}

describeModel({
  name: 'slicePicker',
  machine: slicePickerMachine,
  events: [
    { type: 'picker.open' },
    { type: 'picker.close' },
    { type: 'picker.retry' },
    { type: 'picker.showMoreUploads' },
    { type: 'picker.chooseUpload', id: 'u-1' },
    { type: 'picker.chooseUpload', id: 'u-2' },
    { type: 'picker.editQuery', text: 'Ada' },
    { type: 'picker.search' },
    { type: 'picker.showMore' },
    { type: 'picker.use', sliceId: 'sl-1' },
    { type: 'picker.use', sliceId: 'sl-2' },
  ],
  outputs: { loadUploads: [newerUploads, olderUploads, noUploads], loadSlices: [firstPage, lastPage, noMatch] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => {
    const c = contextOf(snapshot);
    return {
      uploads: c.uploads.map((u) => u.id),
      moreUploads: c.uploadsToken !== null,
      uploadId: c.uploadId,
      query: c.query,
      slices: c.slices.map((s) => s.id),
      more: c.continuationToken !== null,
      failure: c.failure?.kind ?? null,
    };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const used = vi.fn();
    // Only the finished uploads are asked for: the server leaves out those still being read.
    const uploadApi = {
      list: async ({ signal, state }: { signal?: AbortSignal; state?: string } = {}) => {
        if (state !== 'complete') throw new Error(`the picker asked for uploads in state ${state}`);
        const page = await kit.pending<UploadsPage>('loadUploads', signal);
        return { items: page.items.map((c) => anUpload(c)), continuationToken: page.continuationToken };
      },
      slices: (_id: string, _filters: unknown, _token: string | null, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadSlices', signal),
    };
    renderViews({
      system: { uploadApi: uploadApi as never, inspect: kit.inspect },
      routes: [at('/', <SlicePicker onUse={used} />)],
    });
    return { used };
  },
  exec: {
    'picker.open': () => userEvent.setup().click(screen.getByRole('button', { name: 'Take text from an upload' })),
    'picker.close': () => userEvent.setup().click(screen.getByRole('button', { name: 'Close the uploads' })),
    'picker.retry': () => userEvent.setup().click(picker().getByRole('button', { name: 'Try again' })),
    // The upload already chosen sends nothing when chosen again; the machine loads its slices afresh all the same.
    'picker.chooseUpload': (event, { actor }) => {
      const id = (event as EventObject & { id: string }).id;
      if ((uploadField() as HTMLSelectElement).value === id) actor.send(event);
      else return userEvent.setup().selectOptions(uploadField(), id === 'u-1' ? 'Class 4 work, scanned' : 'Class 4 retest');
    },
    // A field that already holds the words sends nothing; the machine takes the same words again.
    'picker.editQuery': (event, { actor }) => {
      if ((queryField() as HTMLInputElement).value === 'Ada') actor.send(event);
      else fireEvent.change(queryField(), { target: { value: 'Ada' } });
    },
    'picker.search': () => userEvent.setup().click(picker().getByRole('button', { name: 'Search' })),
    'picker.showMore': () => userEvent.setup().click(picker().getByRole('button', { name: 'Show more slices' })),
    'picker.showMoreUploads': () => userEvent.setup().click(picker().getByRole('button', { name: 'Show more uploads' })),
    'picker.use': (event) =>
      userEvent.setup().click(picker().getByRole('button', { name: (event as EventObject & { sliceId: string }).sliceId === 'sl-1' ? 'Use Ada Lovelace' : 'Use Alan Turing' })),
  },
  states: {
    // A used slice's whole text goes to the response, once; nothing else hands text over.
    '*': (_snapshot, { extra }, event) => {
      const used = extra.used as ReturnType<typeof vi.fn>;
      if (event.type === 'picker.use') {
        expect(used.mock.calls).toEqual([[(event as EventObject & { sliceId: string }).sliceId === 'sl-1' ? adaText : alanText]]);
        used.mockClear();
      } else expect(used).not.toHaveBeenCalled();
    },
    closed: () => {
      expect(screen.getByRole('button', { name: 'Take text from an upload' })).toBeEnabled();
      expect(screen.queryByRole('region', { name: 'Text from your uploads' })).not.toBeInTheDocument();
    },
    open: () => {
      expect(picker().getByRole('button', { name: 'Close the uploads' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Take text from an upload' })).not.toBeInTheDocument();
    },
    'open.loadingUploads': () => {
      expect(picker().getByText('Loading your uploads...')).toBeInTheDocument();
      expect(picker().queryByRole('combobox')).not.toBeInTheDocument();
    },
    'open.failed': () => {
      expect(picker().getByRole('alert')).toHaveTextContent('We could not load this just now.An unexpected error occurred');
      expect(picker().getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(picker().queryByRole('combobox')).not.toBeInTheDocument();
    },
    'open.choosingUpload': (snapshot) => {
      const c = contextOf(snapshot);
      if (c.uploads.length === 0) {
        expect(picker().getByText(/^No finished uploads yet\. Upload the students’ work, then take it from here\./)).toBeInTheDocument();
        expect(picker().getByRole('link', { name: 'Go to your uploads' })).toHaveAttribute('href', '/uploads');
        expect(picker().queryByRole('combobox')).not.toBeInTheDocument();
        return;
      }
      expect(uploadField()).toBeEnabled();
      expect(uploadField()).toHaveDisplayValue('Choose an upload');
      expect(within(uploadField()).getAllByRole('option').map((o) => o.textContent)).toEqual(
        c.uploads.length === 2 ? ['Choose an upload', 'Class 4 work, scanned', 'Class 4 retest'] : ['Choose an upload', c.uploads[0]!.id === 'u-1' ? 'Class 4 work, scanned' : 'Class 4 retest'],
      );
      expectMoreUploads(c);
      expect(picker().queryByRole('textbox')).not.toBeInTheDocument();
    },
    // The uploads listed stay while the next page loads, and nothing can be chosen or searched meanwhile.
    'open.loadingMoreUploads': (snapshot) => {
      const c = contextOf(snapshot);
      expect(picker().getByRole('button', { name: 'Loading more uploads...' })).toBeDisabled();
      expect(within(uploadField()).getAllByRole('option')).toHaveLength(c.uploads.length + 1);
      if (c.uploadId) expectChosen(c, { busy: true });
      else expect(uploadField()).toBeDisabled();
      expect(picker().queryByRole('alert')).not.toBeInTheDocument();
    },
    // Once an upload is chosen: its name in the field, the words searched for, and a failed page said above the list.
    'open.loadingSlices': (snapshot) => {
      const c = contextOf(snapshot);
      expectChosen(c, { busy: true });
      expect(picker().getByText('Loading slices...')).toBeInTheDocument();
      expect(picker().queryByRole('button', { name: /^Use / })).not.toBeInTheDocument();
      expect(picker().queryByRole('alert') !== null).toBe(c.failure !== null);
    },
    // The list stays open for the next slice after one is used.
    'open.choosingSlice': (snapshot) => {
      const c = contextOf(snapshot);
      expectChosen(c, { busy: false });
      const ids = c.slices.map((s) => s.id);
      expect(picker().queryByRole('button', { name: 'Use Ada Lovelace' }) !== null).toBe(ids.includes('sl-1'));
      expect(picker().queryByRole('button', { name: 'Use Alan Turing' }) !== null).toBe(ids.includes('sl-2'));
      if (ids.includes('sl-1')) expect(picker().getByText(`Ada Lovelace (p. 3)`)).toBeInTheDocument();
      if (ids.includes('sl-1')) expect(picker().getByText(adaText)).toBeInTheDocument();
      if (ids.includes('sl-2')) expect(picker().getByText(alanSnippet)).toBeInTheDocument();
      if (ids.length === 0) expect(picker().getByText('No slice of this upload has these words.')).toBeInTheDocument();
      expect(picker().queryByRole('button', { name: 'Show more slices' }) !== null).toBe(c.continuationToken !== null);
      expect(picker().queryByRole('button', { name: 'Show more uploads' }) !== null).toBe(c.uploadsToken !== null);
      if (c.failure) expect(picker().getByRole('alert')).toHaveTextContent('That did not work.An unexpected error occurred');
      else expect(picker().queryByRole('alert')).not.toBeInTheDocument();
    },
    'open.loadingMore': (snapshot) => {
      const c = contextOf(snapshot);
      expect(picker().getByRole('button', { name: 'Loading more slices...' })).toBeDisabled();
      expect(picker().getByRole('button', { name: 'Use Ada Lovelace' })).toBeEnabled();
      expectChosen(c, { busy: true });
    },
  },
});

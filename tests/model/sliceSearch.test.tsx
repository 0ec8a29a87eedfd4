import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { SliceSearchContext } from '../../src/machines/sliceSearch/machine';
import { sliceSearchMachine } from '../../src/machines/sliceSearch/machine';
import { ApiError } from '../../src/services/apiError';
import type { SliceSearchHit } from '../../src/services/uploadApi';
import SliceSearchPage from '../../src/views/uploads/SliceSearchPage';
import { aSliceHit } from '../views/fixtures/uploads';
import { signedOutSession } from './fixtures';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as SliceSearchContext;
const tooLong = 'The search is longer than 1000 characters; shorten it';
const words = () => screen.getByRole('textbox', { name: 'Words to search for' });
const hits: SliceSearchHit[] = [aSliceHit(), aSliceHit({ sliceId: 'slice-2', title: 'Halves on a number line', citation: 'Fractions workbook, p. 13' })];

describeModel({
  name: 'sliceSearch',
  machine: sliceSearchMachine,
  events: [{ type: 'search.type', text: 'number line' }, { type: 'search.type', text: '   ' }, { type: 'search.submit' }],
  outputs: { searchSlices: [hits, []] },
  error: () => new ApiError(400, 'Validation Error', [{ field: 'input', message: tooLong }]),
  project: (snapshot) => {
    const c = contextOf(snapshot);
    return { words: c.input.trim() !== '', hits: c.hits.length, failure: c.failure?.kind ?? null };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const uploadApi = {
      searchSlices: async (_input: string, _ownerId: string | null, { signal }: { signal?: AbortSignal } = {}) => ({
        requestId: 'r1',
        items: await kit.pending<SliceSearchHit[]>('searchSlices', signal),
      }),
    };
    renderViews({
      system: { uploadApi: uploadApi as never, session: signedOutSession(), inspect: kit.inspect },
      routes: [at('/uploads/search', <SliceSearchPage />)],
      path: '/uploads/search',
    });
    return {};
  },
  exec: {
    'search.type': async (event) => {
      const user = userEvent.setup();
      await user.clear(words());
      await user.type(words(), (event as unknown as { text: string }).text);
    },
    'search.submit': async () => userEvent.setup().click(screen.getByRole('button', { name: /^Search/ })),
  },
  states: {
    idle: (snapshot) => {
      expect(screen.getByRole('heading', { level: 1, name: 'Search your slices' })).toBeInTheDocument();
      expect(words()).toHaveValue(contextOf(snapshot).input);
      expect(screen.getByRole('button', { name: 'Search slices' })).toHaveProperty('disabled', contextOf(snapshot).input.trim() === '');
      expect(screen.queryByRole('list', { name: /^Slices matching/ })).not.toBeInTheDocument();
    },
    searching: () => {
      expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    },
    found: (snapshot) => {
      const c = contextOf(snapshot);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      if (c.hits.length === 0) {
        expect(screen.getByText(`No slices match "${c.searchedFor}". Try other words, or check that the upload and its slices are enabled.`)).toBeInTheDocument();
        return;
      }
      // Each slice found opens its review in its upload's editor, best match first.
      const list = within(screen.getByRole('list', { name: `Slices matching "${c.searchedFor}"` }));
      expect(list.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/uploads/editor/upload-1/review/slice-1', '/uploads/editor/upload-1/review/slice-2']);
      expect(list.getByRole('link', { name: 'Review Fractions workbook, p. 13' })).toHaveTextContent('Halves on a number line');
    },
    failed: () => {
      // The server's message stands at the search box, which is highlighted; the alert points to it.
      expect(words()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(tooLong)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
      expect(screen.queryByRole('list', { name: /^Slices matching/ })).not.toBeInTheDocument();
    },
  },
});

import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Page } from '../../src/machines/listPages/pages';
import { unitListMachine } from '../../src/machines/unitList/machine';
import type { UnitSummary } from '../../src/services/unitApi';
import UnitsPage from '../../src/views/units/UnitsPage';
import { aUnitSummary } from '../views/fixtures/units';
import { describeModel } from './harness';
import { pagedListApi, pagedListModel } from './pagedList';
import { at, renderViews } from './render';

// A first page with more to come, and a last page (alone, it is a list of one page).
const pageWithMore: Page<UnitSummary> = { items: [aUnitSummary(), aUnitSummary({ id: 'unit-2', title: 'Rivers', weeks: 1, lessonsPerWeek: 2 })], continuationToken: 'after-unit-2' };
const lastPage: Page<UnitSummary> = { items: [aUnitSummary({ id: 'unit-3', title: 'Volcanoes' })], continuationToken: null };
const { contextOf, spec } = pagedListModel({ deleteId: 'unit-1', pageWithMore, lastPage });
const deleteDialog = () => screen.queryByRole('alertdialog', { name: 'Delete this unit?' });

describeModel({
  name: 'unitList',
  machine: unitListMachine,
  ...spec,
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderViews({ system: { unitApi: pagedListApi(kit) as never, inspect: kit.inspect }, routes: [at('/units', <UnitsPage />)], path: '/units' });
    return {};
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading your units...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
    },
    ready: async (snapshot) => {
      const { items: shown, failure, continuationToken } = contextOf(snapshot);
      expect(screen.queryAllByRole('listitem').length).toBe(shown.length);
      for (const unit of shown) expect(screen.getByRole('link', { name: unit.title })).toHaveAttribute('href', `/units/${unit.id}`);
      if (shown.some((u) => u.id === 'unit-2')) {
        expect(within(screen.getByRole('link', { name: 'Rivers' }).closest('li')!).getByText('1 week, 2 lessons a week')).toBeInTheDocument();
      }
      if (!shown.length) expect(screen.getByText('No units yet. Structure one from the outcomes you teach.')).toBeInTheDocument();
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
      expect(screen.queryAllByRole('button', { name: /^(Load more units|Loading more units\.\.\.|Try again)$/ })).toHaveLength(continuationToken ? 1 : 0);
      // The dialog closes after its exit animation, which jsdom reports as none.
      await waitFor(() => expect(deleteDialog()).not.toBeInTheDocument());
    },
    'ready.idle': (snapshot) => {
      if (contextOf(snapshot).continuationToken) expect(screen.getByRole('button', { name: 'Load more units' })).toBeEnabled();
    },
    'ready.loadingMore': () => {
      expect(screen.getByRole('button', { name: 'Loading more units...' })).toBeDisabled();
    },
    'ready.moreFailed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load more units just now.An unexpected error occurred');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    confirming: () => {
      expect(deleteDialog()).toHaveTextContent('"Equivalent fractions" and its sequence will be deleted.');
    },
    deleting: () => {
      expect(within(deleteDialog()!).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    },
  },
});

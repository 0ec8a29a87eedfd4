import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { commentListMachine } from '../../src/machines/commentList/machine';
import type { Page } from '../../src/machines/listPages/pages';
import type { CommentSetSummary } from '../../src/services/commentApi';
import CommentsPage from '../../src/views/comments/CommentsPage';
import { aCommentSummary } from '../views/fixtures/comments';
import { describeModel } from './harness';
import { pagedListApi, pagedListModel } from './pagedList';
import { at, renderViews } from './render';

const sets = [aCommentSummary({ id: 'cs-1', title: 'Term 4 fractions' }), aCommentSummary({ id: 'cs-2', title: 'Reading reports', students: 1 })];
// A first page with more to come, and a last page (alone, it is a list of one page).
const pageWithMore: Page<CommentSetSummary> = { items: sets, continuationToken: 'after-cs-2' };
const lastPage: Page<CommentSetSummary> = { items: [aCommentSummary({ id: 'cs-3', title: 'Science term 2' })], continuationToken: null };
const { contextOf, spec } = pagedListModel({ deleteId: 'cs-1', pageWithMore, lastPage });
const deleteDialog = () => screen.queryByRole('alertdialog', { name: 'Delete this comment set?' });

describeModel({
  name: 'commentList',
  machine: commentListMachine,
  ...spec,
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderViews({ system: { commentApi: pagedListApi(kit) as never, inspect: kit.inspect }, routes: [at('/comments', <CommentsPage />)], path: '/comments' });
    return {};
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading your comment sets...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
    },
    ready: async (snapshot) => {
      const { items: shown, failure, continuationToken } = contextOf(snapshot);
      expect(screen.queryAllByRole('listitem').length).toBe(shown.length);
      for (const set of shown) {
        expect(screen.getByRole('link', { name: set.title })).toHaveAttribute('href', `/comments/editor/${set.id}/comments`);
        expect(screen.getByRole('link', { name: `Read ${set.title}` })).toHaveAttribute('href', `/comments/${set.id}`);
      }
      if (shown.some((s) => s.id === 'cs-2')) {
        expect(within(screen.getByRole('link', { name: 'Reading reports' }).closest('li') as HTMLElement).getByText('1 student')).toBeInTheDocument();
      }
      if (!shown.length) expect(screen.getByText('No comment sets yet. Start one from the outcomes you teach or from a marked assessment.')).toBeInTheDocument();
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
      // Sets loaded stay on screen whatever happens to the next page; "Load more" is there while pages remain.
      expect(screen.queryAllByRole('button', { name: /^(Load more comment sets|Loading more comment sets\.\.\.|Try again)$/ })).toHaveLength(continuationToken ? 1 : 0);
      // The dialog closes after its exit animation, which jsdom reports as none.
      await waitFor(() => expect(deleteDialog()).not.toBeInTheDocument());
    },
    'ready.idle': (snapshot) => {
      if (contextOf(snapshot).continuationToken) expect(screen.getByRole('button', { name: 'Load more comment sets' })).toBeEnabled();
      expect(screen.queryByText('We could not load more comment sets just now.')).not.toBeInTheDocument();
    },
    'ready.loadingMore': () => {
      expect(screen.getByRole('button', { name: 'Loading more comment sets...' })).toBeDisabled();
    },
    'ready.moreFailed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load more comment sets just now.An unexpected error occurred');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    confirming: () => {
      expect(deleteDialog()).toHaveTextContent('"Term 4 fractions" and every comment in it will be deleted. This cannot be undone.');
    },
    deleting: () => {
      expect(within(deleteDialog()!).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    },
  },
});

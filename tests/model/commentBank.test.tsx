import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { commentBankMachine } from '../../src/machines/commentBank/machine';
import type { CommentBankContext } from '../../src/machines/commentBank/types';
import { CommentEditorContext, useCommentEditorActor } from '../../src/machines/commentEditor/useCommentEditor';
import { ApiError } from '../../src/services/apiError';
import { BankTab } from '../../src/views/comments/tabs/BankTab';
import { aBankComment, aCommentSet } from '../views/fixtures/comments';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const kept = [aBankComment(), aBankComment({ id: 'bk-2', text: 'A joy to teach.' })];
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CommentBankContext;

/** The bank tab inside the comment set's editor it adds comments to. */
function BankInEditor() {
  const editor = useCommentEditorActor('cs-1');
  return (
    <CommentEditorContext.Provider value={editor}>
      <BankTab />
    </CommentEditorContext.Provider>
  );
}

describeModel({
  name: 'commentBank',
  machine: commentBankMachine,
  events: [{ type: 'bank.retry' }, { type: 'bank.delete', id: 'bk-2' }],
  outputs: { loadBank: [kept, []] },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => ({ count: contextOf(snapshot).comments.length, failed: Boolean(contextOf(snapshot).failure) }),
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const commentApi = {
      get: async () => aCommentSet(),
      bank: ({ signal }: { signal?: AbortSignal } = {}) => kit.pending('loadBank', signal),
      removeFromBank: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('deleteFromBank', signal),
    };
    renderViews({ system: { commentApi: commentApi as never, inspect: kit.inspect }, routes: [at('/', <BankInEditor />)] });
    return {};
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading your comment bank...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    ready: (snapshot) => {
      const { comments, failure } = contextOf(snapshot);
      for (const c of comments) expect(screen.getByText(c.text)).toBeInTheDocument();
      if (!comments.length) expect(screen.getByText('Your bank is empty. Save a comment to it from the comments tab.')).toBeInTheDocument();
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
    },
    'ready.idle': (snapshot) => {
      if (contextOf(snapshot).comments.length > 1) expect(screen.getByRole('button', { name: 'Delete (2)' })).toBeEnabled();
    },
    'ready.deleting': () => {
      expect(screen.getByRole('button', { name: 'Delete (2)' })).toBeDisabled();
    },
  },
});

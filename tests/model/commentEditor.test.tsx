import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { isDirty } from '../../src/machines/commentEditor/draft';
import { commentEditorMachine } from '../../src/machines/commentEditor/machine';
import type { CommentEditorContext } from '../../src/machines/commentEditor/types';
import { ApiError } from '../../src/services/apiError';
import CommentEditorPage from '../../src/views/comments/CommentEditorPage';
import { aCommentSet, aStudent } from '../views/fixtures/comments';
import { fractionOutcomes } from '../views/fixtures/lessons';
import { describeModel } from './harness';
import { at, renderViews } from './render';

const code = 'CCSS.Math.Content.3.NF.A.3a';
const saved = aCommentSet({ students: [aStudent({ comment: 'Ana can show equal fractions.' }), aStudent({ id: 'st-2', name: 'Ben', comment: '' })] });
const written = aCommentSet({ students: [aStudent({ comment: 'Ana can show equal fractions.' }), aStudent({ id: 'st-2', name: 'Ben', comment: 'Ben is learning.' })] });
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as CommentEditorContext;
const writeAll = () => screen.getByRole('button', { name: /^(Write every comment|Writing the comments\.\.\.)$/ });

describeModel({
  name: 'commentEditor',
  machine: commentEditorMachine,
  input: { commentSetId: 'cs-1' },
  events: [
    { type: 'comments.retry' },
    { type: 'comments.editDetails', changes: { title: 'Reports' } },
    { type: 'comments.addOutcome', outcome: fractionOutcomes[1]! },
    { type: 'comments.removeOutcome', code },
    { type: 'comments.editPaste', text: 'Cleo' },
    { type: 'comments.addStudents' },
    { type: 'comments.removeStudent', index: 1 },
    { type: 'comments.editStudent', index: 0, changes: { comment: 'Great work.' } },
    { type: 'comments.rate', index: 1, code, level: 'developing' },
    { type: 'comments.editEvidence', index: 1, code, text: 'Drew halves' },
    { type: 'comments.appendComment', index: 0, text: 'Keep reading.' },
    { type: 'comments.setSummaryLength', maxCharacters: 120 },
    { type: 'comments.discard' },
    { type: 'comments.save' },
    { type: 'comments.generate', studentId: null },
    { type: 'comments.rewrite', studentId: 'st-1', perspective: 'parent' },
    { type: 'comments.summarise', studentId: 'st-1', maxCharacters: 120 },
    { type: 'comments.useRewrite' },
    { type: 'comments.dismissRewrite' },
    { type: 'comments.saveToBank', text: 'Ana can show equal fractions.' },
  ],
  outputs: {
    loadCommentSet: [saved],
    saveCommentSet: [saved],
    generateComments: [written],
    // The API's answer; the kind (family or shortened) comes from what was asked.
    rewriteComment: [{ studentId: 'st-1', kind: 'parent', text: 'Ana has shown you at home.' }],
    saveToBank: [{ id: 'bk-1', text: 'Ana can show equal fractions.', outcomeCode: null, createdAt: '' }],
  },
  error: () => new ApiError(500, 'An unexpected error occurred'),
  project: (snapshot) => {
    const c = contextOf(snapshot);
    return {
      dirty: isDirty(c.set, c.draft),
      failed: Boolean(c.failure),
      rewrite: c.rewrite !== null,
      banked: c.banked !== null,
      justSaved: c.justSaved,
      pasted: c.pasteText !== '',
    };
  },
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const commentApi = {
      get: (_id: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('loadCommentSet', signal),
      save: (_edits: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('saveCommentSet', signal),
      generate: (_id: string, _student: unknown, { signal }: { signal?: AbortSignal } = {}) => kit.pending('generateComments', signal),
      perspective: (_id: string, _s: string, _p: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('rewriteComment', signal),
      summary: (_id: string, _s: string, _n: number, { signal }: { signal?: AbortSignal } = {}) => kit.pending('rewriteComment', signal),
      addToBank: (_text: string, { signal }: { signal?: AbortSignal } = {}) => kit.pending('saveToBank', signal),
    };
    renderViews({
      system: { commentApi: commentApi as never, platformLimit: { send: () => {} } as never, inspect: kit.inspect },
      routes: [at('/comments/editor/:id/:tab?', <CommentEditorPage />)],
      path: '/comments/editor/cs-1/comments',
    });
    return {};
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading the comment set...')).toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    },
    ready: (snapshot) => {
      const c = contextOf(snapshot);
      for (const student of c.draft!.students) expect(screen.getByRole('textbox', { name: `Comment for ${student.name}` })).toHaveValue(student.comment);
      if (c.failure) expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      if (c.rewrite) {
        const kind = c.rewrite.kind === 'summary' ? 'Shortened' : 'Rewritten for the family';
        expect(within(screen.getByRole('region', { name: kind })).getByText('Ana has shown you at home.')).toBeInTheDocument();
      } else expect(screen.queryByRole('button', { name: 'Use this' })).not.toBeInTheDocument();
      expect(screen.getByRole('spinbutton', { name: 'Shorten to (characters)' })).toHaveValue(c.summaryLength);
    },
    'ready.editing': (snapshot) => {
      const c = contextOf(snapshot);
      const dirty = isDirty(c.set, c.draft);
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', !snapshot.can({ type: 'comments.save' }));
      // Comments are written from the saved class only.
      expect(writeAll()).toHaveProperty('disabled', dirty);
      expect(screen.getByText(c.justSaved ? 'Saved.' : dirty ? 'You have unsaved changes.' : 'Uses one robot action.')).toBeInTheDocument();
      if (c.banked && c.draft!.students.some((s) => s.comment.trim() === c.banked)) expect(screen.getByText('Saved to your bank.')).toBeInTheDocument();
    },
    'ready.saving': () => {
      expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    },
    'ready.generating': () => {
      expect(writeAll()).toBeDisabled();
      expect(screen.getByText('Writing the comments...')).toBeInTheDocument();
    },
    'ready.rewriting': () => {
      expect(within(screen.getByRole('listitem', { name: 'Ana' })).getByText('Working...')).toHaveAttribute('role', 'status');
    },
    'ready.summarising': () => {
      expect(within(screen.getByRole('listitem', { name: 'Ana' })).getByText('Working...')).toHaveAttribute('role', 'status');
    },
    'ready.savingToBank': () => {
      for (const button of screen.getAllByRole('button', { name: 'Save to bank' })) expect(button).toBeDisabled();
    },
  },
});

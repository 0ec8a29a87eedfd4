import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { assessmentListMachine } from '../../src/machines/assessmentList/machine';
import type { Page } from '../../src/machines/listPages/pages';
import type { AssessmentSummary } from '../../src/services/assessmentApi';
import AssessmentsPage from '../../src/views/assessments/AssessmentsPage';
import { aSummary } from '../views/fixtures/assessments';
import { describeModel } from './harness';
import { pagedListApi, pagedListModel } from './pagedList';
import { at, renderViews } from './render';

const placeValue = aSummary({
  id: 'as-2',
  title: 'Place value quiz',
  description: '',
  yearLevel: '',
  outcomeCodes: ['CCSS.Math.Content.2.NBT.A.1', 'CCSS.Math.Content.2.NBT.A.3'],
  students: 1,
});
// A first page with more to come, and a last page (alone, it is a list of one page).
const pageWithMore: Page<AssessmentSummary> = { items: [aSummary(), placeValue], continuationToken: 'after-as-2' };
const lastPage: Page<AssessmentSummary> = { items: [aSummary({ id: 'as-3', title: 'Rivers test', subject: 'Geography' })], continuationToken: null };
const { contextOf, spec } = pagedListModel({ deleteId: 'as-1', pageWithMore, lastPage });
const deleteDialog = () => screen.queryByRole('alertdialog', { name: 'Delete this assessment?' });
const cardOf = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

describeModel({
  name: 'assessmentList',
  machine: assessmentListMachine,
  ...spec,
  mount: (kit) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderViews({ system: { assessmentApi: pagedListApi(kit) as never, inspect: kit.inspect }, routes: [at('/assessments', <AssessmentsPage />)], path: '/assessments' });
    return {};
  },
  states: {
    '*': (snapshot) => {
      // Behind the delete dialog the page stays, hidden from assistive technology while the dialog is open.
      const hidden = snapshot.matches('confirming') || snapshot.matches('deleting');
      expect(screen.getByRole('heading', { level: 1, name: 'Assessments', hidden })).toBeInTheDocument();
      expect(screen.getByText('Assessments written from real outcomes, with a rubric to mark against and a class list to mark.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'New assessment', hidden })).toHaveAttribute('href', '/assessments/editor/new');
    },
    loading: () => {
      expect(screen.getByText('Loading your assessments...')).toBeInTheDocument();
      expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now.An unexpected error occurred');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    ready: async (snapshot) => {
      const { items: shown, failure, continuationToken } = contextOf(snapshot);
      expect(screen.queryAllByRole('listitem').length).toBe(shown.length);
      // Each assessment opens on its items; its own action goes to the marking.
      for (const a of shown) {
        expect(screen.getByRole('link', { name: a.title })).toHaveAttribute('href', `/assessments/${a.id}`);
        expect(screen.getByRole('link', { name: `Marking ${a.title}` })).toHaveAttribute('href', `/assessments/editor/${a.id}/marking`);
        expect(screen.getByRole('button', { name: `Delete ${a.title}` })).toBeInTheDocument();
      }
      if (shown.some((a) => a.id === 'as-1')) {
        const card = within(cardOf('Fractions check'));
        for (const text of ['Year 3', 'Mathematics', '1 outcome', '2 students', 'End of unit check.']) expect(card.getByText(text)).toBeInTheDocument();
      }
      if (shown.some((a) => a.id === 'as-2')) {
        const card = within(cardOf('Place value quiz'));
        for (const text of ['Mathematics', '2 outcomes', '1 student']) expect(card.getByText(text)).toBeInTheDocument();
        expect(card.queryByText('Year 3')).not.toBeInTheDocument();
      }
      if (!shown.length) expect(screen.getByText('No assessments yet. Make one from the outcomes you teach.')).toBeInTheDocument();
      else expect(screen.queryByText('No assessments yet. Make one from the outcomes you teach.')).not.toBeInTheDocument();
      if (failure) expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
      else expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // Assessments loaded stay on screen whatever happens to the next page; "Load more" is there while pages remain.
      expect(screen.queryAllByRole('button', { name: /^(Load more assessments|Loading more assessments\.\.\.|Try again)$/ })).toHaveLength(continuationToken ? 1 : 0);
      // The dialog closes after its exit animation, which jsdom reports as none.
      await waitFor(() => expect(deleteDialog()).not.toBeInTheDocument());
    },
    'ready.idle': (snapshot) => {
      if (contextOf(snapshot).continuationToken) expect(screen.getByRole('button', { name: 'Load more assessments' })).toBeEnabled();
      expect(screen.queryByText('We could not load more assessments just now.')).not.toBeInTheDocument();
      // A failed delete says so above the list.
      if (contextOf(snapshot).failure) expect(screen.getByRole('alert')).toHaveTextContent('That did not work.An unexpected error occurred');
    },
    'ready.loadingMore': () => {
      expect(screen.getByRole('button', { name: 'Loading more assessments...' })).toBeDisabled();
    },
    'ready.moreFailed': () => {
      expect(screen.getByRole('alert')).toHaveTextContent('We could not load more assessments just now.An unexpected error occurred');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    confirming: () => {
      expect(deleteDialog()).toHaveTextContent('"Fractions check" and every mark given on it will be deleted. This cannot be undone.');
      expect(within(deleteDialog()!).getByRole('button', { name: 'Delete assessment' })).toBeEnabled();
      expect(within(deleteDialog()!).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
    deleting: () => {
      expect(within(deleteDialog()!).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    },
  },
});

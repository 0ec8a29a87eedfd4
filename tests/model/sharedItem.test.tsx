import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { canBeCopied, sharedItemMachine } from '../../src/machines/sharedItem/machine';
import { ApiError } from '../../src/services/apiError';
import type { MadeCopy, SharedItem, SharedItemRequest, SharedLesson } from '../../src/services/sharedItemApi';
import SharedItemPage from '../../src/views/shared/SharedItemPage';
import { describeModel } from './harness';
import { at, renderViews } from './render';
import { aPublicSharedAssessment, aSharedAssessment, aSharedCommentSet, aSharedUnit } from '../views/fixtures/sharedItems';
import { studentLessonWithContent } from '../views/fixtures/teachingContent';
import { anUpload } from '../views/fixtures/uploads';

const lesson: SharedLesson = {
  id: 'l-1',
  title: 'Fractions on a number line',
  description: 'Students place unit fractions on a number line.',
  methodology: 'direct',
  enhancementEnabled: true,
  yearLevel: 'Year 4',
  subject: 'Mathematics',
  durationMinutes: 50,
  outcomes: [{ code: 'AC9M4N03', statement: 'Find equivalent fractions', framework: 'AU v9' }],
  phases: [
    { key: 'model', title: 'Model (I do)', minutes: 10, teacherActions: ['Show halves on a line'], studentActions: ['Watch'], resources: [], outcomeCodes: ['AC9M4N03'] },
  ],
  successCriteria: [{ text: 'I can place 1/2 on a number line', outcomeCode: 'AC9M4N03', bloomLevel: 'apply' }],
  keyVocabulary: ['numerator'],
  differentiation: { support: ['Fraction strips'], extension: ['Thirds and sixths'], languageSupport: [] },
  provenance: { engine: 'offline', engineVersion: '1', model: null, outcomeCodes: ['AC9M4N03'], sliceIds: [], generatedAt: '2026-11-20T09:00:00.000Z' },
  joinCode: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
};
const owner = { audience: 'people', ownerId: 'o-1', ownerEmail: 'ada@example.org', ownerName: 'Ada Lovelace', title: '', description: '' } as const;
/** What anyone holding the item's link reads: no description, and the student-facing content only. */
const byLink = { audience: 'link', ownerId: 'o-1', ownerEmail: 'ada@example.org', ownerName: 'Ada Lovelace', title: '' } as const;
const items: SharedItem[] = [
  { type: 'lesson', id: 'l-1', ...owner, sharedLesson: { lesson } },
  { type: 'lesson', id: 'l-3', ...byLink, sharedLesson: { lesson: studentLessonWithContent } },
  { type: 'assessment', id: 'quiz-2', ...byLink, sharedAssessment: { assessment: aPublicSharedAssessment } },
  { type: 'upload', id: 'u-1', ...owner, sharedUpload: { upload: anUpload({ id: 'u-1', title: 'Fraction strips', description: 'Printable strips.' }) } },
  { type: 'assessment', id: 'quiz-1', ...owner, sharedAssessment: { assessment: aSharedAssessment } },
  { type: 'comment', id: 'set-1', ...owner, sharedComment: { comment: aSharedCommentSet } },
  { type: 'unit', id: 'unit-1', ...owner, sharedUnit: { unit: aSharedUnit } },
  { type: 'unit', id: 'unit-2', ...owner },
  { type: 'lesson', id: 'l-2', ...owner, sharedUpload: { upload: anUpload() } },
];

const requests: SharedItemRequest[] = [];
/** The teacher's own copy: whatever the kind, the model's copy is a lesson, so it opens in the lesson editor. */
const madeCopy: MadeCopy = { type: 'lesson', id: 'copy-1', title: 'Fractions on a number line' };
const copyRequests: SharedItemRequest[] = [];

describeModel({
  name: 'sharedItem',
  machine: sharedItemMachine,
  input: { ownerId: 'o-1', itemId: 'l-1', accessKey: 'k-123' },
  events: [{ type: 'sharedItem.copy' }],
  outputs: { fetchSharedItem: items, copySharedItem: [madeCopy] },
  error: () => new ApiError(404, 'Not found'),
  project: (snapshot) => ({
    type: snapshot.context.item?.type ?? null,
    audience: snapshot.context.item?.audience ?? null,
    problem: snapshot.context.problem,
    copyFailed: Boolean(snapshot.context.copyFailure),
  }),
  unreachable: {
    'sharedItem.checking always → sharedItem.invalid':
      'The route /shared/:ownerId/:itemId always supplies both ids; missing ids are pinned by the machine test.',
  },
  mount: (kit) => {
    requests.length = 0;
    copyRequests.length = 0;
    const sharedItemApi = {
      get: (request: SharedItemRequest, { signal }: { signal?: AbortSignal } = {}) => {
        requests.push(request);
        return kit.pending<SharedItem>('fetchSharedItem', signal);
      },
      copy: (request: SharedItemRequest, { signal }: { signal?: AbortSignal } = {}) => {
        copyRequests.push(request);
        return kit.pending<MadeCopy>('copySharedItem', signal);
      },
    };
    const { router } = renderViews({
      system: { sharedItemApi, inspect: kit.inspect },
      routes: [at('/shared/:ownerId/:itemId', <SharedItemPage />), at('/lessons/editor/:id', <p>Lesson editor</p>)],
      path: '/shared/o-1/l-1?key=k-123',
    });
    return { router };
  },
  states: {
    loading: () => {
      expect(screen.getByText('Loading the shared item...')).toBeInTheDocument();
      expect(requests).toEqual([{ ownerId: 'o-1', itemId: 'l-1', accessKey: 'k-123' }]);
    },
    loaded: async (snapshot) => {
      // Once the copy is made, its editor opens in place of the shared item.
      if (snapshot.matches({ loaded: 'copied' })) return;
      const item = snapshot.context.item as SharedItem;
      const copyButton = screen.queryByRole('button', { name: /Make my own copy|Making your copy/ });
      if (canBeCopied(item)) expect(copyButton).toBeInTheDocument();
      else expect(copyButton).not.toBeInTheDocument();
      if (snapshot.context.copyFailure) expect(screen.getByRole('alert')).toHaveTextContent('Not found');
      const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
      expect(crumbs.getByRole('link', { name: 'Sharing & Privacy' })).toHaveAttribute('href', '/sharing');
      if (item.type === 'lesson' && item.audience === 'link') {
        await waitFor(() => expect(document.title).toBe('Shared Lesson: Equivalent fractions | Teachkit'));
        expect(screen.getByRole('heading', { level: 1, name: 'Equivalent fractions' })).toBeInTheDocument();
        expect(screen.getByText('Explain: student step')).toBeInTheDocument();
        expect(screen.getByText('Shared by Ada Lovelace')).toBeInTheDocument();
      } else if (item.type === 'assessment' && item.audience === 'link') {
        expect(screen.getByRole('heading', { level: 1, name: 'Equivalent fractions check' })).toBeInTheDocument();
        expect(screen.getByText('Which fraction is equal to 1/2? (1 mark)')).toBeInTheDocument();
        expect(screen.queryByText('Answer: 2/4')).not.toBeInTheDocument();
        expect(screen.queryByRole('table', { name: 'Rubric' })).not.toBeInTheDocument();
      } else if (item.type === 'lesson') {
        await waitFor(() => expect(document.title).toBe('Shared Lesson: Fractions on a number line | Teachkit'));
        expect(screen.getByRole('heading', { level: 1, name: 'Fractions on a number line' })).toBeInTheDocument();
        expect(screen.getByText('Enhanced')).toBeInTheDocument();
        expect(screen.getByText('Direct')).toBeInTheDocument();
        expect(screen.getAllByText('Students place unit fractions on a number line.').length).toBeGreaterThan(0);
        expect(screen.getByRole('heading', { name: /Model \(I do\)/ })).toBeInTheDocument();
        expect(screen.getByText('Show halves on a line')).toBeInTheDocument();
        expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      } else if (item.type === 'upload') {
        await waitFor(() => expect(document.title).toBe('Shared Upload: Fraction strips | Teachkit'));
        expect(screen.getByRole('heading', { level: 1, name: 'Fraction strips' })).toBeInTheDocument();
        expect(screen.getByText('Printable strips.')).toBeInTheDocument();
        expect(screen.getByText('Shared by Ada Lovelace')).toBeInTheDocument();
      } else if (item.type === 'assessment') {
        await waitFor(() => expect(document.title).toBe('Shared Assessment: Equivalent fractions check | Teachkit'));
        expect(screen.getByRole('heading', { level: 1, name: 'Equivalent fractions check' })).toBeInTheDocument();
        expect(screen.getByText('Answer: 2/4')).toBeInTheDocument();
        expect(screen.getByRole('table', { name: 'Rubric' })).toBeInTheDocument();
        expect(screen.getByText('Shared by Ada Lovelace')).toBeInTheDocument();
      } else if (item.type === 'comment') {
        await waitFor(() => expect(document.title).toBe('Shared Comments: Term 3 maths reports | Teachkit'));
        expect(screen.getByText(/Comments about students stay with the teacher who wrote them/)).toBeInTheDocument();
      } else {
        await waitFor(() => expect(document.title).toBe('Shared Unit: Fractions in four weeks | Teachkit'));
        expect(screen.getByText('Equal parts with strips')).toBeInTheDocument();
      }
    },
    'loaded.viewing': (snapshot) => {
      if (!canBeCopied(snapshot.context.item)) return;
      expect(screen.getByRole('button', { name: 'Make my own copy' })).toBeEnabled();
      expect(screen.getByText(/It costs one robot action/)).toBeInTheDocument();
    },
    'loaded.copying': () => {
      expect(screen.getByRole('button', { name: /Making your copy/ })).toBeDisabled();
      expect(copyRequests).toEqual([{ ownerId: 'o-1', itemId: 'l-1' }]);
    },
    'loaded.copied': async (_snapshot, kit) => {
      expect(await screen.findByText('Lesson editor')).toBeInTheDocument();
      expect((kit.extra.router as { history: { location: { pathname: string } } }).history.location.pathname).toBe('/lessons/editor/copy-1');
    },
    notFound: () => {
      expect(screen.getByRole('heading', { level: 1, name: "Not Found or You don't have Access" })).toBeInTheDocument();
      expect(screen.getByText("We couldn't find what you're looking for, or you don't have access to it")).toBeInTheDocument();
      expect(screen.getByText(/contact the owner to confirm the link/)).toBeInTheDocument();
      expect(screen.getByText(/check its sharing settings/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Sharing and Privacy' })).toHaveAttribute('href', '/sharing');
    },
    invalid: () => {
      expect(screen.getByText('This shared item cannot be shown')).toBeInTheDocument();
      expect(screen.getByText('The shared item does not carry its content.')).toBeInTheDocument();
    },
  },
});

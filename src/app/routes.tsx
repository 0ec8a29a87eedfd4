import { lazy, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { NotFoundFrame } from '../views/layout/NotFoundFrame';
import { PublicLayout } from '../views/layout/PublicLayout';
import ErrorPage from '../views/status/ErrorPage';
import { loadChunk } from '../services/chunks';
import { AppRoot } from './AppRoot';
import type { RootSystem } from './rootSystem';

/**
 * Each page is its own chunk (spec §9: lazy chunks under static/js, loaded with a 120 s timeout). No Suspense boundary
 * waits for it: the router changes location in a transition, so the page on screen stays until the next one is ready.
 * `handle.preload` starts the download as soon as the address matches (AppRoutes), before the layouts above the page
 * render it, so a page under the signed-in frame does not wait for the frame and the profile first.
 */
const page = (load: () => Promise<{ default: ComponentType }>, reads: Pick<PageHandle, 'prefetch'> = {}): Pick<RouteObject, 'element' | 'handle'> => {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= loadChunk(load).catch((error: unknown) => {
      loading = undefined; // the next visit to the page tries the download again
      throw error;
    }));
  const Page = lazy(preload);
  return { element: <Page />, handle: { preload, ...reads } satisfies PageHandle };
};

export interface PageHandle {
  preload: () => Promise<unknown>;
  /** Starts the page's first reads as a restored sign-in becomes known, beside the profile (src/app/bootstrap.ts). */
  prefetch?: (system: RootSystem) => void;
}

/** The lists of lessons (the dashboard's recent lessons, /lessons) take their first page from here. */
const lessonsFirstPage = { prefetch: (system: RootSystem) => system.prefetchLessons() };

/** The signed-in frame (account menu, robot banner) is its own chunk too: a visitor of the public pages never needs it. */
const SignedInLayout = lazy(async () => ({ default: (await loadChunk(() => import('../views/layout/SignedInLayout'))).SignedInLayout }));

const redirectHome = (path: string): RouteObject => ({ path, element: <Navigate to="/" replace /> });

/**
 * The pages inside the signed-in frame. The build gives their addresses a first HTML with the frame's connecting state
 * in it (src/app/prerender.tsx), so a restored sign-in paints at once instead of on a blank page.
 */
export const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', ...page(() => import('../views/account/DashboardPage'), lessonsFirstPage) },
  { path: 'profile', ...page(() => import('../views/account/ProfilePage')) },
  { path: 'lessons', ...page(() => import('../views/lessons/LessonsPage'), lessonsFirstPage) },
  { path: 'lessons/:id', ...page(() => import('../views/lessons/LessonPage')) },
  // One route with an optional tab, so switching tabs keeps the page (and its editor actor) mounted.
  { path: 'lessons/editor/:id/:tab?', ...page(() => import('../views/lessons/LessonEditorPage')) },
  { path: 'outcomes/:tab?', ...page(() => import('../views/outcomes/OutcomesPage')) },
  { path: 'syllabi/editor/:id/:tab?', ...page(() => import('../views/outcomes/SyllabusEditorPage')) },
  { path: 'assessments', ...page(() => import('../views/assessments/AssessmentsPage')) },
  { path: 'assessments/:id', ...page(() => import('../views/assessments/AssessmentPage')) },
  { path: 'assessments/editor/:id/:tab?', ...page(() => import('../views/assessments/AssessmentEditorPage')) },
  { path: 'units', ...page(() => import('../views/units/UnitsPage')) },
  { path: 'units/:id', ...page(() => import('../views/units/UnitPage')) },
  { path: 'units/editor/:id/:tab?', ...page(() => import('../views/units/UnitEditorPage')) },
  { path: 'comments', ...page(() => import('../views/comments/CommentsPage')) },
  { path: 'comments/:id', ...page(() => import('../views/comments/CommentSetPage')) },
  { path: 'comments/editor/:id/:tab?', ...page(() => import('../views/comments/CommentEditorPage')) },
  { path: 'uploads', ...page(() => import('../views/uploads/UploadsPage')) },
  // Before uploads/:id in meaning, not in order: React Router ranks the fixed segment above the parameter.
  { path: 'uploads/search', ...page(() => import('../views/uploads/SliceSearchPage')) },
  { path: 'uploads/:id', ...page(() => import('../views/uploads/UploadPage')) },
  { path: 'uploads/editor/:id/review/:sliceId', ...page(() => import('../views/uploads/SliceReviewPage')) },
  { path: 'uploads/editor/:id/:tab?', ...page(() => import('../views/uploads/UploadEditorPage')) },
  { path: 'studio/:tab?', ...page(() => import('../views/studio/StudioPage')) },
  { path: 'sharing', ...page(() => import('../views/sharing/SharingPage')) },
  // Menu entries whose screens are not built yet say so inside the signed-in layout (never the public 404).
];

/** Routes of spec §2 that exist so far; the rest fall through to the not-found page until built. A render error or a
 * page chunk that fails to load shows the error page instead (RouteErrorBoundary). */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: 'login', ...page(() => import('../views/auth/LoginPage')) },
      { path: 'logout', ...page(() => import('../views/auth/LogoutPage')) },
      { path: 'error', element: <ErrorPage /> },
      { path: 'status', ...page(() => import('../views/status/StatusPage')) },
      { path: 'syllabi', element: <Navigate to="/outcomes/create" replace /> },
      { path: 'shared/:ownerId/:itemId', ...page(() => import('../views/shared/SharedItemPage')) },
      { path: 'lesson/:key', ...page(() => import('../views/lessons/StudentLessonPage')) },
      { path: 'answer/:code', ...page(() => import('../views/answering/StudentAnswersPage')) },
      {
        element: <PublicLayout />,
        children: [
          { index: true, ...page(() => import('../views/pages/HomePage')) },
          { path: 'contact', ...page(() => import('../views/pages/ContactPage')) },
          { path: 'faq', ...page(() => import('../views/pages/FaqPage')) },
          { path: 'pricing', ...page(() => import('../views/pages/PricingPage')) },
          { path: 'privacy', ...page(() => import('../views/pages/PrivacyPage')) },
          { path: 'terms', ...page(() => import('../views/pages/TermsPage')) },
          { path: 'statecharts', ...page(() => import('../views/statecharts/StatechartsPage')) },
          redirectHome('content-deliverers'),
          redirectHome('affiliate'),
          redirectHome('roadmap'),
        ],
      },
      { element: <SignedInLayout />, children: signedInRoutes },
      // Any other address: "Page not found", in the signed-in layout for a signed-in teacher.
      { path: '*', element: <NotFoundFrame /> },
    ],
  },
];

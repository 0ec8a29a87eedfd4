import { lazy, type ComponentType, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { NotFoundFrame } from '../views/layout/NotFoundFrame';
import { PublicLayout } from '../views/layout/PublicLayout';
import ErrorPage from '../views/status/ErrorPage';
import { loadChunk } from '../services/chunks';
import { AppRoot } from './AppRoot';

/**
 * Each page is its own chunk (spec §9: lazy chunks under static/js, loaded with a 120 s timeout). No Suspense boundary
 * waits for it: the router changes location in a transition, so the page on screen stays until the next one is ready.
 */
const page = (load: () => Promise<{ default: ComponentType }>): ReactElement => {
  const Page = lazy(() => loadChunk(load));
  return <Page />;
};

/** The signed-in frame (account menu, robot banner) is its own chunk too: a visitor of the public pages never needs it. */
const SignedInLayout = lazy(async () => ({ default: (await loadChunk(() => import('../views/layout/SignedInLayout'))).SignedInLayout }));

const redirectHome = (path: string): RouteObject => ({ path, element: <Navigate to="/" replace /> });

/** Routes of spec §2 that exist so far; the rest fall through to the not-found page until built. A render error or a
 * page chunk that fails to load shows the error page instead (RouteErrorBoundary). */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      { path: 'login', element: page(() => import('../views/auth/LoginPage')) },
      { path: 'logout', element: page(() => import('../views/auth/LogoutPage')) },
      { path: 'error', element: <ErrorPage /> },
      { path: 'status', element: page(() => import('../views/status/StatusPage')) },
      { path: 'syllabi', element: <Navigate to="/outcomes/create" replace /> },
      { path: 'shared/:ownerId/:itemId', element: page(() => import('../views/shared/SharedItemPage')) },
      { path: 'lesson/:key', element: page(() => import('../views/lessons/StudentLessonPage')) },
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: page(() => import('../views/pages/HomePage')) },
          { path: 'contact', element: page(() => import('../views/pages/ContactPage')) },
          { path: 'faq', element: page(() => import('../views/pages/FaqPage')) },
          { path: 'pricing', element: page(() => import('../views/pages/PricingPage')) },
          { path: 'privacy', element: page(() => import('../views/pages/PrivacyPage')) },
          { path: 'terms', element: page(() => import('../views/pages/TermsPage')) },
          { path: 'statecharts', element: page(() => import('../views/statecharts/StatechartsPage')) },
          redirectHome('content-deliverers'),
          redirectHome('affiliate'),
          redirectHome('roadmap'),
        ],
      },
      {
        element: <SignedInLayout />,
        children: [
          { path: 'dashboard', element: page(() => import('../views/account/DashboardPage')) },
          { path: 'profile', element: page(() => import('../views/account/ProfilePage')) },
          { path: 'lessons', element: page(() => import('../views/lessons/LessonsPage')) },
          { path: 'lessons/:id', element: page(() => import('../views/lessons/LessonPage')) },
          // One route with an optional tab, so switching tabs keeps the page (and its editor actor) mounted.
          { path: 'lessons/editor/:id/:tab?', element: page(() => import('../views/lessons/LessonEditorPage')) },
          { path: 'outcomes/:tab?', element: page(() => import('../views/outcomes/OutcomesPage')) },
          { path: 'syllabi/editor/:id/:tab?', element: page(() => import('../views/outcomes/SyllabusEditorPage')) },
          { path: 'assessments', element: page(() => import('../views/assessments/AssessmentsPage')) },
          { path: 'assessments/editor/:id/:tab?', element: page(() => import('../views/assessments/AssessmentEditorPage')) },
          { path: 'units', element: page(() => import('../views/units/UnitsPage')) },
          { path: 'units/:id', element: page(() => import('../views/units/UnitPage')) },
          { path: 'units/editor/:id/:tab?', element: page(() => import('../views/units/UnitEditorPage')) },
          { path: 'comments', element: page(() => import('../views/comments/CommentsPage')) },
          { path: 'comments/:id', element: page(() => import('../views/comments/CommentSetPage')) },
          { path: 'comments/editor/:id/:tab?', element: page(() => import('../views/comments/CommentEditorPage')) },
          { path: 'uploads', element: page(() => import('../views/uploads/UploadsPage')) },
          { path: 'uploads/:id', element: page(() => import('../views/uploads/UploadPage')) },
          { path: 'uploads/editor/:id/review/:sliceId', element: page(() => import('../views/uploads/SliceReviewPage')) },
          { path: 'uploads/editor/:id/:tab?', element: page(() => import('../views/uploads/UploadEditorPage')) },
          { path: 'studio/:tab?', element: page(() => import('../views/studio/StudioPage')) },
          { path: 'sharing', element: page(() => import('../views/sharing/SharingPage')) },
          // Menu entries whose screens are not built yet say so inside the signed-in layout (never the public 404).
        ],
      },
      // Any other address: "Page not found", in the signed-in layout for a signed-in teacher.
      { path: '*', element: <NotFoundFrame /> },
    ],
  },
];

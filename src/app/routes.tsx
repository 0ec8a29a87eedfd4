import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { NotFoundFrame } from '../views/layout/NotFoundFrame';
import { PublicLayout } from '../views/layout/PublicLayout';
import ErrorPage from '../views/status/ErrorPage';
import { loadChunk } from '../services/chunks';
import { AppRoot } from './AppRoot';

/** Each page is its own chunk (spec §9: lazy chunks under static/js, loaded with a 120 s timeout). */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await loadChunk(load)).default });

/** The signed-in frame (account menu, robot banner) is its own chunk too: a visitor of the public pages never needs it. */
const signedInLayout = async () => ({ Component: (await loadChunk(() => import('../views/layout/SignedInLayout'))).SignedInLayout });

const redirectHome = (path: string): RouteObject => ({ path, element: <Navigate to="/" replace /> });

/** Routes of spec §2 that exist so far; the rest fall through to the not-found page until built. */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <ErrorPage />,
    children: [
      { path: 'login', lazy: page(() => import('../views/auth/LoginPage')) },
      { path: 'logout', lazy: page(() => import('../views/auth/LogoutPage')) },
      { path: 'error', element: <ErrorPage /> },
      { path: 'status', lazy: page(() => import('../views/status/StatusPage')) },
      { path: 'syllabi', element: <Navigate to="/outcomes/create" replace /> },
      { path: 'shared/:ownerId/:itemId', lazy: page(() => import('../views/shared/SharedItemPage')) },
      { path: 'lesson/:key', lazy: page(() => import('../views/lessons/StudentLessonPage')) },
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: page(() => import('../views/pages/HomePage')) },
          { path: 'contact', lazy: page(() => import('../views/pages/ContactPage')) },
          { path: 'faq', lazy: page(() => import('../views/pages/FaqPage')) },
          { path: 'pricing', lazy: page(() => import('../views/pages/PricingPage')) },
          { path: 'privacy', lazy: page(() => import('../views/pages/PrivacyPage')) },
          { path: 'terms', lazy: page(() => import('../views/pages/TermsPage')) },
          { path: 'statecharts', lazy: page(() => import('../views/statecharts/StatechartsPage')) },
          redirectHome('content-deliverers'),
          redirectHome('affiliate'),
          redirectHome('roadmap'),
        ],
      },
      {
        lazy: signedInLayout,
        children: [
          { path: 'dashboard', lazy: page(() => import('../views/account/DashboardPage')) },
          { path: 'profile', lazy: page(() => import('../views/account/ProfilePage')) },
          { path: 'lessons', lazy: page(() => import('../views/lessons/LessonsPage')) },
          { path: 'lessons/:id', lazy: page(() => import('../views/lessons/LessonPage')) },
          // One route with an optional tab, so switching tabs keeps the page (and its editor actor) mounted.
          { path: 'lessons/editor/:id/:tab?', lazy: page(() => import('../views/lessons/LessonEditorPage')) },
          { path: 'outcomes/:tab?', lazy: page(() => import('../views/outcomes/OutcomesPage')) },
          { path: 'syllabi/editor/:id/:tab?', lazy: page(() => import('../views/outcomes/SyllabusEditorPage')) },
          { path: 'assessments', lazy: page(() => import('../views/assessments/AssessmentsPage')) },
          { path: 'assessments/editor/:id/:tab?', lazy: page(() => import('../views/assessments/AssessmentEditorPage')) },
          { path: 'units', lazy: page(() => import('../views/units/UnitsPage')) },
          { path: 'units/:id', lazy: page(() => import('../views/units/UnitPage')) },
          { path: 'units/editor/:id/:tab?', lazy: page(() => import('../views/units/UnitEditorPage')) },
          { path: 'comments', lazy: page(() => import('../views/comments/CommentsPage')) },
          { path: 'comments/:id', lazy: page(() => import('../views/comments/CommentSetPage')) },
          { path: 'comments/editor/:id/:tab?', lazy: page(() => import('../views/comments/CommentEditorPage')) },
          { path: 'uploads', lazy: page(() => import('../views/uploads/UploadsPage')) },
          { path: 'uploads/:id', lazy: page(() => import('../views/uploads/UploadPage')) },
          { path: 'uploads/editor/:id/review/:sliceId', lazy: page(() => import('../views/uploads/SliceReviewPage')) },
          { path: 'uploads/editor/:id/:tab?', lazy: page(() => import('../views/uploads/UploadEditorPage')) },
          { path: 'studio/:tab?', lazy: page(() => import('../views/studio/StudioPage')) },
          { path: 'sharing', lazy: page(() => import('../views/sharing/SharingPage')) },
          // Menu entries whose screens are not built yet say so inside the signed-in layout (never the public 404).
        ],
      },
      // Any other address: "Page not found", in the signed-in layout for a signed-in teacher.
      { path: '*', element: <NotFoundFrame /> },
    ],
  },
];

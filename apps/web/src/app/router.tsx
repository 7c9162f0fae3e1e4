import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, useParams, type RouteObject } from 'react-router';
import { GooglePopupComplete } from '../features/auth/google/google-popup-complete';
import { GooglePopupStart } from '../features/auth/google/google-popup-start';
import { PopupLayout } from './layout/popup-layout';
import { RootLayout } from './layout/root-layout';
import type { PageHandle } from './layout/use-page-meta';
import { RequireAuth } from './require-auth';
import { AboutPage } from './routes/about-page';
import { ActivityPage } from './routes/activity-page';
import { ChallengeWorkPage } from './routes/challenge-work-page';
import { ChallengesPage } from './routes/challenges-page';
import { CirclePage } from './routes/circle-page';
import { CirclesPage } from './routes/circles-page';
import { CommunityPage } from './routes/community-page';
import { ContactPage } from './routes/contact-page';
import { CoursePage } from './routes/course-page';
import { CreateChallengePage } from './routes/create-challenge-page';
import { DashboardPage } from './routes/dashboard-page';
import { FeedbackPage } from './routes/feedback-page';
import { ExplorePage } from './routes/explore-page';
import { HomePage } from './routes/home-page';
import { HowXpWorksPage } from './routes/how-xp-works-page';
import { LeaderboardPage } from './routes/leaderboard-page';
import { LoginPage } from './routes/login-page';
import { NotFoundPage } from './routes/not-found-page';
import { NotificationSettingsPage } from './routes/notification-settings-page';
import { NotificationsPage } from './routes/notifications-page';
import { PortfolioPage } from './routes/portfolio-page';
import { ResetPasswordPage } from './routes/reset-password-page';
import { RouteErrorPage } from './routes/route-error-page';
import { SignupPage } from './routes/signup-page';
import { TeachbackWorkPage } from './routes/teachback-work-page';
import { TeachbacksPage } from './routes/teachbacks-page';
import { UnsubscribePage } from './routes/unsubscribe-page';

function page(path: string, title: string, element: ReactNode): RouteObject {
  const handle: PageHandle = { title };
  return { path, handle, element };
}

/** Spec: /challenges/{id} only redirects, replacing history, to its work page. */
function ChallengeRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/challenges/${encodeURIComponent(id)}/work`} replace />;
}

/** The spec's route table (section 2), path for path; router.test.tsx checks it against @teachloop/shared. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Below the layout, so a page that throws keeps the header and footer around the error.
        errorElement: <RouteErrorPage />,
        children: [
          page('/', 'Home', <HomePage />),
          page('/about', 'About', <AboutPage />),
          page('/explore', 'Explore', <ExplorePage />),
          page('/explore/:slug', 'Course', <CoursePage />),
          page('/contact', 'Contact', <ContactPage />),
          page('/login', 'Log in', <LoginPage />),
          page('/signup', 'Sign up', <SignupPage />),
          page('/reset-password', 'Choose a new password', <ResetPasswordPage />),
          page('/community', 'Community', <CommunityPage />),
          page('/challenges', 'Challenges', <ChallengesPage />),
          page('/leaderboard', 'Leaderboard', <LeaderboardPage />),
          page('/how-xp-works', 'How XP works', <HowXpWorksPage />),
          page('/unsubscribe', 'Unsubscribe', <UnsubscribePage />),
          {
            element: <RequireAuth />,
            children: [
              page('/teachbacks', 'Teach-backs', <TeachbacksPage />),
              page('/challenges/create', 'Create challenge', <CreateChallengePage />),
              page('/dashboard', 'Dashboard', <DashboardPage />),
              page('/circles', 'Find a Circle', <CirclesPage />),
              page('/circles/:id', 'Study circle', <CirclePage />),
              page('/activity', 'Activity', <ActivityPage />),
              page('/notifications', 'Notifications', <NotificationsPage />),
              page('/settings/notifications', 'Notification settings', <NotificationSettingsPage />),
              {
                // One page for both: /feedback/{id} is the same list with the side panel open (FeedbackScreen
                // reads the id with useMatch), so opening and closing the panel keeps the list mounted.
                path: '/feedback',
                handle: { title: 'Feedback' } satisfies PageHandle,
                element: <FeedbackPage />,
                children: [{ path: '/feedback/:id', handle: { title: 'Feedback' } satisfies PageHandle }],
              },
              { path: '/challenges/:id', element: <ChallengeRedirect /> },
              page('/challenges/:id/work', 'Challenge', <ChallengeWorkPage />),
              page('/teachbacks/:id/work', 'Teach-back', <TeachbackWorkPage />),
              page('/portfolio', 'Portfolio', <PortfolioPage />),
            ],
          },
          page('*', 'Page not found', <NotFoundPage />),
        ],
      },
    ],
  },
  {
    // The Google sign-in popup: outside the site layout, a window of its own with no header or footer.
    element: <PopupLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      page('/auth/google', 'Sign in with Google', <GooglePopupStart />),
      page('/auth/popup-complete', 'Sign in with Google', <GooglePopupComplete />),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

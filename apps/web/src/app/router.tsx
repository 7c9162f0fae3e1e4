import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/page';
import { PageFallback } from './layout/page-fallback';
import { PopupLayout } from './layout/popup-layout';
import { RootLayout } from './layout/root-layout';
import type { PageHandle } from './layout/page-meta';
import { RequireAuth } from './require-auth';
import { routeModules, type RoutePath } from './route-modules';
import { RouteErrorPage } from './routes/route-error-page';

/** The page's code loads when the route is first visited (or preloaded), in a chunk of its own. */
function lazyPage(path: RoutePath): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await routeModules[path]() }) };
}

function page(path: RoutePath, title: string, children?: RouteObject[]): RouteObject {
  const handle: PageHandle = { title };
  return { path, handle, children, ...lazyPage(path) };
}

/** The spec's route table (section 2), path for path; router.test.tsx checks it against @teachloop/shared. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // For the layout itself (its header's menu code failing to load, say): the error page without the frame.
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Below the layout, so a page that throws keeps the header and footer around the error.
        errorElement: <RouteErrorPage />,
        // Shown inside the layout until the first page's code has arrived; main.tsx waits for it before the
        // first render, so browsers see it only when rendering starts another way (tests).
        hydrateFallbackElement: <PageFallback />,
        children: [
          page('/', 'Home'),
          page('/about', 'About'),
          page('/explore', 'Explore'),
          page('/explore/:slug', 'Course'),
          page('/contact', 'Contact'),
          page('/login', 'Log in'),
          page('/signup', 'Sign up'),
          page('/reset-password', 'Choose a new password'),
          page('/community', 'Community'),
          page('/challenges', 'Challenges'),
          page('/leaderboard', 'Leaderboard'),
          page('/how-xp-works', 'How XP works'),
          page('/unsubscribe', 'Unsubscribe'),
          {
            // The dashboard lays itself out with skeletons while the session is checked (no layout shift).
            element: <RequireAuth pageWhileLoading />,
            children: [page('/dashboard', 'Dashboard')],
          },
          {
            element: <RequireAuth />,
            children: [
              page('/teachbacks', 'Teach-backs'),
              page('/challenges/create', 'Create challenge'),
              page('/circles', 'Find a Circle'),
              page('/circles/:id', 'Study circle'),
              page('/activity', 'Activity'),
              page('/notifications', 'Notifications'),
              page('/settings/notifications', 'Notification settings'),
              page('/settings/account', 'Account'),
              // One page for both: /feedback/{id} is the same list with the side panel open (FeedbackScreen
              // reads the id with useMatch), so opening and closing the panel keeps the list mounted.
              page('/feedback', 'Feedback', [
                { path: '/feedback/:id', handle: { title: 'Feedback' } satisfies PageHandle },
              ]),
              { path: '/challenges/:id', ...lazyPage('/challenges/:id') },
              page('/challenges/:id/work', 'Challenge'),
              page('/teachbacks/:id/work', 'Teach-back'),
              page('/portfolio', 'Portfolio'),
            ],
          },
          page('*', 'Page not found'),
        ],
      },
    ],
  },
  {
    // The Google sign-in popup: outside the site layout, a window of its own with no header or footer.
    element: <PopupLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner />,
    children: [
      page('/auth/google', 'Sign in with Google'),
      page('/auth/popup-complete', 'Sign in with Google'),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

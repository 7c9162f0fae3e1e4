import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { documentTitle, PageMeta, type PageHandle } from './layout/page-meta';
import { PopupLayout } from './layout/popup-layout';
import { RootLayout } from './layout/root-layout';
import { pageAt } from './page-loader';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error-boundary';
import { PAGE_SUBPATHS, type RoutePath } from './route-modules';

/** The element of the route that shows the page at `path`. */
function pageElement(path: RoutePath) {
  const Page = pageAt(path);
  return <Page />;
}

function page(path: RoutePath, title: string): RouteObject {
  const handle: PageHandle = { title };
  // A page's sub-addresses render the same page (it reads them with useMatch) and carry its title.
  const children = PAGE_SUBPATHS[path]?.map((sub): RouteObject => ({ path: sub, handle }));
  return { path, handle, children, element: pageElement(path) };
}

/**
 * The spec's route table (section 2), path for path; router.test.tsx checks it against @teachloop/shared.
 * React Router's declarative mode: the app reads its data with TanStack Query, so it has no use for loaders,
 * actions or fetchers, and each page's code loads when the page is first shown (page-loader.tsx).
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      page('/', 'Home'),
      page('/about', 'About'),
      page('/explore', 'Explore'),
      // Also /explore/{slug}/{item}: an item of the course's learning path (route-modules.ts).
      page('/explore/:slug', 'Course'),
      page('/contact', 'Contact'),
      page('/login', 'Log in'),
      page('/signup', 'Sign up'),
      page('/reset-password', 'Choose a new password'),
      page('/verify-email', 'Verify your e-mail'),
      page('/sign-in-link', 'Sign in with your link'),
      page('/community', 'Community'),
      page('/challenges', 'Challenges'),
      page('/leaderboard', 'Leaderboard'),
      page('/how-xp-works', 'How XP works'),
      page('/unsubscribe', 'Unsubscribe'),
      page('/terms', 'Terms'),
      page('/privacy', 'Privacy'),
      page('/u/:handle', 'Profile'),
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
          page('/settings/profile', 'Profile'),
          // Also /feedback/{id}: the same list with the side panel open, so opening and closing the panel
          // keeps the list mounted (route-modules.ts).
          page('/feedback', 'Feedback'),
          { path: '/challenges/:id', element: pageElement('/challenges/:id') },
          page('/challenges/:id/work', 'Challenge'),
          page('/teachbacks/:id/work', 'Teach-back'),
          page('/portfolio', 'Portfolio'),
          page('/moderation', 'Moderation'),
        ],
      },
      page('*', 'Page not found'),
    ],
  },
  {
    // The Google sign-in popup: outside the site layout, a window of its own with no header or footer.
    element: <PopupLayout />,
    children: [
      page('/auth/google', 'Sign in with Google'),
      page('/auth/popup-complete', 'Sign in with Google'),
    ],
  },
];

/**
 * The page at the current address inside its layout, and the tab title of the deepest route naming a page.
 * The outer error boundary catches a layout that fails; each layout keeps one of its own around the page.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  const handles = (matchRoutes(routes, location) ?? []).map((match): unknown => match.route.handle);
  return (
    <>
      <PageMeta title={documentTitle(handles)} />
      <RouteErrorBoundary resetKey={location.pathname}>{element}</RouteErrorBoundary>
    </>
  );
}

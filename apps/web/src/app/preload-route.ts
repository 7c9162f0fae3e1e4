import { matchPath } from 'react-router';
import { fetchAhead } from '../lib/fetch-ahead';
import { loadPage } from './page-loader';
import { PAGE_SUBPATHS, routeModules, type RoutePath } from './route-modules';

const PAGE_PATHS = (Object.keys(routeModules) as RoutePath[]).filter((path) => path !== '*');
const serves = (pattern: string, pathname: string) => matchPath({ path: pattern, end: true }, pathname);

/** The route-table path whose page serves `pathname` ('/challenges/abc/work' is '/challenges/:id/work'). */
export function routePathOf(pathname: string): RoutePath | undefined {
  return PAGE_PATHS.find(
    (path) => serves(path, pathname) || PAGE_SUBPATHS[path]?.some((sub) => serves(sub, pathname)),
  );
}

/**
 * Fetches the code of the page at `pathname` ahead of the click, so the navigation does not wait for it (the
 * page then renders at once: page-loader.tsx). Calling this again costs nothing; a failure (offline) is left to
 * the navigation itself, which retries the import and shows the error page if it fails again.
 */
export function preloadRoute(pathname: string): void {
  const path = routePathOf(pathname);
  if (path) fetchAhead(() => loadPage(path));
}

/**
 * After the page has settled, fetch the pages a visitor is likely to open next from here. Not from the
 * dashboard: loading two pages' code while its own answers render cost a slow phone more than the head start
 * was worth (decision 018); a link's page still loads as soon as it is pointed at or touched.
 */
export const LIKELY_NEXT: Partial<Record<RoutePath, string[]>> = {
  '/': ['/login', '/signup'],
};

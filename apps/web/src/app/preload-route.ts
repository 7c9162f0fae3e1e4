import { matchPath } from 'react-router';
import { fetchAhead } from '../lib/fetch-ahead';
import { routeModules, type RoutePath } from './route-modules';

const PAGE_PATHS = (Object.keys(routeModules) as RoutePath[]).filter((path) => path !== '*');

/** The route-table path that serves `pathname` ('/challenges/abc/work' is '/challenges/:id/work'). */
export function routePathOf(pathname: string): RoutePath | undefined {
  return PAGE_PATHS.find((path) => matchPath({ path, end: true }, pathname));
}

/**
 * Fetches the code of the page at `pathname` ahead of the click, so the navigation does not wait for it.
 * The browser keeps each module once, so calling this again costs nothing; a failure (offline) is left to the
 * navigation itself, which retries the import and shows the error page if it fails again.
 */
export function preloadRoute(pathname: string): void {
  const path = routePathOf(pathname);
  if (path) fetchAhead(routeModules[path]);
}

/** After the page has settled, fetch the pages a visitor is likely to open next from here. */
export const LIKELY_NEXT: Partial<Record<RoutePath, string[]>> = {
  '/': ['/login', '/signup'],
  '/dashboard': ['/challenges', '/teachbacks'],
};

import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';

/** What a route declares in its `handle`: the page name used in the tab title. */
export interface PageHandle {
  title: string;
}

function titleOf(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && 'title' in handle
    ? String((handle as PageHandle).title)
    : undefined;
}

/** Sets '{Page} · Teachloop' from the deepest route naming a page, then records the page view. */
export function usePageMeta(): void {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const title = matches.map((match) => titleOf(match.handle)).findLast(Boolean);

  useEffect(() => {
    document.title = title ? `${title} · Teachloop` : 'Teachloop';
    // After the title, so the page view carries the new page's title. Analytics is not in the first load
    // (main.tsx starts it after the first render); until it is set up, a page view is not sent, and
    // initAnalytics records the page it starts on.
    const path = pathname + search;
    void import('../../lib/analytics').then(({ trackPageView }) => trackPageView(path)).catch(() => {});
  }, [title, pathname, search]);
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** What a route declares in its `handle`: the page name used in the tab title. */
export interface PageHandle {
  title: string;
}

function titleOf(handle: unknown): string | undefined {
  return typeof handle === 'object' && handle !== null && 'title' in handle
    ? String((handle as PageHandle).title)
    : undefined;
}

/** '{Page} · Teachloop', from the deepest route naming a page. */
export function documentTitle(handles: unknown[]): string {
  const title = handles.map(titleOf).findLast(Boolean);
  return title ? `${title} · Teachloop` : 'Teachloop';
}

/**
 * The tab title, as React 19 hoists a `<title>` into the document head (it takes over the one index.html and
 * the prerendered pages carry), then the page view, recorded once the new title is in place.
 */
export function PageMeta({ title }: { title: string }) {
  const { pathname, search } = useLocation();

  useEffect(() => {
    // Analytics is not in the first load (main.tsx starts it after the first render); until it is set up, a
    // page view is not sent, and initAnalytics records the page it starts on.
    const path = pathname + search;
    void import('../../lib/analytics').then(({ trackPageView }) => trackPageView(path)).catch(() => {});
  }, [title, pathname, search]);

  return <title>{title}</title>;
}

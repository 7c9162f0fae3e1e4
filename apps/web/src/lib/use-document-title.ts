import { useEffect } from 'react';

/**
 * Names the tab after what a page shows once it is known (a teach-back's challenge), instead of the route's
 * generic name: '{title} · Teachloop'. The route's own title (PageMeta) comes back on the next page.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Teachloop`;
  }, [title]);
}

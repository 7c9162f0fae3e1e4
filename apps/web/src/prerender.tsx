// The server-side half of the build's prerender step (scripts/prerender.ts, run under tsx): renders a public
// page of the real route table to static HTML, as a visitor whose session is not known yet sees it. Never
// shipped to browsers.
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { loadPage } from './app/page-loader';
import { routePathOf } from './app/preload-route';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';

export interface PrerenderedPage {
  html: string;
  /** The page's `<title>` element, as React rendered it (escaped). */
  titleTag: string;
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  const page = routePathOf(path);
  if (!page) throw new Error(`${path} is no page of the route table.`);
  // The page's code first, so it renders in place rather than as the layout's loading placeholder.
  await loadPage(page);
  // No retries and nothing fetched: data-driven parts render their loading state, as in the browser.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  // React writes the page's hoisted <title> (layout/page-meta.tsx) ahead of the markup; the page's HTML carries
  // its title in its head instead (scripts/prerender.ts), where the running app takes it over.
  const [titleTag] = /^<title>[^<]*<\/title>/.exec(html) ?? [];
  if (!titleTag) throw new Error(`${path}: the rendered page has no <title>.`);
  return { html: html.slice(titleTag.length), titleTag };
}

// The server-side half of the build's prerender step (scripts/prerender.ts, run under tsx): renders a public page of the real
// route table to static HTML, as a visitor whose session is not known yet sees it. Never shipped to browsers.
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import type { PageHandle } from './app/layout/use-page-meta';

export interface PrerenderedPage {
  html: string;
  /** The tab title the page sets once running ('About · Teachloop'), so the HTML carries it from the start. */
  title: string;
}

function titleOf(handles: unknown[]): string {
  const title = handles.map((handle) => (handle as PageHandle | undefined)?.title).findLast(Boolean);
  return title ? `${title} · Teachloop` : 'Teachloop';
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages can be prerendered.`);
  if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode}.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No retries and nothing fetched: data-driven parts render their loading state, as in the browser.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  const html = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  return { html, title: titleOf(context.matches.map((match): unknown => match.route.handle)) };
}

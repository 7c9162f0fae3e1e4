// The server-side half of the build's prerender step (scripts/prerender.ts, run under tsx): renders a public page of the real
// route table to static HTML, as a visitor whose session is not known yet sees it. Never shipped to browsers.
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { documentTitle } from './app/layout/page-meta';

export interface PrerenderedPage {
  html: string;
  /** The tab title the page sets once running ('About · Teachloop'), so the HTML carries it from the start. */
  title: string;
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} redirects; only pages can be prerendered.`);
  if (context.statusCode !== 200) throw new Error(`${path} answered ${context.statusCode}.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // No retries and nothing fetched: data-driven parts render their loading state, as in the browser.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  const rendered = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  // React writes the page's hoisted <title> (layout/page-meta.tsx) ahead of the markup; the page's HTML carries
  // it in its head instead, where the running app takes it over.
  const html = rendered.replace(/^<title>[^<]*<\/title>/, '');
  return { html, title: documentTitle(context.matches.map((match): unknown => match.route.handle)) };
}

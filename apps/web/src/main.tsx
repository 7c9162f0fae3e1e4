// layout.css imports styles/index.css itself (see the note there), so it is the one stylesheet entry.
import './app/layout/layout.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { watchFailedImports } from './app/failed-imports';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { probablySignedIn } from './lib/session-hint';
import { initTheme } from './lib/theme';

// Before the first render, so a stored theme choice paints with the first frame.
initTheme();
// Before any page's code is asked for, so the error page can tell a stale tab's failed import (and reload).
watchFailedImports();

// Created once, at startup: the router owns the browser history for the life of the page.
const router = createAppRouter();
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">.');

/** Resolves once the router has loaded the first page's code (its lazy route). */
function firstPageLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Runs once the first render is on screen. It marks the document (`<html data-app-ready>`): until then a press
 * on a prerendered button does nothing, so browser tests wait for it before they press. Then the dashboard's
 * reads start, beside the session check the first render started, rather than after it; only with the
 * signed-in hint, so a visitor's browser sends nothing the server would refuse. Not earlier: an answer in the
 * cache before the first render would make it differ from the prerendered skeletons it takes over.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    if (window.location.pathname === '/dashboard' && probablySignedIn()) {
      void import('./app/dashboard/dashboard-queries').then(({ prefetchDashboard }) =>
        prefetchDashboard(queryClient),
      );
    }
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
      <AppReady />
    </Providers>
  </StrictMode>
);

/**
 * The build prerenders some pages to HTML (scripts/prerender.ts) and marks the root with the path it rendered.
 * For that path the app hydrates the HTML: it renders the same tree and adopts the DOM already on screen. Any
 * other HTML in the root (the layout's frame that other pages start from) is replaced.
 */
const prerenderedHere = root.dataset.prerendered === window.location.pathname;

// The first render waits for the page's code, so it renders the page itself in one step, never a placeholder
// in between. Both ways render concurrently: a long first render yields to input instead of blocking it.
void firstPageLoaded().then(() => {
  // A page whose code failed to load shows the error page, not the HTML it was prerendered as: no hydrating.
  if (prerenderedHere && !router.state.errors) hydrateRoot(root, app);
  else startTransition(() => createRoot(root).render(app));
  // After rendering, in a chunk of its own: analytics is optional and must never delay or break the page.
  void import('./lib/analytics').then(({ initAnalytics }) => initAnalytics()).catch(() => {});
});

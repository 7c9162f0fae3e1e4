// layout.css imports styles/index.css itself (see the note there), so it is the one stylesheet entry.
import './app/layout/layout.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
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

// The dashboard's reads start now, alongside the session check and the page's code, rather than after both.
// Only with the signed-in hint: a visitor's browser sends nothing the server would refuse.
if (window.location.pathname === '/dashboard' && probablySignedIn()) {
  void import('./app/dashboard/dashboard-queries').then(({ prefetchDashboard }) =>
    prefetchDashboard(queryClient),
  );
}
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
 * Marks the document once the app has replaced the prerendered HTML (`<html data-app-ready>`): until then a
 * press on a prerendered button does nothing, so browser tests wait for it before they press.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

// The first render waits for the page's code, so it replaces the prerendered HTML (or the empty root) with
// the page itself in one step, never with a placeholder in between.
void firstPageLoaded().then(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
        <AppReady />
      </Providers>
    </StrictMode>,
  );
  // After rendering, in a chunk of its own: analytics is optional and must never delay or break the page.
  void import('./lib/analytics').then(({ initAnalytics }) => initAnalytics()).catch(() => {});
});

// layout.css imports styles/index.css itself (see the note there), so it is the one stylesheet entry.
import './app/layout/layout.css';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { isFailedImport, watchFailedImports } from './app/failed-imports';
import { loadPage } from './app/page-loader';
import { routePathOf } from './app/preload-route';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { sessionUserOnce } from './lib/session';
import { probablySignedIn } from './lib/session-hint';
import { initTheme } from './lib/theme';

// Before the first render, so a stored theme choice paints with the first frame.
initTheme();
// Before any page's code is asked for, so the error page can tell a stale tab's failed import (and reload).
watchFailedImports();

const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">.');

/** Resolves true once the first page's code has arrived, false if it failed (the error page shows then). */
function firstPageLoaded(): Promise<boolean> {
  return loadPage(routePathOf(window.location.pathname) ?? '*').then(
    () => true,
    () => false,
  );
}

/**
 * Runs once the first render is on screen. It marks the document (`<html data-app-ready>`): until then a press
 * on a prerendered button does nothing, so browser tests wait for it before they press. Then, on the
 * dashboard, its reads start: at once with the signed-in hint (beside the session check the first render
 * started), otherwise as soon as that check says who is there, so a visitor's browser sends nothing the server
 * would refuse. Not before the first render: an answer in the cache then would make it differ from the
 * prerendered skeletons it takes over.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
    if (window.location.pathname !== '/dashboard') return;
    const signedIn = probablySignedIn() ? Promise.resolve(true) : sessionUserOnce(queryClient).then(Boolean);
    void signedIn.then(async (yes) => {
      if (!yes) return;
      const { prefetchDashboard } = await import('./app/dashboard/dashboard-queries');
      prefetchDashboard(queryClient);
    });
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <AppReady />
    </Providers>
  </StrictMode>
);

/**
 * An error a RouteErrorBoundary caught: the error page shows it. A page's code that failed to load is a tab
 * older than the last deploy, which the error page handles by loading the page again, so it is no error to
 * report; anything else is a defect, reported on the console as React would.
 */
const rootOptions = {
  onCaughtError(error: unknown, info: { componentStack?: string | undefined }) {
    if (!isFailedImport(error)) console.error(error, info.componentStack);
  },
};

/**
 * The build prerenders some pages to HTML (scripts/prerender.ts) and marks the root with the path it rendered.
 * For that path the app hydrates the HTML: it renders the same tree and adopts the DOM already on screen. Any
 * other HTML in the root (the layout's frame that other pages start from) is replaced. The HTML was rendered
 * for the bare path, so an address with a query (/explore?q=…, whose search shows results) is replaced too:
 * hydrating it would meet a tree the server never rendered.
 */
const prerenderedHere = root.dataset.prerendered === window.location.pathname && !window.location.search;

// The first render waits for the page's code, so it renders the page itself in one step, never a placeholder
// in between. Either way it runs as a transition, in slices that yield to the browser, not as one long task.
void firstPageLoaded().then((loaded) => {
  startTransition(() => {
    // A page whose code failed to load shows the error page, not the HTML it was prerendered as: no hydrating.
    if (prerenderedHere && loaded) hydrateRoot(root, app, rootOptions);
    else createRoot(root, rootOptions).render(app);
  });
  // After rendering, in a chunk of its own: analytics, then after the load event the service worker.
  void import('./app/after-first-render').then((after) => after.afterFirstRender()).catch(() => {});
});

import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../../components/common/connection/offline-banner';
import { lazyComponent } from '../../lib/lazy-component';
import { useSession } from '../../lib/session';
import { RouteErrorBoundary } from '../route-error-boundary';
import { PageFallback } from './page-fallback';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useRoutePreloading } from './use-route-preloading';
import { useScrollRestoration } from './use-scroll-restoration';

const SignedInLayer = lazyComponent(() => import('./signed-in-layer').then((m) => m.SignedInLayer));

/** The frame of every page: skip link, header, main landmark, footer. */
export function RootLayout() {
  useRoutePreloading();
  useScrollRestoration();
  const { pathname } = useLocation();
  const { status } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 font-semibold text-primary-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <OfflineBanner />
      {/* tabIndex -1 so the skip link moves keyboard focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 scroll-mt-header focus:outline-none">
        <RouteErrorBoundary resetKey={pathname}>
          {/* Shown until the first page's code arrives; main.tsx waits for it before the first render, so
              browsers see it only when rendering starts another way (tests). */}
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter />
      {/* Here rather than in <Providers>: the Google sign-in popup window has no use for a stream. On every
          page: XP, a level or a badge may arrive live wherever the user is. */}
      {status === 'signed-in' ? (
        <Suspense fallback={null}>
          <SignedInLayer />
        </Suspense>
      ) : null}
    </div>
  );
}

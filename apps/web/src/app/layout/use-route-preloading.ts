import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type * as RoutePreloadingModule from './route-preloading';

type RoutePreloading = typeof RoutePreloadingModule;

/**
 * Starts what `start` returns once the preloading code has arrived, unless the effect was cleaned up first;
 * returns the effect's cleanup. That code is not part of the first load: a page needs none of it to show.
 */
function whenLoaded(start: (preloading: RoutePreloading) => () => void): () => void {
  let stop: (() => void) | undefined;
  let cleanedUp = false;
  import('./route-preloading').then(
    (preloading) => {
      if (!cleanedUp) stop = start(preloading);
    },
    // Offline: nothing is preloaded, and a navigation loads its page itself.
    () => {},
  );
  return () => {
    cleanedUp = true;
    stop?.();
  };
}

/**
 * Preloads the page a link leads to as soon as the pointer rests on it or it gets keyboard focus, and, once the
 * browser is idle, the pages usually opened next from this one (./route-preloading.ts).
 */
export function useRoutePreloading(): void {
  const { pathname } = useLocation();
  useEffect(() => whenLoaded((preloading) => preloading.preloadOnIntent()), []);
  useEffect(() => whenLoaded((preloading) => preloading.preloadLikelyNext(pathname)), [pathname]);
}

import { LIKELY_NEXT, preloadRoute, routePathOf } from '../preload-route';

/** The same-origin path a link points at, or undefined for anything else. */
function linkPathOf(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return link.pathname;
}

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, 1_500);
  return () => window.clearTimeout(timer);
}

/**
 * Preloads the page a link leads to as soon as the pointer rests on it or it gets keyboard focus (one listener
 * for every link on the page). Returns the cleanup.
 */
export function preloadOnIntent(): () => void {
  const onIntent = (event: Event) => {
    const path = linkPathOf(event.target);
    if (path) preloadRoute(path);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}

/** Once the browser is idle, preloads the pages usually opened next from `pathname`. Returns the cleanup. */
export function preloadLikelyNext(pathname: string): () => void {
  const route = routePathOf(pathname);
  const next = route ? LIKELY_NEXT[route] : undefined;
  if (!next) return () => {};
  return whenIdle(() => next.forEach(preloadRoute));
}

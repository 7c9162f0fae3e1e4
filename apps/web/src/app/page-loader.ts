import { createElement, use, type ComponentType } from 'react';
import { routeModules, type RoutePath } from './route-modules';

/** The fields React's `use` reads on a promise it has seen before (and sets on one it has not). */
type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * Marks `promise` with its outcome as React's `use` does: `use` reads a settled, marked promise at once, so a
 * page whose code has arrived (preloaded, or loaded before the first render) renders without suspending.
 */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const marked: Tracked<T> = promise;
  marked.status = 'pending';
  marked.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return marked;
}

const loads = new Map<RoutePath, Promise<ComponentType>>();

/**
 * Loads the code of the page at `path` once per page view and returns the load. A failed load stays failed:
 * the browser would not fetch a module that failed again in this document anyway, and every render must meet
 * the same error (the error page decides once per error whether to load the document again: failed-imports.ts).
 */
export function loadPage(path: RoutePath): Promise<ComponentType> {
  let load = loads.get(path);
  if (!load) {
    load = tracked(routeModules[path]());
    loads.set(path, load);
  }
  return load;
}

/**
 * The page of a route, rendered once its code has arrived. Until then it suspends: a navigation (a
 * transition) keeps the previous page on screen, and a first render shows the layout's fallback. A failed load
 * reaches the nearest RouteErrorBoundary.
 */
export function LazyPage({ path }: { path: RoutePath }) {
  // The page module's own component: the same function for every render of this path.
  return createElement(use(loadPage(path)));
}

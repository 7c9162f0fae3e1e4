import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';
import { routeModules, type RoutePath } from './route-modules';

const pages = new Map<RoutePath, LazyComponent<object>>();

/**
 * The page at `path`: its code loads when the page is first shown or preloaded (lib/lazy-component.ts). A
 * navigation to a page whose code has not arrived keeps the previous page on screen (a transition); a first
 * render shows the layout's fallback; a failed load reaches the nearest RouteErrorBoundary.
 */
export function pageAt(path: RoutePath): LazyComponent<object> {
  let page = pages.get(path);
  if (!page) {
    page = lazyComponent(routeModules[path] as () => Promise<ComponentType<object>>);
    pages.set(path, page);
  }
  return page;
}

/** Loads the code of the page at `path`; resolves once it has arrived (the page then renders at once). */
export function loadPage(path: RoutePath): Promise<unknown> {
  return pageAt(path).preload();
}

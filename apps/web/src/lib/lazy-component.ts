import { createElement, use, type ComponentType, type ReactNode } from 'react';

/** The fields React's `use` reads on a promise it has seen before (and sets on one it has not). */
type Tracked<T> = Promise<T> & { status?: string; value?: T; reason?: unknown };

/**
 * Marks `promise` with its outcome as React's `use` does: `use` reads a settled, marked promise at once, so
 * code that has arrived (preloaded, or loaded before the first render) renders without suspending.
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

/**
 * Loads `load` once per page view, marked for `use`. A failed load stays failed: the browser would not fetch a
 * module that failed again in this document anyway, and every render must meet the same error (the error page
 * decides once per error whether to load the document again: app/failed-imports.ts).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= tracked(load()));
}

export interface LazyComponent<Props> {
  (props: Props): ReactNode;
  /** Starts loading the code ahead of need (a hover, a focus); the component then renders at once. */
  preload: () => Promise<unknown>;
}

const everyLazyComponent = new Set<() => Promise<unknown>>();

/**
 * A component whose code loads on demand, in a chunk of its own: the one way the app splits off code that a
 * page does not need for its first paint. Until the code has arrived it suspends (the nearest Suspense
 * boundary shows its fallback; a transition keeps what is on screen); once it has, or once `preload` has
 * brought it, it renders in the same pass as its parent.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyComponent<Props> {
  const get = once(load);
  everyLazyComponent.add(get);
  const Lazy = (props: Props) => {
    const load = get();
    const settled: Tracked<ComponentType<Props>> = load;
    // Arrived: read at once. `use` would too, but it also tells a test's act() scope to stop and wait.
    return createElement(settled.status === 'fulfilled' ? settled.value! : use(load), props);
  };
  return Object.assign(Lazy, { preload: get });
}

/**
 * Loads the code of every lazy component, including those that lazy code itself makes (the account menu
 * inside the signed-in header): tests do, so no interaction waits for a chunk.
 */
export async function preloadEveryLazyComponent(): Promise<void> {
  let loaded = 0;
  while (loaded < everyLazyComponent.size) {
    loaded = everyLazyComponent.size;
    await Promise.all([...everyLazyComponent].map((load) => load()));
  }
}

/**
 * A page's code that failed to load. After a deploy, a tab opened before it still asks for the old build's
 * chunks, which are gone (the server answers 404), and a browser never retries a module import that failed.
 * Only loading the page again helps. So the route error page loads it again by itself, once, when the error
 * it shows is a failed import (see RouteErrorPage).
 *
 * The service worker (sw.ts) makes this rare: a tab it serves gets its build's chunks from the precache, and a
 * new build waits until the tab's 'A new version is ready — Reload' (app/service-worker.ts). This path stays
 * for the tabs no worker serves (a first visit before the worker installs, a browser without workers) and for
 * a tab left on the old build after another tab took the update (its old chunks leave the precache then).
 *
 * Every dynamic import of the build goes through Vite's preload helper, which reports a failure as a
 * `vite:preloadError` event carrying the error before it rethrows it. The error is remembered here, so the
 * error page knows the exact error is a failed import, without reading browser-specific messages. A
 * background preload that fails (preloadRoute) is remembered too, but nothing reloads unless a page the
 * user asked for fails.
 */
const failedImports = new WeakSet<object>();

interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

/** Starts remembering failed imports (main.tsx calls it once, before the first page loads). */
export function watchFailedImports(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const error = (event as PreloadErrorEvent).payload;
    if (typeof error === 'object' && error !== null) failedImports.add(error);
  });
}

/** Whether `error` is a failed import of the app's own code (watchFailedImports saw it). */
export function isFailedImport(error: unknown): error is object {
  return typeof error === 'object' && error !== null && failedImports.has(error);
}

const decisions = new WeakMap<object, boolean>();

/**
 * Whether the error page showing `error` at `address` should load the page again: only for a failed import,
 * and decided once per error (a page rendered twice asks twice, and must get the same answer).
 */
export function reloadsFor(error: unknown, address: string, environment?: ReloadEnvironment): boolean {
  if (!isFailedImport(error)) return false;
  const known = decisions.get(error);
  if (known !== undefined) return known;
  const decision = shouldReloadFor(address, environment);
  decisions.set(error, decision);
  return decision;
}

interface ReloadEnvironment {
  now?: number;
  online?: boolean;
  storage?: () => Storage;
}

const LAST_RELOAD_KEY = 'teachloop:reloaded-after-failed-import';
/** A second failure this soon after a reload for the same address is not a stale tab: show the error. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * Not while offline (the reload would only show the browser's own error), and not twice within a minute for
 * one address, so a chunk that is really missing ends on the error page instead of in a reload loop. Records
 * the reload it allows; without storage to record it in, it allows none.
 */
function shouldReloadFor(
  address: string,
  { now = Date.now(), online = navigator.onLine, storage = () => sessionStorage }: ReloadEnvironment = {},
): boolean {
  if (!online) return false;
  try {
    const store = storage();
    const last = lastReload(store);
    if (last && last.address === address && now - last.at < RELOAD_AGAIN_AFTER_MS) return false;
    store.setItem(LAST_RELOAD_KEY, JSON.stringify({ address, at: now }));
    return true;
  } catch {
    // Storage refused (privacy settings, full): without a record of this reload, never risk a loop.
    return false;
  }
}

function lastReload(storage: Storage): { address: string; at: number } | undefined {
  try {
    const last: unknown = JSON.parse(storage.getItem(LAST_RELOAD_KEY) ?? 'null');
    if (typeof last !== 'object' || last === null) return undefined;
    const { address, at } = last as Record<string, unknown>;
    return typeof address === 'string' && typeof at === 'number' ? { address, at } : undefined;
  } catch {
    return undefined;
  }
}

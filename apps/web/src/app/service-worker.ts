// The service worker's registration and its update prompt, loaded by main.tsx after the page has loaded (its
// own chunk, so no first load carries it). The worker itself is src/sw.ts.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** The worker's address and scope: the whole site (the server sends /sw.js uncached, so updates show at once). */
const WORKER_URL = '/sw.js';
/** A tab left open checks for a new build when it comes back into view, at most this often. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

interface Environment {
  container: ServiceWorkerContainer;
  reload: () => void;
  now: () => number;
}

/**
 * Registers the worker and offers each new build once it is installed and waiting: 'A new version is ready —
 * Reload'. A new worker never takes over by itself. Reload asks it to (SKIP_WAITING), and the page loads again
 * once, when it has: the old page never runs beside the new worker's files, and no two versions' code run in
 * one page. Another tab that took the update leaves this one on the old code: it is offered a plain reload.
 */
export async function startServiceWorker({
  container = navigator.serviceWorker,
  reload = () => window.location.reload(),
  now = Date.now,
}: Partial<Environment> = {}): Promise<void> {
  let controlled = container.controller !== null;
  let accepted = false;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (accepted) {
      if (!reloading) reload();
      reloading = true;
    } else if (controlled) {
      // Another tab's Reload: the new worker serves this tab now, whose code is the old build's.
      void offer(reload);
    }
    // A first visit's page taken by the new worker (clients.claim) is already running that build.
    controlled = true;
  });

  const registration = await container.register(WORKER_URL, { scope: '/', updateViaCache: 'none' });
  const offerWaiting = () => {
    const waiting = registration.waiting;
    // Without a controller this is the first install: nothing older runs, there is nothing to offer.
    if (!waiting || !container.controller) return;
    void offer(() => {
      // Already active or replaced (another tab took it): loading the page again is all that is left.
      if (waiting.state !== 'installed') return reload();
      accepted = true;
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerWaiting();
    });
  offerWaiting();
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  checkForUpdates(registration, now);
}

/** The browser checks for a new worker on navigations only; a single-page app's tab may go days without one. */
function checkForUpdates(registration: ServiceWorkerRegistration, now: () => number) {
  let checked = now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || now() - checked < CHECK_EVERY_MS) return;
    checked = now();
    registration.update().catch(() => {
      // Offline or the server is away: the next visit checks again.
    });
  });
}

let shown: { host: HTMLElement; root: Root } | undefined;

/** Shows the prompt (once; a second offer only changes what Reload does), after the document's own content. */
async function offer(onReload: () => void): Promise<void> {
  const { UpdatePrompt } = await import('../components/common/connection/update-prompt');
  if (!shown) {
    const host = document.createElement('div');
    document.body.append(host);
    shown = { host, root: createRoot(host) };
  }
  const onDismiss = () => {
    shown?.root.unmount();
    shown?.host.remove();
    shown = undefined;
  };
  shown.root.render(createElement(UpdatePrompt, { onReload, onDismiss }));
}

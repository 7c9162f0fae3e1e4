/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest strategy into dist/sw.js). It precaches the app
// shell and the build's assets, so a return visit opens at once and, offline, shows the app with its offline
// banner instead of the browser's error page; it shows Web Push messages and opens their page on a click. API
// answers are never cached here: no route is registered for /api, so they go to the network as they would
// without a worker (they carry no-store and must stay fresh).
import type { PushPayload } from '@teachloop/shared';
import { clientsClaim } from 'workbox-core';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { notificationTarget, pushNotification } from './sw-messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

/** The page every navigation falls back to when the network fails: the built index.html, which starts the app. */
const SHELL = '/index.html';
/**
 * How long a navigation waits for the network before it opens the precached shell. Short: on a connection that
 * answers nothing, the app (and its offline banner) shows within seconds; a slower answer that arrives later is
 * dropped, and the app then reads what it needs through the API itself.
 */
const NAVIGATION_TIMEOUT_SECONDS = 3;

precacheAndRoute(self.__WB_MANIFEST);

/** Addresses the server answers itself (the API, health), and files: never the app shell. */
function isAppNavigation({ request, url }: { request: Request; url: URL }): boolean {
  if (request.mode !== 'navigate' || url.origin !== self.location.origin) return false;
  const { pathname } = url;
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname === '/healthz') return false;
  return !/\.[^/]+$/.test(pathname);
}

/**
 * Navigations go to the network first (the server's HTML is always the newest build's, and some pages are
 * prerendered there), and fall back to the precached shell when it fails or takes too long. No navigation
 * preload: a navigation this route leaves alone (an /api address such as a sign-in callback) would then reach
 * the server twice.
 */
const network = new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS });
registerRoute(isAppNavigation, async (options) => {
  try {
    return await network.handle(options);
  } catch {
    return (await matchPrecache(SHELL)) ?? Response.error();
  }
});

// A first install takes the open pages, so their lazy chunks come from the precache from then on. An update
// waits (no skipWaiting here) until the page asks for it: 'A new version is ready — Reload'.
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  const { title, options } = pushNotification(
    readPayload(event.data),
    '/icons/icon-192.png',
    '/icons/badge-96.png',
  );
  event.waitUntil(self.registration.showNotification(title, options));
});

function readPayload(data: PushMessageData | null): Partial<PushPayload> | null {
  try {
    return (data?.json() as Partial<PushPayload> | null) ?? null;
  } catch {
    return null;
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const href = notificationTarget(event.notification.data);
  event.waitUntil(openPage(href));
});

/** Shows `href` in a window of ours (the focused one first), or opens a new window. */
async function openPage(href: string): Promise<void> {
  const windows = await self.clients.matchAll<{ type: 'window' }>({ type: 'window' });
  const ours = [...windows].sort((a, b) => Number(b.focused) - Number(a.focused));
  for (const client of ours) {
    try {
      // Brought to the front where the browser allows it; navigating needs no permission, only our control.
      const front: WindowClient = await client.focus().catch(() => client);
      if (await front.navigate(href)) return;
    } catch {
      // That window would not go (it is closing, or no longer ours): try the next, or open one.
    }
  }
  await self.clients.openWindow(href);
}

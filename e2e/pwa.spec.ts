import { test as plainTest, type CDPSession, type Page, type Worker } from '@playwright/test';
import type { PushPayload } from '@teachloop/shared';
import { expect, test } from './fixtures';
import { newUser, signUpViaApi } from './support/accounts';

/*
 * The installable app: the web app manifest, the service worker's precache (a reload while offline opens the
 * app shell), Web Push shown by the worker, and a new build's update prompt. Every other spec blocks service
 * workers (playwright.config.ts); these let the app's own run.
 */
test.use({ serviceWorkers: 'allow' });
plainTest.use({ serviceWorkers: 'allow' });

/** Opens `path`, waits for the worker to be active (it registers after load), and reloads under its control. */
async function controlledPage(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the app is installable: a valid manifest with its icons, and a worker that controls the page', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    id: '/',
    name: 'Teachloop',
    short_name: 'Teachloop',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#ffffff',
    background_color: '#f7f7fb',
  });
  expect(manifest.description).toEqual(expect.stringContaining('teaching'));
  expect(manifest.icons.map(({ sizes, type, purpose }) => `${sizes} ${type} ${purpose}`).sort()).toEqual([
    '192x192 image/png any',
    '512x512 image/png any',
    '512x512 image/png maskable',
    'any image/svg+xml any',
  ]);
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
    if (icon.type === 'image/png') expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
  // The manifest holds one theme colour; the page names the dark scheme's too.
  await expect(
    page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]'),
  ).toHaveAttribute('content', '#171827');

  await controlledPage(page, '/');
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
});

/** The worker's registration id, as DevTools knows it, for delivering a push to it. */
async function registrationIdOf(cdp: CDPSession, page: Page): Promise<string> {
  const scope = `${new URL(page.url()).origin}/`;
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === scope && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/*
 * The only Chromium here is the headless shell, which refuses notification permission whatever the test grants
 * (Notification.permission stays 'denied'), so no notification can be shown or clicked for real. The worker's
 * push handler runs for real (DevTools delivers the push); what it asks the browser to show is recorded in
 * place of the notification tray, and a click is dispatched to the worker as the browser would dispatch it.
 */
type Shown = { title: string; options: NotificationOptions & { data: { href: string; id: string } } };
interface WorkerScope {
  registration: ServiceWorkerRegistration & { showNotification: (...args: unknown[]) => Promise<void> };
  shown: Shown[];
  dispatchEvent: (event: Event) => boolean;
}

/** Records what the worker shows, in place of the tray the headless shell does not have. */
async function recordNotifications(worker: Worker) {
  await worker.evaluate(() => {
    const scope = self as unknown as WorkerScope;
    scope.shown = [];
    scope.registration.showNotification = (title, options) => {
      scope.shown.push({ title, options } as Shown);
      return Promise.resolve();
    };
  });
}

/** Clicks the last notification the worker showed: a `notificationclick` in the worker, waited for. */
async function clickNotification(worker: Worker) {
  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope;
    const { title, options } = scope.shown.at(-1)!;
    let closed = false;
    const notification = { title, ...options, close: () => (closed = true) };
    const click = new Event('notificationclick');
    const work: Promise<unknown>[] = [];
    Object.assign(click, { notification, waitUntil: (promise: Promise<unknown>) => work.push(promise) });
    scope.dispatchEvent(click);
    await Promise.all(work);
    if (!closed) throw new Error('the notification was not closed on its click');
  });
}

test('a push shows its notification, and a click opens its page in the open tab', async ({
  page,
  context,
}) => {
  await signUpViaApi(page, newUser('Pia'));
  await controlledPage(page, '/dashboard');
  const origin = new URL(page.url()).origin;
  const [worker] = context.serviceWorkers();
  await recordNotifications(worker!);
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, page);
  const deliver = (payload: PushPayload) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(payload) });
  const shown = () => worker!.evaluate(() => (self as unknown as WorkerScope).shown);

  await deliver({
    title: 'Grace reviewed your explanation',
    body: '5 stars: “Clear and kind.”',
    href: '/how-xp-works',
    tag: 'review_received:1',
    id: 'n-1',
  });
  await expect.poll(shown).toEqual([
    {
      title: 'Grace reviewed your explanation',
      options: {
        body: '5 stars: “Clear and kind.”',
        tag: 'review_received:1',
        data: { href: '/how-xp-works', id: 'n-1' },
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
      },
    },
  ]);
  await clickNotification(worker!);
  await expect(page).toHaveURL(`${origin}/how-xp-works`);
  await expect(page.getByRole('heading', { level: 1, name: 'How XP works' })).toBeVisible();

  // A push naming another site's address opens the notifications page instead.
  await deliver({ title: 'Odd', body: '', href: '//elsewhere.example/x', tag: 'odd', id: 'n-2' });
  await expect.poll(async () => (await shown()).length).toBe(2);
  expect((await shown())[1]!.options.data.href).toBe('/notifications');
  await clickNotification(worker!);
  await expect(page).toHaveURL(`${origin}/notifications`);
});

// The plain test: offline, the app's reads fail by design, which the shared fixture would count as errors.
plainTest('a reload while offline opens the app shell with the offline banner', async ({ page, context }) => {
  await signUpViaApi(page, newUser('Olive'));
  await controlledPage(page, '/dashboard');
  await context.setOffline(true);
  const response = await page.reload();
  // The worker answered the navigation (from its precache: the network is gone), not Chromium's error page.
  expect(response?.fromServiceWorker()).toBe(true);
  // The precached index.html, which starts the app; the server's /dashboard is prerendered HTML.
  expect(await response!.text()).not.toContain('data-prerendered');
  // Chromium's offline emulation does not carry navigator.onLine over to the reloaded document, as a browser
  // that is really offline does: say it again, so the page sees what it would.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Teachloop' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You’re offline.' })).toBeVisible();
  await context.setOffline(false);
});

/**
 * The browser's side of Web Push: this device's state and its subscription (push-support.ts holds the quick
 * checks the dashboard makes in its first load). Nothing here talks to the API (features/notifications/api/push.ts
 * does), so component tests replace these calls alone: jsdom has no service worker or PushManager.
 */

import { notificationPermission, pushSupported } from './push-support';

/** What this device can do: no push in this browser, notifications blocked, push off, or push on. */
export type PushDeviceState = 'unsupported' | 'blocked' | 'off' | 'on';

/** This device's subscription, if the worker holds one; null when none (or no worker is registered yet). */
async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  // getRegistration, not `ready`: `ready` waits for ever on a page whose worker was never registered.
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The device's state and, when push is on, its subscription as the API takes it (PushSubscription.toJSON()). */
export async function readPushDevice(): Promise<{
  state: PushDeviceState;
  subscription: PushSubscriptionJSON | null;
}> {
  if (!pushSupported()) return { state: 'unsupported', subscription: null };
  const permission = notificationPermission();
  if (permission === 'denied') return { state: 'blocked', subscription: null };
  const subscription = permission === 'granted' ? await deviceSubscription() : null;
  return subscription
    ? { state: 'on', subscription: subscription.toJSON() }
    : { state: 'off', subscription: null };
}

/** The VAPID public key (base64url, as GET /api/push/key gives it) as the bytes `subscribe` takes. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** How long subscribing waits for the service worker to be active before giving up. */
const WORKER_WAIT_MS = 10_000;

/**
 * Asks the user whether Teachloop may show notifications. Called in the click's own handler, before anything
 * is awaited: some browsers ask only while the click's user activation lasts.
 */
export function askPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** Subscribes this device with the server's key, once the service worker is active; what the API takes. */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('The service worker did not become active.')),
        WORKER_WAIT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  return subscription.toJSON();
}

/** Ends this device's subscription at the push service; its endpoint (for the API), or null when it held none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await deviceSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

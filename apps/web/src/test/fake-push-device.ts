import { vi } from 'vitest';
import type * as PushDevice from '../features/notifications/push/push-device';
import type * as PushSupport from '../features/notifications/push/push-support';

/** The subscription the fake push service hands out (what PushSubscription.toJSON() gives). */
export const FAKE_SUBSCRIPTION = {
  endpoint: 'https://push.example.com/send/device-1',
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
} as const;

/**
 * A browser for push, in place of the one jsdom lacks (it has no service worker or PushManager): whether it
 * can receive pushes, the permission so far and what the user will answer when asked, and the subscription it
 * holds. Everything the app sends to the server still goes through MSW.
 */
export const fakeBrowser = {
  supported: true,
  permission: 'default' as NotificationPermission,
  /** What the user answers when the browser asks. */
  answer: 'granted' as NotificationPermission,
  subscription: null as PushSubscriptionJSON | null,
  /** The keys the app subscribed with. */
  subscribedWith: [] as string[],
  asked: 0,
  reset() {
    Object.assign(fakeBrowser, {
      supported: true,
      permission: 'default',
      answer: 'granted',
      subscription: null,
      subscribedWith: [],
      asked: 0,
    });
  },
};

const permission = () => (fakeBrowser.supported ? fakeBrowser.permission : 'denied');

/** push-support.ts answered by `fakeBrowser`; the prompt's dismissal stays real (jsdom has localStorage). */
export async function fakePushSupport(
  importOriginal: () => Promise<typeof PushSupport>,
): Promise<typeof PushSupport> {
  return {
    ...(await importOriginal()),
    pushSupported: () => fakeBrowser.supported,
    notificationPermission: permission,
  };
}

/**
 * push-device.ts with its browser calls answered by `fakeBrowser`; for `vi.mock(path, (importOriginal) =>
 * fakePushDevice(importOriginal))`, beside the same for push-support.ts.
 */
export async function fakePushDevice(
  importOriginal: () => Promise<typeof PushDevice>,
): Promise<typeof PushDevice> {
  const real = await importOriginal();
  return {
    ...real,
    readPushDevice: vi.fn(async () => {
      if (!fakeBrowser.supported) return { state: 'unsupported' as const, subscription: null };
      if (permission() === 'denied') return { state: 'blocked' as const, subscription: null };
      const subscription = permission() === 'granted' ? fakeBrowser.subscription : null;
      return subscription
        ? { state: 'on' as const, subscription }
        : { state: 'off' as const, subscription: null };
    }),
    askPermission: vi.fn(async () => {
      fakeBrowser.asked += 1;
      fakeBrowser.permission = fakeBrowser.answer;
      return fakeBrowser.answer;
    }),
    subscribeDevice: vi.fn(async (publicKey: string) => {
      fakeBrowser.subscribedWith.push(publicKey);
      fakeBrowser.subscription = structuredClone(FAKE_SUBSCRIPTION);
      return fakeBrowser.subscription;
    }),
    unsubscribeDevice: vi.fn(async () => {
      const endpoint = fakeBrowser.subscription?.endpoint ?? null;
      fakeBrowser.subscription = null;
      return endpoint;
    }),
  };
}

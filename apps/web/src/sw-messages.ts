// What the service worker (sw.ts) shows for a push message and opens on a click: pure, so tests run it in jsdom.
import type { PushPayload } from '@teachloop/shared';

/** Where a click goes when the push named no page of ours. */
const FALLBACK_HREF = '/notifications';
const FALLBACK_TITLE = 'Teachloop';

/**
 * A path of this site: starts with exactly one '/' ('//host' is another site) and holds no backslash (which
 * browsers read as '/'). Anything else (another origin, javascript:, a relative path) opens /notifications.
 */
export function notificationTarget(data: unknown): string {
  const href = (data as { href?: unknown } | null)?.href;
  if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//') || href.includes('\\'))
    return FALLBACK_HREF;
  return href;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The notification a push's PushPayload JSON becomes (a payload that is not one still shows, plainly). */
export function pushNotification(
  payload: Partial<PushPayload> | null,
  icon: string,
  badge: string,
): { title: string; options: NotificationOptions } {
  const tag = text(payload?.tag);
  return {
    title: text(payload?.title) || FALLBACK_TITLE,
    options: {
      body: text(payload?.body),
      ...(tag ? { tag } : {}),
      data: { href: notificationTarget(payload), id: text(payload?.id) },
      icon,
      badge,
    },
  };
}

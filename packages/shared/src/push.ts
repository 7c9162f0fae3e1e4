/**
 * Web Push (docs/decisions/031): notifications reach a student's devices through their browsers' push services,
 * encrypted end to end (RFC 8291) and signed with the server's VAPID key. Each kind has a push switch beside its
 * e-mail switch (NOTIFICATION_KIND_SETTINGS.pushByDefault); nothing is pushed during the user's quiet hours.
 */
export const DEFAULT_QUIET_HOURS = { start: 22, end: 8 } as const;

export interface QuietHours {
  /** The hour (0–23, the user's own zone) quiet starts at, inclusive. */
  start: number;
  /** The hour quiet ends at, exclusive. Equal to start: never quiet. */
  end: number;
}

/** Whether `hour` (0–23) falls in the quiet hours, which may run past midnight (22 to 8). */
export function isQuietHour(hour: number, quiet: QuietHours): boolean {
  if (quiet.start === quiet.end) return false;
  return quiet.start < quiet.end
    ? hour >= quiet.start && hour < quiet.end
    : hour >= quiet.start || hour < quiet.end;
}

/** The local hour (0–23) the streak reminder is due at, on the last day a streak survives without an action. */
export const STREAK_REMINDER_HOUR = 19;

export const PUSH_LIMITS = {
  /** Longest endpoint URL accepted (the push services' own are well under 1,000 characters). */
  endpoint: 2048,
  /** Longest base64url key accepted (p256dh is 87 characters, auth 22). */
  key: 200,
  /** Subscriptions one user may hold (one per browser; older ones are dropped past this). */
  perUser: 20,
} as const;

export const PUSH_MESSAGES = {
  endpointInvalid: 'The push subscription’s endpoint must be an https address of a push service.',
  keysInvalid: 'The push subscription’s keys are missing or malformed.',
  notFound: 'No such push subscription on this account.',
  quietHourInvalid: 'Quiet hours must be whole hours from 0 to 23.',
  /** No VAPID key could be loaded: push is switched off on this server. */
  unavailable: 'Push notifications are not available on this server.',
} as const;

/** What the settings page and the prompt read. */
export const PUSH_TEXTS = {
  sectionTitle: 'Push notifications',
  sectionHelp: 'Get a tap on the shoulder on this device when a peer needs you, even with Teachloop closed.',
  enable: 'Turn on push notifications',
  disable: 'Turn off on this device',
  enabled: 'Push notifications are on for this device.',
  disabled: 'Push notifications are off for this device.',
  blocked:
    'Notifications are blocked for Teachloop in this browser. Allow them in the browser’s site settings.',
  unsupported: 'This browser can’t receive push notifications.',
  pushColumn: 'Push',
  emailColumn: 'E-mail',
  quietHoursTitle: 'Quiet hours',
  quietHoursHelp: 'Nothing is pushed between these hours, in your time zone.',
  quietFrom: 'From',
  quietTo: 'To',
  promptTitle: 'Never miss a peer',
  promptBody:
    'Turn on notifications to hear when a teach-back is assigned to you, a review arrives, or your streak is about to end.',
  promptAccept: 'Turn on notifications',
  promptDismiss: 'Not now',
  deviceHasPush: 'Push notifications on',
} as const;

/** The JSON a push message carries: the service worker shows it and opens `href` on a click. */
export interface PushPayload {
  title: string;
  body: string;
  /** The app path to open (the notification's own href). */
  href: string;
  /** Replaces an earlier notification of the same tag on the device instead of stacking. */
  tag: string;
  /** The notification's id, kept with the notification the device shows. */
  id: string;
}

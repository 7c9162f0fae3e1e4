/**
 * The quick, synchronous checks of push support, kept apart from push-device.ts so the dashboard's first load
 * (which decides whether to show the push prompt) carries only these few lines.
 */

/** Whether this browser can receive pushes at all (a service worker, the Push API and notifications). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The user's answer for this site so far: 'default' until asked (and after 'Not now' in some browsers). */
export function notificationPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'denied';
}

/** Where this device remembers that the dashboard's push prompt was answered 'Not now'. */
const PROMPT_DISMISSED = 'teachloop.pushPrompt.dismissed';

/** Whether the push prompt was dismissed on this device (storage that cannot be read counts as dismissed). */
export function promptDismissed(): boolean {
  try {
    return localStorage.getItem(PROMPT_DISMISSED) !== null;
  } catch {
    return true;
  }
}

export function dismissPrompt(): void {
  try {
    localStorage.setItem(PROMPT_DISMISSED, String(Date.now()));
  } catch {
    // Private modes may refuse storage: the prompt then simply comes back next time.
  }
}

/**
 * A note in this browser that someone was signed in at the last session check. The session cookie is HttpOnly,
 * so start-up code cannot see it; this lets a signed-in page start its data requests alongside the session
 * check instead of after it (main.tsx), while a visitor, who has no note, never sends requests that would
 * only be refused. Only a hint: the session check still decides what is shown.
 */
const HINT_KEY = 'teachloop-signed-in';

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(HINT_KEY, '1');
    else window.localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage can be blocked; the page then simply waits for the session check.
  }
}

export function probablySignedIn(): boolean {
  try {
    return window.localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

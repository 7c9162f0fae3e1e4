/**
 * Why this tab was signed out, for the login page to say: a suspension ended the session while a page was open
 * (the live stream said so). Kept in sessionStorage for this tab only; the login page takes it once.
 */
const NOTICE_KEY = 'teachloop-signed-out';

export function rememberSignedOutNotice(text: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, text);
  } catch {
    // Storage can be blocked: the login page then says nothing more, and signing in says it again.
  }
}

/** The notice, if one is waiting, removed as it is read: a later visit does not repeat it. */
export function takeSignedOutNotice(): string | null {
  try {
    const text = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return text;
  } catch {
    return null;
  }
}

import { ACCOUNT_DISABLED_ERROR, AUTH_MESSAGES, LINK_NEEDS_PASSWORD_ERROR } from '@teachloop/shared';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useClientConfig } from '../api/client-config';
import { useRefreshSession } from '../../../lib/session';
import {
  AUTH_CHANNEL_NAME,
  CANCELLED_CODES,
  closeQuietly,
  GOOGLE_POPUP_FEATURES,
  GOOGLE_POPUP_NAME,
  GOOGLE_POPUP_PATH,
  readGoogleResult,
  type GoogleResult,
} from './google-popup-messages';

const POLL_MS = 400;

export interface GoogleSignIn {
  /** Call straight from the click handler: browsers allow a popup only during the user's gesture. */
  start: () => void;
  pending: boolean;
  error: string | null;
  /** False only when the server said Google sign-in is not set up (unknown counts as available). */
  configured: boolean;
  /** Google found a verified account with its address: the account's password, entered once, connects it. */
  needsPassword: boolean;
}

/**
 * Google sign-in in a popup. On success the session is read again; the page, which redirects whenever the
 * session is signed in (GuestOnly), then leaves exactly as after a password login.
 */
export function useGoogleSignIn({
  cancelledText,
  failureText,
}: {
  cancelledText: string;
  failureText: string;
}): GoogleSignIn {
  const configured = useClientConfig().data?.googleSignIn !== false;
  const refreshSession = useRefreshSession();
  // What the event handlers must see at once, before React renders: the watched popup, the attempt number
  // (a newer click makes older async results stale) and whether a result is already being handled.
  const live = useRef({ popup: null as Window | null, attempt: 0, finishing: false });
  const [watched, setWatched] = useState<Window | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);

  function setPhase(popup: Window | null, isFinishing: boolean) {
    Object.assign(live.current, { popup, finishing: isFinishing });
    setWatched(popup);
    setFinishing(isFinishing);
  }

  function fail(text: string) {
    setPhase(null, false);
    setError(text);
  }

  async function finish(textIfSignedOut: string) {
    const attempt = live.current.attempt;
    setPhase(null, true);
    const user = await refreshSession();
    if (attempt !== live.current.attempt) return;
    // Signed in: stay 'Preparing Google…' until the page's redirect takes over.
    if (!user) fail(textIfSignedOut);
  }

  const onResult = useEffectEvent((result: GoogleResult) => {
    const { popup, finishing: busy } = live.current;
    if (popup) closeQuietly(popup);
    if (result.error === LINK_NEEDS_PASSWORD_ERROR) {
      // Honoured even after the popup looked closed, as a success is (see the note on polling below): the
      // password form takes over, and a 'popup closed' check still under way is made stale.
      if (live.current.attempt === 0) return;
      live.current.attempt += 1;
      setPhase(null, false);
      setError(null);
      setNeedsPassword(true);
      return;
    }
    if (result.error) {
      // Only the attempt in progress can fail; a repeated or stray report is ignored.
      // A suspended account gets the spec's 'This account has been disabled.'.
      const disabled = result.error === ACCOUNT_DISABLED_ERROR && AUTH_MESSAGES.userDisabled;
      if (popup) fail(CANCELLED_CODES.has(result.error) ? cancelledText : disabled || failureText);
      return;
    }
    // A success is honoured even after the popup looked closed: see the note on polling below.
    if (!busy) void finish(failureText);
  });

  const onPopupClosed = useEffectEvent((popup: Window) => {
    if (live.current.popup === popup) void finish(AUTH_MESSAGES.popupClosed);
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const result = readGoogleResult(event);
      if (result) onResult(result);
    };
    window.addEventListener('message', onMessage);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL_NAME) : null;
    channel?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, []);

  // A popup closed without a report may still have signed the user in (or `closed` may read true early when
  // a provider page cut the opener link), so the session decides; a late report is still handled above.
  useEffect(() => {
    if (!watched) return;
    const timer = window.setInterval(() => {
      if (watched.closed) onPopupClosed(watched);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [watched]);

  function start() {
    if (!configured) {
      setError(AUTH_MESSAGES.googleNotConfigured);
      return;
    }
    live.current.attempt += 1;
    const previous = live.current.popup;
    if (previous) closeQuietly(previous);
    setError(previous ? cancelledText : null);
    setNeedsPassword(false);
    const popup = window.open(GOOGLE_POPUP_PATH, GOOGLE_POPUP_NAME, GOOGLE_POPUP_FEATURES);
    setPhase(popup, false);
    if (!popup) setError(AUTH_MESSAGES.popupBlocked);
  }

  return { start, pending: watched !== null || finishing, error, configured, needsPassword };
}

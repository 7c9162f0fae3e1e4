import { useQueryClient, type Query } from '@tanstack/react-query';
import { AUTH_MESSAGES, SUSPENSION_MESSAGES, type SignedOutNotice } from '@teachloop/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { rememberSignedOutNotice } from '../features/auth/signed-out-notice';
import { ApiError } from '../lib/api-client';
import { connectRealtime } from '../lib/realtime';
import { forgetSignedInUser, SESSION_QUERY_KEY, useSession } from '../lib/session';

/** 'This account has been disabled.', with the end of the suspension in the reader's time zone when it ends. */
function disabledText({ until }: SignedOutNotice): string {
  if (until === null) return AUTH_MESSAGES.userDisabled;
  const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(until);
  return `${AUTH_MESSAGES.userDisabled} ${SUSPENSION_MESSAGES.endsOn(date)}`;
}

/**
 * One live-update stream per tab while someone is signed in: opened at sign-in, closed at sign-out or when
 * another user signs in (the effect re-runs per user id). Browsers without EventSource (and jsdom) do without.
 *
 * A suspension signs the tab out at once: the stream's last message says so, the user and their data are
 * forgotten and the login page says why. Any other read answered 401 (the session ended where no stream said
 * so) asks the session again, so the login guard takes over instead of pages failing one by one.
 */
export function RealtimeConnection() {
  const { user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  // The latest navigate, without reopening the stream each time it changes.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  const userId = user?.id;
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    return connectRealtime(client, undefined, undefined, (notice) => {
      rememberSignedOutNotice(disabledText(notice));
      void forgetSignedInUser(client).then(() => navigateRef.current('/login', { replace: true }));
    });
  }, [client, userId]);
  useEffect(() => {
    if (!userId) return;
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const error: unknown = event.action.error;
      if (!(error instanceof ApiError) || error.status !== 401) return;
      const { queryKey } = event.query as Query;
      if (queryKey[0] === SESSION_QUERY_KEY[0]) return;
      void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    });
  }, [client, userId]);
  return null;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../lib/session';
import { connectRealtime } from '../lib/realtime';

/**
 * One live-update stream per tab while someone is signed in: opened at sign-in, closed at sign-out or when
 * another user signs in (the effect re-runs per user id). Browsers without EventSource (and jsdom) do without.
 */
export function RealtimeConnection() {
  const { user } = useSession();
  const client = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId || typeof EventSource === 'undefined') return;
    return connectRealtime(client);
  }, [client, userId]);
  return null;
}

import { useCallback } from 'react';
import { unsubscribeDevice } from '../../features/notifications/push/push-device';
import { useSignOut } from '../../lib/session';

/**
 * The menus' 'Sign out': signs this device out, and ends its push subscription at the push service so the
 * browser stops receiving the account's pushes. Best effort and not waited for (the push service may be slow or
 * unreachable): the server removes the subscription with the session in any case.
 */
export function useSignOutDevice(): () => Promise<void> {
  const signOut = useSignOut();
  return useCallback(async () => {
    void unsubscribeDevice().catch(() => null);
    await signOut();
  }, [signOut]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { forgetSignedInUser } from '../../lib/session';

/**
 * What the account page hands the home page in history state after a deletion. The home page confirms it and
 * forgets the user, who has no session left on the server. Kept apart from the account API, so the landing
 * page loads none of that.
 */
export interface AccountDeletedState {
  accountDeleted: true;
}

export const ACCOUNT_DELETED_TEXT = 'Your account has been deleted.';

function isAccountDeletedState(state: unknown): state is AccountDeletedState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<AccountDeletedState>).accountDeleted === true
  );
}

/** True on the page a deletion led to; the browser then forgets the user who was signed in. */
export function useAccountDeleted(): boolean {
  const deleted = isAccountDeletedState(useLocation().state);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (deleted) void forgetSignedInUser(queryClient);
  }, [deleted, queryClient]);
  return deleted;
}

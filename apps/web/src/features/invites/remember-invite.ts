import {
  INVITE_COOKIE,
  INVITE_COOKIE_MAX_AGE_SECONDS,
  INVITE_QUERY_PARAM,
  isInviteCode,
} from '@teachloop/shared';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** The cookie that carries an invite code to the server's sign-up (only under /api/auth, an hour long). */
function inviteCookie(code: string, protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : '';
  return `${INVITE_COOKIE}=${code}; Path=/api/auth; Max-Age=${INVITE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * On the sign-up page opened from an invite link (?invite=CODE): leaves the code where the account's creation
 * reads it, for an e-mail sign-up and for Google's redirect back alike. Anything that is not a code's shape is
 * ignored (the server would ignore it too).
 */
export function useRememberInvite(): void {
  const [params] = useSearchParams();
  const code = params.get(INVITE_QUERY_PARAM);
  useEffect(() => {
    if (isInviteCode(code)) document.cookie = inviteCookie(code, window.location.protocol);
  }, [code]);
}

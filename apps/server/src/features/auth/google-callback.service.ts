import { LINK_NEEDS_PASSWORD_ERROR } from '@teachloop/shared';
import { GOOGLE_PROVIDER_ID } from './auth.service';
import type { GoogleOutcome } from './google-linking.service';
import { pendingLinkCookie, PENDING_LINK_VALID_SECONDS } from './google-pending-link';

/**
 * A Google sign-in that Better Auth refused as `account_not_linked` because the account's address is verified
 * (google-linking.service.ts): instead of failing for good, the popup ends on `error=link_needs_password` and the browser
 * gets a signed pending link, which the account's password turns into a linked Google account.
 */
export function pendingLinkRedirect(
  response: Response,
  outcome: GoogleOutcome | undefined,
  secret: string,
  secure: boolean,
  now: number,
): { location: string; cookie: string } | undefined {
  const location = response.headers.get('location');
  if (outcome?.kind !== 'needs-password' || !location) return undefined;
  const url = new URL(location, 'http://x');
  if (url.searchParams.get('error') !== 'account_not_linked') return undefined;
  url.searchParams.set('error', LINK_NEEDS_PASSWORD_ERROR);
  url.searchParams.delete('error_description');
  const link = {
    userId: outcome.userId,
    email: outcome.identity.email,
    providerId: GOOGLE_PROVIDER_ID,
    subject: outcome.identity.subject,
    expiresAt: now + PENDING_LINK_VALID_SECONDS * 1000,
  };
  const rewritten = location.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
  return { location: rewritten, cookie: pendingLinkCookie(link, secret, secure) };
}

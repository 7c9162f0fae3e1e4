import { createHmac } from 'node:crypto';
import { signedCookieReader } from './signed-cookie';

/** The HttpOnly cookie that carries a Google sign-in waiting for its account's password. */
const PENDING_LINK_COOKIE = 'teachloop.pending_google_link';
/** How long the user has to enter the password after Google answered. */
export const PENDING_LINK_VALID_SECONDS = 10 * 60;
/** Marks the value as a pending link, so no other value signed with the same secret is taken for one. */
const PURPOSE = 'google-link:';

export interface PendingLink {
  userId: string;
  email: string;
  providerId: string;
  subject: string;
  /** Epoch milliseconds after which the link is void. */
  expiresAt: number;
}

/** The Set-Cookie line that hands the browser a pending link, signed as the reader checks it. */
export function pendingLinkCookie(link: PendingLink, secret: string, secure: boolean): string {
  const value = PURPOSE + Buffer.from(JSON.stringify(link)).toString('base64url');
  const signature = createHmac('sha256', secret).update(value).digest('base64');
  return cookieLine(encodeURIComponent(`${value}.${signature}`), PENDING_LINK_VALID_SECONDS, secure);
}

/** The Set-Cookie line that ends a pending link (used, or replaced by a sign-in). */
export function clearedPendingLinkCookie(secure: boolean): string {
  return cookieLine('', 0, secure);
}

function cookieLine(value: string, maxAge: number, secure: boolean): string {
  return `${PENDING_LINK_COOKIE}=${value}; Path=/api; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Reads a pending link from a Cookie header: null when absent, forged, garbled or expired. */
export function pendingLinkReader(secret: string) {
  const read = signedCookieReader(PENDING_LINK_COOKIE, secret);
  return (cookieHeader: string | undefined, now: number): PendingLink | null => {
    const value = read(cookieHeader);
    if (!value?.startsWith(PURPOSE)) return null;
    try {
      const link = JSON.parse(
        Buffer.from(value.slice(PURPOSE.length), 'base64url').toString(),
      ) as PendingLink;
      const valid =
        typeof link.userId === 'string' &&
        typeof link.email === 'string' &&
        typeof link.providerId === 'string' &&
        typeof link.subject === 'string' &&
        typeof link.expiresAt === 'number';
      return valid && link.expiresAt > now ? link : null;
    } catch {
      return null;
    }
  };
}

/**
 * Personal invite links: each user has one unguessable, stable code; a friend who signs up from
 * `/signup?invite=CODE` is recorded as invited by them (in the sign-up's transaction) and the inviter is told.
 */

/** 16 random bytes, base64url: 22 characters. Anything else is no code and is ignored, never an error. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The sign-up page's query parameter that carries the code. */
export const INVITE_QUERY_PARAM = 'invite';

/**
 * The cookie the sign-up page leaves the code in (path /api/auth, an hour long), read by the server when the
 * account is created: it reaches both the e-mail sign-up and Google's redirect back, which carries nothing of ours.
 */
export const INVITE_COOKIE = 'tl_invite';
export const INVITE_COOKIE_MAX_AGE_SECONDS = 60 * 60;

/** The newest accepted invites GET /api/invites lists; `more` says there are older ones beyond them. */
export const INVITE_LIMITS = { accepted: 50 } as const;

/** Whether a value has the shape of an invite code (says nothing about whether it exists). */
export function isInviteCode(value: unknown): value is string {
  return typeof value === 'string' && INVITE_CODE_PATTERN.test(value);
}

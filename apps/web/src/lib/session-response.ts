import type { SessionUser } from '@teachloop/shared';

function isNullableString(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    isNullableString(user.displayName) &&
    isNullableString(user.photoURL)
  );
}

/**
 * The user in a GET /api/session answer, checked field by field as the shared `sessionResponseSchema`
 * describes it. Written out rather than parsed with zod because every page asks for the session at start-up,
 * and zod would then be part of every page's first load (session-response.test.ts keeps the two in step).
 * Undefined when the answer is not a session answer at all.
 */
export function sessionUserFrom(payload: unknown): SessionUser | null | undefined {
  if (typeof payload !== 'object' || payload === null || !('user' in payload)) return undefined;
  const { user } = payload;
  if (user === null) return null;
  return isSessionUser(user) ? user : undefined;
}

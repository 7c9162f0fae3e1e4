import type { NamedUser } from '../../features/auth/user-display';

/** Spec: the first name from the display name, else the e-mail part before the at-sign, else 'Friend'. */
export function firstNameOf(user: NamedUser | null | undefined): string {
  const first = user?.displayName?.trim().split(/\s+/)[0];
  if (first) return first;
  const emailName = user?.email?.split('@')[0]?.trim();
  return emailName || 'Friend';
}

export function greetingFor(user: NamedUser | null | undefined): string {
  return `Hey ${firstNameOf(user)}, let’s keep your momentum going`;
}

/**
 * The greeting while the session is still being checked (and in the prerendered page): the same sentence, a
 * stand-in of a name's length, so the heading paints at once and keeps its lines when the name arrives.
 */
export const PENDING_GREETING = 'Hey there, let’s keep your momentum going';

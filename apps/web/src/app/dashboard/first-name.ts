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

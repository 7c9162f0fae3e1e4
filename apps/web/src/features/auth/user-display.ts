/** The parts of a user that naming needs; loose so it fits the session user and later profile shapes. */
export interface NamedUser {
  displayName?: string | null;
  email?: string | null;
}

/** Spec: the display name, else the part of the e-mail before the @, else 'User'. */
export function displayNameOf(user: NamedUser | null | undefined): string {
  const name = user?.displayName?.trim();
  if (name) return name;
  const emailName = user?.email?.split('@')[0]?.trim();
  if (emailName) return emailName;
  return 'User';
}

/** Spec: the first letter of the display name or e-mail, in upper case, else 'U'. */
export function initialOf(user: NamedUser | null | undefined): string {
  const source = user?.displayName?.trim() || user?.email?.trim() || '';
  // Array.from splits by code point, so a name starting with an emoji or astral letter is not cut in half.
  const first = Array.from(source)[0];
  return first ? first.toUpperCase() : 'U';
}

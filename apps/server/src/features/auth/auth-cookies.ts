/**
 * Turns Better Auth's session cookie into a browser-session cookie (no Max-Age, no Expires), so a new browser
 * session starts signed out, as the spec intends. The server still expires idle sessions on its own.
 * Deletions (Max-Age=0) pass unchanged.
 */
export function toBrowserSessionCookie(setCookie: string): string {
  const [nameValue = ''] = setCookie.split(';');
  if (!nameValue.includes('.session_token=')) return setCookie;
  if (/;\s*max-age=0\b/i.test(setCookie)) return setCookie;
  return setCookie
    .split(';')
    .filter((part) => !/^\s*(max-age|expires)=/i.test(part))
    .join(';');
}

/** The token of the session Better Auth opened in its answer (sign-in, password change), if it opened one. */
export async function openedSessionToken(response: Response): Promise<string | null> {
  const body = (await response.clone().json()) as { token?: string | null };
  return body.token ?? null;
}

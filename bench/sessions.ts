import { generatedEmail, GENERATED_PASSWORD } from '../apps/server/src/generate/generate';

/** Signs generated user `index` in over HTTP, as the browser does, and returns the `name=value` session cookie. */
export async function signIn(base: string, index: number): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    // Same-origin, as the browser's own request is (the server refuses state changes from other sites).
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: generatedEmail(index), password: GENERATED_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token='));
  if (!response.ok || !cookie)
    throw new Error(`sign-in of user ${index}: HTTP ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}

/** Signs several users in, a few at a time (each sign-in is an argon2id verification, ~90 ms of a core). */
export async function signInMany(base: string, indexes: readonly number[]): Promise<string[]> {
  const cookies: string[] = new Array<string>(indexes.length);
  let next = 0;
  const worker = async () => {
    while (next < indexes.length) {
      const at = next++;
      cookies[at] = await signIn(base, indexes[at]!);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return cookies;
}

/**
 * Makes a brand-new account through sign-up, as a visitor does (unverified, nothing done), and returns its
 * `name=value` session cookie: the one sign-up sets, or, when sign-up signs nobody in, a sign-in's.
 */
export async function signUpNew(base: string, email: string, password = GENERATED_PASSWORD): Promise<string> {
  const post = (path: string, body: object) =>
    fetch(`${base}/api/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
  const sessionCookie = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((line) => line.includes('session_token='))
      ?.split(';')[0];
  const signedUp = await post('sign-up/email', { name: 'New Student', email, password });
  if (!signedUp.ok) throw new Error(`sign-up of ${email}: HTTP ${signedUp.status} ${await signedUp.text()}`);
  const cookie = sessionCookie(signedUp);
  if (cookie) return cookie;
  const signedIn = await post('sign-in/email', { email, password });
  const signInCookie = sessionCookie(signedIn);
  if (!signedIn.ok || !signInCookie)
    throw new Error(`sign-in of ${email}: HTTP ${signedIn.status} ${await signedIn.text()}`);
  return signInCookie;
}

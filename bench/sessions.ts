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

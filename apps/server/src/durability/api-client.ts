/** A signed-up account on a server process: its session cookie survives restarts (sessions are rows). */
export interface Account {
  id: string;
  cookie: string;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** A JSON request as the web app sends it (same-origin, so the CSRF check lets state changes through). */
export async function send(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  cookie: string,
  body?: object,
): Promise<ApiAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      cookie,
      origin: baseUrl,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

export async function signUpAccount(baseUrl: string, email: string, password: string): Promise<Account> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: email.split('@')[0], email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-up ${email}: ${response.status} ${await response.text()}`);
  // Sign-up signs nobody in (it answers alike for a registered address): sign in with the new password.
  const signedIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (signedIn.status !== 200)
    throw new Error(`sign-in ${email}: ${signedIn.status} ${await signedIn.text()}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .find((line) => line.includes('session_token='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-up ${email}: no session cookie`);
  const session = await send(baseUrl, 'GET', '/api/session', cookie);
  const user = (session.body as { user: { id: string } | null }).user;
  if (!user) throw new Error(`sign-up ${email}: not signed in`);
  return { id: user.id, cookie };
}

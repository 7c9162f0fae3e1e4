import { expect, it, onTestFinished } from 'vitest';
import { isChange, openStream } from './test/sse-test-client';
import { startServerProcess, type ServerProcess } from './test/server-process';
import { createTestDatabase } from './test/test-database';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const PASSWORD = 'correct horse battery';

async function signUp(server: ServerProcess, name: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.com`, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  // Sign-up signs nobody in: sign in with the new password.
  const signedIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: `${name.toLowerCase()}@example.com`, password: PASSWORD }),
  });
  expect(signedIn.status).toBe(200);
  return signedIn.headers
    .getSetCookie()
    .find((line) => line.includes('session_token='))!
    .split(';')[0]!;
}

const post = (server: ServerProcess, path: string, cookie: string, body: object) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify(body),
  });

const sessionOn = async (server: ServerProcess, cookie: string) =>
  ((await (await fetch(`${server.url}/api/session`, { headers: { cookie } })).json()) as { user: unknown })
    .user;

it.runIf(onPostgres)(
  'two server processes on one PostgreSQL: a live update caused on one reaches a user on the other, and sign-out on one ends the session on both',
  async () => {
    const database = await createTestDatabase();
    if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
    // Several processes share the database and the secret that signs session cookies; nothing else.
    const env = { DATABASE_URL: database.url, AUTH_SECRET: 'a-secret-shared-by-every-process-of-one-site' };
    const first = await startServerProcess(env);
    const second = await startServerProcess(env);
    onTestFinished(() => Promise.all([first.stop(), second.stop()]).then(() => undefined));

    const ada = await signUp(first, 'Ada');
    const bob = await signUp(first, 'Bob');
    expect(await sessionOn(second, bob)).toMatchObject({ email: 'bob@example.com' });

    const stream = await openStream(`${second.url}/api/events`, { cookie: bob });
    expect(stream.status).toBe(200);
    const created = await post(first, '/api/challenges', ada, {
      title: 'Binary search',
      topic: 'Algorithms',
      level: 'Beginner',
      dueDays: 3,
      description: 'Why does the loop end?',
    });
    expect(created.status).toBe(201);
    // Bob is Ada's only peer, so the teach-back is his: his tab on the other process hears of it.
    await stream.next(isChange('teachbacks'), 1000);
    stream.close();

    expect((await post(first, '/api/auth/sign-out', bob, {})).status).toBe(200);
    expect(await sessionOn(second, bob)).toBeNull();
    expect(await sessionOn(second, ada)).toMatchObject({ email: 'ada@example.com' });
  },
  60_000,
);

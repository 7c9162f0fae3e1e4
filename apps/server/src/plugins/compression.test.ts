import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { buildTestApp, TEST_ORIGIN } from '../test/build-test-app';
import { buildChallenge, buildUser, call, validChallenge } from '../test/factories';

const { app } = await buildTestApp();
const owner = await buildUser(app);
for (let i = 0; i < 8; i++) await buildChallenge(app, owner, { title: `Challenge number ${i}` });

const listChallenges = (acceptEncoding?: string) =>
  call(
    app,
    'GET',
    '/api/challenges',
    owner,
    undefined,
    acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  );

it('compresses a large JSON answer with brotli when the client accepts it, the same JSON once inflated', async () => {
  const plain = await listChallenges();
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(1024);

  const br = await listChallenges('gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
  expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
});

it('falls back to gzip for a client without brotli', async () => {
  const gzip = await listChallenges('gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual((await listChallenges()).json());
});

it('leaves small answers as they are', async () => {
  const small = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(small.json()).toEqual(expect.any(Object));
});

it('refuses a compressed request body instead of inflating it, and creates nothing', async () => {
  const before = (await listChallenges()).json<{ challenges: unknown[] }>().challenges.length;
  expect(before).toBe(8);
  const response = await app.inject({
    method: 'POST',
    url: '/api/challenges',
    headers: {
      origin: TEST_ORIGIN,
      cookie: owner.cookie,
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    },
    payload: gzipSync(JSON.stringify(validChallenge)),
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: expect.objectContaining({ code: 'invalid_argument' }) });
  expect((await listChallenges()).json<{ challenges: unknown[] }>().challenges.length).toBe(before);
});

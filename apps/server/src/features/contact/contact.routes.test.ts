import { CONTACT_MESSAGES } from '@teachloop/shared';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildPeerApp } from '../../test/peer-app';

const { app, db } = await buildTestApp({ CONTACT_RATE_LIMIT: '1000' });
const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'I would love a study circle on proofs.',
};

async function storedMessages() {
  return db.selectFrom('contact_messages').selectAll().execute();
}

function post(payload: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return app.inject({ method: 'POST', url: '/api/contact', headers, body });
}

beforeEach(async () => {
  await db.deleteFrom('contact_messages').execute();
});

describe('POST /api/contact', () => {
  it('stores a valid message, trimmed, with the server time', async () => {
    const before = Date.now();
    const response = await post({ ...valid, name: '  Ada Lovelace  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const rows = await storedMessages();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada Lovelace', email: valid.email, message: valid.message });
    expect(rows[0]!.created_at).toBeGreaterThanOrEqual(before);
    expect(rows[0]!.created_at).toBeLessThanOrEqual(Date.now());
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const response = await post({ ...valid, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await storedMessages()).toHaveLength(0);
  });

  it.each([
    ['an empty name', { ...valid, name: '   ' }, CONTACT_MESSAGES.nameRequired],
    ['a missing name', { email: valid.email, message: valid.message }, undefined],
    ['an empty email', { ...valid, email: '' }, CONTACT_MESSAGES.emailRequired],
    ['a malformed email', { ...valid, email: 'ada-at-example' }, CONTACT_MESSAGES.emailInvalid],
    ['an empty message', { ...valid, message: '' }, CONTACT_MESSAGES.messageRequired],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, CONTACT_MESSAGES.nameTooLong],
    [
      'an email over 200 characters',
      { ...valid, email: `${'e'.repeat(196)}@x.io` },
      CONTACT_MESSAGES.emailTooLong,
    ],
    [
      'a message over 5000 characters',
      { ...valid, message: 'm'.repeat(5001) },
      CONTACT_MESSAGES.messageTooLong,
    ],
    ['a number for a name', { ...valid, name: 42 }, undefined],
  ])('rejects %s with 400 and stores nothing', async (_label, payload, message) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_argument');
    if (message) expect(response.json().error.message).toBe(message);
    expect(await storedMessages()).toHaveLength(0);
  });

  it('accepts every field at exactly its maximum length', async () => {
    const response = await post({
      name: 'n'.repeat(100),
      email: `${'e'.repeat(195)}@x.io`,
      message: 'm'.repeat(5000),
    });
    expect(response.statusCode).toBe(201);
    expect(await storedMessages()).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', '{"name": "Ada",', { 'content-type': 'application/json' }, 400],
    ['an empty JSON body', '', { 'content-type': 'application/json' }, 400],
    ['a JSON array', '[]', { 'content-type': 'application/json' }, 400],
    ['JSON null', 'null', { 'content-type': 'application/json' }, 400],
    ['plain text', 'hello', { 'content-type': 'text/plain' }, 415],
    ['a form post', 'name=Ada', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['no content type', 'hello', {}, 415],
  ])('answers %s with a 4xx error body, never a 500', async (_label, body, headers, status) => {
    const response = await post(body, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json().error.message).toEqual(expect.any(String));
    expect(await storedMessages()).toHaveLength(0);
  });

  it('refuses a body larger than the limit with 413', async () => {
    const response = await post({ ...valid, message: 'm'.repeat(100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });
});

describe('POST /api/contact rate limit', async () => {
  const limited = await buildTestApp({ CONTACT_RATE_LIMIT: '3' });

  it('answers 429 with a clear message once a client address sends too many, and stores no more', async () => {
    const send = (remoteAddress: string) =>
      limited.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await send('203.0.113.7')).statusCode).toBe(201);
    const refused = await send('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'resource_exhausted', message: CONTACT_MESSAGES.rateLimited },
    });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await limited.db.selectFrom('contact_messages').selectAll().execute()).toHaveLength(3);
    // Another address is not affected.
    expect((await send('198.51.100.4')).statusCode).toBe(201);
  });

  it('keeps counting across a restart and across processes: the counters are in the database', async () => {
    const restarted = await buildPeerApp(limited.config);
    onTestFinished(() => restarted.close());
    const refused = await restarted.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      remoteAddress: '203.0.113.7',
    });
    expect(refused.statusCode).toBe(429);
  });

  it('counts nothing for a message refused for its shape', async () => {
    const send = (payload: object) =>
      limited.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: '192.0.2.50' });
    for (let i = 0; i < 5; i++)
      expect((await send({ ...valid, email: 'not an address' })).statusCode).toBe(400);
    expect((await send(valid)).statusCode).toBe(201);
  });
});

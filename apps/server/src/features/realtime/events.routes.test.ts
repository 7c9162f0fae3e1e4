import type { AddressInfo } from 'node:net';
import { LEARNING_MESSAGES } from '@teachloop/shared';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildAppWith, buildChallenge, buildUser, call, type TestUser } from '../../test/factories';
import { completeTeachback } from '../../test/learning-loop';
import { createInProcessEventBus } from './event-bus';
import { isChange, openStream, type TestStream } from '../../test/sse-test-client';

// The bus dates what it hears by this clock, which moves only when a test moves it (no test waits for time).
let clockMs = Date.now();
/** Moves the clock on and returns the new time. */
const advanceClock = (ms: number) => (clockMs += ms);
const bus = createInProcessEventBus({ now: () => clockMs });
const { app } = await buildAppWith({ events: bus });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const ada = await buildUser(app, { name: 'Ada' });
const bob = await buildUser(app, { name: 'Bob' });

const streams: TestStream[] = [];
async function connect(user: TestUser, headers: Record<string, string> = {}, query = '') {
  const stream = await openStream(`${base}/api/events${query}`, { cookie: user.cookie, ...headers });
  streams.push(stream);
  return stream;
}
const data = (frame: { data?: string }) => JSON.parse(frame.data ?? 'null');

/** Polls: the server learns that a stream closed from its socket, with no event a test could await. */
async function eventually(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
}

// Node's fetch keeps spare connections open that never sent a request; the server would wait for them to
// time out (about 4 s) before it closes. This runs before the app closes (after-hooks run in reverse).
afterAll(() => app.server.closeAllConnections());

afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  expect(await eventually(() => bus.subscriberCount() === 0)).toBe(true);
});

describe('GET /api/events', () => {
  it('refuses a request without a session with 401 in the one error shape', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'unauthenticated', message: LEARNING_MESSAGES.signInRequired },
    });
  });

  it('opens an event stream that proxies must not buffer, with a retry hint', async () => {
    const stream = await connect(bob);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    expect((await stream.next((frame) => frame.retry !== undefined)).retry).toBe('2000');
  });

  it('tells a user at once when a peer’s new challenge assigns them a teach-back, and nobody else', async () => {
    const bobStream = await connect(bob);
    const adaStream = await connect(ada);
    const creating = buildChallenge(app, ada);

    // Ordering, not timing (bench/ measures latency): the event is published after the commit, so the moment
    // Bob hears of the teach-back it is there to read, even before Ada's request has answered.
    const assigned = await bobStream.next(isChange('teachbacks'));
    const [assignedId] = data(assigned).ids;
    expect((await call(app, 'GET', `/api/teachbacks/${assignedId}`, bob)).statusCode).toBe(200);
    const { challenge, teachback } = await creating;
    expect(data(assigned)).toEqual({ type: 'teachbacks', ids: [teachback!.id] });
    expect(Number(assigned.id)).toBeGreaterThan(0);
    expect(data(await bobStream.next(isChange('activity')))).toEqual({
      type: 'activity',
      ids: [expect.any(String)],
    });
    expect(data(await bobStream.next(isChange('notifications')))).toEqual({
      type: 'notifications',
      ids: [expect.any(String)],
    });
    expect(data(await adaStream.next(isChange('challenges')))).toEqual({
      type: 'challenges',
      ids: [challenge.id],
    });
    await adaStream.next(isChange('activity'));
    // Only ids, and only for the people concerned.
    expect(bobStream.pending().filter((frame) => frame.event === 'change')).toEqual([]);
    expect(adaStream.pending().filter((frame) => frame.event === 'change')).toEqual([]);
  });

  it('tells the requester when the assignee accepts and completes the teach-back', async () => {
    const { challenge, teachback } = await buildChallenge(app, ada);
    const adaStream = await connect(ada);
    await call(app, 'POST', `/api/teachbacks/${teachback!.id}/start`, bob);
    expect(data(await adaStream.next(isChange('challenges')))).toEqual({
      type: 'challenges',
      ids: [challenge.id],
    });
    expect((await completeTeachback(app, bob, teachback!.id)).statusCode).toBe(200);
    const feedback = data(await adaStream.next(isChange('feedback')));
    const [request] = (await call(app, 'GET', '/api/feedback?limit=1', ada)).json().feedback;
    expect(feedback).toEqual({ type: 'feedback', ids: [request.id] });
  });

  it('replays what a reconnecting client missed after its Last-Event-ID, header or query', async () => {
    const first = await connect(bob);
    await buildChallenge(app, ada);
    const seen = await first.next(isChange('activity'));
    first.close();
    expect(await eventually(() => bus.subscriberCount() === 0)).toBe(true);

    const { teachback } = await buildChallenge(app, ada); // while Bob is away
    for (const [headers, query] of [
      [{ 'last-event-id': seen.id! }, ''],
      [{}, `?lastEventId=${seen.id}`],
    ] as const) {
      const again = await connect(bob, headers, query);
      const missed = await again.next(isChange('teachbacks'));
      expect(data(missed)).toEqual({ type: 'teachbacks', ids: [teachback!.id] });
      expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
      again.close();
    }
  });

  it('gives a fresh client a cursor, so a drop before its first event loses nothing', async () => {
    const first = await connect(bob);
    const cursor = await first.next((frame) => frame.id !== undefined && frame.event === undefined);
    first.close();
    const { teachback } = await buildChallenge(app, ada);
    const again = await connect(bob, { 'last-event-id': cursor.id! });
    expect(data(await again.next(isChange('teachbacks')))).toEqual({
      type: 'teachbacks',
      ids: [teachback!.id],
    });
  });

  it('asks for a resync when it no longer holds what the client missed', async () => {
    for (const lastEventId of ['1', 'not-a-number']) {
      const stream = await connect(bob, { 'last-event-id': lastEventId });
      const resync = await stream.next((frame) => frame.event === 'resync');
      expect(Number(resync.id)).toBe(bus.lastId());
    }
  });

  it('catches a first stream up from when its page began reading, then gives it a cursor', async () => {
    // A page that began reading within a second (the allowance for clocks) of the bus starting gets a resync.
    const pageBeganReading = advanceClock(1_100);
    const { teachback } = await buildChallenge(app, ada); // after Bob's page read, before his stream opened
    const stream = await connect(bob, {}, `?since=${pageBeganReading}`);
    const cursor = await stream.next((frame) => frame.id !== undefined && frame.event === undefined);
    expect(Number(cursor.id)).toBe(bus.lastId());
    // Changes heard up to a second before that time come too (the allowance for servers' clocks).
    const caughtUp = stream.pending().filter((frame) => frame.event !== undefined);
    expect(caughtUp.every((frame) => frame.event === 'change')).toBe(true);
    expect(caughtUp.map(data)).toContainEqual({ type: 'teachbacks', ids: [teachback!.id] });
  });

  it('sends nothing to catch up for changes older than the page’s reads', async () => {
    await buildChallenge(app, ada);
    const pageBeganReading = advanceClock(1_100); // past the allowance for servers' clocks
    const stream = await connect(bob, {}, `?since=${pageBeganReading}`);
    await stream.next((frame) => frame.id !== undefined && frame.event === undefined);
    expect(stream.pending().filter((frame) => frame.event !== undefined)).toEqual([]);
  });

  it('asks a first stream to resync when its page began reading before this server could hear', async () => {
    const stream = await connect(bob, {}, '?since=1000');
    const resync = await stream.next((frame) => frame.event === 'resync');
    expect(Number(resync.id)).toBe(bus.lastId());
  });

  it('refuses a since that is not a time, with 400', async () => {
    for (const since of ['soon', '-5', '1.5']) {
      const response = await fetch(`${base}/api/events?since=${since}`, { headers: { cookie: bob.cookie } });
      expect(response.status, since).toBe(400);
      await response.body?.cancel();
    }
  });
});

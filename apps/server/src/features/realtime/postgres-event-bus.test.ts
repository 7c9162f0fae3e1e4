import type { RealtimeEvent } from '@teachloop/shared';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDb } from '../../db/create-db';
import { createTestDatabase } from '../../test/test-database';
import type { BusMessage, EventBus } from './event-bus';
import { createPostgresEventBus } from './postgres-event-bus.service';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const event = (id: string): RealtimeEvent => ({ type: 'challenges', ids: [id] });

describe.runIf(onPostgres)('the PostgreSQL event bus (several processes on one database)', async () => {
  const database = await createTestDatabase();
  const url = database.kind === 'postgres' ? database.url : '';
  const db = createDb(database);
  const log = { error: vi.fn(), warn: vi.fn() };
  const open: EventBus[] = [];
  const bus = async () => {
    const created = await createPostgresEventBus({ db, url, log });
    open.push(created);
    return created;
  };
  afterAll(async () => {
    for (const created of open) await created.close();
    await db.destroy();
  });

  /** Resolves with the first `count` messages the subscriber hears. */
  function heard(target: EventBus, userId: string, count = 1): Promise<BusMessage[]> {
    const messages: BusMessage[] = [];
    return new Promise((resolve) => {
      const stop = target.subscribe(userId, (message) => {
        messages.push(message);
        if (messages.length === count) {
          stop();
          resolve(messages);
        }
      });
    });
  }

  it('delivers an event published by one process to the subscribers of another, with the same id', async () => {
    const [first, second] = [await bus(), await bus()];
    const onFirst = heard(first, 'ada');
    const onSecond = heard(second, 'ada');
    const notForBob = vi.fn();
    second.subscribe('bob', notForBob);
    await first.publish(['ada'], event('c1'));
    const [[a], [b]] = await Promise.all([onFirst, onSecond]);
    expect(a).toEqual({ id: expect.any(Number), event: event('c1') });
    expect(b).toEqual(a);
    expect(second.lastId()).toBe(a!.id);
    expect(notForBob).not.toHaveBeenCalled();
  });

  it('numbers events from one sequence, so a client can reconnect to any process and replay what it missed', async () => {
    const [first, second] = [await bus(), await bus()];
    const both = heard(second, 'cyd', 2);
    await first.publish(['cyd'], event('c2'));
    await second.publish(['cyd'], event('c3'));
    const [one, two] = await both;
    expect(two!.id).toBeGreaterThan(one!.id);
    await vi.waitFor(() => expect(first.lastId()).toBe(two!.id));
    expect(first.replay('cyd', one!.id)).toEqual([two]);
    expect(first.replay('cyd', two!.id + 5)).toBeNull();
  });

  it('reaches every recipient of an event with more users than one NOTIFY carries', async () => {
    const target = await bus();
    const users = Array.from({ length: 250 }, (_, i) => `user-${i}`);
    const deliveries = users.map((user) => heard(target, user));
    await target.publish(users, event('c4'));
    expect((await Promise.all(deliveries)).flat()).toHaveLength(250);
  });

  it('sends the events published together in one statement, each numbered, in the order published', async () => {
    let statements = 0;
    const counted = db.withPlugin({
      transformQuery: ({ node }) => {
        statements++;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const target = await createPostgresEventBus({ db: counted, url, log });
    open.push(target);
    const five = heard(target, 'fay', 5);
    statements = 0;
    await Promise.all(['d1', 'd2', 'd3', 'd4', 'd5'].map((id) => target.publish(['fay'], event(id))));
    const messages = await five;
    expect(statements).toBe(1);
    expect(messages.map((message) => message.event)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5'].map(event));
    const ids = messages.map((message) => message.id);
    expect(ids).toEqual([ids[0], ids[0]! + 1, ids[0]! + 2, ids[0]! + 3, ids[0]! + 4]);
  });

  it('reconnects when its listening connection drops, tells live streams to resync, and delivers again', async () => {
    const target = await bus();
    const resynced = new Promise<number>((resolve) => target.subscribe('dee', () => {}, resolve));
    const before = target.lastId();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`.execute(db);
    expect(await resynced).toBeGreaterThanOrEqual(before);
    // Up to the reconnect, what was not heard is unknown: older cursors resync; the newest id misses nothing.
    expect(before).toBeGreaterThan(0);
    expect(target.replay('dee', before - 1)).toBeNull();
    expect(target.replay('dee', before)).toEqual([]);
    const again = heard(target, 'dee');
    await target.publish(['dee'], event('c5'));
    expect((await again)[0]!.event).toEqual(event('c5'));
  });

  it.each([
    ['not one of ours', '{"id": "drop table", "u": ["eve"]}'],
    ['naming no realtime type', '{"id": 7, "u": ["eve"], "e": {"type": "users", "ids": []}}'],
    ['with ids that are not text', '{"id": 7, "u": ["eve"], "e": {"type": "profile", "ids": [1]}}'],
  ])('ignores a payload on its channel %s', async (_case, payload) => {
    const target = await bus();
    const listener = vi.fn();
    target.subscribe('eve', listener);
    await sql`select pg_notify('teachloop_events', ${payload})`.execute(db);
    // This payload's own warning: an earlier test's may still be arriving on its bus.
    await vi.waitFor(() =>
      expect(log.warn).toHaveBeenCalledWith({ payload }, expect.stringMatching(/unreadable payload/)),
    );
    expect(listener).not.toHaveBeenCalled();
  });
});

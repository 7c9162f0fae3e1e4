import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** The NOTIFY channel every server process on one database listens on. */
const EVENTS_CHANNEL = 'teachloop_events';
const ID_SEQUENCE = 'teachloop_event_id';

/** The shared id sequence; several processes may start at once, so losing the race to create it is fine. */
export async function ensureEventIdSequence(db: Db): Promise<void> {
  try {
    await sql`create sequence if not exists ${sql.id(ID_SEQUENCE)}`.execute(db);
  } catch (error) {
    const code = (error as { code?: string }).code;
    // 23505 / 42P07: another process created it between our check and our insert.
    if (code !== '23505' && code !== '42P07') throw error;
  }
}

/** Subscribes a dedicated connection (not the pool's: a LISTEN lives as long as its connection) to the channel. */
export async function listenForEvents(client: { query(text: string): Promise<unknown> }): Promise<void> {
  await client.query(`listen ${EVENTS_CHANNEL}`);
}

/** The newest id handed out so far, by any process (0 before the first). */
export async function lastEventId(db: Db): Promise<number> {
  const { rows } = await sql<{ last: number }>`
    select case when is_called then last_value else 0 end as last from ${sql.id(ID_SEQUENCE)}`.execute(db);
  return rows[0]?.last ?? 0;
}

/** One NOTIFY's content: the recipients' ids and the event. */
export interface Notification {
  userIds: readonly string[];
  event: unknown;
}

/**
 * Numbers each notification from the shared sequence, in order, and NOTIFYs every listening process, all in
 * one statement. Each payload is ids only ({ id, u: user ids, e: event }); the caller keeps it under NOTIFY's
 * 8000-byte limit.
 */
export async function notifyEvents(db: Db, notifications: readonly Notification[]): Promise<void> {
  const items = JSON.stringify(notifications.map(({ userIds, event }) => ({ u: userIds, e: event })));
  await sql`select pg_notify(${EVENTS_CHANNEL}, json_build_object(
      'id', nextval(${ID_SEQUENCE}), 'u', item -> 'u', 'e', item -> 'e'
    )::text)
    from json_array_elements(${items}::json) as item`.execute(db);
}

import { sql, type ControlledTransaction } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { buildAppWith, buildChallenge, buildUser } from '../../test/factories';
import { completeTeachback } from '../../test/learning-loop';
import { planOf } from '../../test/query-plan';
import { leastLoadedQuery, takeAssignment } from './assignment.repo';

/*
 * Peer assignment in bounded work: each profile's open load is kept with every assignment and
 * completion, the least-loaded pool is read from the (open_teachbacks, id) index, and two creations at once
 * never both take the same peer while another is as free.
 */
const { app, db, config } = await buildAppWith({ random: () => 0 });

async function loads(): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('profiles')
    .select((eb) => [
      'id',
      'open_teachbacks',
      eb
        .selectFrom('teachbacks')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('teachbacks.assignee_id', '=', 'profiles.id')
        .where('teachbacks.status', '!=', 'completed')
        .as('counted'),
    ])
    .execute();
  for (const row of rows) expect(Number(row.open_teachbacks), row.id).toBe(Number(row.counted));
  return Object.fromEntries(rows.map((row) => [row.id, Number(row.open_teachbacks)]));
}

describe('the open load of each profile', () => {
  it('rises with each assignment and falls with each completion, always equal to a fresh count', async () => {
    const owner = await buildUser(app);
    const peers = [await buildUser(app), await buildUser(app)];
    const created: { id: string; assigneeId: string }[] = [];
    for (let i = 0; i < 4; i += 1) created.push((await buildChallenge(app, owner)).teachback!);
    expect(Object.values(await loads()).reduce((sum, load) => sum + load, 0)).toBe(4);
    // The least loaded takes each: two each, never the owner.
    expect((await loads())[owner.id]).toBe(0);
    expect(peers.map((peer) => created.filter((t) => t.assigneeId === peer.id).length)).toEqual([2, 2]);

    const [first] = created;
    const doer = peers.find((peer) => peer.id === first!.assigneeId)!;
    expect((await completeTeachback(app, doer, first!.id)).statusCode).toBe(200);
    expect((await loads())[doer.id]).toBe(1);
  });
});

describe('choosing under concurrent creations', () => {
  it('two creations at once take two equally free peers, not the same one twice', async () => {
    for (let round = 0; round < 3; round += 1) {
      // Everyone already here gets busy, so the two new peers are the only free ones.
      await db.updateTable('profiles').set({ open_teachbacks: 100 }).execute();
      const owner = await buildUser(app);
      const free = [await buildUser(app), await buildUser(app)];
      await db.updateTable('profiles').set({ open_teachbacks: 100 }).where('id', '=', owner.id).execute();
      // The draw always picks the first of the tied: without the compare-and-set both would take free[0].
      const [a, b] = await Promise.all([buildChallenge(app, owner), buildChallenge(app, owner)]);
      expect([a.teachback!.assigneeId, b.teachback!.assigneeId].sort()).toEqual(free.map((u) => u.id).sort());
    }
  });
});

describe('many creations at once by one creator', () => {
  it('all succeed, each taken by one of the free peers, none deadlocked', async () => {
    await db.updateTable('profiles').set({ open_teachbacks: 100 }).execute();
    const owner = await buildUser(app);
    const free = [await buildUser(app), await buildUser(app), await buildUser(app), await buildUser(app)];
    await db.updateTable('profiles').set({ open_teachbacks: 100 }).where('id', '=', owner.id).execute();

    const created = await Promise.all(Array.from({ length: 16 }, () => buildChallenge(app, owner)));

    const taken = free.map((peer) => created.filter((one) => one.teachback?.assigneeId === peer.id).length);
    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(16);
    // Nobody busier took one (they all went to the four), and each of the four took some.
    expect(Math.min(...taken)).toBeGreaterThan(0);
  });
});

const onPostgres = process.env.TEST_DATABASE === 'postgres';
/** A bound on what should answer at once: it fails the race instead of hanging the test. */
const timeOut = (ms: number) => new Promise((resolve) => setTimeout(() => resolve('still waiting'), ms));

/** The server process behind a transaction's connection. */
async function backendOf(trx: ControlledTransaction<Database>): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
  return rows[0]!.pid;
}

/** Resolves once PostgreSQL reports that backend waiting for a lock another transaction holds. */
async function waitingForLock(pid: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const { rows } = await sql<{ wait: string | null }>`
        select wait_event_type as wait from pg_stat_activity where pid = ${pid}`.execute(db);
      expect(rows[0]?.wait).toBe('Lock');
    },
    { timeout: 5_000, interval: 20 },
  );
}

describe.runIf(onPostgres)('a peer another creation is taking at this moment (PostgreSQL)', () => {
  /** Two transactions open at once, rolled back at the end whatever happened. */
  async function twoTransactions(
    run: (first: ControlledTransaction<Database>, second: ControlledTransaction<Database>) => Promise<void>,
  ) {
    const first = await db.startTransaction().execute();
    const second = await db.startTransaction().execute();
    try {
      await run(first, second);
    } finally {
      if (!first.isCommitted) await first.rollback().execute();
      await second.rollback().execute();
    }
  }

  it('is passed over at once when the creation asks only if they are free now', async () => {
    const peer = await buildUser(app);
    await db.updateTable('profiles').set({ open_teachbacks: 3 }).where('id', '=', peer.id).execute();
    await twoTransactions(async (first, second) => {
      expect(await takeAssignment(first, { id: peer.id, openTeachbacks: 3 }, 'if free now')).toBe(true);
      const taking = takeAssignment(second, { id: peer.id, openTeachbacks: 3 }, 'if free now');
      expect(await Promise.race([taking, timeOut(2000)])).toBe(false);
    });
  });

  it('waits for the other creation when asked to, then lets the row go when the load moved meanwhile', async () => {
    const peer = await buildUser(app);
    await db.updateTable('profiles').set({ open_teachbacks: 3 }).where('id', '=', peer.id).execute();
    await twoTransactions(async (first, second) => {
      expect(await takeAssignment(first, { id: peer.id, openTeachbacks: 3 }, 'if free now')).toBe(true);
      const secondBackend = await backendOf(second);
      let answered = false;
      const waiting = takeAssignment(second, { id: peer.id, openTeachbacks: 3 }, 'once free').finally(() => {
        answered = true;
      });
      await waitingForLock(secondBackend);
      expect(answered).toBe(false);
      await first.commit().execute();
      expect(await waiting).toBe(false);

      // `second` is still open, and holds the peer's row no longer: without the savepoint it kept it locked, and
      // two creations that each kept one peer so deadlocked.
      const third = takeAssignment(db, { id: peer.id, openTeachbacks: 4 }, 'if free now');
      expect(await Promise.race([third, timeOut(2000)])).toBe(true);
    });
  });
});

describe('the least-loaded pool’s query plan', () => {
  it('reads the not suspended profiles in (open_teachbacks, id) order from its index, without a sort', async () => {
    const plan = await planOf(db, config, 'profiles', leastLoadedQuery(db, ['someone']));
    expect(plan, plan).toContain('profiles_assignable');
    expect(plan).not.toMatch(/TEMP B-TREE|Sort/);
  });
});

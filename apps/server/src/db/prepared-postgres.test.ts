import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { MAX_NAMED_STATEMENTS, preparingPool } from './prepared-postgres';

const onPostgres = process.env.TEST_DATABASE === 'postgres';

interface PreparedRow {
  name: string;
  statement: string;
  executions: number;
}

describe.runIf(onPostgres)('queries prepared once per PostgreSQL connection', async () => {
  const database = await createTestDatabase();
  const url = database.kind === 'postgres' ? database.url : '';
  const open: Kysely<unknown>[] = [];
  /** A Kysely on the preparing pool, with `connections` connections at most. */
  const connect = (connections: number) => {
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: preparingPool(new pg.Pool({ connectionString: url, max: connections })),
      }),
    });
    open.push(db);
    return db;
  };
  afterAll(async () => {
    for (const db of open) await db.destroy();
  });

  /** What the session of a one-connection pool has prepared, with how often each ran. */
  const prepared = async (db: Kysely<unknown>) => {
    const { rows } = await sql<PreparedRow>`
      select name, statement, (generic_plans + custom_plans)::int as executions
      from pg_prepared_statements where statement not like '%pg_prepared_statements%'`.execute(db);
    return rows;
  };

  it('prepares a query on its first run and runs that one statement after, with new values each time', async () => {
    const db = connect(1);
    const read = (value: string) => sql<{ value: string }>`select ${value}::text as value`.execute(db);

    expect((await read('first')).rows).toEqual([{ value: 'first' }]);
    expect((await read('second')).rows).toEqual([{ value: 'second' }]);

    expect(await prepared(db)).toEqual([
      { name: 'teachloop_1', statement: 'select $1::text as value', executions: 2 },
    ]);
  });

  it('leaves transactions and schema changes unnamed, and prepares the writes inside them', async () => {
    const db = connect(1);
    await db.transaction().execute(async (trx) => {
      await sql`create temporary table notes (body text)`.execute(trx);
      await sql`insert into notes (body) values (${'kept'})`.execute(trx);
    });

    expect((await prepared(db)).map((row) => row.statement)).toEqual([
      'insert into notes (body) values ($1)',
    ]);
  });

  it('runs whole-row statements unnamed, so a column added by a migration does not break them', async () => {
    const db = connect(1);
    await sql`create temporary table cards (id int, front text)`.execute(db);
    await sql`insert into cards (id, front) values (1, 'heap') returning *`.execute(db);
    const read = () => sql`select * from cards where id = ${1}`.execute(db);
    await read();

    await sql`alter table cards add column back text`.execute(db);

    expect((await read()).rows).toEqual([{ id: 1, front: 'heap', back: null }]);
    expect(await prepared(db)).toEqual([]);
  });

  it('after a column changes type under a prepared statement, fails that run once and plans afresh after', async () => {
    const db = connect(1);
    await sql`create temporary table scores (id int, points int)`.execute(db);
    await sql`insert into scores (id, points) values (1, 5)`.execute(db);
    const read = () => sql<{ points: unknown }>`select points from scores where id = ${1}`.execute(db);
    expect((await read()).rows).toEqual([{ points: 5 }]);

    await sql`alter table scores alter column points type text`.execute(db);

    await expect(read()).rejects.toThrow('cached plan must not change result type');
    expect((await read()).rows).toEqual([{ points: '5' }]);
    expect((await read()).rows).toEqual([{ points: '5' }]);
  });

  it('prepares on each connection of the pool that runs the query', async () => {
    const db = connect(3);
    // The first three to run the query keep their transactions (so their connections) until all three have:
    // it runs on every connection of the pool, and the rest run it again on those.
    let ran = 0;
    let threeRan: () => void = () => {};
    const allThree = new Promise<void>((resolve) => (threeRan = resolve));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ doubled: number; backend: number }>`
            select ${i}::int * 2 as doubled, pg_backend_pid() as backend`.execute(trx);
          ran += 1;
          if (ran === 3) threeRan();
          if (ran <= 3) await allThree;
          return rows[0]!;
        }),
      ),
    );

    expect(results.map((row) => row.doubled)).toEqual(Array.from({ length: 30 }, (_, i) => i * 2));
    expect(new Set(results.map((row) => row.backend)).size).toBe(3);
  });

  it(`names ${MAX_NAMED_STATEMENTS} statements at most and runs the ones past that unnamed`, async () => {
    const db = connect(1);
    const texts = MAX_NAMED_STATEMENTS + 5;
    // A fresh pool names from 1 again: its own map, its own connection.
    for (let i = 0; i < texts; i += 1) {
      const { rows } = await sql<{ n: number }>`select ${sql.lit(i)}::int as n`.execute(db);
      expect(rows).toEqual([{ n: i }]);
    }

    const statements = await prepared(db);
    expect(statements).toHaveLength(MAX_NAMED_STATEMENTS);
    expect(statements.map((row) => row.statement)).not.toContain(`select ${MAX_NAMED_STATEMENTS}::int as n`);
  });
});

import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { compiledOnce } from './compiled-once';
import { createDb } from './create-db';

const db = createDb(await createTestDatabase());
const other = createDb(await createTestDatabase());
afterAll(() => Promise.all([db.destroy(), other.destroy()]));

for (const database of [db, other]) {
  await sql`create table notes (id integer primary key, owner text not null, done integer not null)`.execute(
    database,
  );
}
await sql`insert into notes (id, owner, done) values (1, 'ada', 0), (2, 'ada', 1), (3, 'ada', 0), (4, 'bo', 0)`.execute(
  db,
);
await sql`insert into notes (id, owner, done) values (9, 'ada', 0)`.execute(other);

const tables = (database: typeof db) =>
  database.withTables<{ notes: { id: number; owner: string; done: number } }>();

const notesOf = compiledOnce(
  (database, { owner }: { owner: string }, { limit, openOnly }: { limit: number; openOnly: boolean }) => {
    let query = tables(database).selectFrom('notes').select('id').where('owner', '=', owner);
    if (openOnly) query = query.where('done', '=', sql.lit(0));
    return query.orderBy('id').limit(limit);
  },
);

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

it('binds new values on every run of the same compiled query', async () => {
  expect(ids(await notesOf(db, { owner: 'ada' }, { limit: 10, openOnly: false }))).toEqual([1, 2, 3]);
  expect(ids(await notesOf(db, { owner: 'bo' }, { limit: 10, openOnly: false }))).toEqual([4]);
  expect(ids(await notesOf(db, { owner: 'nobody' }, { limit: 10, openOnly: false }))).toEqual([]);
});

it('compiles each shape on its own: a different limit or filter gives that query’s rows', async () => {
  expect(ids(await notesOf(db, { owner: 'ada' }, { limit: 2, openOnly: false }))).toEqual([1, 2]);
  expect(ids(await notesOf(db, { owner: 'ada' }, { limit: 10, openOnly: true }))).toEqual([1, 3]);
  expect(ids(await notesOf(db, { owner: 'ada' }, { limit: 1, openOnly: true }))).toEqual([1]);
  expect(ids(await notesOf(db, { owner: 'ada' }, { limit: 10, openOnly: false }))).toEqual([1, 2, 3]);
});

it('runs on the database it is given, each with its own compiled copy', async () => {
  expect(ids(await notesOf(other, { owner: 'ada' }, { limit: 10, openOnly: false }))).toEqual([9]);
  expect(ids(await notesOf(db, { owner: 'ada' }, { limit: 10, openOnly: false }))).toEqual([1, 2, 3]);
});

it('runs inside a transaction, seeing its own uncommitted writes', async () => {
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`insert into notes (id, owner, done) values (5, 'cy', 0)`.execute(trx);
      expect(ids(await notesOf(trx, { owner: 'cy' }, { limit: 10, openOnly: false }))).toEqual([5]);
      throw new Error('roll back');
    })
    .catch(() => undefined);
  expect(ids(await notesOf(db, { owner: 'cy' }, { limit: 10, openOnly: false }))).toEqual([]);
});

it('refuses a build that uses a value itself, instead of keeping the SQL the first value made', async () => {
  const byTemplate = compiledOnce((database, { owner }: { owner: string }) =>
    tables(database).selectFrom('notes').select('id').where('owner', '=', `${owner}`),
  );
  await expect(byTemplate(db, { owner: 'ada' })).rejects.toThrow(
    'compiledOnce: "owner" was used while building the query; only Kysely may bind it',
  );
});

it('refuses a value that is never bound (one that could only have changed the SQL)', async () => {
  const unbound = compiledOnce((database, { owner, done }: { owner: string; done: number }) => {
    void done;
    return tables(database).selectFrom('notes').select('id').where('owner', '=', owner);
  });
  await expect(unbound(db, { owner: 'ada', done: 0 })).rejects.toThrow(
    'compiledOnce: done never bound; pass what changes the SQL in shape instead',
  );
});

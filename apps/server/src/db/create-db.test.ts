import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { createDb } from './create-db';
import { isPostgres } from './engine';

const db = createDb(await createTestDatabase());
afterAll(() => db.destroy());

await sql`create table numbers (n integer primary key)`.execute(db);
await sql`insert into numbers (n) values (1), (2), (3)`.execute(db);

const numbersFrom = (min: number) => sql<{ n: number }>`select n from numbers where n >= ${min} order by n`;

it('runs the same query again with new parameters (a reused statement binds afresh)', async () => {
  expect((await numbersFrom(2).execute(db)).rows).toEqual([{ n: 2 }, { n: 3 }]);
  expect((await numbersFrom(3).execute(db)).rows).toEqual([{ n: 3 }]);
  expect((await numbersFrom(1).execute(db)).rows.map((row) => row.n)).toEqual([1, 2, 3]);
});

it('sees writes made after a statement was first prepared', async () => {
  await numbersFrom(1).execute(db);
  await sql`insert into numbers (n) values (4)`.execute(db);
  expect((await numbersFrom(4).execute(db)).rows).toEqual([{ n: 4 }]);
});

it('writes a select’s LIMIT into the SQL on SQLite (a bound one is planned again on every run), with the same rows', async () => {
  const numbers = db.withTables<{ numbers: { n: number } }>();
  const firstOf = (count: number) => numbers.selectFrom('numbers').select('n').orderBy('n').limit(count);
  const compiled = firstOf(2).compile();
  if (isPostgres(db)) {
    expect(compiled.sql).toMatch(/ limit \$1$/);
  } else {
    expect(compiled.sql).toMatch(/ limit 2$/);
    expect(compiled.parameters).toEqual([]);
  }
  expect(await firstOf(2).execute()).toEqual([{ n: 1 }, { n: 2 }]);
  expect(await firstOf(1).execute()).toEqual([{ n: 1 }]);
});

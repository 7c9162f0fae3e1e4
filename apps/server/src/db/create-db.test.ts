import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { createDb } from './create-db';

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

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { MIGRATIONS } from './migrate';

/*
 * The migrations form one sequence from here on (migrate.ts says why the older ones have gaps): every file in
 * db/migrations/ is registered once under its own name, the list is in the order the migrations run, and each
 * migration after LAST_WITH_GAPS takes the previous number plus one.
 */

/** The last migration written before the sequence rule; the numbers up to it that no migration took. */
const LAST_WITH_GAPS = 45;
const NEVER_WRITTEN = [24, 27, 29, 36];

const folder = path.join(import.meta.dirname, 'migrations');
const files = fs
  .readdirSync(folder)
  .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''));
const listed = Object.keys(MIGRATIONS);
const numberOf = (name: string) => Number(/^(\d{3})-[a-z0-9-]+$/.exec(name)?.[1] ?? Number.NaN);

describe('the migration list', () => {
  it('registers every file in db/migrations once, under its file name, with that file’s up and down', async () => {
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...files].sort());
    for (const name of files) {
      const module = (await import(`./migrations/${name}.ts`)) as Record<string, unknown>;
      expect(MIGRATIONS[name]?.up, name).toBe(module.up);
      expect(MIGRATIONS[name]?.down, name).toBe(module.down);
    }
  });

  it('names each migration by a three-digit number and a kebab-case name, no number twice', () => {
    for (const name of listed) expect(numberOf(name), name).not.toBeNaN();
    const numbers = listed.map(numberOf);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('is listed in the order the migrations run: by name, as Kysely’s Migrator sorts them', () => {
    expect(listed).toEqual([...listed].sort());
  });

  it('keeps the old gaps as they are and runs on without a gap after the last migration that has them', () => {
    const numbers = listed.map(numberOf);
    const upToGaps = Array.from({ length: LAST_WITH_GAPS }, (_, index) => index + 1);
    // A gap is never filled: a database that ran the later migrations would refuse one that sorts before them.
    expect(upToGaps.filter((n) => !numbers.includes(n))).toEqual(NEVER_WRITTEN);
    const after = numbers.filter((n) => n > LAST_WITH_GAPS);
    after.forEach((n, index) => expect(n, `migration ${n}`).toBe(LAST_WITH_GAPS + 1 + index));
  });
});

describe('a database brought to the current schema', () => {
  const built = buildTestApp();
  afterAll(async () => (await built).app.close());

  it('ran every listed migration once, in the listed order', async () => {
    const { db } = await built;
    const ran = await sql<{
      name: string;
    }>`select name from kysely_migration order by timestamp, name`.execute(db);
    expect(ran.rows.map((row) => row.name)).toEqual(listed);
  });
});

import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { authTablesStep } from './features/auth/auth-tables.service';
import { testConfig } from './test/build-test-app';
import { testLogStream } from './test/error-logs';
import { buildUser, call } from './test/factories';

// Migration 017 (db/migrations/017-drop-profile-badges.ts), here because it needs the app. A database made before
// it: Better Auth's profiles table with the badges column its plugin used to declare (as Better Auth made it),
// and a profile in it.
const config = await testConfig();
const db = createDb(config.database);
await authTablesStep(config)(db);
await db.schema
  .alterTable('profiles')
  .addColumn('badges', 'text', (col) => col.notNull().defaultTo('[]'))
  .execute();
const now = Date.now();
await sql`
  insert into profiles (id, display_name, photo_url, xp, streak, badges, created_at, updated_at)
  values ('p1', 'Ada', null, 40, 2, '["legacy"]', ${now}, ${now})`.execute(db);
await migrateToLatest(db, []);
const app = await buildApp({ config, db, logStream: testLogStream });
await app.ready();
afterAll(async () => {
  await app.close();
  await db.destroy();
});

async function profileColumns(): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.find((table) => table.name === 'profiles')!.columns.map((column) => column.name);
}

describe('migration 017 on a database whose profiles have the badges column', () => {
  it('drops the column and keeps the profiles', async () => {
    expect(await profileColumns()).not.toContain('badges');
    const row = await db
      .selectFrom('profiles')
      .select(['display_name', 'xp', 'streak'])
      .where('id', '=', 'p1')
      .executeTakeFirst();
    expect(row).toEqual({ display_name: 'Ada', xp: 40, streak: 2 });
  });

  it('signs up a new user, whose profile reads as before', async () => {
    const cy = await buildUser(app, { name: 'Cy Young' });
    const response = await call(app, 'GET', '/api/profile', cy);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ displayName: 'Cy Young', xp: 0, streak: 0, badges: [] });
  });

  it('a restart (Better Auth’s step, then ours) does not bring the column back', async () => {
    await migrateToLatest(db, [authTablesStep(config)]);
    expect(await profileColumns()).not.toContain('badges');
  });
});

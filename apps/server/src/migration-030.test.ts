import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as teachBackTitles from './db/migrations/030-teach-back-titles';
import { buildTestApp } from './test/build-test-app';
import { buildChallenge, buildUser } from './test/factories';

// Migration 030 (db/migrations/030-teach-back-titles.ts): the database as it was before it, made by undoing it on
// a fresh one, with the activity lines a teach-back wrote then (its prompt quoted, shortened to about 80).
const { app, db } = await buildTestApp();
const ada = await buildUser(app, { name: 'Ada' });
await buildUser(app, { name: 'Bob' });
const prompt = 'Teach back "Heaps" in your own words, with one example.';
const { teachback } = await buildChallenge(app, ada, { title: 'Heaps', description: prompt });
const assigneeId = teachback!.assigneeId;
const schemaless = db as unknown as Kysely<unknown>;
await teachBackTitles.down(schemaless);

const lines = {
  started: `Started teach-back "${prompt}"`,
  completed: `Completed teach-back "${prompt}"`,
  unlinked: `Saved teach-back "${prompt}"`,
  assigned: 'Assigned to teach back “Heaps”',
};
async function writeLine(text: string, at: number, linked: boolean) {
  await sql`insert into activity (id, user_id, text, type, created_at, link_kind, link_id)
    values (${`a-${at}`}, ${assigneeId}, ${text}, 'teachback', ${at},
      ${linked ? 'teachback' : null}, ${linked ? teachback!.id : null})`.execute(db);
}
await writeLine(lines.started, 1, true);
await writeLine(lines.completed, 2, true);
await writeLine(lines.unlinked, 3, false);

await teachBackTitles.up(schemaless);

describe('migration 030: a teach-back is named by its challenge’s title', () => {
  it('gives each teach-back its challenge’s title', async () => {
    const row = await db
      .selectFrom('teachbacks')
      .select(['title', 'prompt'])
      .where('id', '=', teachback!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ title: 'Heaps', prompt });
  });

  it('writes the teach-back’s lines again with the title; a line without a link and other lines stay', async () => {
    const rows = await db
      .selectFrom('activity')
      .select('text')
      .where('user_id', '=', assigneeId)
      .orderBy('created_at')
      .execute();
    expect(rows.map((row) => row.text)).toEqual([
      'Started teach-back "Heaps"',
      'Completed teach-back "Heaps"',
      lines.unlinked,
      lines.assigned,
    ]);
  });
});

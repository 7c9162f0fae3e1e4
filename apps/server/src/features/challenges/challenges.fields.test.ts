import { DAY_MS } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, forgetDisplayName, learningRows } from '../../test/factories';

const { app, db } = await buildTestApp();
// Someone to assign the teach-backs to.
await buildUser(app);

describe('the stored fields of a new challenge', () => {
  it('prompts with "Teach back: {title}" when there is no description', async () => {
    const ada = await buildUser(app);
    const { teachback } = await buildChallenge(app, ada, { title: 'Heaps', description: '   ' });
    const row = await db
      .selectFrom('teachbacks')
      .selectAll()
      .where('id', '=', teachback!.id)
      .executeTakeFirst();
    expect(row?.prompt).toBe('Teach back: Heaps');
  });

  it.each([
    ['the display name', { name: '  Grace Hopper ' }, 'Grace Hopper'],
    ['the e-mail prefix without a display name', { name: '', email: 'grace.h@example.com' }, 'grace.h'],
  ])('names the author by %s', async (_label, user, author) => {
    const ada = await buildUser(app, user.name ? user : { ...user, name: 'Nameless' });
    if (!user.name) await forgetDisplayName(db, ada);
    expect((await buildChallenge(app, ada)).challenge.author).toBe(author);
  });

  it.each([
    [0, 1],
    [null, 1],
    ['', 1],
    [undefined, 1],
    [1, 1],
    [365, 365],
  ])('treats dueDays %j as %i day(s): due = now + days × 24 h', async (dueDays, days) => {
    const ada = await buildUser(app);
    const { challenge } = await buildChallenge(app, ada, { dueDays });
    expect(challenge.dueTs - challenge.createdAt).toBe(days * DAY_MS);
    const rows = (await learningRows(db)).challenges.filter((row) => row.id === challenge.id);
    expect(rows.map((row) => row.due_ts)).toEqual([challenge.dueTs]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call } from '../../test/factories';

const { app } = await buildTestApp();
const ada = await buildUser(app, { name: 'Ada' });
const bob = await buildUser(app, { name: 'Bob' });

const activityOf = async (user: typeof ada): Promise<string[]> =>
  (await call(app, 'GET', '/api/activity?limit=50', user))
    .json()
    .activity.map((entry: { text: string }) => entry.text);

describe('saving notes: only an explicit save is an activity', () => {
  it('an autosave stores a teach-back’s notes and starts it, with no activity entry', async () => {
    const { teachback } = await buildChallenge(app, ada, { title: 'Autosaved heaps' });
    const path = `/api/teachbacks/${teachback!.id}/notes`;
    for (const notes of ['A heap', 'A heap keeps', 'A heap keeps its least item on top']) {
      expect((await call(app, 'PUT', path, bob, { notes, autosave: true })).statusCode).toBe(200);
    }
    const saved = (await call(app, 'GET', `/api/teachbacks/${teachback!.id}`, bob)).json().teachback;
    expect(saved).toMatchObject({ status: 'in_progress', notes: 'A heap keeps its least item on top' });
    expect((await activityOf(bob)).filter((text) => text.startsWith('Saved teach-back'))).toEqual([]);

    // 'Save progress' is the spec's activity: one entry, in curly quotes like every other line.
    expect((await call(app, 'PUT', path, bob, { notes: 'A heap, saved' })).statusCode).toBe(200);
    expect((await call(app, 'PUT', path, bob, { notes: 'A heap, again', autosave: false })).statusCode).toBe(
      200,
    );
    expect((await activityOf(bob)).filter((text) => text.startsWith('Saved teach-back'))).toEqual([
      'Saved teach-back “Autosaved heaps”',
      'Saved teach-back “Autosaved heaps”',
    ]);
  });

  it('an autosave of a challenge’s notes writes no entry either', async () => {
    const { challenge } = await buildChallenge(app, ada, { title: 'Autosaved tries' });
    const path = `/api/challenges/${challenge.id}/notes`;
    expect((await call(app, 'PUT', path, ada, { notes: 'Draft', autosave: true })).statusCode).toBe(200);
    expect((await activityOf(ada)).filter((text) => text.startsWith('Saved progress'))).toEqual([]);
    expect((await call(app, 'PUT', path, ada, { notes: 'Kept' })).statusCode).toBe(200);
    expect((await activityOf(ada)).filter((text) => text.startsWith('Saved progress'))).toEqual([
      'Saved progress on “Autosaved tries”',
    ]);
  });

  it('refuses an autosave flag that is not true or false, and writes nothing', async () => {
    const { teachback } = await buildChallenge(app, ada, { title: 'Odd flag' });
    const path = `/api/teachbacks/${teachback!.id}/notes`;
    const response = await call(app, 'PUT', path, bob, { notes: 'Never stored', autosave: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('autosave must be true or false.');
    const stored = (await call(app, 'GET', `/api/teachbacks/${teachback!.id}`, bob)).json().teachback;
    expect(stored).toMatchObject({ status: 'pending', notes: '' });
  });
});

import { LEARNING_LIMITS } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call } from '../../test/factories';

const { app } = await buildTestApp();
const ada = await buildUser(app, { name: 'Ada' });
const bob = await buildUser(app, { name: 'Bob' });

describe('a teach-back with the longest prompt', () => {
  it('is named by its challenge’s title in the activity entry and the list, and shows its prompt whole', async () => {
    // A prompt that quotes the title, as the seeded stories do: quoting it in a line nested the quotes.
    const prompt = 'Teach back "Hash maps" in your own words. '
      .repeat(60)
      .slice(0, LEARNING_LIMITS.description)
      .trim();
    const { teachback } = await buildChallenge(app, ada, { title: 'Hash maps', description: prompt });
    expect((await call(app, 'POST', `/api/teachbacks/${teachback!.id}/start`, bob)).statusCode).toBe(200);

    const [entry] = (await call(app, 'GET', '/api/activity?limit=1', bob)).json().activity;
    expect(entry.text).toBe('Started teach-back “Hash maps”');
    const page = (await call(app, 'GET', `/api/teachbacks/${teachback!.id}`, bob)).json();
    expect(page.teachback).toMatchObject({ title: 'Hash maps', prompt });
    const list = (await call(app, 'GET', '/api/teachbacks', bob)).json();
    expect(list.teachbacks.map((item: { title: string }) => item.title)).toEqual(['Hash maps']);
  });

  it('takes the new title when its challenge is edited while it is pending', async () => {
    const { challenge, teachback } = await buildChallenge(app, ada, { title: 'Stacks' });
    const edit = { title: 'Stacks and queues', topic: 'Data structures', level: 'Beginner', dueDays: 3 };
    expect((await call(app, 'PATCH', `/api/challenges/${challenge.id}`, ada, edit)).statusCode).toBe(200);
    const page = (await call(app, 'GET', `/api/teachbacks/${teachback!.id}`, bob)).json();
    expect(page.teachback.title).toBe('Stacks and queues');
  });
});

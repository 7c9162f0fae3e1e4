import { LEARNING_LIMITS } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildChallenge, buildUser, call } from '../../test/factories';

const { app } = await buildTestApp();
const ada = await buildUser(app, { name: 'Ada' });
const bob = await buildUser(app, { name: 'Bob' });

describe('a teach-back with the longest prompt', () => {
  it('is quoted shortened in the activity entry, and whole on its own page', async () => {
    const prompt = 'Explain how a hash map resolves collisions. '
      .repeat(60)
      .slice(0, LEARNING_LIMITS.description);
    const { teachback } = await buildChallenge(app, ada, { description: prompt });
    expect((await call(app, 'POST', `/api/teachbacks/${teachback!.id}/start`, bob)).statusCode).toBe(200);

    const [entry] = (await call(app, 'GET', '/api/activity?limit=1', bob)).json().activity;
    expect(entry.text).toBe(
      'Started teach-back "Explain how a hash map resolves collisions. Explain how a hash map resolves…"',
    );
    const page = (await call(app, 'GET', `/api/teachbacks/${teachback!.id}`, bob)).json();
    expect(page.teachback.prompt).toBe(prompt);
  });
});

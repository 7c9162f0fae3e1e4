import { PUBLIC_PROFILE_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call, type TestUser } from '../../test/factories';
import { completedTeachback, review } from '../../test/learning-loop';

const { app, db } = await buildTestApp();

async function visibility(user: TestUser, change?: Record<string, unknown>) {
  const response = change
    ? await call(app, 'PATCH', '/api/profile/visibility', user, change)
    : await call(app, 'GET', '/api/profile/visibility', user);
  return response;
}

const HTML = 'text/html,application/xhtml+xml';

const publicProfile = (handle: string) =>
  app.inject({ method: 'GET', url: `/api/public-profiles/${encodeURIComponent(handle)}` });

/** What a 404 shows a caller: status, body and the headers that could tell two 404s apart. */
function shapeOf(response: Awaited<ReturnType<typeof publicProfile>>) {
  const { date: _date, 'x-request-id': _id, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

// Each test signs several users up through the real endpoint: slow on a busy two-core machine.
describe('handles and the public profile switch', { timeout: 30_000 }, () => {
  it('gives each new account a handle from its name, with a suffix when it is taken; the profile starts private', async () => {
    const first = await buildUser(app, { name: 'Zoë Mäkinen' });
    const second = await buildUser(app, { name: 'Zoe Makinen' });
    const mine = (await visibility(first)).json().visibility;
    expect(mine).toEqual({ handle: 'zoe-makinen', publicProfile: false, showOnLeaderboards: true });
    expect((await visibility(second)).json().visibility.handle).toBe('zoe-makinen-2');
  });

  it('refuses an invalid or taken handle with a clear message and changes nothing', async () => {
    const ada = await buildUser(app, { name: 'Ada Handle' });
    const bob = await buildUser(app, { name: 'Bob Handle' });
    for (const [handle, message] of [
      ['ab', PUBLIC_PROFILE_MESSAGES.handleTooShort],
      ['Upper-Case', PUBLIC_PROFILE_MESSAGES.handleCharacters],
      ['-dash', PUBLIC_PROFILE_MESSAGES.handleCharacters],
      ['a'.repeat(31), PUBLIC_PROFILE_MESSAGES.handleTooLong],
    ]) {
      const refused = await visibility(ada, { handle, publicProfile: true });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toContain(message);
    }
    const taken = await visibility(ada, { handle: 'bob-handle', publicProfile: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(PUBLIC_PROFILE_MESSAGES.handleTaken);
    expect((await visibility(ada)).json().visibility).toEqual({
      handle: 'ada-handle',
      publicProfile: false,
      showOnLeaderboards: true,
    });
    expect((await visibility(bob)).json().visibility.handle).toBe('bob-handle');
    const renamed = await visibility(ada, { handle: 'ada-teaches' });
    expect(renamed.json().visibility.handle).toBe('ada-teaches');
  });

  it('answers a private profile exactly like a missing one, and any handle shape without a 500', async () => {
    const lin = await buildUser(app, { name: 'Lin Private' });
    const handle = (await visibility(lin)).json().visibility.handle as string;
    const hidden = await publicProfile(handle);
    const missing = await publicProfile('nobody-has-this');
    expect(hidden.statusCode).toBe(404);
    expect(shapeOf(hidden)).toEqual(shapeOf(missing));
    expect(hidden.body).not.toContain('Lin');
    for (const odd of ['%', '../etc', 'a'.repeat(500), 'ünï', '<script>', ' ab c ']) {
      expect(shapeOf(await publicProfile(odd))).toEqual(shapeOf(missing));
    }
  });

  it('shows a public profile to anyone: level, badges, skills with how they were verified, counts', async () => {
    const lin = await buildUser(app, { name: 'Lin Learner' });
    const rae = await buildUser(app, { name: 'Rae Reviewer' });
    const sam = await buildUser(app, { name: 'Sam Second' });
    const first = await completedTeachback(app, db, rae, lin, { title: 'Closures', topic: 'JavaScript' });
    const second = await completedTeachback(app, db, sam, lin, { title: 'Promises', topic: 'JavaScript' });
    await review(app, rae, first.feedbackId, { rating: 5, comment: 'Lovely', anonymous: true });
    await review(app, sam, second.feedbackId, { rating: 4, anonymous: false });
    const made = await visibility(lin, { publicProfile: true, handle: 'lin-learner' });
    expect(made.statusCode).toBe(200);

    const response = await publicProfile('lin-learner');
    expect(response.statusCode).toBe(200);
    const { profile } = response.json();
    expect(profile).toEqual(
      expect.objectContaining({
        handle: 'lin-learner',
        name: 'Lin Learner',
        level: 1,
        teachbacksCompleted: 2,
        reviewsGiven: 0,
        verifiedSkills: [
          expect.objectContaining({
            topic: 'JavaScript',
            peers: 2,
            reviews: [
              { rating: 5, reviewer: null },
              { rating: 4, reviewer: 'Sam Second' },
            ],
          }),
        ],
      }),
    );
    expect(profile.xp).toBeGreaterThan(0);
    expect(response.body).not.toContain('Rae');
    expect(response.body).not.toContain(rae.id);
    expect(response.body).not.toContain(lin.email);
    // Sam's own count of reviews written.
    await visibility(sam, { publicProfile: true });
    const samHandle = (await visibility(sam)).json().visibility.handle as string;
    expect((await publicProfile(samHandle)).json().profile.reviewsGiven).toBe(1);

    // Switched off again: the same 404 as a handle nobody has.
    await visibility(lin, { publicProfile: false });
    expect(shapeOf(await publicProfile('lin-learner'))).toEqual(
      shapeOf(await publicProfile('nobody-has-this')),
    );
  });
});

describe('GET /u/{handle}', { timeout: 30_000 }, () => {
  it('renders the profile into the page with escaped title, description and Open Graph tags', async () => {
    const eve = await buildUser(app, { name: `Eve "<b>" & 'co'` });
    await visibility(eve, { publicProfile: true, handle: 'eve-tags' });
    const page = await app.inject({ method: 'GET', url: '/u/eve-tags' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    const name = 'Eve &#34;&#60;b&#62;&#34; &#38; &#39;co&#39;';
    expect(html).toContain(`<title>${name} on Teachloop</title>`);
    expect(html).toContain(`<meta property="og:title" content="${name} on Teachloop" />`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toMatch(/<meta property="og:url" content="http[^"]*\/u\/eve-tags" \/>/);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toMatch(/<meta name="description" content="Level 1 on Teachloop\." \/>/);
    expect(html).toContain(`<h1>${name}</h1>`);
    expect(html).not.toContain('<b>');
  });

  it('answers a private or missing profile with the same 404 page and no user data', async () => {
    const kim = await buildUser(app, { name: 'Kim Hidden' });
    const handle = (await visibility(kim)).json().visibility.handle as string;
    const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: HTML } });
    const hidden = await page(`/u/${handle}`);
    const missing = await page('/u/nobody-has-this');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(missing.body);
    expect(hidden.headers['content-type']).toContain('text/html');
    expect(hidden.body).not.toContain('Kim');
    // A caller that does not ask for HTML gets the API's one error shape, the same for both.
    const asJson = await app.inject({ method: 'GET', url: `/u/${handle}` });
    expect(asJson.statusCode).toBe(404);
    expect(asJson.json()).toEqual({
      error: { code: 'not_found', message: PUBLIC_PROFILE_MESSAGES.notFound },
    });
    expect(asJson.body).toBe((await app.inject({ method: 'GET', url: '/u/nobody-has-this' })).body);
    for (const odd of ['%E2%80%99', '..%2F..%2Fetc', 'x'.repeat(300), '%3Cscript%3E']) {
      const response = await page(`/u/${odd}`);
      expect([odd, response.statusCode, response.body.slice(0, 80)]).toEqual([
        odd,
        404,
        hidden.body.slice(0, 80),
      ]);
    }
  });
});

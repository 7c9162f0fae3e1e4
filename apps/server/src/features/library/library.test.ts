import {
  LIBRARY_LIMITS,
  PATH_MESSAGES,
  type ExplanationSearchResponse,
  type ItemExplanationsResponse,
} from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call, TEST_PASSWORD, type TestUser } from '../../test/factories';
import { EXPLANATION, handedTeachback, review } from '../../test/learning-loop';
import { hideItem, liftSuspension, suspendUser, unhideItem } from '../../test/moderation-state';

const { app, db, config } = await buildTestApp();
const engine = config.database.kind;
const owner = await buildUser(app);
const author = await buildUser(app, { name: 'Ada Author' });
const reader = await buildUser(app);

const COURSE = 'intro-to-python';
const itemsUrl = (item: string, query = '') => `/api/courses/${COURSE}/items/${item}/explanations${query}`;

/** The item's library as `viewer` reads it (signed out when undefined). */
async function libraryOf(item: string, viewer?: TestUser, query = '') {
  const response = await call(app, 'GET', itemsUrl(item, query), viewer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemExplanationsResponse>();
}
const idsIn = async (item: string, viewer?: TestUser) =>
  (await libraryOf(item, viewer)).explanations.map((explanation) => explanation.teachbackId);

async function search(q: string, viewer?: TestUser, course?: string) {
  const params = new URLSearchParams({ q, ...(course ? { course } : {}) });
  return call(app, 'GET', `/api/explanations/search?${params.toString()}`, viewer);
}
const foundIds = async (q: string, viewer?: TestUser) =>
  (await search(q, viewer)).json<ExplanationSearchResponse>().results.map((hit) => hit.teachbackId);

/**
 * An explanation of a path item by `writer` of a challenge `owner` asked from it: written, completed (with the
 * publish choice when given) and reviewed by the owner with `rating` stars (unreviewed when null).
 */
async function explanation(
  writer: TestUser,
  item: string,
  options: {
    rating?: number | null;
    publish?: boolean;
    notes?: string;
    title?: string;
    pathItem?: boolean;
  } = {},
) {
  const { rating = 4, publish, notes = EXPLANATION, title = 'Explain it', pathItem = true } = options;
  const loop = await handedTeachback(app, db, owner, writer, { title, description: `Prompt of ${title}` });
  if (pathItem) {
    await db
      .updateTable('challenges')
      .set({ path_item: `${COURSE}/${item}` })
      .where('id', '=', loop.challengeId)
      .execute();
  }
  const saved = await call(app, 'PUT', `/api/teachbacks/${loop.teachbackId}/notes`, writer, { notes });
  expect(saved.statusCode, saved.body).toBe(200);
  const body = publish === undefined ? undefined : { publish };
  const completed = await call(app, 'POST', `/api/teachbacks/${loop.teachbackId}/complete`, writer, body);
  expect(completed.statusCode, completed.body).toBe(200);
  const { id: feedbackId } = await db
    .selectFrom('feedback_requests')
    .select('id')
    .where('teachback_id', '=', loop.teachbackId)
    .executeTakeFirstOrThrow();
  if (rating !== null) expect((await review(app, owner, feedbackId, { rating })).statusCode).toBe(200);
  return { ...loop, feedbackId };
}

const choose = (user: TestUser | undefined, id: string, publish: unknown) =>
  call(app, 'PUT', `/api/teachbacks/${id}/publish`, user, { publish });

describe(`the publish choice (${engine})`, () => {
  it('is the assignee’s alone: anyone else finds nothing, signed out is asked to sign in', async () => {
    const { teachbackId } = await explanation(author, 'variables', { rating: null });
    expect((await choose(undefined, teachbackId, true)).statusCode).toBe(401);
    for (const who of [owner, reader]) expect((await choose(who, teachbackId, true)).statusCode).toBe(404);
    expect((await choose(author, 'no-such-id', true)).statusCode).toBe(404);
    const bad = await choose(author, teachbackId, 'yes');
    expect(bad.statusCode).toBe(400);
    const stored = await db
      .selectFrom('teachbacks')
      .select('publish')
      .where('id', '=', teachbackId)
      .executeTakeFirst();
    expect(stored?.publish).toBe(0);
  });

  it('is refused for an explanation of no path item (400) and before it is completed (409)', async () => {
    const plain = await explanation(author, 'variables', { pathItem: false });
    const refused = await choose(author, plain.teachbackId, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { message: PATH_MESSAGES.notPublishable } });
    const unfinished = await handedTeachback(app, db, owner, author);
    await db
      .updateTable('challenges')
      .set({ path_item: `${COURSE}/variables` })
      .where('id', '=', unfinished.challengeId)
      .execute();
    const early = await choose(author, unfinished.teachbackId, true);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { message: PATH_MESSAGES.publishNotCompleted } });
  });
});

describe(`publishing and withdrawing: every path that moves a library row (${engine})`, () => {
  it('the choice made when completing, then a review of 4 stars, publishes; off by default', async () => {
    const chosen = await explanation(author, 'data-types', {
      publish: true,
      rating: 4,
      title: 'Types chosen',
    });
    const unchosen = await explanation(author, 'data-types', { rating: 5, title: 'Types unchosen' });
    const page = await libraryOf('data-types');
    expect(page.explanations.map((e) => e.teachbackId)).toEqual([chosen.teachbackId]);
    expect(page.explanations[0]).toMatchObject({
      course: COURSE,
      item: 'data-types',
      title: 'Types chosen',
      body: EXPLANATION,
      stars: 4,
      helpful: 0,
      author: { name: 'Ada Author', handle: null },
      markedHelpful: false,
    });
    const stored = await db
      .selectFrom('published_explanations')
      .select(['prompt', 'author_id'])
      .where('teachback_id', '=', chosen.teachbackId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ prompt: 'Prompt of Types chosen', author_id: author.id });
    // The choice later publishes the unchosen one at once (it is rated 5).
    expect((await choose(author, unchosen.teachbackId, true)).json()).toEqual({
      publish: true,
      published: true,
    });
    expect(await idsIn('data-types')).toHaveLength(2);
  });

  it('a review under 4 stars keeps it out; revising the review moves it in and out', async () => {
    const loop = await explanation(author, 'if-statements', { publish: true, rating: 3 });
    expect(await idsIn('if-statements')).toEqual([]);
    expect((await choose(author, loop.teachbackId, true)).json()).toEqual({
      publish: true,
      published: false,
    });
    await review(app, owner, loop.feedbackId, { rating: 4 });
    expect(await idsIn('if-statements')).toEqual([loop.teachbackId]);
    expect((await libraryOf('if-statements')).explanations[0]?.stars).toBe(4);
    await review(app, owner, loop.feedbackId, { rating: 5 });
    expect((await libraryOf('if-statements')).explanations[0]?.stars).toBe(5);
    await review(app, owner, loop.feedbackId, { rating: 2 });
    expect(await idsIn('if-statements')).toEqual([]);
  });

  it('the author withdraws it and publishes it again', async () => {
    const loop = await explanation(author, 'for-loops', { publish: true, rating: 4 });
    expect(await idsIn('for-loops')).toEqual([loop.teachbackId]);
    expect((await choose(author, loop.teachbackId, false)).json()).toEqual({
      publish: false,
      published: false,
    });
    expect(await idsIn('for-loops')).toEqual([]);
    expect((await choose(author, loop.teachbackId, true)).json()).toEqual({ publish: true, published: true });
    expect(await idsIn('for-loops')).toEqual([loop.teachbackId]);
  });

  it('a revised explanation shows its new text in the library and in search', async () => {
    const loop = await explanation(author, 'while-loops', { publish: true, rating: 4 });
    const revised = `${EXPLANATION} A sentinel value like zebrafinch ends the loop.`;
    const response = await call(app, 'POST', `/api/teachbacks/${loop.teachbackId}/revision`, author, {
      notes: revised,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await libraryOf('while-loops')).explanations[0]?.body).toBe(revised);
    expect(await foundIds('zebrafinch')).toEqual([loop.teachbackId]);
  });

  it('a hidden teach-back or challenge, and a suspended author, are never listed nor found, and come back', async () => {
    const loop = await explanation(author, 'functions', { publish: true, notes: `${EXPLANATION} quokkas` });
    const check = async (shown: boolean) => {
      for (const viewer of [undefined, reader, owner]) {
        expect(await idsIn('functions', viewer)).toEqual(shown ? [loop.teachbackId] : []);
        expect(await foundIds('quokkas', viewer)).toEqual(shown ? [loop.teachbackId] : []);
      }
    };
    await check(true);
    await hideItem(db, 'teachback', loop.teachbackId, 'Copied');
    await check(false);
    expect(
      (await call(app, 'POST', `/api/explanations/${loop.teachbackId}/helpful`, reader)).statusCode,
    ).toBe(404);
    await unhideItem(db, 'teachback', loop.teachbackId);
    await hideItem(db, 'challenge', loop.challengeId, 'Abusive prompt');
    await check(false);
    await unhideItem(db, 'challenge', loop.challengeId);
    await suspendUser(db, author.id);
    await check(false);
    await liftSuspension(db, author.id);
    // Suspension changes no row: lifted, the explanation is back as it was.
    await check(true);
  });

  it('a blocked pair never sees each other’s explanations', async () => {
    const loop = await explanation(author, 'return-vs-print', {
      publish: true,
      notes: `${EXPLANATION} axolotl`,
    });
    const blocked = await buildUser(app);
    expect((await call(app, 'POST', '/api/blocks', blocked, { userId: author.id })).statusCode).toBe(200);
    expect(await idsIn('return-vs-print', blocked)).toEqual([]);
    expect(await foundIds('axolotl', blocked)).toEqual([]);
    expect(await idsIn('return-vs-print', reader)).toEqual([loop.teachbackId]);
  });

  it('deleting the account withdraws its explanations and takes its helpful marks off the counts', async () => {
    const leaving = await buildUser(app);
    const mine = await explanation(leaving, 'what-a-program-is', { publish: true, rating: 5 });
    const theirs = await explanation(author, 'what-a-program-is', { publish: true, rating: 4 });
    await call(app, 'POST', `/api/explanations/${theirs.teachbackId}/helpful`, leaving);
    expect(
      (await libraryOf('what-a-program-is')).explanations.map((e) => [e.teachbackId, e.helpful]),
    ).toEqual([
      [theirs.teachbackId, 1],
      [mine.teachbackId, 0],
    ]);
    const deleted = await call(app, 'POST', '/api/account/delete', leaving, { password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(
      (await libraryOf('what-a-program-is')).explanations.map((e) => [e.teachbackId, e.helpful]),
    ).toEqual([[theirs.teachbackId, 0]]);
    // A later review revision finds the choice withdrawn too: nothing puts it back.
    await review(app, owner, mine.feedbackId, { rating: 5 });
    expect(await idsIn('what-a-program-is')).toEqual([theirs.teachbackId]);
  });
});

describe(`an item's library (${engine})`, () => {
  it('ranks by helpful marks, then stars, then the newest, and pages by cursor', async () => {
    const [a, b, c] = [await buildUser(app), await buildUser(app), await buildUser(app)];
    const low = await explanation(a, 'variables', { publish: true, rating: 4 });
    const high = await explanation(b, 'variables', { publish: true, rating: 5 });
    const marked = await explanation(c, 'variables', { publish: true, rating: 4 });
    const newer = await explanation(a, 'variables', { publish: true, rating: 4 });
    await call(app, 'POST', `/api/explanations/${marked.teachbackId}/helpful`, reader);
    const ids = await idsIn('variables');
    expect(ids).toEqual([marked.teachbackId, high.teachbackId, newer.teachbackId, low.teachbackId]);
    expect((await libraryOf('variables', reader)).explanations.map((e) => e.markedHelpful)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    // Pages of the library size, each after the last: the whole ranking once, in order.
    // (One at a time: the test helper's recount of open loads would deadlock against itself on PostgreSQL.)
    const more = [];
    for (let i = 0; i < LIBRARY_LIMITS.pageSize; i += 1) {
      more.push(await explanation(await buildUser(app), 'variables', { publish: true, rating: 4 }));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ItemExplanationsResponse = await libraryOf(
        'variables',
        undefined,
        cursor ? `?cursor=${cursor}` : '',
      );
      seen.push(...page.explanations.map((e) => e.teachbackId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.slice(0, 2)).toEqual([marked.teachbackId, high.teachbackId]);
    expect(new Set(seen).size).toBe(4 + more.length);
    expect((await call(app, 'GET', itemsUrl('variables', '?cursor=nonsense'))).statusCode).toBe(400);
  });

  it('names the author’s handle only while their public profile is public', async () => {
    const handle = `ada-author-${engine}`;
    await db.updateTable('profiles').set({ handle, public_profile: 1 }).where('id', '=', author.id).execute();
    const page = await libraryOf('data-types');
    expect(page.explanations[0]?.author).toEqual({ name: 'Ada Author', handle });
    await db.updateTable('profiles').set({ public_profile: 0 }).where('id', '=', author.id).execute();
    expect((await libraryOf('data-types')).explanations[0]?.author).toEqual({
      name: 'Ada Author',
      handle: null,
    });
  });

  it('answers 404 for an unknown course or item', async () => {
    expect((await call(app, 'GET', '/api/courses/nope/items/variables/explanations')).statusCode).toBe(404);
    const unknownItem = await call(app, 'GET', itemsUrl('nope'));
    expect(unknownItem.statusCode).toBe(404);
    expect(unknownItem.json()).toMatchObject({ error: { message: PATH_MESSAGES.itemNotFound } });
  });
});

describe(`helpful marks (${engine})`, () => {
  it('a reader marks and unmarks; twice changes nothing; never the author’s own; signed out is 401', async () => {
    const loop = await explanation(author, 'while-loops', { publish: true, rating: 5, title: 'Marks' });
    const url = `/api/explanations/${loop.teachbackId}/helpful`;
    expect((await call(app, 'POST', url)).statusCode).toBe(401);
    expect((await call(app, 'POST', url, reader)).json()).toEqual({ markedHelpful: true, helpful: 1 });
    expect((await call(app, 'POST', url, reader)).json()).toEqual({ markedHelpful: true, helpful: 1 });
    expect((await call(app, 'POST', url, owner)).json()).toEqual({ markedHelpful: true, helpful: 2 });
    expect((await call(app, 'DELETE', url, reader)).json()).toEqual({ markedHelpful: false, helpful: 1 });
    expect((await call(app, 'DELETE', url, reader)).json()).toEqual({ markedHelpful: false, helpful: 1 });
    const own = await call(app, 'POST', url, author);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ error: { message: PATH_MESSAGES.ownExplanation } });
    expect((await call(app, 'POST', '/api/explanations/missing/helpful', reader)).statusCode).toBe(404);
    // Withdrawn, it cannot be marked; published again, its count is the marks readers left.
    await choose(author, loop.teachbackId, false);
    expect((await call(app, 'POST', url, reader)).statusCode).toBe(404);
    await choose(author, loop.teachbackId, true);
    const page = await libraryOf('while-loops', owner);
    expect(page.explanations.find((e) => e.teachbackId === loop.teachbackId)).toMatchObject({
      helpful: 1,
      markedHelpful: true,
    });
  });
});

describe(`search (${engine})`, () => {
  it('finds by title, prompt and text, best match first, with a plain excerpt, within a course', async () => {
    const titled = await explanation(author, 'for-loops', { publish: true, title: 'Iterating pangolins' });
    const inText = await explanation(author, 'for-loops', {
      publish: true,
      title: 'Counting',
      notes: `${EXPLANATION} **Pangolins** roll into a [ball](https://example.com) when scared.`,
    });
    const results = (await search('pangolins')).json<ExplanationSearchResponse>().results;
    expect(results.map((hit) => hit.teachbackId)).toEqual([titled.teachbackId, inText.teachbackId]);
    expect(results[1]?.excerpt).toContain('Pangolins roll into a ball when scared.');
    expect(results[1]?.excerpt.length).toBeLessThanOrEqual(170);
    expect(await foundIds('Prompt of Iterating')).toEqual([titled.teachbackId]);
    // Every word must match; a word finds its other forms (the engines stem).
    expect(await foundIds('pangolins scared')).toEqual([inText.teachbackId]);
    expect(await foundIds('pangolin')).toHaveLength(2);
    const other = (
      await search('pangolins', undefined, 'algebra-foundations')
    ).json<ExplanationSearchResponse>();
    expect(other.results).toEqual([]);
    expect((await search('pangolins', undefined, 'no-such-course')).statusCode).toBe(404);
  });

  it('never fails on odd input: quotes, stars, operators, emoji, 100 characters', async () => {
    const odd = [
      '"',
      '*',
      'AND',
      'OR NOT',
      'NEAR(a b)',
      'title:x',
      '"unclosed',
      'a*b*',
      '(',
      '^',
      '-x',
      '🦔🦔',
      'ß',
    ];
    for (const q of [...odd, 'x'.repeat(100), 'word '.repeat(20).slice(0, 100)]) {
      const response = await search(q);
      expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    }
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
    expect((await search('   ')).statusCode).toBe(400);
    expect((await call(app, 'GET', '/api/explanations/search')).statusCode).toBe(400);
  });
});

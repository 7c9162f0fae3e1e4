import { COURSE_MESSAGES, findCourse, PATH_MESSAGES } from '@teachloop/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { buildUser, call, type TestUser } from '../../test/factories';
import { handedTeachback, review } from '../../test/learning-loop';
import { hideItem, liftSuspension, suspendUser, unhideItem } from '../../test/moderation-state';

const { app, db } = await buildTestApp();

const HTML = 'text/html,application/xhtml+xml';
const page = (url: string, user?: TestUser) =>
  app.inject({ method: 'GET', url, headers: { accept: HTML, ...(user ? { cookie: user.cookie } : {}) } });

/** Text placed in HTML as the pages place it (escapeHtml's numeric entities). */
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const python = findCourse('intro-to-python')!;
const variables = python.path.find((item) => item.slug === 'variables')!;

/** An explanation long enough to complete, with markup and a script link an author might try. */
const HOSTILE_NOTES = [
  'A variable is a name for a value <img src=x onerror="alert(1)"> and the equals sign assigns it.',
  '',
  '<script>alert("body")</script> [click me](javascript:alert(2)) so score = score + 5 makes fifteen of ten.',
  'The old value is replaced and the name now refers to the new one, which is why the line reads right to left.',
].join('\n');

/**
 * `author`'s explanation of intro-to-python/variables, reviewed by `owner` with 5 stars and published by its
 * author: the loop through the API, with the challenge marked as asked from the path item (as asking it does).
 */
async function publishedExplanation(owner: TestUser, author: TestUser, title: string) {
  const { challengeId, teachbackId } = await handedTeachback(app, db, owner, author, {
    title,
    topic: 'Variables',
    level: 'Beginner',
  });
  await db
    .updateTable('challenges')
    .set({ path_item: 'intro-to-python/variables' })
    .where('id', '=', challengeId)
    .execute();
  const notes = await call(app, 'PUT', `/api/teachbacks/${teachbackId}/notes`, author, {
    notes: HOSTILE_NOTES,
  });
  expect(notes.statusCode).toBe(200);
  const completed = await call(app, 'POST', `/api/teachbacks/${teachbackId}/complete`, author, {});
  expect(completed.statusCode).toBe(200);
  const request = await db
    .selectFrom('feedback_requests')
    .select('id')
    .where('teachback_id', '=', teachbackId)
    .executeTakeFirstOrThrow();
  expect((await review(app, owner, request.id, { rating: 5 })).statusCode).toBe(200);
  const published = await call(app, 'PUT', `/api/teachbacks/${teachbackId}/publish`, author, {
    publish: true,
  });
  expect(published.json()).toEqual({ publish: true, published: true });
  return teachbackId;
}

describe('GET /explore/{course}', { timeout: 30_000 }, () => {
  it('renders the course with its title, description, canonical link, Open Graph tags and its path', async () => {
    const response = await page('/explore/intro-to-python');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const title = escaped(`${python.title} · Teachloop`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<meta name="description" content="${escaped(python.description)}" />`);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]*\/explore\/intro-to-python" \/>/);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain(`<meta property="og:description" content="${escaped(python.description)}" />`);
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toMatch(/<meta property="og:url" content="http[^"]*\/explore\/intro-to-python" \/>/);
    expect(html).toContain('<meta property="og:site_name" content="Teachloop" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).toContain(`<meta name="twitter:title" content="${title}" />`);
    expect(html).toContain(`>${escaped(python.title)}</h1>`);
    expect(html).toContain('>Learning path</h2>');
    for (const item of python.path) {
      expect(html).toContain(`href="/explore/intro-to-python/${item.slug}">${escaped(item.title)}</a>`);
    }
  });

  it('answers an unknown course with the app’s not-found page and a 404, or the API’s error shape', async () => {
    const missing = await page('/explore/no-such-course');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('<div id="root">');
    expect(missing.body).not.toContain('og:title');
    for (const odd of ['%3Cscript%3E', '..%2F..%2Fetc', 'x'.repeat(300), '%E2%80%99']) {
      const response = await page(`/explore/${odd}`);
      expect([odd, response.statusCode, response.body]).toEqual([odd, 404, missing.body]);
    }
    // A trailing slash goes to the address without it.
    for (const [url, location] of [
      ['/explore/', '/explore'],
      ['/explore/intro-to-python/', '/explore/intro-to-python'],
    ]) {
      const response = await page(url!);
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 301, location]);
    }
    const asJson = await app.inject({ method: 'GET', url: '/explore/no-such-course' });
    expect(asJson.statusCode).toBe(404);
    expect(asJson.json()).toEqual({ error: { code: 'not_found', message: COURSE_MESSAGES.notFound } });
  });
});

describe('GET /explore/{course}/{item}', { timeout: 60_000 }, () => {
  it('renders the item: title, prompt, key ideas, and no explanation yet', async () => {
    const response = await page('/explore/intro-to-python/if-statements');
    const item = python.path.find((each) => each.slug === 'if-statements')!;
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const title = escaped(`${item.title} · ${python.title} · Teachloop`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toMatch(
      /<link rel="canonical" href="http[^"]*\/explore\/intro-to-python\/if-statements" \/>/,
    );
    expect(html).toMatch(/<meta name="description" content="Explain how Python decides[^"]*" \/>/);
    expect(html).toContain(`>${escaped(item.title)}</h1>`);
    expect(html).toContain(`>${escaped(item.prompt)}</p>`);
    expect(html).toContain('>Key ideas</h2>');
    for (const idea of item.keyIdeas) expect(html).toContain(`<li>${escaped(idea)}</li>`);
    expect(html).toContain('href="/explore/intro-to-python">');
    expect(html).toContain('No published explanations yet. Teach it and be the first.');
  });

  it('shows the top published explanations escaped, the same signed in or not, never a hidden or suspended one', async () => {
    const owner = await buildUser(app, { name: 'Owen Owner' });
    const author = await buildUser(app, { name: `Ada <b>"Bold"</b> & 'Co'` });
    const title = `Variables <script>alert('title')</script>`;
    const teachbackId = await publishedExplanation(owner, author, title);

    const response = await page('/explore/intro-to-python/variables');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`>${escaped(title)}</h3>`);
    expect(html).toContain(escaped(`Ada <b>"Bold"</b> & 'Co'`));
    expect(html).toContain(escaped('<img src=x onerror="alert(1)">'));
    expect(html).toContain(escaped('<script>alert("body")</script> [click me](javascript:alert(2))'));
    // Nothing the author wrote became markup: no element, no attribute, no script link.
    for (const raw of ['<img', '<b>', 'onerror="', '<script>alert', 'href="javascript']) {
      expect(html).not.toContain(raw);
    }
    expect(html).not.toContain('No published explanations yet.');

    // Signed in (even as its author), the page is the same HTML.
    expect((await page('/explore/intro-to-python/variables', author)).body).toBe(html);
    expect((await page('/explore/intro-to-python/variables', owner)).body).toBe(html);

    await hideItem(db, 'teachback', teachbackId, 'Test hide');
    const hidden = (await page('/explore/intro-to-python/variables')).body;
    expect(hidden).not.toContain('alert(');
    expect(hidden).not.toContain('Bold');
    await unhideItem(db, 'teachback', teachbackId);

    await suspendUser(db, author.id);
    const suspended = (await page('/explore/intro-to-python/variables')).body;
    expect(suspended).not.toContain('alert(');
    expect(suspended).not.toContain('Bold');
    await liftSuspension(db, author.id);
    expect((await page('/explore/intro-to-python/variables')).body).toBe(html);
  });

  it('answers an unknown item or course with the not-found page and a 404', async () => {
    const notFound = await page('/explore/no-such-course');
    for (const url of [
      '/explore/intro-to-python/no-such-item',
      '/explore/no-such-course/variables',
      `/explore/algebra-foundations/${variables.slug}`,
      '/explore/intro-to-python/%3Cscript%3E',
    ]) {
      const response = await page(url);
      expect([url, response.statusCode, response.body]).toEqual([url, 404, notFound.body]);
    }
    const asJson = await app.inject({ method: 'GET', url: '/explore/intro-to-python/no-such-item' });
    expect(asJson.statusCode).toBe(404);
    expect(asJson.json()).toEqual({ error: { code: 'not_found', message: PATH_MESSAGES.itemNotFound } });
  });
});

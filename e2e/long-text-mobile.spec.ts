import type { Browser, Page } from '@playwright/test';
import { expect, MOBILE, test } from './fixtures';
import { signUpViaApi, type TestUser } from './support/accounts';
import { EXPLANATION } from './support/explanation';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { api, createChallenge } from './support/two-users';

/*
 * Every text a user controls wraps everywhere: two users whose names are 100 unbroken characters (the longest a
 * full name may be) trade a challenge with an unbroken title, topic and prompt, a review and a reply full of
 * unbroken words, in a circle with an unbroken name; then every signed-in page is walked at 375 px and must not
 * scroll sideways. Each page is measured as built, and again with every component's own wrap class made to
 * inherit, as a component that forgot the class would: the global rule (styles/index.css: body
 * { overflow-wrap: anywhere }) alone must hold it. On a fresh server, so the teach-backs go to this test's peer.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 90 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

const unbroken = (length: number, stem = 'https://example.com/') =>
  `${stem}${'x'.repeat(length - stem.length)}`;
// Each at its limit: full name 100, title 120, topic 60, circle name 60 and focus 140 characters.
const TITLE = unbroken(120);
const PROMPT = unbroken(150);
const TOPIC = unbroken(60, 'Topic');
const CIRCLE = unbroken(60, 'Circle');
const LONG_WORDS = `${unbroken(200)} ${EXPLANATION}`;
const WITHOUT_COMPONENT_WRAP = '.wrap-anywhere { overflow-wrap: inherit !important; }';

function longNamedUser(stem: string): TestUser {
  const id = crypto.randomUUID().slice(0, 8);
  return {
    fullName: unbroken(100, stem),
    email: `${stem.toLowerCase()}-${id}@example.com`,
    password: `pw-${id}-long`,
  };
}

async function mobilePage(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, viewport: MOBILE });
  const page = await context.newPage();
  await signUpViaApi(page, user, server.origin);
  return page;
}

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Opens `path`, waits until its heading is shown and nothing is still loading, then measures it twice. */
async function expectNoSidewaysScroll(page: Page, path: string, visibleText?: string) {
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeAttached();
  if (visibleText) await expect(page.getByText(visibleText).first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  expect.soft(await pageWidth(page), `${path} as built`).toBeLessThanOrEqual(MOBILE.width);
  await page.addStyleTag({ content: WITHOUT_COMPONENT_WRAP });
  expect.soft(await pageWidth(page), `${path} on the global rule alone`).toBeLessThanOrEqual(MOBILE.width);
}

/** A challenge at the limits, whose teach-back goes to the peer, the only other user on this fresh server. */
async function assignedChallenge(owner: Page, title: string) {
  const created = await createChallenge(owner, server.origin, {
    title,
    topic: TOPIC,
    description: PROMPT,
    dueDays: 3,
  });
  expect(created.teachbackId, 'the peer, the only other user, is assigned the teach-back').not.toBeNull();
  return { challengeId: created.challengeId, teachbackId: created.teachbackId! };
}

test('100-character unbroken names and unbroken titles, prompts and comments never widen a signed-in page at 375 px', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const requester = await mobilePage(browser, longNamedUser('Ada'));
  const learner = await mobilePage(browser, longNamedUser('Ben'));
  const { circle } = (await api(requester, server.origin, 'POST', '/api/circles', {
    name: CIRCLE,
    focus: unbroken(140, 'Focus'),
    level: 'Beginner',
    privacy: 'open',
    capacity: 2,
  })) as { circle: { id: string } };
  await api(learner, server.origin, 'POST', `/api/circles/${circle.id}/join`);

  // One teach-back completed, reviewed and replied to; another still due, as the issue found it.
  const done = await assignedChallenge(requester, TITLE);
  await api(learner, server.origin, 'PUT', `/api/teachbacks/${done.teachbackId}/notes`, {
    notes: LONG_WORDS,
  });
  await api(learner, server.origin, 'POST', `/api/teachbacks/${done.teachbackId}/complete`);
  const { feedback } = (await api(requester, server.origin, 'GET', '/api/feedback')) as {
    feedback: { id: string }[];
  };
  const reviewId = feedback[0]!.id;
  await api(requester, server.origin, 'PUT', `/api/feedback/${reviewId}/review`, {
    rating: 5,
    comment: LONG_WORDS,
  });
  await api(learner, server.origin, 'POST', `/api/feedback/${reviewId}/replies`, { body: unbroken(300) });
  const due = await assignedChallenge(requester, unbroken(120, 'https://example.org/'));

  const everyonesPages = [
    '/dashboard',
    '/challenges',
    '/challenges/create',
    '/teachbacks',
    '/feedback',
    `/circles`,
    `/circles/${circle.id}`,
    '/leaderboard',
    '/activity',
    '/notifications',
    '/settings/notifications',
    '/settings/account',
    '/portfolio',
    '/how-xp-works',
    '/explore',
    '/community',
  ];
  for (const path of everyonesPages) await expectNoSidewaysScroll(requester, path);
  await expectNoSidewaysScroll(requester, `/challenges/${done.challengeId}/work`, TITLE.slice(0, 30));
  await expectNoSidewaysScroll(requester, `/feedback/${reviewId}`, TITLE.slice(0, 30));

  for (const path of everyonesPages) await expectNoSidewaysScroll(learner, path);
  await expectNoSidewaysScroll(learner, '/dashboard', 'Ada');
  await expectNoSidewaysScroll(learner, `/teachbacks/${due.teachbackId}/work`, PROMPT.slice(0, 30));
  await expectNoSidewaysScroll(learner, `/teachbacks/${done.teachbackId}/work`, TITLE.slice(0, 30));
});

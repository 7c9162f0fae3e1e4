import type { Browser, Page } from '@playwright/test';
import { expect, MOBILE, test } from './fixtures';
import { newUser, signUpViaApi } from './support/accounts';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';

/*
 * The global wrapping rule (styles/index.css: body { overflow-wrap: anywhere }) alone keeps long unbroken user
 * text from widening the page at 375 px: each page is measured as built, and again with every component's own
 * wrap class made to inherit, as a component that forgot the class would. On a fresh server, so the
 * teach-back is assigned to this test's second user.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 90 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

const unbroken = (length: number) => `https://example.com/${'x'.repeat(length - 20)}`;
// The title is capped at 120 characters (LEARNING_LIMITS.title); the prompt takes the 150 asked for.
const TITLE = unbroken(120);
const PROMPT = unbroken(150);
const WITHOUT_COMPONENT_WRAP = '.wrap-anywhere { overflow-wrap: inherit !important; }';

async function mobilePage(browser: Browser, firstName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, viewport: MOBILE });
  const page = await context.newPage();
  await signUpViaApi(page, newUser(firstName), server.origin);
  return page;
}

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function expectNoSidewaysScroll(page: Page, path: string, visibleText: string) {
  await page.goto(path);
  await expect(page.getByText(visibleText).first()).toBeVisible();
  expect(await pageWidth(page), `${path} as built`).toBeLessThanOrEqual(MOBILE.width);
  await page.addStyleTag({ content: WITHOUT_COMPONENT_WRAP });
  expect(await pageWidth(page), `${path} on the global rule alone`).toBeLessThanOrEqual(MOBILE.width);
}

test('a 120-character unbroken title and a 150-character unbroken prompt never widen a page at 375 px', async ({
  browser,
}) => {
  const owner = await mobilePage(browser, 'Ada');
  const peer = await mobilePage(browser, 'Ben');
  const response = await owner.request.post(`${server.origin}/api/challenges`, {
    data: { title: TITLE, topic: 'Links', description: PROMPT, level: 'Beginner', dueDays: 3 },
    headers: { origin: server.origin },
  });
  expect(response.status()).toBe(201);
  const { teachback } = (await response.json()) as { teachback: { id: string } | null };
  expect(teachback, 'the peer, the only other user, is assigned the teach-back').not.toBeNull();

  await expectNoSidewaysScroll(owner, '/dashboard', TITLE.slice(0, 30));
  await expectNoSidewaysScroll(owner, '/challenges', TITLE.slice(0, 30));
  await expectNoSidewaysScroll(peer, '/dashboard', PROMPT.slice(0, 30));
  await expectNoSidewaysScroll(peer, `/teachbacks/${teachback!.id}/work`, PROMPT.slice(0, 30));
});

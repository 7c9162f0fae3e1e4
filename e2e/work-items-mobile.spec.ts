import type { Browser, Page } from '@playwright/test';
import { expect, MOBILE, test } from './fixtures';
import { newUser, signUpViaApi } from './support/accounts';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';

/*
 * The challenge and teach-back pages at 375 px with the longest unbroken texts the limits allow (a URL-like
 * title, topic and prompt): nothing may widen the page. On a fresh server, so the teach-back is assigned to
 * this test's second user.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 70 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

const unbroken = (length: number) => `https://example.com/${'a'.repeat(length - 20)}`;
const LONG = { title: unbroken(120), topic: unbroken(60), description: unbroken(2000) };

async function mobilePage(browser: Browser, firstName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, viewport: MOBILE });
  const page = await context.newPage();
  await signUpViaApi(page, newUser(firstName), server.origin);
  return page;
}

async function expectNoSidewaysScroll(page: Page, path: string, visibleText: string) {
  await page.goto(path);
  await expect(page.getByText(visibleText).first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(MOBILE.width);
}

test('long unbroken titles, topics and prompts wrap on every challenge and teach-back page at 375 px', async ({
  browser,
}) => {
  const owner = await mobilePage(browser, 'Ada');
  const peer = await mobilePage(browser, 'Ben');
  const response = await owner.request.post(`${server.origin}/api/challenges`, {
    data: { ...LONG, level: 'Beginner', dueDays: 3 },
    headers: { origin: server.origin },
  });
  expect(response.status()).toBe(201);
  const { challenge, teachback } = (await response.json()) as {
    challenge: { id: string };
    teachback: { id: string } | null;
  };
  expect(teachback).not.toBeNull();

  const titleStart = LONG.title.slice(0, 30);
  await expectNoSidewaysScroll(owner, '/challenges', titleStart);
  await expectNoSidewaysScroll(owner, `/challenges/${challenge.id}/work`, titleStart);
  await expectNoSidewaysScroll(owner, '/dashboard', titleStart);
  await expectNoSidewaysScroll(peer, '/teachbacks', titleStart);
  await expectNoSidewaysScroll(peer, `/teachbacks/${teachback!.id}/work`, titleStart);
  await expectNoSidewaysScroll(peer, '/dashboard', titleStart);
});

test('Create challenge at 375 px: Create and Cancel stand on screen in their tab order', async ({
  browser,
}) => {
  const page = await mobilePage(browser, 'Cy');
  await page.goto('/challenges/create');
  const create = page.getByRole('button', { name: 'Create' });
  const cancel = page.getByRole('link', { name: 'Cancel' });
  const [createBox, cancelBox] = [await create.boundingBox(), await cancel.boundingBox()];
  expect(createBox!.y).toBeLessThan(cancelBox!.y);

  // After the prompt: its 'Add image', then the form's buttons.
  await page.getByLabel('Prompt/Instructions').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add image' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(create).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
});

import { randomUUID } from 'node:crypto';
import type { Cookie, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './support/accounts';
import { expectAccessibleInEveryLook, screenshotEveryLook } from './support/looks';
import { appOrigin } from './support/oidc-settings';
import { api, expectNotReloaded, markDocument, signedInUser, teachBack } from './support/two-users';

/*
 * Study circles in the browser, on the shared server (circle names carry a unique tag, so other tests' circles
 * never match): a private circle from creation to an approved member and its leaderboard, the login guard's
 * way back to /circles, and axe on Find a Circle and a circle's page at 1280 and 375 px, light and dark.
 */
const origin = appOrigin();
const uniqueName = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

test('a private circle: created by one user, asked to join by another, approved live, with its leaderboard', async ({
  browser,
}) => {
  const name = uniqueName('Night Owls');
  const ada = await signedInUser(browser, origin, 'Ada');
  const ben = await signedInUser(browser, origin, 'Ben');

  // Ada creates a private circle through the form in the dialog and lands on its page.
  await ada.page.goto('/circles');
  await ada.page.getByRole('button', { name: 'Create a circle' }).click();
  const dialog = ada.page.getByRole('dialog', { name: 'Create a circle' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Focus').fill('Late-night calculus, one problem set a week');
  await dialog.getByLabel('Level').selectOption('Advanced');
  await dialog.getByRole('radio', { name: /Private/ }).check();
  await dialog.getByLabel('Capacity').fill('4');
  await dialog.getByRole('button', { name: 'Create circle' }).click();
  await expect(ada.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(ada.page).toHaveURL(/\/circles\/[^/]+$/);
  const circlePath = new URL(ada.page.url()).pathname;
  const requests = ada.page.getByRole('region', { name: 'Requests to join' });
  await expect(requests.getByText('No one is waiting to join.')).toBeVisible();
  await markDocument(ada.page);

  // Ben finds it by its focus and level, and asks to join.
  await ben.page.goto('/circles');
  await ben.page.getByRole('searchbox', { name: 'Search circles' }).fill(name);
  // The level chips are labels around visually hidden radios: a click lands on the label, as a user's does.
  await ben.page
    .locator('label')
    .filter({ hasText: /^Advanced$/ })
    .click();
  await expect(ben.page.getByRole('radio', { name: 'Advanced' })).toBeChecked();
  await expect(ben.page).toHaveURL(/level=Advanced/);
  // The search has reached the address (and the list's request) before the card is used: '1 circle' is then
  // this search's answer, whatever other Advanced circles the server holds.
  await expect(ben.page).toHaveURL(/[?&]q=Night\+Owls/);
  await expect(ben.page.getByText('1 circle', { exact: true })).toBeVisible();
  const card = ben.page.getByRole('listitem').filter({ has: ben.page.getByRole('heading', { name }) });
  await expect(card.getByText('Private', { exact: true })).toBeVisible();
  await expect(card.getByText('No ratings yet')).toBeVisible();
  await card.getByRole('button', { name: 'Request to join' }).click();
  await expect(
    ben.page.getByRole('status').filter({ hasText: `Request to join “${name}” sent!` }),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Request sent' })).toBeDisabled();

  // Ben waits on the circle's page; Ada sees his request arrive without reloading and approves it.
  await card.getByRole('link', { name: 'View circle' }).click();
  await expect(ben.page).toHaveURL(circlePath);
  await expect(
    ben.page.getByText('Members and the circle’s leaderboard are visible to its members.'),
  ).toBeVisible();
  await markDocument(ben.page);
  await expect(requests.getByText('Ben Tester')).toBeVisible({ timeout: 5_000 });
  await expectNotReloaded(ada.page);
  await requests.getByRole('button', { name: 'Approve' }).click();
  await expect(ada.page.getByRole('status').filter({ hasText: 'Ben Tester is now a member.' })).toBeVisible();

  // Ben is told live: he is a member and sees the members and the leaderboard.
  const members = ben.page.getByRole('region', { name: 'Members' });
  await expect(members.getByText('Ben Tester')).toBeVisible({ timeout: 5_000 });
  await expect(ben.page.getByText('Member', { exact: true })).toBeVisible();
  await expectNotReloaded(ben.page);

  // XP earned this week (Ben teaches back Ada's challenge: +15) shows on the circle leaderboard and his dashboard.
  await teachBack(ada.page, ben.page, origin, 'Explain limits with a staircase');
  await ben.page.reload();
  const board = ben.page.getByRole('region', { name: 'This week’s leaderboard' });
  await expect(board.getByRole('listitem').first()).toHaveText(/Rank 1\s*Ben TesterYou\s*15 XP/);
  await expect(members.getByRole('listitem').filter({ hasText: 'Ben Tester' })).toContainText(
    '15 XP this week',
  );
  await ben.page.goto('/dashboard');
  const panel = ben.page.getByRole('region', { name: 'This week’s circle leaderboard' });
  await expect(panel.getByRole('listitem').filter({ hasText: 'Ben Tester' })).toContainText('15 XP');
  await expect(panel.getByText(/ranks everyone/)).toHaveCount(0);
});

test('a search typed just before following a link dies with the list: the user stays where they went', async ({
  browser,
}) => {
  const name = uniqueName('Dawn Readers');
  const { page } = await signedInUser(browser, origin, 'Dee');
  const { circle } = (await api(page, origin, 'POST', '/api/circles', {
    name,
    focus: 'A chapter before class',
    level: 'Beginner',
    privacy: 'open',
    capacity: 4,
  })) as { circle: { id: string } };
  const listAddress = `/circles?q=${encodeURIComponent(name).replaceAll('%20', '+')}`;
  await page.goto(listAddress);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByRole('link', { name: 'View circle' })).toBeVisible();

  // The circle page's code is held back: the list stays on screen, its search pending, while the address
  // already names the circle (navigations render as transitions).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/page-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Another term that still finds the circle, so the card stays even if a slow machine applies it first.
  await page.getByRole('searchbox', { name: 'Search circles' }).fill(name.toLowerCase());
  await card.getByRole('link', { name: 'View circle' }).click();
  await expect(page).toHaveURL(`/circles/${circle.id}`);
  // Longer than the search's pause: a search left pending must not pull the user back to the list.
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(`/circles/${circle.id}`);

  release();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(`/circles/${circle.id}`);
  await page.goBack();
  await expect(page).toHaveURL(/\/circles\?q=/);
  await expect(card).toBeVisible();
});

test('an anonymous visitor sent to /login from /circles comes back after signing in', async ({
  page,
  browser,
}) => {
  const { account, page: other } = await signedInUser(browser, origin, 'Cleo');
  await other.context().close();

  await page.goto('/circles?level=Beginner');
  await expect(page).toHaveURL('/login');
  await logIn(page, account);
  await expect(page).toHaveURL('/circles?level=Beginner');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Circle' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Beginner' })).toBeChecked();
});

test.describe('circle pages', () => {
  const sessions: Record<'owner' | 'visitor', Cookie[]> = { owner: [], visitor: [] };
  let circleId = '';
  let tag = '';

  test.beforeAll(async ({ browser }) => {
    tag = randomUUID().slice(0, 6);
    const owner = await signedInUser(browser, origin, 'Olga');
    const visitor = await signedInUser(browser, origin, 'Vic');
    const created = (await api(owner.page, origin, 'POST', '/api/circles', {
      name: `Graph Theory Study Group ${tag}`,
      focus: 'Shortest paths, spanning trees and a weekly proof',
      level: 'Intermediate',
      privacy: 'private',
      capacity: 6,
    })) as { circle: { id: string } };
    circleId = created.circle.id;
    await api(owner.page, origin, 'POST', '/api/circles', {
      name: `Algebra Night ${tag}`,
      focus: 'Linear equations, step by step',
      level: 'Beginner',
      privacy: 'open',
      capacity: 2,
    });
    // Mia is approved (a member with XP); Vic's request waits in the owner's queue.
    const mia = await signedInUser(browser, origin, 'Mia');
    await api(mia.page, origin, 'POST', `/api/circles/${circleId}/requests`);
    const { requests } = (await api(owner.page, origin, 'GET', `/api/circles/${circleId}`)) as {
      requests: { id: string }[];
    };
    await api(owner.page, origin, 'POST', `/api/circles/${circleId}/requests/${requests[0]!.id}/approve`);
    await api(visitor.page, origin, 'POST', `/api/circles/${circleId}/requests`);
    // Each teaches back the other's challenge (they are each other's only circle peer): both have XP.
    await teachBack(mia.page, owner.page, origin, 'Explain Dijkstra with a road map');
    await teachBack(owner.page, mia.page, origin, 'Explain spanning trees with cables');
    await teachBack(owner.page, mia.page, origin, 'Explain BFS with ripples');
    await mia.page.context().close();
    sessions.owner = await owner.page.context().cookies();
    sessions.visitor = await visitor.page.context().cookies();
    await owner.page.context().close();
    await visitor.page.context().close();
  });

  const PAGES = [
    {
      name: 'circles',
      as: 'visitor' as const,
      path: () => `/circles?q=${tag}`,
      ready: async (page: Page) => {
        await expect(page.getByText('2 circles', { exact: true })).toBeVisible();
      },
    },
    {
      name: 'circle',
      as: 'owner' as const,
      path: () => `/circles/${circleId}`,
      ready: async (page: Page) => {
        await expect(
          page.getByRole('region', { name: 'Requests to join' }).getByText('Vic Tester'),
        ).toBeVisible();
        const board = page.getByRole('region', { name: 'This week’s leaderboard' });
        await expect(board.getByRole('listitem')).toHaveCount(2);
        await expect(page.getByRole('button', { name: 'Transfer ownership' })).toBeVisible();
      },
    },
    {
      name: 'create-circle',
      as: 'visitor' as const,
      path: () => '/circles',
      ready: async (page: Page) => {
        await page.getByRole('button', { name: 'Create a circle' }).click();
        const dialog = page.getByRole('dialog', { name: 'Create a circle' });
        await dialog.getByRole('button', { name: 'Create circle' }).click();
        await expect(dialog.getByText('Give your circle a name.')).toBeVisible();
      },
    },
  ];

  async function open(page: Page, target: (typeof PAGES)[number]) {
    await page.context().addCookies(sessions[target.as]);
    await page.goto(target.path());
    await target.ready(page);
  }

  for (const target of PAGES) {
    test(`${target.name} passes axe at 1280 and 375 px, light and dark, and stays within the screen`, async ({
      page,
      axe,
    }) => {
      await expectAccessibleInEveryLook(page, axe, target.name, () => open(page, target));
    });
  }

  for (const target of PAGES) {
    test(`${target.name} screenshots`, { tag: '@screenshots' }, async ({ page }) => {
      await screenshotEveryLook(page, target.name, () => open(page, target), {
        fullPage: target.name !== 'create-circle',
      });
    });
  }
});

import type { Cookie, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { expectAccessibleInEveryLook, screenshotEveryLook } from './support/looks';
import { api, reviewRequestBetween, signedInUser } from './support/two-users';

/*
 * The review and XP pages with real data (a reviewed teach-back and one waiting), checked with axe-core at 1280
 * and 375 px in light and dark; with SCREENSHOTS=1 also photographed for design review into SHOTS_DIR
 * (default e2e/screenshots). On a fresh server, so the teach-backs go to this file's peer.
 */
let server: FreshServer;
const sessions: Record<'ada' | 'ben', Cookie[]> = { ada: [], ben: [] };
let pendingId = '';

test.beforeAll(async ({ browser }) => {
  server = await startFreshServer(APP_PORT + 150 + test.info().workerIndex);
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const reviewedId = await reviewRequestBetween(server.origin, ada.page, ben.page, {
    title: 'Explain recursion with Russian dolls',
    notes:
      'Each doll holds a smaller one until the last, which holds nothing: that is the base case. Opening a ' +
      'doll is the recursive step, because what is inside is the same problem, only smaller. Since every doll ' +
      'is smaller than the one around it, the opening has to end, and the last doll answers without opening ' +
      'anything. Ask yourself: what would happen if one doll contained a copy of itself?',
  });
  await api(ada.page, server.origin, 'PUT', `/api/feedback/${reviewedId}/review`, {
    rating: 5,
    rubric: { clarity: 5, accuracy: 4, examples: null },
    comment: 'The dolls made the base case obvious. Show the call stack unwinding next time.',
    anonymous: false,
  });
  pendingId = await reviewRequestBetween(server.origin, ada.page, ben.page, {
    title: 'Explain binary search with a phone book',
    notes:
      'Open the phone book in the middle. If the name comes earlier, keep the first half; otherwise the second.\n\nEach step halves what is left, so a million names take about twenty steps. The trick works only because the book is sorted: in a shuffled book, no page tells you which half to keep. Try it: how many steps for a thousand names?',
  });
  sessions.ada = await ada.page.context().cookies();
  sessions.ben = await ben.page.context().cookies();
  await ada.page.context().close();
  await ben.page.context().close();
});
test.afterAll(async () => {
  await server.stop();
});

interface ReviewPage {
  name: string;
  as: 'ada' | 'ben';
  path: () => string;
  ready: (page: Page) => Promise<void>;
}

const PAGES: ReviewPage[] = [
  {
    name: 'feedback',
    as: 'ada',
    path: () => '/feedback',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'Give feedback' })).toBeVisible();
    },
  },
  {
    name: 'feedback-received',
    as: 'ben',
    path: () => '/feedback?tab=received',
    ready: async (page) => {
      await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    },
  },
  {
    name: 'feedback-sheet',
    as: 'ada',
    path: () => `/feedback/${pendingId}`,
    ready: async (page) => {
      await expect(page.getByRole('dialog', { name: 'Give feedback' })).toBeVisible();
      await expect(page.getByRole('radio', { name: '1 star' })).toBeAttached();
      // The explanation stands at its full height in the scrolling sheet: a named region, not a Tab stop.
      await expect(page.getByRole('region', { name: /’s explanation$/ })).not.toHaveAttribute('tabindex');
    },
  },
  {
    name: 'portfolio',
    as: 'ben',
    path: () => '/portfolio',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Badges' })).toBeVisible();
    },
  },
  {
    name: 'dashboard',
    as: 'ben',
    path: () => '/dashboard',
    ready: async (page) => {
      await expect(page.getByText(/\d+ \/ 500 XP/)).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'This week’s circle leaderboard' }).getByRole('listitem').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'how-xp-works',
    as: 'ben',
    path: () => '/how-xp-works',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Earning XP' })).toBeVisible();
    },
  },
];

async function open(page: Page, target: ReviewPage) {
  await page.context().addCookies(sessions[target.as]);
  await page.goto(`${server.origin}${target.path()}`);
  await target.ready(page);
}

test.describe('review and XP pages', () => {
  for (const target of PAGES) {
    test(`${target.name} passes axe at 1280 and 375 px, light and dark, and stays within the screen`, async ({
      page,
      axe,
    }) => {
      await expectAccessibleInEveryLook(page, axe, target.name, () => open(page, target));
    });
  }
});

test.describe('review and XP screenshots', { tag: '@screenshots' }, () => {
  for (const target of PAGES) {
    test(`${target.name} screenshots`, async ({ page }) => {
      // A modal sheet is seen in the viewport; whole pages are seen from top to bottom.
      await screenshotEveryLook(page, target.name, () => open(page, target), {
        fullPage: target.name !== 'feedback-sheet',
      });
    });
  }
});

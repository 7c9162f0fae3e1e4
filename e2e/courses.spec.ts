import type { Page } from '@playwright/test';
import { findCourse } from '@teachloop/shared';
import { DESKTOP, MOBILE, expect, expectNoAxeViolations, test } from './fixtures';
import { expectAccessibleInEveryLook } from './support/looks';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { APP_PORT } from './support/oidc-settings';
import { signedInUser } from './support/two-users';

/*
 * Courses that teach, the whole story in the browser: a student alone starts a path from Explore and teaches an
 * item nobody asked for, choosing to publish it; a second student reviews it from 'Open for review' with 4
 * stars; the author's path shows it taught and the explanation is in the course library, where a visitor signed
 * out finds it on the item page and by search on the course page and on /explore. On a fresh server, so the
 * only explanation open for review and in the library is this test's.
 */
const COURSE = findCourse('intro-to-python')!;
const PUBLISH = 'Publish in the course library if it is rated 4 stars or more';
/**
 * A word only this run's explanation holds, to find it by search (a run repeated on the same server publishes
 * another explanation of the same item), and the explanation with it.
 */
function uniqueExplanation() {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  const marker = `quokka${letters.join('')}`;
  const text =
    'A variable is a name tag you tie to a value, not a box that holds it. Writing x = 5 ties the tag x to ' +
    'the number five; writing y = x ties a second tag to the same five. Give x a new value and only its tag ' +
    `moves. Picture a ${marker} in a zoo with two keepers calling it by different names: it is still one ` +
    'animal, and renaming it never copies it.';
  return { marker, text, phrase: `Picture a ${marker} in a zoo` };
}
const REVIEW_COMMENT = 'The name tags made it click. Show what happens with a list next time.';

let server: FreshServer | undefined;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFreshServer(APP_PORT + 810 + test.info().workerIndex);
  // startFreshServer gives up waiting after 30 s; a busy machine can need longer.
  await expect
    .poll(
      () =>
        fetch(`${server!.origin}/healthz`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 90_000 },
    )
    .toBe(true);
});
test.afterAll(async () => {
  await server?.stop();
});

function origin(): string {
  if (!server) throw new Error('The fresh server did not start.');
  return server.origin;
}

const learningPath = (page: Page) => page.getByRole('region', { name: 'Learning path' });
const library = (page: Page) => page.getByRole('region', { name: 'Published explanations' });

/** The path's row of one item, found by its title. */
function pathRow(page: Page, itemTitle: string) {
  return learningPath(page).getByRole('listitem').filter({ hasText: itemTitle });
}

async function expectProgress(page: Page, done: number) {
  await expect(learningPath(page).getByText(`${done} of ${COURSE.challenges} done`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Path progress' })).toHaveAttribute(
    'aria-valuenow',
    String(done),
  );
}

/** Searches the library from the page's 'Search explanations' box. */
async function search(page: Page, q: string) {
  await page.getByRole('searchbox', { name: 'Search explanations' }).fill(q);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('at 375 px Explore is in the signed-in menu and takes the user there', async ({ browser }) => {
  const ada = await signedInUser(browser, origin(), 'Ada', { viewport: MOBILE });
  await ada.page.goto('/dashboard');
  await ada.page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await ada.page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const menuNav = ada.page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Main' });
  const explore = menuNav.getByRole('link', { name: 'Explore', exact: true });
  await expect(explore).toHaveAttribute('href', '/explore');
  await explore.click();
  await expect(ada.page).toHaveURL(/\/explore$/);
  await expect(ada.page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await ada.page.context().close();
});

test('a student alone teaches a path item nobody asked for, a peer reviews it from Open for review, and a visitor finds it in the library', async ({
  browser,
  page,
  axe,
}) => {
  test.setTimeout(240_000);
  const { marker, text: explanation, phrase } = uniqueExplanation();
  const ada = await signedInUser(browser, origin(), 'Ada', { viewport: DESKTOP });

  // Ada opens Explore from the signed-in navigation, then the course, and starts its path.
  await ada.page.goto('/dashboard');
  await ada.page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await ada.page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Explore', exact: true })
    .click();
  await expect(ada.page).toHaveURL(/\/explore$/);
  await ada.page.getByRole('link', { name: `View Course: ${COURSE.title}` }).click();
  await expect(ada.page).toHaveURL(`/explore/${COURSE.slug}`);
  await expect(ada.page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await expect(learningPath(ada.page).getByRole('listitem')).toHaveCount(COURSE.challenges);
  await expectProgress(ada.page, 0);
  await learningPath(ada.page).getByRole('button', { name: 'Start this path' }).click();
  await expect(learningPath(ada.page).getByText('You started this path')).toBeVisible();
  await expect(learningPath(ada.page).getByRole('button', { name: 'Start this path' })).toHaveCount(0);

  // The first item, not started, opens its page: its key ideas, and nothing published yet.
  const firstRow = learningPath(ada.page).getByRole('listitem').first();
  await expect(firstRow).toContainText('Not started');
  await firstRow.getByRole('link').first().click();
  await expect(ada.page).toHaveURL(new RegExp(`/explore/${COURSE.slug}/[a-z0-9-]+$`));
  const itemPath = new URL(ada.page.url()).pathname;
  const itemHeading = ada.page.getByRole('heading', { level: 1 });
  await expect(itemHeading).toBeVisible();
  const itemTitle = (await itemHeading.textContent())!.trim();
  expect(itemTitle.length).toBeGreaterThan(0);
  await expect(ada.page.getByRole('region', { name: 'Key ideas' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(library(ada.page)).toContainText('No published explanations yet. Teach it and be the first.');
  await expect(ada.page.getByRole('button', { name: 'Ask for a teach-back' })).toBeVisible();

  // Nobody asked her: she teaches it anyway, and completes it choosing to publish it if it is rated well.
  await ada.page.getByRole('button', { name: 'Teach it' }).click();
  await expect(ada.page).toHaveURL(/\/teachbacks\/[^/]+\/work$/);
  const workPath = new URL(ada.page.url()).pathname;
  await expect(ada.page.getByRole('heading', { level: 1, name: itemTitle })).toBeVisible();
  await ada.page.getByLabel('Your explanation').fill(explanation);
  await ada.page.getByRole('button', { name: 'Mark complete' }).click();
  const confirm = ada.page.getByRole('dialog', { name: 'Complete this teach-back?' });
  const publish = confirm.getByRole('checkbox', { name: PUBLISH });
  await expect(publish).not.toBeChecked();
  await publish.check();
  await confirm.getByRole('button', { name: 'Complete teach-back' }).click();
  await expect(confirm).toBeHidden();
  await expect(ada.page).not.toHaveURL(workPath);

  // Her path says it waits for a review.
  await ada.page.goto(`/explore/${COURSE.slug}`);
  await expect(pathRow(ada.page, itemTitle)).toContainText('Taught back');
  await expectProgress(ada.page, 0);

  // Ben, another student, finds it under Open for review on the Feedback page and reviews it with 4 stars.
  const ben = await signedInUser(browser, origin(), 'Ben', { viewport: DESKTOP });
  const openForReview = async () => {
    await ben.page.goto('/feedback');
    await ben.page.getByRole('tab', { name: 'Open for review' }).click();
    await expect(ben.page).toHaveURL(/\/feedback\?tab=open$/);
    await expect(ben.page.getByRole('heading', { name: 'Open for review' })).toBeAttached();
    await expect(openRow).toBeVisible();
  };
  const openRow = ben.page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: itemTitle });
  await expectAccessibleInEveryLook(
    ben.page,
    () => expectNoAxeViolations(ben.page),
    'open for review',
    openForReview,
  );
  await ben.page.setViewportSize(DESKTOP);
  await ben.page.emulateMedia({ colorScheme: 'light' });
  await openForReview();
  await expect(openRow).toContainText(ada.account.fullName);
  await openRow.getByRole('link', { name: 'Review' }).click();
  const sheet = ben.page.getByRole('dialog', { name: 'Give feedback' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(phrase)).toBeVisible();
  // The stars by keyboard, as the radio group is built: focus one, Space picks it.
  await sheet.getByRole('radio', { name: '4 stars' }).focus();
  await ben.page.keyboard.press('Space');
  await expect(sheet.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await sheet.getByLabel('Comments').fill(REVIEW_COMMENT);
  await sheet.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(sheet).toBeHidden();
  await expect(openRow).toHaveCount(0);
  await ben.page.reload();
  await expect(ben.page.getByRole('tabpanel')).toContainText('Nothing is waiting for review right now.');
  await ben.page.context().close();

  // Ada's path: the item is taught by her, and the progress moved.
  await ada.page.goto(`/explore/${COURSE.slug}`);
  await expect(pathRow(ada.page, itemTitle)).toContainText('Taught by you');
  await expectProgress(ada.page, 1);
  await expectAccessibleInEveryLook(
    ada.page,
    () => expectNoAxeViolations(ada.page),
    'course page',
    async () => {
      await ada.page.goto(`/explore/${COURSE.slug}`);
      await expect(pathRow(ada.page, itemTitle)).toContainText('Taught by you');
    },
  );

  // Rated 4 stars with her choice made: published, and the choice stays hers to change on the teach-back page.
  await ada.page.setViewportSize(DESKTOP);
  await ada.page.emulateMedia({ colorScheme: 'light' });
  await ada.page.goto(workPath);
  await expect(ada.page.getByRole('switch', { name: PUBLISH })).toBeChecked();
  await ada.page.goto(itemPath);
  await expect(library(ada.page)).toContainText(phrase);
  await ada.page.context().close();

  // A visitor, signed out, finds it on the item page, with its author.
  const visitor = page;
  const openItem = async () => {
    await visitor.goto(`${origin()}${itemPath}`);
    await expect(visitor.getByRole('heading', { level: 1, name: itemTitle })).toBeVisible();
    await expect(library(visitor)).toContainText(phrase);
  };
  await openItem();
  await expect(library(visitor)).toContainText(ada.account.fullName);
  await expect(library(visitor).getByText('No published explanations yet.')).toHaveCount(0);
  await expectAccessibleInEveryLook(visitor, axe, 'course item page', openItem);

  // … and by search, on the course page and on /explore.
  for (const where of [`/explore/${COURSE.slug}`, '/explore']) {
    await visitor.setViewportSize(DESKTOP);
    await visitor.emulateMedia({ colorScheme: 'light' });
    await visitor.goto(`${origin()}${where}`);
    await search(visitor, marker);
    await expect(visitor).toHaveURL(new RegExp(`${where}\\?q=${marker}$`));
    const hits = visitor.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(hits).toHaveCount(1);
    await expect(hits).toContainText(marker);
    await expect(hits).toContainText(ada.account.fullName);
    await expect(hits.getByRole('link', { name: itemTitle })).toHaveAttribute(
      'href',
      new RegExp(`^${itemPath}#`),
    );
    await search(visitor, 'zeppelin');
    await expect(visitor.getByText('No published explanations match “zeppelin”.')).toBeVisible();
  }
  await expectAccessibleInEveryLook(visitor, axe, 'course page signed out', async () => {
    await visitor.goto(`${origin()}/explore/${COURSE.slug}`);
    await expect(learningPath(visitor)).toBeVisible();
  });
});

test('a shared search link opens /explore with its results, the prerendered page replaced rather than hydrated', async ({
  page,
}) => {
  // The page fixture fails the test on any uncaught error, such as a hydration mismatch.
  await page.goto('/explore?q=zeppelin');
  await expect(page.getByText('No published explanations match “zeppelin”.')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search explanations' })).toHaveValue('zeppelin');
});

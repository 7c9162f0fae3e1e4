import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleInEveryLook, screenshotEveryLook } from './support/looks';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { APP_PORT, appOrigin } from './support/oidc-settings';
import { api, signedInUser } from './support/two-users';

/*
 * Course pages: 'View Course' on /explore opens a course; a challenge created on one of its
 * topics is offered to the next peer to sign up; declined, it waits on the course page, where another peer
 * accepts it. Anyone sees the course's open challenges; a visitor logs in to accept.
 */
const origin = appOrigin();
const COURSE = { slug: 'intro-to-python', title: 'Intro to Python Programming' };

test.describe('on a fresh server', () => {
  let server: FreshServer;
  test.beforeAll(async () => {
    server = await startFreshServer(APP_PORT + 330 + test.info().workerIndex);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('a challenge made from a course page is offered to the next peer, and after a decline another accepts it there', async ({
    browser,
  }) => {
    const ada = await signedInUser(browser, server.origin, 'Ada');
    const title = 'Explain list slicing';

    await ada.page.goto('/explore');
    await ada.page.getByRole('link', { name: `View Course: ${COURSE.title}` }).click();
    await expect(ada.page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    await ada.page.getByRole('link', { name: 'Create a challenge on Python' }).click();
    await expect(ada.page).toHaveURL(/\/challenges\/create\?topic=Python$/);
    await expect(ada.page.getByRole('textbox', { name: 'Topic' })).toHaveValue('Python');
    await ada.page.getByRole('textbox', { name: 'Title' }).fill(title);
    await ada.page.getByRole('button', { name: 'Create' }).click();
    await expect(ada.page).toHaveURL(/\/challenges$/);

    // Nobody else exists yet: it waits on the course page, where Ada cannot accept her own.
    await ada.page.goto(`/explore/${COURSE.slug}`);
    const adaOpen = ada.page.getByRole('region', { name: 'Open to teach' });
    await expect(adaOpen.getByRole('listitem').filter({ hasText: title })).toContainText('Your challenge');

    // Ben signs up and is offered it at once; he declines it, so it opens to any peer.
    const ben = await signedInUser(browser, server.origin, 'Ben');
    const { teachbacks } = (await api(ben.page, server.origin, 'GET', '/api/teachbacks')) as {
      teachbacks: { id: string; status: string }[];
    };
    expect(teachbacks).toHaveLength(1);
    await ben.page.goto(`/teachbacks/${teachbacks[0]!.id}/work`);
    await ben.page.getByRole('button', { name: 'Decline' }).click();
    await ben.page.getByRole('dialog').getByRole('button', { name: 'Decline teach-back' }).click();
    await expect(ben.page).toHaveURL('/teachbacks');

    // Cy accepts it from the course page.
    const cy = await signedInUser(browser, server.origin, 'Cy');
    await cy.page.goto(`/explore/${COURSE.slug}`);
    const row = cy.page
      .getByRole('region', { name: 'Open to teach' })
      .getByRole('listitem')
      .filter({ hasText: title });
    await row.getByRole('button', { name: 'Accept challenge' }).click();
    await expect(cy.page).toHaveURL(/\/teachbacks\/[^/]+\/work$/);
    await expect(cy.page.getByText('Requested by Ada Tester')).toBeVisible();

    // Ada's course page no longer lists it (live: she is still on it).
    await expect(adaOpen.getByText(title)).toHaveCount(0);
    for (const user of [ada, ben, cy]) await user.page.context().close();
  });
});

test('a visitor sees the topics and the open challenges, and logs in to accept', async ({ page }) => {
  await page.goto(`/explore/${COURSE.slug}`);
  await expect(
    page.getByRole('region', { name: 'Topics covered' }).getByText('Loops', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open to teach' })).toBeVisible();
});

async function openCourse(page: Page) {
  await page.goto(`/explore/${COURSE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open to teach' })).toBeVisible();
}

test('a course page passes axe at 1280 and 375 px, light and dark, and stays within the screen', async ({
  page,
  axe,
}) => {
  await expectAccessibleInEveryLook(page, axe, 'course', () => openCourse(page));
});

test('course page screenshots', { tag: '@screenshots' }, async ({ page }) => {
  await screenshotEveryLook(page, 'course', () => openCourse(page));
});

test('signed-in course page screenshots', { tag: '@screenshots' }, async ({ browser }) => {
  const { page } = await signedInUser(browser, origin, 'Ada');
  for (const [title, topic] of [
    ['What is a list comprehension?', 'Python'],
    ['for vs while: when to use which', 'Loops'],
  ]) {
    await api(page, origin, 'POST', '/api/challenges', { title, topic, level: 'Beginner', dueDays: 3 });
  }
  await screenshotEveryLook(page, 'course-signed-in', async () => {
    await page.goto(`/explore/${COURSE.slug}`);
    await expect(
      page.getByRole('heading', { name: 'for vs while: when to use which' }).first(),
    ).toBeVisible();
  });
  await page.context().close();
});

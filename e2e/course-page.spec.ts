import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleInEveryLook, screenshotEveryLook } from './support/looks';
import { appOrigin } from './support/oidc-settings';
import { api, signedInUser } from './support/two-users';

/*
 * Course pages (issue 8): 'View Course' on /explore opens a course; a signed-in user creates a challenge on one
 * of its topics from there and finds it among the course's open challenges; a visitor is asked to log in.
 */
const origin = appOrigin();
const COURSE = { slug: 'intro-to-python', title: 'Intro to Python Programming' };

test('a signed-in user creates a challenge from a course page and sees it listed there', async ({
  browser,
}) => {
  const { page } = await signedInUser(browser, origin, 'Ada');
  const title = `Explain list slicing ${randomUUID().slice(0, 6)}`;

  await page.goto('/explore');
  await page.getByRole('link', { name: `View Course: ${COURSE.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await page.getByRole('link', { name: 'Create a challenge on Python' }).click();

  await expect(page).toHaveURL(/\/challenges\/create\?topic=Python$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create challenge' })).toBeVisible();
  await expect(page.getByLabel('Topic')).toHaveValue('Python');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/challenges$/);

  await page.goto(`/explore/${COURSE.slug}`);
  const open = page.getByRole('region', { name: 'Open challenges' });
  await expect(open.getByRole('heading', { name: title })).toBeVisible();
  await page.context().close();
});

test('a visitor sees the topics and a log-in link that comes back to the course', async ({ page }) => {
  await page.goto(`/explore/${COURSE.slug}`);
  await expect(page.getByRole('region', { name: 'Topics covered' }).getByText('Loops')).toBeVisible();
  await page.getByRole('link', { name: 'Log in to see open challenges' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

async function openCourse(page: Page) {
  await page.goto(`/explore/${COURSE.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to see open challenges' })).toBeVisible();
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

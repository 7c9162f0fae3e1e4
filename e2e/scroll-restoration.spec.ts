import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('a new page starts at the top; Back and a reload return to where the page was left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => scrollTop(page)).toBe(900);

  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Teachloop' })).toBeVisible();
  expect(await scrollTop(page)).toBe(0);

  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Learn Better by Teaching Each Other' }),
  ).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(900);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect.poll(() => scrollTop(page)).toBe(900);

  // A typed address is a new page too: it opens at the top, not where the page before it was left (every page
  // a document load opens shares React Router's key 'default', so it once took the last one's position).
  await page.goto('/how-xp-works');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollTop(page)).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => scrollTop(page)).toBe(300);

  // Back across the two documents returns to where the first was left.
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Learn Better by Teaching Each Other' }),
  ).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(900);
});

test('a link followed from far down a signed-out page opens the next page at the top; Back returns', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await scrollTop(page);
  expect(bottom).toBeGreaterThan(300);

  // The footer's link, at the bottom of the page, to a page of the app.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  // The address changes at once; the page follows when its code has arrived.
  await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
  expect(await scrollTop(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Teachloop' })).toBeVisible();
  await expect.poll(() => scrollTop(page)).toBe(bottom);
});

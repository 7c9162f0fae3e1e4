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
});

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, MOBILE, test } from './fixtures';

/*
 * A tab opened before a deploy asks for the old build's chunks, which are gone. A chunk is refused here (404,
 * as the server answers for an asset it no longer has) until the tab loads a document again, which is what a
 * deploy looks like to that tab.
 */
const manifestFile = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist', '.vite', 'manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
const chunkOf = (source: string) => `/${manifest[source]!.file}`;
const ABOUT_CHUNK = chunkOf('src/app/routes/about-page.tsx');
const MOBILE_MENU_CHUNK = chunkOf('src/app/layout/mobile-menu-dialog.tsx');

/** Counts the documents the tab loads, and refuses `chunk` while `refuse` says so. */
async function refuseChunk(page: Page, chunk: string, refuse: (documentsLoaded: number) => boolean) {
  let documentsLoaded = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentsLoaded += 1;
  });
  await page.route(`**${chunk}`, (route) =>
    refuse(documentsLoaded) ? route.fulfill({ status: 404, body: 'Not found.' }) : route.continue(),
  );
  return () => documentsLoaded;
}

async function openAboutFromHome(page: Page) {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
}

test('a page whose code is gone since the tab opened loads itself again, once, and then shows', async ({
  page,
  expectHttpError,
}) => {
  expectHttpError(404, ABOUT_CHUNK);
  const documentsLoaded = await refuseChunk(page, ABOUT_CHUNK, (loaded) => loaded < 2);
  await openAboutFromHome(page);
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(documentsLoaded).toBe(2);
  // The app is running again (it renders only once the page's code has arrived), with the About page.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await expect(page.getByRole('heading', { level: 1, name: 'About Teachloop' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
});

test('a page whose code stays missing ends on the error page after one reload, not in a loop', async ({
  page,
  expectHttpError,
}) => {
  expectHttpError(404, ABOUT_CHUNK);
  const documentsLoaded = await refuseChunk(page, ABOUT_CHUNK, () => true);
  await openAboutFromHome(page);
  // The reloaded /about is the prerendered page, whose code still fails: the error page replaces it.
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
  // A real wait: the claim is that no further load ever comes, in a real browser whose clock the test does not
  // drive; a loop would reload at once, well within this second.
  await page.waitForTimeout(1_000);
  expect(documentsLoaded()).toBe(2);
});

test('the mobile menu whose code is gone loads the page again, and opens on the next press', async ({
  page,
  expectHttpError,
}) => {
  expectHttpError(404, MOBILE_MENU_CHUNK);
  await page.setViewportSize(MOBILE);
  const documentsLoaded = await refuseChunk(page, MOBILE_MENU_CHUNK, (loaded) => loaded < 2);
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect.poll(documentsLoaded).toBe(2);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Explore' })).toBeVisible();
});

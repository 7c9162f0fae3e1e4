import { DESKTOP, MOBILE, PUBLIC_PAGES, expect, test } from './fixtures';

test.describe('public pages', () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} shows its headline`, async ({ page }) => {
      await page.goto(path);
      const headline = page.getByRole('heading', { level: 1 });
      await expect(headline).toHaveText(heading);
      await expect(headline).toBeVisible();
    });

    for (const viewport of [DESKTOP, MOBILE]) {
      // Dark too: the app follows prefers-color-scheme, and contrast has to hold in both palettes.
      for (const colorScheme of ['light', 'dark'] as const) {
        test(`${path} has no serious accessibility violations at ${viewport.width} px, ${colorScheme}`, async ({
          page,
          axe,
        }) => {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme });
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await axe();
        });
      }
    }
  }
});

test.describe('hard refresh on a deep route', () => {
  test('/about is served by the server and renders after a reload', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'About Teachloop' })).toBeVisible();

    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'About Teachloop' })).toBeVisible();
  });

  test('/challenges/abc/work is served by the server and the app takes over', async ({ page }) => {
    const response = await page.goto('/challenges/abc/work');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    // Anonymous, so the app (not the server) routes the visitor to the login page.
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

    await page.goto('/challenges/abc/work');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });
});

test.describe('unknown routes', () => {
  for (const path of ['/no-such-page', '/about/no/such/page']) {
    test(`${path} shows 'Page not found'`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    });
  }
});

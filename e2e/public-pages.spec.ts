import { DESKTOP, MOBILE, PUBLIC_PAGES, expect, test } from './fixtures';
import { newUser, signUpViaApi } from './support/accounts';

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

test.describe('terms and privacy', () => {
  test('are linked from the sign-up terms line and from the footer', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('main').getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Delete your account' })).toBeVisible();
  });

  test('are linked from the settings pages', async ({ page }) => {
    await signUpViaApi(page, newUser());
    for (const path of ['/settings/account', '/settings/notifications']) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
      await expect(main.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    }
    await page.getByRole('main').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  });

  test('are sent as HTML, readable before the app runs', async ({ page }) => {
    for (const [path, words] of [
      ['/terms', 'No cheating XP'],
      ['/privacy', 'How long we keep it'],
    ] as const) {
      const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain(words);
      expect(html).toContain(`data-prerendered="${path}"`);
    }
  });
});

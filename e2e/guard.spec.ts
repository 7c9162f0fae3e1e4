import { expect, test } from './fixtures';

/** Every route behind the login guard (spec section 2), with sample ids where the route takes one. */
const GUARDED_ROUTES = [
  '/teachbacks',
  '/challenges/create',
  '/dashboard',
  '/circles',
  '/activity',
  '/feedback',
  '/feedback/abc',
  '/challenges/abc',
  '/challenges/abc/work',
  '/teachbacks/abc/work',
  '/portfolio',
];

test.describe('login guard, anonymous visitor', () => {
  for (const route of GUARDED_ROUTES) {
    test(`${route} redirects to /login`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    });

    test(`${route} replaces the history entry, so Back returns to the previous page`, async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL((url) => url.pathname === '/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Learn Better by Teaching Each Other' }),
      ).toBeVisible();
    });
  }
});

import path from 'node:path';
import { DESKTOP, MOBILE, expect, test } from './fixtures';

/*
 * Full-page screenshots for design review, not assertions about design: run with
 *   SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts --grep @screenshots
 * and look at e2e/screenshots/<page>-<width>-<scheme>.png.
 */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'explore', path: '/explore' },
  { name: 'community', path: '/community' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'not-found', path: '/no-such-page' },
] as const;

const OUT_DIR = path.join(import.meta.dirname, 'screenshots');

test.describe('design screenshots', { tag: '@screenshots' }, () => {
  for (const { name, path: route } of PAGES) {
    for (const viewport of [DESKTOP, MOBILE]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        test(`${name} at ${viewport.width} px, ${colorScheme}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme });
          await page.goto(route);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({
            path: path.join(OUT_DIR, `${name}-${viewport.width}-${colorScheme}.png`),
            fullPage: true,
            animations: 'disabled',
          });
        });
      }
    }
  }

  test('mobile menu open at 375 px', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: /menu/i })).toHaveAttribute('aria-expanded', 'true');
    await page.screenshot({ path: path.join(OUT_DIR, 'menu-open-375-light.png'), animations: 'disabled' });
  });
});

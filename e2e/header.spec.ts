import type { Locator, Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, test } from './fixtures';

/** The header's links for a signed-out visitor, and where each one goes (spec section 2, site header). */
const NAV_LINKS = [
  { name: 'Home', href: '/' },
  { name: 'Explore', href: '/explore' },
  { name: 'Community', href: '/community' },
  { name: 'About', href: '/about' },
  { name: 'Contact', href: '/contact' },
  { name: 'Log in', href: '/login' },
] as const;

async function expectLinks(scope: Locator): Promise<void> {
  for (const { name, href } of NAV_LINKS) {
    const link = scope.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
}

async function expectHeaderHeight(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect.poll(async () => (await header.boundingBox())?.height).toBe(60);
}

test.describe('header at 375 px (mobile)', () => {
  test.use({ viewport: MOBILE });

  /** The toggle's name may switch to 'Close menu' while open; it is the same button either way. */
  const toggleOf = (page: Page) =>
    page.getByRole('banner').getByRole('button', { name: /^(open|close) menu$/i });

  /** The panel the toggle opens, found the way assistive technology finds it: through aria-controls. */
  async function panelOf(page: Page): Promise<Locator> {
    const id = await toggleOf(page).getAttribute('aria-controls');
    expect(id, "the menu button's aria-controls names the panel it opens").toBeTruthy();
    return page.locator(`[id="${id}"]`);
  }

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    // The prerendered header is on screen before the app runs; its menu button works once the app took over.
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('is 60 px high and collapses the navigation behind a menu button', async ({ page }) => {
    await expectHeaderHeight(page);
    const toggle = toggleOf(page);
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Explore', exact: true })).toHaveCount(0);
  });

  test('the menu icon is drawn at full size, not squeezed', async ({ page }) => {
    const icon = toggleOf(page).locator('svg');
    await expect(icon).toBeVisible();
    const box = await icon.boundingBox();
    // Lucide icons are square; a squeezed one (padding eating a fixed-width button) reads as a smudge.
    expect(box?.width, 'icon width equals its height').toBe(box?.height);
    expect(box?.width ?? 0, 'icon is at least 16 px wide').toBeGreaterThanOrEqual(16);
  });

  test('the menu button opens a navigation panel with every link and Log in', async ({ page }) => {
    const toggle = toggleOf(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await panelOf(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('navigation').or(panel.and(page.getByRole('navigation')))).toHaveCount(1);
    await expectLinks(panel);
  });

  test('Escape closes the panel', async ({ page }) => {
    const toggle = toggleOf(page);
    await toggle.click();
    const panel = await panelOf(page);
    await expect(panel.getByRole('link', { name: 'Explore', exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(panel.getByRole('link', { name: 'Explore', exact: true })).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('Tab and Shift+Tab stay inside the open menu', async ({ page }) => {
    await toggleOf(page).click();
    const panel = await panelOf(page);
    await expect(panel.getByRole('link', { name: 'Explore', exact: true })).toBeVisible();
    const focusInsidePanel = () => panel.evaluate((element) => element.contains(document.activeElement));
    // More presses than the menu has stops, so a leak into the page behind would show either way.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press(key);
        expect(await focusInsidePanel(), `focus after ${press + 1} × ${key}`).toBe(true);
      }
    }
  });

  test('a press on the page behind closes the panel and returns focus to the menu button', async ({
    page,
  }) => {
    const toggle = toggleOf(page);
    await toggle.click();
    const panel = await panelOf(page);
    await expect(panel.getByRole('link', { name: 'Explore', exact: true })).toBeVisible();
    await page.mouse.click(187, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Explore', exact: true })).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('choosing a link navigates and closes the panel', async ({ page }) => {
    const toggle = toggleOf(page);
    await toggle.click();
    const panel = await panelOf(page);
    await panel.getByRole('link', { name: 'About', exact: true }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Teachloop' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByRole('link', { name: 'Explore', exact: true })).toHaveCount(0);
  });
});

test.describe('header at 1280 px (desktop)', () => {
  test.use({ viewport: DESKTOP });

  test('is 60 px high and shows the navigation inline, with no menu button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectHeaderHeight(page);
    const header = page.getByRole('banner');
    await expectLinks(header);
    await expect(header.getByRole('navigation')).toBeVisible();
    await expect(header.getByRole('button', { name: /menu/i })).toHaveCount(0);
  });
});

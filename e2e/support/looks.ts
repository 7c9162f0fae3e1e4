import path from 'node:path';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect } from '../fixtures';

/** Every look a page is checked in: 1280 and 375 px wide, light and dark. */
export const LOOKS = [DESKTOP, MOBILE].flatMap((viewport) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ viewport, colorScheme })),
);
export type Look = (typeof LOOKS)[number];

/** Where design screenshots go: SHOTS_DIR, or e2e/screenshots. */
export const SCREENSHOTS_DIR = process.env.SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');

/**
 * For each look: set the viewport and colour scheme, `open` the page (navigate and wait until it is ready),
 * then `check` it. Motion is reduced for screenshots so an animation never lands half-way in a picture.
 */
async function inEveryLook(
  page: Page,
  open: () => Promise<void>,
  check: (look: Look) => Promise<void>,
  reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
) {
  for (const look of LOOKS) {
    await page.setViewportSize(look.viewport);
    await page.emulateMedia({ colorScheme: look.colorScheme, reducedMotion });
    await open();
    await check(look);
  }
}

/** axe-clean in every look, and never wider than the screen (no sideways scrolling on a phone). */
export async function expectAccessibleInEveryLook(
  page: Page,
  axe: () => Promise<void>,
  name: string,
  open: () => Promise<void>,
) {
  await inEveryLook(page, open, async ({ viewport }) => {
    await axe();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${name} at ${viewport.width} px is ${width} px wide`).toBeLessThanOrEqual(viewport.width);
  });
}

/**
 * Saves `<name>-<width>-<scheme>.png` for every look, for design review. Whole pages are captured top to bottom;
 * pass `fullPage: false` for a modal, which is seen in the viewport.
 */
export async function screenshotEveryLook(
  page: Page,
  name: string,
  open: () => Promise<void>,
  { fullPage = true }: { fullPage?: boolean } = {},
) {
  await inEveryLook(
    page,
    open,
    async ({ viewport, colorScheme }) => {
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: path.join(SCREENSHOTS_DIR, `${name}-${viewport.width}-${colorScheme}.png`),
        fullPage,
        animations: 'disabled',
      });
    },
    'reduce',
  );
}

import type { Page } from '@playwright/test';

/** A teach-back explanation long enough to be completed (the app asks for at least 50 words). */
export const EXPLANATION =
  'Open the phone book in the middle and compare the name you want with the names on that page. ' +
  'Keep only the half that can still hold it and open that half in its middle, again and again. ' +
  'Each look halves what is left, so a thousand pages take about ten looks. The invariant is the key: ' +
  'the name, if it is in the book, always lies between the two ends you kept.';

/** 'Mark complete' on a teach-back, then 'Complete teach-back' in the dialog that shows what the reviewer sees. */
export async function markTeachbackComplete(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await page
    .getByRole('dialog', { name: 'Complete this teach-back?' })
    .getByRole('button', { name: 'Complete teach-back' })
    .click();
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { EXPLANATION, markTeachbackComplete } from './support/explanation';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { expectNotReloaded, markDocument, signedInUser } from './support/two-users';

/*
 * The review loop with two users, on a fresh server so the teach-back goes to this test's peer:
 * Ada's challenge → Ben's teach-back → Ada's keyboard-only 5-star review → Ben sees it, and his XP, level ring
 * and badges change live → Ben marks it helpful → Ada's XP rises live.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 130 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

/** A stat card's value as read after its label ('XP' → '25'). */
function stat(page: Page, label: string) {
  return page.getByRole('list', { name: 'Your stats' }).getByRole('listitem').filter({ hasText: label });
}

function skillPortfolio(page: Page) {
  return page.getByRole('region', { name: 'Skill portfolio' });
}

const celebration = (page: Page) => page.getByTestId('xp-celebration');

test('a challenge, its teach-back and a keyboard-only review travel between two users, with XP live on both sides', async ({
  browser,
}) => {
  test.slow();
  const title = 'Explain binary search with a phone book';
  const ada = await signedInUser(browser, server.origin, 'Ada');
  // Ben asks for reduced motion: the celebration must still be announced, without its animation.
  const ben = await signedInUser(browser, server.origin, 'Ben', { reducedMotion: 'reduce' });

  // Ada creates a challenge; the server assigns its teach-back to Ben, the only other user.
  await ada.page.goto('/challenges/create');
  await ada.page.getByLabel('Title').fill(title);
  await ada.page.getByLabel('Topic').fill('Algorithms');
  await ada.page.getByRole('button', { name: 'Create' }).click();
  await expect(ada.page).toHaveURL('/challenges');

  // Ben completes the teach-back on its work page: +15 XP and the First Teach-back badge.
  await ben.page.goto('/teachbacks');
  await ben.page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(ben.page).toHaveURL(/\/teachbacks\/[^/]+\/work$/);
  await ben.page.getByLabel('Your explanation').fill(EXPLANATION);
  await markTeachbackComplete(ben.page);
  await expect(ben.page).toHaveURL('/dashboard');
  await expect(stat(ben.page, 'XP')).toContainText('15');
  await expect(skillPortfolio(ben.page).getByText('15 / 500 XP')).toBeVisible();
  await expect(skillPortfolio(ben.page).getByText('First Teach-back')).toBeVisible();
  const benRing = skillPortfolio(ben.page).locator('[data-percent]');
  await expect(benRing).toHaveAttribute('data-percent', '3');
  await markDocument(ben.page);

  // Ada opens /feedback and the request's side panel.
  await ada.page.goto('/feedback');
  await expect(ada.page.getByRole('tab', { name: 'To give (1)' })).toHaveAttribute('aria-selected', 'true');
  const row = ada.page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('+10 XP');
  await row.getByRole('link', { name: 'Give feedback' }).click();
  const sheet = ada.page.getByRole('dialog', { name: 'Give feedback' });
  await expect(sheet).toBeVisible();
  await expect(ada.page).toHaveURL(/\/feedback\/[^/]+$/);
  await expect(sheet.getByText('Open the phone book in the middle')).toBeVisible();

  // The star rating with the keyboard only: Tab into the radio group, Space picks 1, the arrows move to 5.
  const oneStar = sheet.getByRole('radio', { name: '1 star' });
  for (
    let presses = 0;
    presses < 10 && !(await oneStar.evaluate((el) => el === document.activeElement));
    presses++
  )
    await ada.page.keyboard.press('Tab');
  await expect(oneStar).toBeFocused();
  await ada.page.keyboard.press('Space');
  await expect(oneStar).toBeChecked();
  for (let step = 0; step < 4; step++) await ada.page.keyboard.press('ArrowRight');
  await expect(sheet.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(sheet.getByRole('radio', { name: '5 stars' })).toBeFocused();
  await sheet.getByLabel('Clarity').selectOption('5');
  await sheet.getByLabel('Comments').fill('The phone book made it click. Show the halving count next time.');
  await sheet.getByRole('button', { name: 'Submit feedback' }).click();

  // Ada: the panel closes on the list, which now offers Review again. Her rating completed her challenge: her
  // feedback's +10 XP and the challenge's +25 come with the First Challenge badge, in a moment of their own.
  await expect(sheet).toBeHidden();
  await expect(ada.page).toHaveURL('/feedback');
  await expect(ada.page.getByText(`Thanks! Your feedback on “${title}” was submitted.`)).toBeVisible();
  const adaMoment = ada.page.getByRole('dialog', { name: 'Badge earned!' });
  await expect(adaMoment).toContainText('First Challenge');
  await expect(adaMoment).toContainText('+35 XP');

  // Ben's open dashboard, without a reload: +10 XP (2 per star), the ring moves on, Well Explained arrives.
  await expect(stat(ben.page, 'XP')).toContainText('25', { timeout: 5_000 });
  await expect(skillPortfolio(ben.page).getByText('25 / 500 XP')).toBeVisible();
  await expect(benRing).toHaveAttribute('data-percent', '5');
  await expect(skillPortfolio(ben.page).getByText('Well Explained')).toBeVisible();
  // A badge gets a moment of its own (XP alone, Ada's, a small note), still without animation for Ben.
  const benMoment = ben.page.getByRole('dialog', { name: 'Badge earned!' });
  await expect(benMoment).toContainText('Well Explained');
  await expect(benMoment).toContainText('+10 XP');
  expect(await benMoment.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  expect(await adaMoment.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
  await adaMoment.getByRole('button', { name: 'Keep going' }).click();
  await expect(adaMoment).toBeHidden();
  // The badge's moment may open before or after the panel hands focus to the list; either way focus ends on
  // the row's Review again once the moment is dismissed.
  await expect(row.getByRole('link', { name: 'Review again' })).toBeFocused();
  await expect(benMoment.getByRole('button', { name: 'Keep going' })).toBeFocused();
  await ben.page.keyboard.press('Escape');
  await expect(benMoment).toBeHidden();
  await expectNotReloaded(ben.page);

  // Ben's portfolio shows the same: level, progress and both badges earned.
  await ben.page.getByRole('link', { name: /^View\s*portfolio$/ }).click();
  await expect(ben.page.getByRole('heading', { level: 1, name: 'Skill portfolio' })).toBeVisible();
  await expect(ben.page.getByText('25 / 500 XP')).toBeVisible();
  const badges = ben.page.getByRole('region', { name: 'Badges' });
  await expect(badges.locator('[data-earned="true"]')).toHaveText([
    /^First Teach-backEarned /,
    /^Well ExplainedEarned /,
  ]);

  // Ada watches her list while Ben marks the review helpful under Received.
  await markDocument(ada.page);
  await ben.page.goto('/feedback');
  await ben.page.getByRole('tab', { name: /^Received/ }).click();
  const review = ben.page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await expect(review.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(review).toContainText('The phone book made it click.');
  await expect(review).toContainText('Clarity5/5');
  await expect(review).toContainText(ada.account.fullName);
  await review.getByRole('button', { name: 'Helpful' }).click();
  await expect(review.getByRole('button', { name: 'Marked helpful' })).toBeDisabled();

  // Ada, live: the row says Marked helpful and her review earns +5 XP.
  await expect(row).toContainText('Marked helpful', { timeout: 5_000 });
  await expect(celebration(ada.page)).toContainText('+5 XP');
  await expectNotReloaded(ada.page);
  await ada.page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(stat(ada.page, 'XP')).toContainText('40');
});

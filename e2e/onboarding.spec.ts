import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { EXPLANATION, markTeachbackComplete } from './support/explanation';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import {
  createChallenge,
  expectNotReloaded,
  markDocument,
  signedInUser,
  studyPair,
} from './support/two-users';

/*
 * A student's first dashboard: the getting-started checklist ticks itself off as the student creates
 * a challenge, teaches one back and reviews one, and goes away once all three are done; Start on the dashboard
 * opens the teach-back's work page. On a fresh server, each test's two users in a study circle of their own, so
 * each one's teach-backs go to the other.
 */
let server: FreshServer;

// One fresh server for both tests, in one worker: its start takes a while on a busy machine.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startFreshServer(APP_PORT + 410 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

const checklist = (page: Page) => page.getByRole('region', { name: 'Get started' });
const step = (page: Page, name: string) => checklist(page).getByRole('listitem').filter({ hasText: name });
const duePanel = (page: Page) => page.getByRole('region', { name: 'Teach-backs due' });

test('a new account’s checklist ticks off as the student creates, teaches back and reviews', async ({
  browser,
}) => {
  test.slow();
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  await studyPair(ben.page, ada.page, server.origin, 'Onboarding pair');
  const page = ada.page;

  // Brand new: the loop in one line, three open steps, and no praise for an empty list.
  await page.goto('/dashboard');
  await expect(checklist(page).getByText(/^The loop: you post a challenge/)).toBeVisible();
  await expect(checklist(page).getByText('0 of 3 done')).toBeVisible();
  await expect(
    duePanel(page).getByText('No teach-backs due yet. Pick a challenge that’s open to teach.'),
  ).toBeVisible();
  await expect(page.getByText('Nothing due right now. Nice!')).toBeHidden();

  // 1. Create a challenge, from the checklist's own action; its teach-back goes to Ben.
  const myTitle = 'Explain binary search with a phone book';
  await step(page, 'Create a challenge').getByRole('link', { name: 'Create a challenge' }).click();
  await expect(page).toHaveURL('/challenges/create');
  await page.getByLabel('Title').fill(myTitle);
  await page.getByLabel('Topic').fill('Algorithms');
  await page.getByLabel('Due (days)').fill('2');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL('/challenges');
  await page.goto('/dashboard');
  await expect(checklist(page).getByText('1 of 3 done')).toBeVisible();
  await expect(step(page, 'Create a challenge')).toContainText('Done');
  await markDocument(page);

  // 2. Teach one back: Ben's challenge arrives live, and the step points at it.
  const benTitle = 'Explain recursion with nesting dolls';
  const { teachbackId } = await createChallenge(ben.page, server.origin, { title: benTitle });
  expect(teachbackId, 'Ada, Ben’s circle peer, is assigned').not.toBeNull();
  await expect(
    step(page, 'Teach one back').getByRole('link', { name: 'Open your teach-backs' }),
  ).toBeVisible();
  await expectNotReloaded(page);
  // Start on the dashboard opens the work page, as on /teachbacks.
  await duePanel(page)
    .getByRole('listitem')
    .filter({ hasText: benTitle })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(page).toHaveURL(`/teachbacks/${teachbackId}/work`);
  await page.getByLabel('Your explanation').fill(EXPLANATION);
  await markTeachbackComplete(page);
  await expect(page).toHaveURL('/dashboard');
  await expect(checklist(page).getByText('2 of 3 done')).toBeVisible();
  await expect(step(page, 'Teach one back')).toContainText('Done');
  // Having taught one back, an empty list may now be praised.
  await expect(duePanel(page).getByText('Nothing due right now. Nice!')).toBeVisible();

  // 3. Review one: Ben teaches Ada's challenge back; Ada reviews it in a second tab while the dashboard
  // stays open in the first, which drops the checklist live once the review is in.
  await ben.page.goto('/teachbacks');
  await ben.page
    .getByRole('listitem')
    .filter({ hasText: myTitle })
    .getByRole('button', { name: 'Start' })
    .click();
  await ben.page.getByLabel('Your explanation').fill(EXPLANATION);
  await markTeachbackComplete(ben.page);
  await markDocument(page);
  const review = await page.context().newPage();
  await review.goto('/feedback');
  await review
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: myTitle })
    .getByRole('link', { name: 'Give feedback' })
    .click();
  const sheet = review.getByRole('dialog', { name: 'Give feedback' });
  // The stars as the radio group is built: focus one, Space picks it.
  await sheet.getByRole('radio', { name: '5 stars' }).focus();
  await review.keyboard.press('Space');
  await expect(sheet.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await sheet.getByLabel('Comments').fill('The phone book made it click. Show the halving count next time.');
  await sheet.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(sheet).toBeHidden();

  await expect(checklist(page)).toBeHidden({ timeout: 10_000 });
  await expectNotReloaded(page);
});

test('Start on the dashboard opens the teach-back’s work page', async ({ browser }) => {
  const cy = await signedInUser(browser, server.origin, 'Cy');
  const dee = await signedInUser(browser, server.origin, 'Dee');
  await studyPair(dee.page, cy.page, server.origin, 'Start pair');
  const title = 'Explain hash maps with a coat check';
  const { teachbackId } = await createChallenge(dee.page, server.origin, { title });
  expect(teachbackId, 'Cy, Dee’s circle peer, is assigned').not.toBeNull();

  await cy.page.goto('/dashboard');
  const row = duePanel(cy.page).getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: 'Start' }).click();
  await expect(cy.page).toHaveURL(`/teachbacks/${teachbackId}/work`);
  await expect(cy.page.getByLabel('Your explanation')).toBeVisible();
});

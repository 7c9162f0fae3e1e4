import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { api, signedInUser } from './support/two-users';

/*
 * Every click acts once: a double-clicked Create makes one challenge, sent to one peer. On a fresh server where
 * Ben is Ada's only peer, so every challenge Ada makes is Ben's to teach back.
 */
let server: FreshServer;

test.beforeAll(async () => {
  // Starting a server of its own takes longer than a hook's default on a busy machine.
  test.setTimeout(120_000);
  server = await startFreshServer(APP_PORT + 770 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server?.stop();
});

test('a double-clicked Create makes one challenge, sent to one peer', async ({ browser }) => {
  test.slow();
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const page = ada.page;
  await page.goto('/challenges/create');
  const title = 'Explain why binary search halves the range';
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Topic').fill('Algorithms');
  await page.getByRole('button', { name: 'Create' }).dblclick();
  await expect(page).toHaveURL('/challenges');
  await expect(page.getByText('Challenge created.')).toBeVisible();
  await expect(page.getByRole('main').getByText(title, { exact: true })).toHaveCount(1);

  const mine = (await api(page, server.origin, 'GET', '/api/challenges')) as {
    challenges: { title: string }[];
  };
  expect(mine.challenges.filter((challenge) => challenge.title === title)).toHaveLength(1);
  const bens = (await api(ben.page, server.origin, 'GET', '/api/teachbacks')) as { teachbacks: unknown[] };
  expect(bens.teachbacks, 'one teach-back was sent to Ben').toHaveLength(1);
});

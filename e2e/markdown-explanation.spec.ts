import { expect, test } from './fixtures';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { api, signedInUser } from './support/two-users';

/*
 * A teach-back written in Markdown, in the built app: the writer previews a heading, a code block and a formula;
 * after completing, the reviewer sees them rendered (not raw Markdown) and nothing loads from another origin.
 */
let server: FreshServer;

test.beforeAll(async () => {
  server = await startFreshServer(APP_PORT + 270 + test.info().workerIndex);
});
test.afterAll(async () => {
  await server.stop();
});

const EXPLANATION = [
  '## Binary search in one idea',
  '',
  'Keep a sorted range and halve it each step, so $n$ items take about $\\log_2 n$ looks:',
  '',
  '```python',
  'def search(items, target):',
  '    low, high = 0, len(items) - 1',
  '    while low <= high:',
  '        middle = (low + high) // 2',
  '        if items[middle] == target:',
  '            return middle',
  '        if items[middle] < target:',
  '            low = middle + 1',
  '        else:',
  '            high = middle - 1',
  '    return -1',
  '```',
  '',
  'The invariant: if the target is in the list, it lies between low and high. Every step keeps that true and',
  'makes the range smaller, so the loop ends. Check yourself: how many looks for a million sorted names?',
  '![tracker](https://evil.example/pixel.png)',
].join('\n');

test('a Markdown explanation is previewed by its writer and read rendered by the reviewer', async ({
  browser,
}) => {
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const { teachback } = (await api(ada.page, server.origin, 'POST', '/api/challenges', {
    title: 'Explain binary search',
    topic: 'Algorithms',
    level: 'Beginner',
    dueDays: 2,
  })) as { teachback: { id: string } | null };
  expect(teachback, 'Ben, the only other user, is assigned the teach-back').not.toBeNull();

  const remote: string[] = [];
  for (const page of [ada.page, ben.page]) {
    page.on('request', (request) => {
      if (!request.url().startsWith(server.origin)) remote.push(request.url());
    });
  }

  await ben.page.goto(`/teachbacks/${teachback!.id}/work`);
  await ben.page.getByLabel('Notes').fill(EXPLANATION);
  await ben.page.getByRole('tab', { name: 'Preview' }).click();
  const preview = ben.page.getByRole('tabpanel');
  await expect(preview.getByRole('heading', { name: 'Binary search in one idea' })).toBeVisible();
  await expect(preview.locator('pre code')).toContainText('def search(items, target):');
  await expect(preview.locator('pre code .hljs-keyword').first()).toHaveText('def');
  await expect(preview.locator('math').first()).toBeAttached();
  await expect(preview.getByText('tracker')).toBeVisible();
  await expect(preview.locator('img')).toHaveCount(0);
  await ben.page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(ben.page).toHaveURL('/dashboard');

  await ada.page.goto('/feedback');
  await ada.page.getByRole('link', { name: 'Give feedback' }).first().click();
  const sheet = ada.page.getByRole('dialog', { name: 'Give feedback' });
  await expect(sheet.getByRole('heading', { name: 'Binary search in one idea' })).toBeVisible();
  await expect(sheet.locator('pre code')).toContainText('low, high = 0, len(items) - 1');
  await expect(sheet.locator('pre code .hljs-keyword').first()).toHaveText('def');
  await expect(sheet.locator('math').first()).toBeAttached();
  await expect(sheet.getByText('## Binary search')).toHaveCount(0);
  expect(remote).toEqual([]);
});

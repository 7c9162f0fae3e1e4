import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { markTeachbackComplete } from './support/explanation';
import { APP_PORT } from './support/oidc-settings';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { api, expectNotReloaded, markDocument, signedInUser } from './support/two-users';

/*
 * The teach-back flow with Markdown, in the built app: the writer's explanation has a heading, a code block, a
 * formula and a pasted image; it saves by itself and survives a reload; 'Mark complete' shows it rendered; the
 * owner, watching their challenge, sees it arrive rendered and reviews it; the learner answers under the
 * review. Nothing loads from another origin.
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

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Pastes a 1×1 PNG into the focused field, as a browser does with an image on the clipboard. */
async function pasteImage(field: Locator) {
  await field.evaluate((textarea, base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'halving.png', { type: 'image/png' }));
    textarea.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, PNG_BASE64);
}

/** The explanation as it reads: heading, highlighted code, MathML, our own image, the remote one as text. */
async function expectRendered(place: Locator) {
  await expect(place.getByRole('heading', { name: 'Binary search in one idea' })).toBeVisible();
  await expect(place.locator('pre code')).toContainText('low, high = 0, len(items) - 1');
  await expect(place.locator('pre code .hljs-keyword').first()).toHaveText('def');
  await expect(place.locator('math').first()).toBeAttached();
  await expect(place.getByText('## Binary search')).toHaveCount(0);
  await expect(place.getByText('tracker')).toBeVisible();
  const image = place.getByRole('img', { name: 'halving' });
  await expect(image).toHaveAttribute('src', /^\/api\/images\/[0-9a-f-]{36}$/);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
}

test('a teach-back with code, maths and a pasted image is autosaved, completed, reviewed rendered by its owner, and answered', async ({
  browser,
}) => {
  test.slow();
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const { challenge, teachback } = (await api(ada.page, server.origin, 'POST', '/api/challenges', {
    title: 'Explain binary search',
    topic: 'Algorithms',
    level: 'Beginner',
    dueDays: 2,
  })) as { challenge: { id: string }; teachback: { id: string } | null };
  expect(teachback, 'Ben, the only other user, is assigned the teach-back').not.toBeNull();

  const remote: string[] = [];
  for (const page of [ada.page, ben.page]) {
    page.on('request', (request) => {
      if (!request.url().startsWith(server.origin)) remote.push(request.url());
    });
  }

  // Ada keeps her challenge open: it shows who teaches it.
  await ada.page.goto(`/challenges/${challenge.id}/work`);
  const teacher = ada.page.getByRole('region', { name: 'Where it stands' });
  await expect(teacher.getByText('Ben Tester', { exact: true })).toBeVisible();
  await markDocument(ada.page);

  // Ben writes, pastes an image at the end, and the draft saves by itself.
  await ben.page.goto(`/teachbacks/${teachback!.id}/work`);
  const field = ben.page.getByLabel('Your explanation');
  await field.fill(`${EXPLANATION}\n\n`);
  await pasteImage(field);
  // The file's name is its alt text until Ben describes it.
  await expect(field).toHaveValue(/\n\n!\[halving\]\(\/api\/images\/[0-9a-f-]{36}\)$/);
  await expect(ben.page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // A reload brings it all back; the preview shows it as the reviewer will.
  await ben.page.reload();
  await expect(ben.page.getByLabel('Your explanation')).toHaveValue(
    /^## Binary search in one idea[\s\S]*halving/,
  );
  await ben.page.getByRole('tab', { name: 'Preview' }).click();
  await expectRendered(ben.page.getByRole('tabpanel'));
  await markTeachbackComplete(ben.page);
  await expect(ben.page).toHaveURL('/dashboard');

  // Ada's page shows it rendered, live, with Review beside it; she reviews it.
  await expectRendered(teacher);
  await expectNotReloaded(ada.page);
  await teacher.getByRole('link', { name: 'Review Ben Tester’s explanation' }).click();
  const sheet = ada.page.getByRole('dialog', { name: 'Give feedback' });
  await expectRendered(sheet);
  // The stars by keyboard, as the radio group is built: focus one, Space picks it.
  await sheet.getByRole('radio', { name: '4 stars' }).focus();
  await ada.page.keyboard.press('Space');
  await expect(sheet.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await sheet.getByLabel('Comments').fill('The invariant made it click. Why `//` and not `/`?');
  await sheet.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(sheet).toHaveCount(0);

  // Ben reads the review and answers under it.
  await ben.page.goto('/feedback?tab=received');
  const row = ben.page
    .getByRole('tabpanel', { name: /Received/ })
    .getByRole('listitem')
    .filter({ hasText: 'Explain binary search' });
  await row.getByRole('button', { name: 'Conversation' }).click();
  const thread = row.getByRole('region', { name: 'Conversation' });
  await thread.getByRole('textbox', { name: 'Your reply' }).fill('`//` keeps the index a **whole number**.');
  await thread.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(thread.locator('strong', { hasText: 'whole number' })).toBeVisible();
  expect(remote).toEqual([]);
});

const OVERLAY = [
  'Recursion is a function calling itself on a smaller input until a base case stops it, so $n!$ is $n$ times $(n-1)!$.',
  '',
  '<div class="fixed inset-0 z-50 bg-bg" style="position:fixed;inset:0" id="expired">',
  '<p>Your session expired</p>',
  '<a href="https://evil.example/login" class="btn">Log in again</a>',
  '</div>',
].join('\n');

test('an explanation’s author classes draw no overlay: the fake session notice stays in the text’s flow', async ({
  browser,
}) => {
  const ada = await signedInUser(browser, server.origin, 'Ada');
  const ben = await signedInUser(browser, server.origin, 'Ben');
  const { teachback } = (await api(ada.page, server.origin, 'POST', '/api/challenges', {
    title: 'Explain recursion',
    topic: 'Algorithms',
    level: 'Beginner',
    dueDays: 2,
  })) as { teachback: { id: string } | null };
  await ben.page.setViewportSize({ width: 1280, height: 800 });
  await ben.page.goto(`/teachbacks/${teachback!.id}/work`);
  await ben.page.getByLabel('Your explanation').fill(OVERLAY);
  await ben.page.getByRole('tab', { name: 'Preview' }).click();
  const panel = ben.page.getByRole('tabpanel');
  const link = panel.getByRole('link', { name: 'Log in again' });
  await expect(link).toBeVisible();

  const overlay = link.locator('xpath=..');
  expect(await overlay.evaluate((div) => [div.className, div.id, div.getAttribute('style')])).toEqual([
    '',
    '',
    null,
  ]);
  expect(await overlay.evaluate((div) => getComputedStyle(div).position)).toBe('static');
  // It sits inside the preview panel, far smaller than the window, and the page's tabs stay on top.
  const [box, panelBox] = [await overlay.boundingBox(), await panel.boundingBox()];
  expect(box!.height).toBeLessThan(200);
  expect(box!.y).toBeGreaterThanOrEqual(panelBox!.y);
  expect(box!.y + box!.height).toBeLessThanOrEqual(panelBox!.y + panelBox!.height + 1);
  const tab = ben.page.getByRole('tab', { name: 'Preview' });
  // In the window's middle: a point outside it has no element, whatever draws over the page.
  await tab.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const tabBox = (await tab.boundingBox())!;
  expect(
    await ben.page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="tab"]')?.textContent,
      [tabBox.x + tabBox.width / 2, tabBox.y + tabBox.height / 2],
    ),
  ).toBe('Preview');
  await expect(panel.locator('math').first()).toBeVisible();
  await ben.page.screenshot({ path: test.info().outputPath('overlay-preview-1280.png') });
});

import { expect, test } from './fixtures';
import { appOrigin } from './support/oidc-settings';
import { api, signedInUser } from './support/two-users';

/*
 * An image pasted into an explanation, in the built app: it is uploaded, its Markdown lands at the cursor, the
 * preview shows it loaded from our own origin, and it is still there after saving and reloading.
 */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

test('an image pasted into the notes is uploaded, previewed and kept', async ({ browser }) => {
  const origin = appOrigin();
  const ivy = await signedInUser(browser, origin, 'Ivy');
  const { challenge } = (await api(ivy.page, origin, 'POST', '/api/challenges', {
    title: 'Draw a binary tree',
    topic: 'Algorithms',
    level: 'Beginner',
    dueDays: 2,
  })) as { challenge: { id: string } };

  await ivy.page.goto(`/challenges/${challenge.id}/work`);
  const notes = ivy.page.getByRole('textbox');
  await notes.fill('A tree: ');
  await notes.evaluate((textarea, base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'tree.png', { type: 'image/png' }));
    textarea.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, PNG_BASE64);
  await expect(notes).toHaveValue(/^A tree: !\[image\]\(\/api\/images\/[0-9a-f-]{36}\)$/);

  await ivy.page.getByRole('tab', { name: 'Preview' }).click();
  const image = ivy.page.getByRole('tabpanel').getByRole('img', { name: 'image' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/api\/images\//);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await ivy.page.getByRole('button', { name: 'Save progress' }).click();
  await expect(ivy.page.getByText('Progress saved.')).toBeVisible();
  await ivy.page.reload();
  await ivy.page.getByRole('tab', { name: 'Preview' }).click();
  await expect(ivy.page.getByRole('tabpanel').getByRole('img', { name: 'image' })).toBeVisible();
});

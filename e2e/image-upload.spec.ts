import { expect, test } from './fixtures';
import { appOrigin } from './support/oidc-settings';
import { api, signedInUser } from './support/two-users';

/*
 * An image pasted into an explanation, in the built app: it is uploaded, its Markdown lands at the cursor on a
 * line of its own, named 'Pasted image' until its writer describes it, the preview shows it loaded from our own
 * origin under that description, and it is still there after saving and reloading.
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
  const notes = ivy.page.getByRole('textbox', { name: 'Working notes' });
  await notes.fill('A tree: ');
  await notes.evaluate((textarea, base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const data = new DataTransfer();
    // What a browser makes of a pasted picture: a file called image.png.
    data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    textarea.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, PNG_BASE64);
  await expect(notes).toHaveValue(/^A tree:\n\n!\[Pasted image\]\(\/api\/images\/[0-9a-f-]{36}\)$/);

  // The description asked for under the field becomes the alt text.
  const description = ivy.page.getByRole('textbox', { name: 'Describe the image (optional)' });
  await expect(description).toHaveAccessibleDescription(/Until then it reads “Pasted image”/);
  await description.fill('A binary tree of seven nodes');
  await description.press('Enter');
  await expect(description).toBeHidden();
  await expect(notes).toHaveValue(
    /^A tree:\n\n!\[A binary tree of seven nodes\]\(\/api\/images\/[0-9a-f-]{36}\)$/,
  );
  await expect(notes).toBeFocused();

  await ivy.page.getByRole('tab', { name: 'Preview' }).click();
  const image = ivy.page.getByRole('tabpanel').getByRole('img', { name: 'A binary tree of seven nodes' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/api\/images\//);
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await ivy.page.getByRole('button', { name: 'Save progress' }).click();
  await expect(ivy.page.getByText('Progress saved.')).toBeVisible();
  await ivy.page.reload();
  await ivy.page.getByRole('tab', { name: 'Preview' }).click();
  await expect(
    ivy.page.getByRole('tabpanel').getByRole('img', { name: 'A binary tree of seven nodes' }),
  ).toBeVisible();
});

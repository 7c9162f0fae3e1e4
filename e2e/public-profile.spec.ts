import { expect, test } from './fixtures';
import { appOrigin } from './support/oidc-settings';
import { signedInUser } from './support/two-users';

/*
 * The public portfolio: a learner makes their profile public in /settings/profile, a signed-out visitor opens
 * /u/{handle} (the server's HTML already names them in its title and Open Graph tags, the app then shows the
 * page), and once the learner switches it off the same address is the not-found page with a 404.
 */
const origin = appOrigin();

test('make the profile public, open /u/{handle} signed out, then hide it again', async ({
  browser,
  page: visitor,
  axe,
  expectHttpError,
}) => {
  const pia = await signedInUser(browser, origin, 'Pia');
  const owner = pia.page;
  await owner.goto('/settings/profile');
  const publicSwitch = owner.getByRole('switch', { name: 'Public profile' });
  await expect(publicSwitch).not.toBeChecked();
  await publicSwitch.click();
  await expect(owner.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(publicSwitch).toBeChecked();
  const handle = await owner.getByRole('textbox', { name: 'Handle' }).inputValue();
  expect(handle).toMatch(/^pia-tester/);

  const served = await visitor.goto(`/u/${handle}`);
  expect(served?.status()).toBe(200);
  const html = await served!.text();
  expect(html).toContain(`<meta property="og:title" content="${pia.account.fullName} on Teachloop" />`);
  expect(html).toContain('<meta property="og:type" content="profile" />');
  await expect(visitor.getByRole('heading', { level: 1, name: pia.account.fullName })).toBeVisible();
  await expect(visitor.getByText('Level 1')).toBeVisible();
  await expect(visitor).toHaveTitle(`${pia.account.fullName} · Teachloop`);
  await axe();

  await publicSwitch.click();
  await expect(publicSwitch).not.toBeChecked();
  // Hidden again: the page and its API answer 404, on purpose.
  expectHttpError(404, `/u/${handle}`);
  expectHttpError(404, `/api/public-profiles/${handle}`);
  const hidden = await visitor.goto(`/u/${handle}`);
  expect(hidden?.status()).toBe(404);
  expect(await hidden!.text()).not.toContain(pia.account.fullName);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(visitor.getByText(pia.account.fullName)).toHaveCount(0);
});

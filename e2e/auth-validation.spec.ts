import { expect, test } from './fixtures';

test.describe('login form validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });

  test('an empty e-mail says it is required', async ({ page }) => {
    await page.getByLabel('Password', { exact: true }).fill('long enough');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
  });

  test('a malformed e-mail asks for a valid address', async ({ page }) => {
    await page.getByLabel('Email', { exact: true }).fill('ada-at-example');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  });

  test('a password under 8 characters says so under the field, like the e-mail’s errors', async ({
    page,
  }) => {
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('short');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(password).toHaveAccessibleDescription('Please enter your password (8+ characters).');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the reset panel is prefilled from the login e-mail and checks its address', async ({ page }) => {
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const panelEmail = page.getByRole('region', { name: /reset/i }).getByLabel('Account email');
    await expect(panelEmail).toHaveValue('ada@example.com');
    await panelEmail.fill('not-an-address');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  });

  test('the password can be shown and hidden', async ({ page }) => {
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('signup form validation', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/signup');
  });

  test('an empty form shows each required text', async ({ page }) => {
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(page.getByText('Please confirm your password.')).toBeVisible();
  });

  test('a malformed e-mail, a short password and a different confirmation say so', async ({ page }) => {
    await page.getByLabel('Email', { exact: true }).fill('ada@example');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password', { exact: true }).fill('shorter');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
  });

  test('the password field carries its hint', async ({ page }) => {
    await expect(page.getByText('Use 8+ characters.')).toBeVisible();
  });
});

test('the login and signup pages have no serious accessibility violations', async ({ page, axe }) => {
  for (const path of ['/login', '/signup', '/reset-password?token=x']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe();
  }
});

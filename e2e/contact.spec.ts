import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const SUCCESS = 'Thanks! Your message has been received.';

function form(page: Page) {
  return {
    name: page.getByLabel('Name', { exact: true }),
    email: page.getByLabel('Email', { exact: true }),
    message: page.getByLabel('Message', { exact: true }),
    submit: page.getByRole('button', { name: 'Send message' }),
  };
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  });

  test('sends a message, thanks the visitor and clears the form', async ({ page }) => {
    const { name, email, message, submit } = form(page);
    await name.fill('Ada Lovelace');
    await email.fill('ada@example.com');
    await message.fill('Could my study group use Teachloop for our maths revision?');
    await submit.click();

    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(message).toHaveValue('');
  });

  test('submitting an empty form says what is required', async ({ page }) => {
    await form(page).submit.click();

    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
  });

  test('an invalid email address is rejected', async ({ page }) => {
    const { name, email, message, submit } = form(page);
    await name.fill('Ada Lovelace');
    await email.fill('ada-at-example');
    await message.fill('Hello there.');
    await submit.click();

    await expect(page.getByText('Enter a valid email.')).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
    await expect(email).toHaveValue('ada-at-example');
  });

  test('a filled honeypot gets the thank-you text and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const { name, email, message, submit } = form(page);
    await name.fill('Spam Bot');
    await email.fill('bot@example.com');
    await message.fill('Buy now!');
    // People never see this field (it is off-screen and hidden from assistive technology); bots fill it by name.
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await submit.click();

    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(posts, 'nothing was sent').toEqual([]);
  });

  test('errors are tied to their fields for screen readers', async ({ page }) => {
    const { name, email, message, submit } = form(page);
    await email.fill('ada-at-example');
    await submit.click();

    await expect(name).toHaveAccessibleDescription(/Name is required\./);
    await expect(email).toHaveAccessibleDescription(/Enter a valid email\./);
    await expect(message).toHaveAccessibleDescription(/Message is required\./);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});

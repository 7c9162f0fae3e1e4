import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { appOrigin } from './oidc-settings';
import { dataDirOf, mailedLink } from './outbox';

export interface TestUser {
  fullName: string;
  email: string;
  password: string;
}

/** A user no other test knows: every test makes its own. */
export function newUser(firstName = 'Ada'): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    fullName: `${firstName} Tester`,
    email: `${firstName.toLowerCase()}-${id}@example.com`,
    password: `pw-${id}-long`,
  };
}

/**
 * Signs up through the API from inside the page's browser context: sign-up signs the new account in, so the
 * context holds the session cookie. The address stays unverified, as a new account's is.
 */
export async function signUpViaApi(page: Page, user: TestUser, origin = appOrigin()) {
  const response = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { name: user.fullName, email: user.email, password: user.password },
    headers: { origin },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

/**
 * Opens the verification link the sign-up mailed (from the dev outbox), as the /verify-email page does with its
 * token: the address is then verified, so the user's XP is paid (XP is paid only between verified addresses).
 */
export async function verifyViaMailedLink(page: Page, email: string, origin = appOrigin()) {
  const link = new URL(await mailedLink(email, /^Verify your Teachloop e-mail$/, dataDirOf(origin)));
  const response = await page.request.post(`${origin}/api/email/verify`, {
    data: { token: link.searchParams.get('token') },
    headers: { origin },
  });
  if (!response.ok()) throw new Error(`verify failed: ${response.status()} ${await response.text()}`);
}

/** Fills and submits the login form on /login. */
export async function logIn(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Fills and submits the sign-up form on /signup (the page must be open). */
export async function fillSignUpForm(page: Page, user: TestUser, email = user.email) {
  await page.getByLabel('Full Name', { exact: true }).fill(user.fullName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Signs up in the form on /signup and waits for the dashboard, where a new account lands signed in. */
export async function signUpInForm(page: Page, user: TestUser) {
  await fillSignUpForm(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
}

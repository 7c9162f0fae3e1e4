import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { appOrigin } from './oidc-settings';

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

/** Signs up through the API from inside the page's browser context, so the context holds the session cookie. */
export async function signUpViaApi(page: Page, user: TestUser, origin = appOrigin()) {
  const response = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { name: user.fullName, email: user.email, password: user.password },
    headers: { origin },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
}

/** Fills and submits the login form on /login. */
export async function logIn(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

import { AUTH_MESSAGES, SIGN_IN_LINK_TEXTS, SIMPLE_EMAIL, displayNameSchema } from '@teachloop/shared';
import { z } from 'zod';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .regex(SIMPLE_EMAIL, AUTH_MESSAGES.invalidEmail);
/** Generous bound: Better Auth enforces our 8..128 rule with its own message; this only stops abuse. */
const password = z.string().max(1024);
const appPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)/, 'must be a path in this app');

/**
 * The Better Auth endpoints we expose, each with the only body fields it may receive. Anything else under
 * /api/auth is a 404, so features we do not use (account deletion, e-mail change, ...) are not reachable.
 */
export const AUTH_ENDPOINTS: { method: 'GET' | 'POST'; path: RegExp; body?: z.ZodType }[] = [
  {
    method: 'POST',
    path: /^\/sign-up\/email$/,
    body: z.object({
      name: displayNameSchema,
      email,
      password,
    }),
  },
  { method: 'POST', path: /^\/sign-in\/email$/, body: z.object({ email, password }) },
  {
    method: 'POST',
    path: /^\/sign-in\/social$/,
    body: z.object({ provider: z.literal('google'), callbackURL: appPath, errorCallbackURL: appPath }),
  },
  { method: 'POST', path: /^\/sign-out$/, body: z.object({}) },
  { method: 'POST', path: /^\/request-password-reset$/, body: z.object({ email, redirectTo: appPath }) },
  { method: 'GET', path: /^\/reset-password\/[\w-]{1,200}$/ },
  {
    method: 'POST',
    path: /^\/reset-password$/,
    body: z.object({ newPassword: password, token: z.string().max(200) }),
  },
  // 'Email me a sign-in link' (sign-in-link-plugin.service.ts): ask for one, and use one from the page it opens.
  { method: 'POST', path: /^\/sign-in-link\/request$/, body: z.object({ email }) },
  {
    method: 'POST',
    path: /^\/sign-in-link\/verify$/,
    body: z.object({
      token: z.string().min(1, SIGN_IN_LINK_TEXTS.linkInvalid).max(200, SIGN_IN_LINK_TEXTS.linkInvalid),
    }),
  },
  { method: 'GET', path: /^\/callback\/google$/ },
  // Settings' 'Sign-in methods' (signed in): connect Google, with an address Google verified and the account's
  // own (disconnecting is ours: google-link.routes.ts).
  {
    method: 'POST',
    path: /^\/link-social$/,
    body: z.object({ provider: z.literal('google'), callbackURL: appPath, errorCallbackURL: appPath }),
  },
];

export function findAuthEndpoint(method: string, path: string) {
  return AUTH_ENDPOINTS.find((endpoint) => endpoint.method === method && endpoint.path.test(path));
}

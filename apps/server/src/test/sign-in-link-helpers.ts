import type { FastifyInstance } from 'fastify';
import { SIGN_IN_LINK_API, SIGN_IN_LINK_PATH } from '@teachloop/shared';
import type { Config } from '../config';
import type { Mail } from '../mail/mailer';
import { outbox, postJson } from './auth-helpers';
import { TEST_ORIGIN } from './build-test-app';

interface Options {
  cookie?: string;
  remoteAddress?: string;
}

/** 'Email me a sign-in link' as the login page asks for it. */
export function requestSignInLink(app: FastifyInstance, email: string, options?: Options) {
  return postJson(app, SIGN_IN_LINK_API.request, { email }, options);
}

/** The sign-in link mails the outbox holds for `email`, oldest first. */
export async function signInLinkMails(config: Config, email?: string): Promise<Mail[]> {
  return (await outbox(config)).filter(
    (mail) => mail.subject === 'Your Teachloop sign-in link' && (email === undefined || mail.to === email),
  );
}

/** The token of a mailed link, as the landing page reads it from its address. */
export function tokenOfLink(link: string): string {
  const url = new URL(link);
  if (url.origin !== TEST_ORIGIN || url.pathname !== SIGN_IN_LINK_PATH)
    throw new Error(`Unexpected link ${link}`);
  const token = url.searchParams.get('token');
  if (!token) throw new Error(`No token in ${link}`);
  return token;
}

/** Presses 'Sign in' on the landing page the link opened: the POST that uses it. */
export function useSignInLink(app: FastifyInstance, link: string, options?: Options) {
  return postJson(app, SIGN_IN_LINK_API.verify, { token: tokenOfLink(link) }, options);
}

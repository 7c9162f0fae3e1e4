import type { Mail } from './mailer';
import { oneTimeLinkMail } from './one-time-link-mail';

/** The sign-in link e-mail ('Email me a sign-in link' on the login page). */
export function signInLinkMail(to: string, link: string, validMinutes: number): Mail {
  return oneTimeLinkMail(to, link, `${validMinutes} minutes`, {
    subject: 'Your Teachloop sign-in link',
    heading: 'Sign in to Teachloop',
    asked: 'Someone asked for a link to sign in to your Teachloop account.',
    label: 'Sign in to Teachloop',
    reason:
      'If it was not you, ignore this e-mail: nobody can use the link without your inbox, and your password stays as it is.',
  });
}

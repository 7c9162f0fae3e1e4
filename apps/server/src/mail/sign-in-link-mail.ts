import { layoutMail } from './mail-layout';
import type { Mail } from './mailer';

/** The sign-in link e-mail ('Email me a sign-in link' on the login page). */
export function signInLinkMail(to: string, link: string, validMinutes: number): Mail {
  return layoutMail({
    to,
    subject: 'Your Teachloop sign-in link',
    heading: 'Sign in to Teachloop',
    paragraphs: ['Someone asked for a link to sign in to your Teachloop account.'],
    action: { label: 'Sign in to Teachloop', href: link },
    after: [`The link works once, for ${validMinutes} minutes.`],
    reason:
      'If it was not you, ignore this e-mail: nobody can use the link without your inbox, and your password stays as it is.',
  });
}

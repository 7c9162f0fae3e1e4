import { escapeHtml } from './escape-html';
import type { Mail } from './mailer';

/** The sign-in link e-mail ('Email me a sign-in link' on the login page): plain text first, and an HTML twin. */
export function signInLinkMail(to: string, link: string, validMinutes: number): Mail {
  const text = [
    'Someone asked for a link to sign in to your Teachloop account.',
    '',
    `Sign in here (the link works once, for ${validMinutes} minutes):`,
    link,
    '',
    'If it was not you, ignore this e-mail: nobody can use the link without your inbox, and your password stays as it is.',
  ].join('\n');
  const html = `<p>Someone asked for a link to sign in to your Teachloop account.</p>
<p><a href="${escapeHtml(link)}">Sign in to Teachloop</a> (the link works once, for ${validMinutes} minutes).</p>
<p>If it was not you, ignore this e-mail: nobody can use the link without your inbox, and your password stays as it is.</p>`;
  return { to, subject: 'Your Teachloop sign-in link', text, html, link };
}

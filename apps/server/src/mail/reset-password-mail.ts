import { escapeHtml } from './escape-html';
import type { Mail } from './mailer';

/** The password-reset e-mail: plain text first (what many clients show), and a simple HTML twin. */
export function resetPasswordMail(to: string, link: string, validMinutes: number): Mail {
  const text = [
    'Someone asked to reset the password of your Teachloop account.',
    '',
    `Choose a new password here (the link works once, for ${validMinutes} minutes):`,
    link,
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Someone asked to reset the password of your Teachloop account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for ${validMinutes} minutes).</p>
<p>If it was not you, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject: 'Reset your Teachloop password', text, html, link };
}
